package dev.romlab.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.function.UnaryOperator;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.IntelHex;
import dev.romlab.asm.LinkerConfig;
import dev.romlab.asm.Listing;
import dev.romlab.asm.Segment;
import dev.romlab.asm.AddressRanges;
import dev.romlab.asm.SymbolFile;
import dev.romlab.asm.SymbolFormat;
import dev.romlab.asm.Ti83PlusProgramFile;
import dev.romlab.asm.tms9900.EditorAssemblerImageFile;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.Memory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code romlab asm}: assembles a source for any CPU into a binary, Intel HEX or .8xp file, listing, symbols. */
@Command(name = "asm",
        header = "Assemble a source into a raw binary, Intel HEX or TI-83 Plus program.",
        sortOptions = false,
        description = {"Assemble a source in its CPU's assembler syntax (see asm/README.md: the Z80 TI-83+ style, "
                + "ca65 for the 6502, TI Editor/Assembler for the TMS9900, CASL II for COMET II and MLFE) into a "
                + "raw binary, Intel HEX, for the Z80 a TI-83 Plus program file (.8xp), or for the TMS9900 "
                + "Editor/Assembler option 5 memory image files (.img).",
                "On errors every diagnostic is printed (file:line:column, the line, a caret), nothing is "
                        + "written, and the exit code is 1. Files are written whole or not at all: a regular file "
                        + "is replaced atomically (keeping its permissions), a symbolic link's target is written, "
                        + "a device or FIFO is written in place; - is standard input or output. An output onto "
                        + "an input (the source, an included file, --config) or onto another output is refused, and "
                        + "so is a read-only output file unless --force."})
final class AsmCommand implements Callable<Integer> {

    /** The output formats, named as users type them after {@code --format}. */
    enum Format {
        /** Raw bytes from the lowest to the highest address written, gaps filled with 0. */
        BIN("bin"),
        /** Intel HEX: 16-byte data records and an end-of-file record. */
        HEX("hex"),
        /** A TI-83 Plus program file around the raw bytes, as spasm-ng writes it. */
        TI_8XP("8xp"),
        /** TI-99/4A Editor/Assembler option 5 files (FILE1, FILE2 ...), as xas99 -i writes them. */
        IMG("img");

        private final String id;

        Format(String id) {
            this.id = id;
        }

        String extension() {
            return "." + id;
        }

        /** The name users type after {@code --format}. */
        @Override
        public String toString() {
            return id;
        }

        /** Reads a {@code --format} value in any case; a bad one is a usage error listing the formats. */
        static final class Converter implements ITypeConverter<Format> {

