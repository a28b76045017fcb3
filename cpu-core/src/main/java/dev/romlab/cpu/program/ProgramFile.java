package dev.romlab.cpu.program;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Consumer;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.IntelHexException;
import dev.romlab.asm.IntelHexReader;
import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;
import dev.romlab.asm.Ti83PlusProgramFile;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;

/**
 * A program file as every command and a kernel file read it: a source (the assembler reads it, with its includes),
 * or the content of an Intel HEX file, a TI-83 Plus program, an NES image or a binary. The name tells which (the
 * CPU's source extensions, {@code .asm}, {@code .z80}, {@code .s} for the Z80: source; {@code .hex}, {@code .ihx}:
 * Intel HEX; {@code .8xp}: TI-83 Plus program; {@code .nes}: NES image); for any other name the content does: a
 * file starting {@code **TI83F*} is a TI-83 Plus program, one starting {@code NES $1A} an NES image (for the 6502
 * and the 2A03 only: for another CPU such bytes stay the binary they always were), Intel HEX records (text of
 * {@code :}, hex digits and line ends, starting with {@code :}) are Intel HEX; for the TMS9900, {@code .rpk}, a zip
 * archive or an image starting with a cartridge header (>AA) is a cartridge, {@code .img}, a TIFILES file or a file
 * whose 6-byte header gives its own length an Editor/Assembler memory image; anything else is a binary. Nothing here
 * depends on the CPU but the assembler a source goes through, the memory a program must fit in, and that an NES
 * image is 6502 code.
 *
 * <pre>{@code
 * ProgramImage image = ProgramFile.open(cpu, Path.of("dice.asm")).load(LoadOptions.DEFAULT);
 * }</pre>
 */
public final class ProgramFile {

    /** What a program file holds. */
    public enum Format {
        /** Assembly source, assembled where its {@code .org} puts it. */
        SOURCE,
        /** Intel HEX: each record's bytes at its address. */
        INTEL_HEX,
        /** A TI-83 Plus program file (.8xp): its bytes at userMem-2, where TI-OS puts them. */
        TI_PROGRAM,
        /** An iNES or NES 2.0 image (.nes) of an NROM cartridge: its PRG-ROM at $8000 ({@link NesImage}). */
        NES,
        /** A Commodore program file (.prg): a two-byte load address, little endian, then the bytes loaded there. */
        PRG,
        /**
         * A TI-99/4A Editor/Assembler option 5 memory image ({@link EditorAssemblerImage}): the files of a chain, each
         * possibly in a TIFILES header, at their load addresses.
         */
        TI99_IMAGE,
        /** A TI-99/4A cartridge ROM at >6000, raw or in an RPK archive ({@link Ti99Cartridge}). */
        TI99_CARTRIDGE,
        /** Raw bytes, loaded at {@link LoadOptions#binaryOrigin()}. */
        BINARY
    }

    private static final Set<String> INTEL_HEX_EXTENSIONS = Set.of("hex", "ihx");
    private static final String TI_PROGRAM_EXTENSION = "8xp";
    private static final String TI_SIGNATURE = "**TI83F*";
    private static final String NES_EXTENSION = "nes";
    private static final String PRG_EXTENSION = "prg";
    /** The 6502's reset vector: where the CPU starts, in an image that covers it. */
    private static final int RESET_VECTOR = 0xFFFC;
    /** The CPUs that run an NES image's code: the 2A03 itself, and the NMOS 6502 it is made from. */
    private static final Set<String> NES_CPUS = Set.of("2a03", "6502");
    /** The CPU of the TI-99/4A's memory images and cartridges. */
    private static final String TI99_CPU = "tms9900";

    private final CpuDescription cpu;
    private final String name;
    private final Format format;
    /** The file's bytes; none for a source the assembler reads from {@link #sourcePaths}. */
    private final byte[] content;
    /**
     * The source files the assembler reads, with their includes beside them (several: CASL II's program list, as
     * YACASL2 takes it); empty when the bytes were given.
     */
    private final List<Path> sourcePaths;

    private ProgramFile(CpuDescription cpu, String name, Format format, byte[] content, List<Path> sourcePaths) {
        this.cpu = cpu;
        this.name = name;
        this.format = format;
        this.content = content;
        this.sourcePaths = List.copyOf(sourcePaths);
    }

