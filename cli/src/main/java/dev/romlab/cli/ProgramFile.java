package dev.romlab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * A program file as a command reads it: a source (the assembler reads it, with its includes), or the content
 * of an Intel HEX file, a TI-83 Plus program or a binary. The name tells which (the CPU's source extensions,
 * {@code .asm}, {@code .z80}, {@code .s} for the Z80: source; {@code .hex}, {@code .ihx}: Intel HEX; {@code .8xp}:
 * TI-83 Plus program); for any other name
 * the content does: Intel HEX records (text of {@code :}, hex digits and line ends, starting with {@code :}) are
 * Intel HEX, a file starting {@code **TI83F*} a TI-83 Plus program, anything else a binary. Nothing here depends
 * on the CPU but the assembler a source goes through.
 */
final class ProgramFile {

    /** What a program file holds. */
    enum Format {
        /** Assembly source, assembled where its {@code .org} puts it. */
        SOURCE,
        /** Intel HEX: each record's bytes at its address. */
        INTEL_HEX,
        /** A TI-83 Plus program file (.8xp): its bytes at userMem-2, where TI-OS puts them. */
        TI_PROGRAM,
        /** Raw bytes, loaded at {@code --org}. */
        BINARY
    }

    private static final Set<String> INTEL_HEX_EXTENSIONS = Set.of("hex", "ihx");
    private static final String TI_PROGRAM_EXTENSION = "8xp";
    private static final String TI_SIGNATURE = "**TI83F*";

    private final CpuDescription cpu;
    private final Path path;
    private final Format format;
    private final byte[] content;

    private ProgramFile(CpuDescription cpu, Path path, Format format, byte[] content) {
        this.cpu = cpu;
        this.path = path;
        this.format = format;
        this.content = content;
    }

    /**
     * Opens {@code path} for {@code cpu}: reads it unless it is a source (the assembler reads that); fails if
     * unreadable. A source has an extension the CPU, or any registered CPU, claims for sources: the 2A03 claims none
     * but assembles the 6502's {@code .s65}. {@code -} is the content of {@code standardInput}, told apart as any
     * other name without an extension.
     */
    static ProgramFile open(CpuDescription cpu, Path path, InputStream standardInput) {
        String fileName = path.getFileName().toString();
        if (cpu.claimsSource(fileName)
                || CpuRegistry.standard().all().stream().anyMatch(other -> other.claimsSource(fileName))) {
            return new ProgramFile(cpu, path, Format.SOURCE, new byte[0]);
        }
        byte[] content = InputFiles.readBytes(path, standardInput);
        String extension = ProgramFiles.extension(path);
        Format format;
        if (INTEL_HEX_EXTENSIONS.contains(extension)) {
            format = Format.INTEL_HEX;
        } else if (extension.equals(TI_PROGRAM_EXTENSION)
                || new String(content, StandardCharsets.ISO_8859_1).startsWith(TI_SIGNATURE)) {
            format = Format.TI_PROGRAM;
        } else {
            format = looksLikeIntelHex(content) ? Format.INTEL_HEX : Format.BINARY;
        }
        return new ProgramFile(cpu, path, format, content);
    }

    Format format() {
        return format;
    }

    /**
     * The program: a source assembled (with {@code defines}, includes also looked for in {@code includeFolders})
     * and labelled by its symbols, Intel HEX records at their addresses, a TI-83 Plus program at userMem-2, or a
     * binary at {@code binaryOrigin}, these three without labels.
     * Diagnostics of a bad source or HEX file go to {@code err}, then it fails with their count.
     */
    ProgramImage load(int binaryOrigin, Map<String, Long> defines, List<String> includeFolders, PrintWriter err) {
        return switch (format) {
            case SOURCE -> assembled(defines, includeFolders, err);
            case INTEL_HEX -> intelHex(err);
            case TI_PROGRAM -> tiProgram();
            case BINARY -> binary(binaryOrigin);
        };
    }

    private ProgramImage assembled(Map<String, Long> defines, List<String> includeFolders, PrintWriter err) {
        Assembly assembly = ProgramFiles.assemble(cpu, path, defines, includeFolders, err);
        if (assembly.isEmpty()) {
            throw new CommandFailure(path + ": the source places no bytes");
        }
        return new ProgramImage(assembly.segments(), assembly.origin(), Labels.of(assembly), wordBytes());
    }

    private ProgramImage intelHex(PrintWriter err) {
        IntelHexReader.Contents contents;
        try {
            contents = IntelHexReader.read(path.toString(), new String(content, StandardCharsets.US_ASCII));
        } catch (IntelHexException e) {
            throw ProgramFiles.failure(path, e.diagnostics(), err);
        }
        if (contents.segments().isEmpty()) {
            throw new CommandFailure(path + ": the Intel HEX file has no data records");
        }
        int lowest = contents.segments().get(0).address();
        return new ProgramImage(contents.segments(), contents.startAddress().orElse(lowest), Labels.NONE,
                wordBytes());
    }

    /** The program's bytes at userMem-2, run from userMem, past the two tokens BB 6D it starts with. */
    private ProgramImage tiProgram() {
        byte[] program;
        try {
            program = Ti83PlusProgramFile.read(content).bytes();
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(path + ": " + e.getMessage());
        }
        if (program.length == 0) {
            throw new CommandFailure(path + ": the program is empty");
        }
        int origin = Ti83PlusProgramFile.USER_MEMORY - 2;
        requireInMemory(origin, program.length);
        return new ProgramImage(List.of(new Segment(origin, program)), Ti83PlusProgramFile.USER_MEMORY,
                Labels.NONE, wordBytes());
    }

    private ProgramImage binary(int origin) {
        if (content.length == 0) {
            throw new CommandFailure(path + ": the file is empty");
        }
        requireInMemory(origin, content.length);
        return new ProgramImage(List.of(new Segment(origin, content)), origin, Labels.NONE, wordBytes());
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
            throw new CommandFailure(String.format("%s: %d bytes are not whole %d-bit words", path, length,
                    space.wordBits()));
        }
        if (origin + length / wordBytes > space.addresses()) {
            throw new CommandFailure(String.format("%s: %d %s at $%s run past the end of memory ($%s)", path,
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