            @Override
            public Format convert(String text) {
                for (Format format : values()) {
                    if (format.id.equalsIgnoreCase(text)) {
                        return format;
                    }
                }
                throw new TypeConversionException("'" + text + "' is not a format (bin, hex, 8xp or img)");
            }
        }
    }

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "The source file; - reads it from standard input "
            + "(then give -o). Several CASL II or MLFE sources are one program, in the order given, as YACASL2's casl2 "
            + "a.casl b.casl takes them: each file's programs after the previous file's, START labels known in every "
            + "file, the first program's execution start the entry.")
    private List<Path> sources;

    @Option(names = "--cpu", paramLabel = "CPU", converter = CpuConverter.class, completionCandidates = CpuIds.class,
            description = "The CPU: ${COMPLETION-CANDIDATES} (default: the CPU whose sources have FILE's "
                    + "extension, or the only CPU).")
    private CpuDescription cpu;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "The output file, - for standard output (default: FILE with its extension replaced by .bin, "
                    + ".hex, .8xp or .img).")
    private Path output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "bin", converter = Format.Converter.class,
            description = "bin (raw bytes from the lowest to the highest address written, gaps as 0), hex "
                    + "(Intel HEX), 8xp (a TI-83 Plus program file around the raw bytes, as spasm-ng writes it) or "
                    + "img (TI-99/4A Editor/Assembler option 5 files, as xas99 -i writes them: OUT, then OUT with its "
                    + "last character counted up for each further file); default: bin.")
    private Format format;

    @Option(names = "--name", paramLabel = "NAME",
            description = "The program name in an 8xp file: 1 to 8 letters and digits, starting with a letter "
                    + "(default: the output file's name without its extension, upper-cased, its first 8 "
                    + "characters, as spasm-ng takes it).")
    private String programName;

    @Option(names = "--listing", paramLabel = "FILE",
            description = "Also write a listing: line, address, bytes, cycles in the CPU's unit (T-states on the "
                    + "Z80, cycles on the 6502, clock cycles on the TMS9900; taken/not taken as 12/7), source (COMET "
                    + "II and MLFE: words and cost units); - for standard output.")
    private Path listing;

    @Option(names = "--profile", paramLabel = "MACHINE",
            description = "Count the listing's cycles in a machine the CPU knows, with its memory's wait states where "
                    + "the address of an access is known (tms9900: ti99-4a, ti99-4a-16bit; asm/README.md).")
    private String profile;

    @Option(names = "--workspace", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "With --profile on the TMS9900: the workspace pointer the code runs with, so that its "
                    + "register accesses get the wait states of that memory ('>8300': quote > in a shell).")
    private Integer workspace;

    @Option(names = "--symbols", paramLabel = "FILE",
            description = "Also write the symbol table, sorted by name, in the --symbols-format; - for standard "
                    + "output.")
    private Path symbols;

    @Option(names = "--symbols-format", paramLabel = "FORMAT", converter = SymbolFormatConverter.class,
            description = "romlab (NAME = $1234, then a '; data $0112-$0116' line for each range of data "
                    + "directives, which disasm prints as data again), vice (al 000200 .name, as ld65 -Ln writes it), equ (NAME EQU "
                    + "value: pasmo's 0100H, xas99 -E's >0100 for the TMS9900) or spasm (spasm-ng's label file: "
                    + "NAME = $1234 upper-cased). Default: by FILE's extension (.lbl vice, .equ equ, .lab spasm), "
                    + "else romlab.")
    private SymbolFormat symbolsFormat;

    @Option(names = "-D", paramLabel = "NAME=VALUE", converter = SymbolDefinition.Converter.class,
            description = "Define a symbol before the source is read (VALUE: 20, $14, 14h or 0x14; NAME alone "
                    + "means 1; a quoted string, 'NAME=\"text\"', or other text, 'NAME=inc a', defines a text macro "
                    + "as #define does, where the dialect has #define). Repeatable.")
    private List<SymbolDefinition> definitions = new ArrayList<>();

    @Mixin
    private IncludeOptions includes;

    @Mixin
    private LinkerConfigOption linkerConfig;

    @Mixin
    private ForceOption force;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        ProgramFiles.requireNoStandardInput(sources, spec.commandLine());
        if (output == null && StandardStreams.isDash(source())) {
            throw new ParameterException(spec.commandLine(), "the source comes from standard input: give -o OUT "
                    + "(- for standard output)");
        }
        PrintWriter err = spec.commandLine().getErr();
        StandardStreams streams = StandardStreams.of(spec);
        CpuDescription chosen = CpuChoice.of(cpu, source(), spec.commandLine());
        if (format == Format.TI_8XP && !chosen.programExtensions().contains(Format.TI_8XP.id)) {
            throw new ParameterException(spec.commandLine(), "--format 8xp is a TI-83 Plus program, for the Z80: "
                    + "the " + chosen.name() + " has bin and hex");
        }
        String givenName = checkedProgramName();
        Path target = output != null ? output : defaultOutput();
        String name = format != Format.TI_8XP ? null : givenName != null ? givenName : nameFrom(target);
        Assembler assembler = machine(chosen).apply(chosen.newAssembler()).withIncludeFolders(includes.folders());
        LinkerConfig config = linkerConfig.read(err);
        if (config != null) {
            assembler = assembler.withLinkerConfig(config);
        }
        Map<String, String> textDefines = SymbolDefinition.textMap(definitions);
        if (!textDefines.isEmpty() && !assembler.hasTextMacros()) {
            throw new ParameterException(spec.commandLine(),
                    SymbolDefinition.withoutTextMacros(definitions, chosen.name()));
        }
        // every file the assembler reads (sources, includes, .incbin) is an input no output may replace
        List<Path> read = new ArrayList<>();
        assembler = assembler.withTextDefines(textDefines)
                .withLoader(assembler.loader().reporting(path -> read.add(Path.of(path))));
        Assembly assembly = ProgramFiles.assemble(assembler, sources, SymbolDefinition.toMap(definitions),
                streams.in(), err);
        OutputFiles files = force.outputFiles().inputs(sources).inputs(read).input(linkerConfig.file());
        switch (format) {
            case BIN -> files.add(target, assembly.linkedFile().orElseGet(assembly::toBinary));
            case HEX -> files.add(target, IntelHex.format(assembly).getBytes(StandardCharsets.US_ASCII));
            case TI_8XP -> files.add(target, programFile(assembly, name, err));
            case IMG -> imageFiles(assembly, target, files, err);
        }
        if (listing != null) {
            files.add(listing, listing(assembly, chosen).getBytes(StandardCharsets.UTF_8));
        }
        if (symbols != null) {
            SymbolFormat symbolFormat = symbolsFormat != null ? symbolsFormat
                    : SymbolFormat.byExtension(symbols.getFileName().toString()).orElse(SymbolFormat.ROMLAB);
            String text = symbolFormat == SymbolFormat.ROMLAB
                    ? SymbolFile.format(assembly, AddressRanges.dataOf(assembly, chosen.newMemory().wordBytes()))
                    : symbolFormat.write(assembly.symbols(), chosen.disassembler().hexPrefix());
            files.add(symbols, text.getBytes(StandardCharsets.UTF_8));
        }
        spec.commandLine().getOut().flush();
        files.writeAll(streams.out());
        // with an output on stdout, the summary goes to stderr so that stdout holds the output alone
        PrintWriter messages = files.writesStandardOutput() ? err : spec.commandLine().getOut();
        messages.println(summary(assembly, target, chosen)
                + (name == null ? "" : " (program " + name + ")"));
        messages.flush();
        return 0;
    }

    /** The first source file, which names the default output and the CPU. */
    private Path source() {
        return sources.get(0);
    }

    /** The assembler set up for {@code --profile} and {@code --workspace}: its listing counts their wait states. */
    private UnaryOperator<Assembler> machine(CpuDescription chosen) {
        if (profile == null) {
            if (workspace != null) {
                throw new ParameterException(spec.commandLine(), "--workspace is for --profile MACHINE");
            }
            return UnaryOperator.identity();
        }
        MachineProfile machine = MachineChoice.of(chosen, profile, spec.commandLine());
        Memory memory = new Memory(chosen.addressSpace());
        machine.memory().prepare(memory);
        OptionalInt wp = workspace == null ? OptionalInt.empty() : OptionalInt.of(workspace);
        return assembler -> assembler.withWaitStates(memory::waitStates, wp);
    }

    /** {@code --name} upper-cased, or null without one; a usage error when it is not a program name. */
    private String checkedProgramName() {
        if (programName == null) {
            return null;
        }
        if (format != Format.TI_8XP) {
            throw new ParameterException(spec.commandLine(), "--name is for --format 8xp");
        }
        String name = programName.toUpperCase(Locale.ROOT);
        Ti83PlusProgramFile.nameProblem(name).ifPresent(problem -> {
            throw new ParameterException(spec.commandLine(), "--name " + problem);
        });
        return name;
    }

    /** The program name spasm-ng takes from the output file's name (the source's when the output is {@code -}). */
    private String nameFrom(Path target) {
        Path named = target.toString().equals("-") ? source() : target;
        String name = Ti83PlusProgramFile.defaultName(named.getFileName().toString());
        if (name.isEmpty()) {
            throw new CommandFailure(named + ": no program name in the file name (give --name NAME)");
        }
        return name;
    }

    /** The 8xp file of the assembly, after spasm-ng's warnings about what it writes anyway. */
    private byte[] programFile(Assembly assembly, String name, PrintWriter err) {
        byte[] program = assembly.toBinary();
        if (program.length > Ti83PlusProgramFile.MAX_PROGRAM_LENGTH) {
            throw new CommandFailure(String.format(Locale.ROOT, "%s: %,d bytes do not fit in a program file "
                    + "(at most %,d)", source(), program.length, Ti83PlusProgramFile.MAX_PROGRAM_LENGTH));
        }
        for (String warning : Ti83PlusProgramFile.warnings(program, name)) {
            err.println(spec.qualifiedName() + ": warning: " + warning);
        }
        err.flush();
        return Ti83PlusProgramFile.format(program, name);
    }

    /**
     * The option 5 files of the assembly under {@code target} and the names after it (GAME1, GAME2); a warning when
     * END names another entry than the first file's load address, where option 5 starts.
     */
    private void imageFiles(Assembly assembly, Path target, OutputFiles files, PrintWriter err) {
        List<byte[]> images = EditorAssemblerImageFile.format(assembly);
        if (images.size() > 1 && target.toString().equals("-")) {
            throw new CommandFailure(source() + ": the image takes " + images.size() + " files; give -o FILE1 "
                    + "(standard output holds one)");
        }
        String name = target.toString();
        for (int i = 0; i < images.size(); i++) {
            if (name == null) {
                throw new CommandFailure(target + ": no name for the image's file " + (i + 1) + " (give -o FILE1)");
            }
            files.add(Path.of(name), images.get(i));
            name = EditorAssemblerImageFile.nextName(name);
        }
        int first = assembly.lowestAddress();
        if (assembly.entry().isPresent() && assembly.entry().getAsInt() != first) {
            err.println(spec.qualifiedName() + ": warning: END names >" + String.format("%04X", assembly.entry()
                    .getAsInt()) + ", but option 5 starts at the first file's load address >"
                    + String.format("%04X", first));
            err.flush();
        }
    }

    private Path defaultOutput() {
        String name = source().getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return source().resolveSibling(base + format.extension());
    }

    /** The listing: bytes and cycles, or on a word-addressed CPU (COMET II, MLFE) words and its cost unit. */
    private static String listing(Assembly assembly, CpuDescription cpu) {
        AddressSpace space = cpu.addressSpace();
        return space.wordAddressed() ? Listing.format(assembly, space.wordBits() / 8, "cost")
                : Listing.format(assembly);
    }

    /**
     * {@code dice.asm: 42 bytes at $0100-$0129 -> dice.bin}, in the hex notation of the CPU's assembler (TMS9900
     * {@code >A000}); on a word-addressed CPU {@code sum.cas: 20 words at #0000-#0013 -> sum.bin}; or a note that the
     * source placed nothing.
     */
    private String summary(Assembly assembly, Path target, CpuDescription cpu) {
        AddressSpace space = cpu.addressSpace();
        String hex = cpu.disassembler().hexPrefix();
        String from = StandardStreams.isDash(source()) ? InputFiles.STANDARD_INPUT_NAME
                : sources.stream().map(Path::toString).collect(Collectors.joining(" "));
        String to = StandardStreams.isDash(target) ? "standard output" : target.toString();
        if (assembly.linkedFile().isPresent()) {
            return String.format(Locale.ROOT, "%s: %,d bytes linked as %s says -> %s", from,
                    assembly.linkedFile().get().length, linkerConfig.file(), to);
        }
        if (assembly.isEmpty()) {
            return from + ": no bytes placed -> " + to;
        }
        if (space.wordAddressed()) {
            int wordBytes = space.wordBits() / 8;
            Segment last = assembly.segments().get(assembly.segments().size() - 1);
            int lowest = assembly.lowestAddress();
            int highest = last.address() + last.length() / wordBytes - 1;
            return String.format(Locale.ROOT, "%s: %,d words at %s%s-%s%s -> %s", from, highest - lowest + 1, hex,
                    space.hex(lowest), hex, space.hex(highest), to);
        }
        int size = assembly.highestAddress() - assembly.lowestAddress() + 1;
        return String.format(Locale.ROOT, "%s: %,d bytes at %s%s-%s%s -> %s", from, size, hex,
                space.hex(assembly.lowestAddress()), hex, space.hex(assembly.highestAddress()), to);
    }
}