    /**
     * Opens {@code path} for {@code cpu}: reads it unless it is a source (the assembler reads that, with its
     * includes).
     *
     * @throws ProgramLoadException when it is not a source and cannot be read
     */
    public static ProgramFile open(CpuDescription cpu, Path path) {
        Path fileName = path.getFileName();
        if (fileName != null && isSource(cpu, fileName.toString())) {
            return new ProgramFile(cpu, path.toString(), Format.SOURCE, new byte[0], List.of(path));
        }
        return of(cpu, path.toString(), FileBytes.read(path));
    }

    /**
     * Opens {@code paths}, one program from several source files assembled together ({@code romlab exec a.cas
     * b.cas}, as YACASL2's {@code casl2 a.casl b.casl}); one path is {@link #open(CpuDescription, Path)}.
     *
     * @throws ProgramLoadException when one of several files is no source (a CPU whose assembler takes one file
     *                              fails when loaded)
     */
    public static ProgramFile open(CpuDescription cpu, List<Path> paths) {
        if (paths.size() == 1) {
            return open(cpu, paths.get(0));
        }
        for (Path path : paths) {
            Path fileName = path.getFileName();
            if (fileName == null || !isSource(cpu, fileName.toString())) {
                throw new ProgramLoadException(path.toString(), "not a source: only sources are loaded together");
            }
        }
        return new ProgramFile(cpu, paths.get(0).toString(), Format.SOURCE, new byte[0], paths);
    }

    /**
     * The program file named {@code name} (how messages name it; only its extension decides anything) with the
     * bytes {@code content}; a source (UTF-8) looks for its includes beside {@code name}. {@code romlab}'s
     * {@code -} is standard input's content under the name {@code -}: never a source, having no extension.
     */
    public static ProgramFile of(CpuDescription cpu, String name, byte[] content) {
        return new ProgramFile(cpu, name, detect(cpu, name, content), content.clone(), List.of());
    }

    /**
     * A source has an extension the CPU, or any registered CPU, claims for sources: the 2A03 claims none but
     * assembles the 6502's {@code .s65}.
     */
    private static boolean isSource(CpuDescription cpu, String fileName) {
        return cpu.claimsSource(fileName)
                || CpuRegistry.standard().all().stream().anyMatch(other -> other.claimsSource(fileName));
    }

    private static Format detect(CpuDescription cpu, String name, byte[] content) {
        String extension = extension(name);
        if (isSource(cpu, name)) {
            return Format.SOURCE;
        } else if (INTEL_HEX_EXTENSIONS.contains(extension)) {
            return Format.INTEL_HEX;
        } else if (extension.equals(TI_PROGRAM_EXTENSION)
                || new String(content, StandardCharsets.ISO_8859_1).startsWith(TI_SIGNATURE)) {
            return Format.TI_PROGRAM;
        } else if (extension.equals(NES_EXTENSION)
                || NES_CPUS.contains(cpu.id()) && NesImage.hasSignature(content)) {
            return Format.NES;
        } else if (extension.equals(PRG_EXTENSION) && NES_CPUS.contains(cpu.id())) {
            return Format.PRG;
        } else if (cpu.id().equals(TI99_CPU)) {
            if (extension.equals("rpk") || Ti99Cartridge.isArchive(content) || Ti99Cartridge.looksLikeImage(content)) {
                return Format.TI99_CARTRIDGE;
            } else if (extension.equals("img") || EditorAssemblerImage.looksLikeImage(content)) {
                return Format.TI99_IMAGE;
            }
        }
        return looksLikeIntelHex(content) ? Format.INTEL_HEX : Format.BINARY;
    }

    /** The extension of the last part of {@code name} in lower case without the dot ({@code "hex"}), or "". */
    private static String extension(String name) {
        String fileName = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        int dot = fileName.lastIndexOf('.');
        return dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    public Format format() {
        return format;
    }

    /** The file as messages name it: the path as given, or the name given with the bytes. */
    public String name() {
        return name;
    }

    /** {@link #load(LoadOptions, Consumer)}, what a source's {@code .echo} statements say left unshown. */
    public ProgramImage load(LoadOptions options) {
        return load(options, message -> { });
    }

    /**
     * The program: a source assembled (with the options' defines and include folders) and labelled by its symbols,
     * its {@code .echo} messages given to {@code echo} first; Intel HEX records at their addresses; a TI-83 Plus
     * program at userMem-2; an NES image's PRG-ROM at $8000; or a binary at the options' origin; all but a source
     * without labels ({@link SymbolFiles} reads them).
     *
     * @throws ProgramLoadException with the diagnostics of a bad source or HEX file, or the one line of any other
     *                              problem (empty, past the end of memory, an NES mapper other than 0)
     */
    public ProgramImage load(LoadOptions options, Consumer<String> echo) {
        return switch (format) {
            case SOURCE -> assembled(options, echo);
            case INTEL_HEX -> intelHex();
            case TI_PROGRAM -> tiProgram();
            case NES -> nesImage();
            case PRG -> prg();
            case TI99_IMAGE -> ti99Image();
            case TI99_CARTRIDGE -> Ti99Cartridge.read(name, content);
            case BINARY -> binary(options.binaryOrigin());
        };
    }

    private ProgramImage assembled(LoadOptions options, Consumer<String> echo) {
        Assembler assembler = cpu.newAssembler().withIncludeFolders(options.includeFolders());
        if (options.linkerConfig() != null) {
            assembler = assembler.withLinkerConfig(options.linkerConfig());
        }
        if (!options.textDefines().isEmpty() && !assembler.hasTextMacros()) {
            throw new ProgramLoadException(name, "-D NAME=text (a quoted string, or a VALUE that is not a number) "
                    + "defines a text macro (#define), which this CPU's assembler has not: give a number");
        }
        assembler = assembler.withTextDefines(options.textDefines());
        Assembly assembly = !sourcePaths.isEmpty() ? SourceFiles.assemble(assembler, sourcePaths, options.defines())
                : SourceFiles.assemble(assembler, name, content, options.defines());
        assembly.messages().forEach(echo);
        if (assembly.isEmpty()) {
            throw new ProgramLoadException(name, "the source places no bytes");
        }
        int start = assembly.linkedFile().isPresent() ? resetVector(assembly.segments()).orElse(assembly.origin())
                : assembly.origin();
        int entry = assembly.entry().orElse(start);
        return new ProgramImage(assembly.segments(), entry, Labels.of(assembly), wordBytes(),
                SourceLines.of(assembly));
    }

    /**
     * The word at $FFFC when the segments hold both its bytes and the CPU is a 6502 (or the 2A03): where the CPU
     * starts after a reset, so where a ROM image (a linked source, a binary) runs from.
     */
    private OptionalInt resetVector(List<Segment> segments) {
        if (!NES_CPUS.contains(cpu.id())) {
            return OptionalInt.empty();
        }
        for (Segment segment : segments) {
            if (segment.address() <= RESET_VECTOR && segment.end() >= RESET_VECTOR + 2) {
                int at = RESET_VECTOR - segment.address();
                return OptionalInt.of((segment.bytes()[at] & 0xFF) | (segment.bytes()[at + 1] & 0xFF) << 8);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * A .prg file: its first two bytes say where the rest goes, which is also where it runs from, unless it starts
     * with a BASIC line {@code SYS nnnn} (the stub C64 programs start with): then it runs from nnnn.
     */
    private ProgramImage prg() {
        if (content.length < 3) {
            throw new ProgramLoadException(name, "a .prg file needs its two-byte load address and at least one byte");
        }
        int origin = (content[0] & 0xFF) | (content[1] & 0xFF) << 8;
        byte[] program = java.util.Arrays.copyOfRange(content, 2, content.length);
        requireInMemory(origin, program.length);
        return new ProgramImage(List.of(new Segment(origin, program)), sysAddress(program).orElse(origin),
                Labels.NONE, wordBytes());
    }

    /**
     * The address of a BASIC stub's {@code SYS}: a first line (link word, line number word) whose first token is
     * SYS ($9E) followed by decimal digits (blanks allowed before them).
     */
    private static OptionalInt sysAddress(byte[] program) {
        final int sysToken = 0x9E;
        int at = 4;
        if (program.length <= at || (program[at] & 0xFF) != sysToken) {
            return OptionalInt.empty();
        }
        at++;
        while (at < program.length && program[at] == ' ') {
            at++;
        }
        int address = 0;
        int digits = 0;
        while (at < program.length && program[at] >= '0' && program[at] <= '9' && digits < 5) {
            address = address * 10 + program[at++] - '0';
            digits++;
        }
        return digits == 0 || address > 0xFFFF ? OptionalInt.empty() : OptionalInt.of(address);
    }

    private ProgramImage intelHex() {
        IntelHexReader.Contents contents;
        try {
            contents = IntelHexReader.read(name, new String(content, StandardCharsets.US_ASCII));
        } catch (IntelHexException e) {
            throw ProgramLoadException.of(name, e.diagnostics());
        }
        if (contents.segments().isEmpty()) {
            throw new ProgramLoadException(name, "the Intel HEX file has no data records");
        }
        int lowest = contents.segments().get(0).address();
        int entry = contents.startAddress().orElse(resetVector(contents.segments()).orElse(lowest));
        return new ProgramImage(contents.segments(), entry, Labels.NONE, wordBytes());
    }

    /** The program's bytes at userMem-2, run from userMem, past the two tokens BB 6D it starts with. */
    private ProgramImage tiProgram() {
        byte[] program;
        try {
            program = Ti83PlusProgramFile.read(content).bytes();
        } catch (IllegalArgumentException e) {
            throw new ProgramLoadException(name, e.getMessage());
        }
        if (program.length == 0) {
            throw new ProgramLoadException(name, "the program is empty");
        }
        int origin = Ti83PlusProgramFile.USER_MEMORY - 2;
        requireInMemory(origin, program.length);
        return new ProgramImage(List.of(new Segment(origin, program)), Ti83PlusProgramFile.USER_MEMORY,
                Labels.NONE, wordBytes());
    }

    /** An NROM image's trainer and PRG-ROM where the 2A03 sees them, run from the reset vector. */
    private ProgramImage nesImage() {
        if (!NES_CPUS.contains(cpu.id())) {
            throw new ProgramLoadException(name, "an NES image is code for the 2A03 (or a 6502), not the "
                    + cpu.name());
        }
        try {
            NesImage image = NesImage.read(content);
            return new ProgramImage(image.segments(), image.resetVector(), Labels.NONE, wordBytes());
        } catch (IllegalArgumentException e) {
            throw new ProgramLoadException(name, e.getMessage());
        }
    }

    /** An option 5 image: this file and the ones its flag chains to, found beside it. */
    private ProgramImage ti99Image() {
        EditorAssemblerImage image = EditorAssemblerImage.read(name, content, next -> {
            if (name.equals("-")) {
                throw new ProgramLoadException(name, "the flag field (>FFFF) says another file follows; standard "
                        + "input has no file beside it, so name the first file instead");
            }
            return FileBytes.read(Path.of(next));
        });
        return new ProgramImage(image.segments(), image.entry(), Labels.NONE, wordBytes());
    }

    private ProgramImage binary(int origin) {
        if (content.length == 0) {
            throw new ProgramLoadException(name, "the file is empty");
        }
        requireInMemory(origin, content.length);
        List<Segment> segments = List.of(new Segment(origin, content));
        return new ProgramImage(segments, resetVector(segments).orElse(origin), Labels.NONE, wordBytes());
    }

    /** Bytes per address: a word-addressed CPU's files hold whole words, most significant byte first. */
    private int wordBytes() {
        AddressSpace space = cpu.addressSpace();
        return space.wordAddressed() ? space.wordBits() / 8 : 1;
    }

    private void requireInMemory(int origin, int length) {
        AddressSpace space = cpu.addressSpace();
        int wordBytes = wordBytes();
        if (length % wordBytes != 0) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "%,d bytes are not whole %d-bit words", length,
                    space.wordBits()));
        }
        if (origin + length / wordBytes > space.addresses()) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "%,d %s at $%s run past the end of memory ($%s)",
                    length / wordBytes, wordBytes == 1 ? "bytes" : "words", space.hex(origin),
                    space.hex(space.addresses() - 1)));
        }
    }

    /** True for text made of Intel HEX records: a {@code :} first, then only hex digits, {@code :} and blanks. */
    private static boolean looksLikeIntelHex(byte[] content) {
        String text = new String(content, StandardCharsets.ISO_8859_1);
        return text.strip().startsWith(":") && text.chars().allMatch(c -> c == ':' || Character.digit(c, 16) >= 0
                || c == '\r' || c == '\n' || c == ' ' || c == '\t');
    }
}
