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
import java.util.function.UnaryOperator;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.Assembly;
import dev.romlab.asm.IntelHex;
import dev.romlab.asm.Listing;
import dev.romlab.asm.Segment;
import dev.romlab.asm.SymbolFile;
import dev.romlab.asm.Ti83PlusProgramFile;
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
                + "raw binary, Intel HEX or, for the Z80, a TI-83 Plus program file (.8xp).",
                "On errors every diagnostic is printed (file:line:column, the line, a caret), nothing is "
                        + "written, and the exit code is 1. Files are written whole or not at all: a regular file "
                        + "is replaced atomically (keeping its permissions), a symbolic link's target is written, "
                        + "a device or FIFO is written in place; - is standard input or output."})
final class AsmCommand implements Callable<Integer> {

    /** The output formats, named as users type them after {@code --format}. */
    enum Format {
        /** Raw bytes from the lowest to the highest address written, gaps filled with 0. */
        BIN("bin"),
        /** Intel HEX: 16-byte data records and an end-of-file record. */
        HEX("hex"),
        /** A TI-83 Plus program file around the raw bytes, as spasm-ng writes it. */
        TI_8XP("8xp");

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
                throw new TypeConversionException("'" + text + "' is not a format (bin, hex or 8xp)");
            }
        }
    }

    @Parameters(paramLabel = "FILE", description = "The source file; - reads it from standard input (then give -o).")
    private Path source;

    @Option(names = "--cpu", paramLabel = "CPU", converter = CpuConverter.class, completionCandidates = CpuIds.class,
            description = "The CPU: ${COMPLETION-CANDIDATES} (default: the CPU whose sources have FILE's "
                    + "extension, or the only CPU).")
    private CpuDescription cpu;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT",
            description = "The output file, - for standard output (default: FILE with its extension replaced by .bin, "
                    + ".hex or .8xp).")
    private Path output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "bin", converter = Format.Converter.class,
            description = "bin (raw bytes from the lowest to the highest address written, gaps as 0), hex "
                    + "(Intel HEX) or 8xp (a TI-83 Plus program file around the raw bytes, as spasm-ng writes it); "
                    + "default: bin.")
    private Format format;

    @Option(names = "--name", paramLabel = "NAME",
            description = "The program name in an 8xp file: 1 to 8 letters and digits, starting with a letter "
                    + "(default: the output file's name without its extension, upper-cased, its first 8 "
                    + "characters, as spasm-ng takes it).")
    private String programName;

    @Option(names = "--listing", paramLabel = "FILE",
            description = "Also write a listing: line, address, bytes, cycles (Z80 T-states, taken/not taken as "
                    + "12/7), source (COMET II and MLFE: words and cost units); - for standard output.")
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
            description = "Also write the symbol table, one NAME = $1234 line per symbol, sorted by name; - for "
                    + "standard output.")
    private Path symbols;

    @Option(names = "-D", paramLabel = "NAME=VALUE", converter = SymbolDefinition.Converter.class,
            description = "Define a symbol before the source is read (VALUE: 20, $14, 14h or 0x14; NAME alone "
                    + "means 1; a quoted string, 'NAME=\"text\"', defines a text macro as #define does). "
                    + "Repeatable.")
    private List<SymbolDefinition> definitions = new ArrayList<>();

    @Mixin
    private IncludeOptions includes;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (output == null && StandardStreams.isDash(source)) {
            throw new ParameterException(spec.commandLine(), "the source comes from standard input: give -o OUT "
                    + "(- for standard output)");
        }
        PrintWriter err = spec.commandLine().getErr();
        StandardStreams streams = StandardStreams.of(spec);
        CpuDescription chosen = CpuChoice.of(cpu, source, spec.commandLine());
        if (format == Format.TI_8XP && !chosen.programExtensions().contains(Format.TI_8XP.id)) {
            throw new ParameterException(spec.commandLine(), "--format 8xp is a TI-83 Plus program, for the Z80: "
                    + "the " + chosen.name() + " has bin and hex");
        }
        String givenName = checkedProgramName();
        Path target = output != null ? output : defaultOutput();
        String name = format != Format.TI_8XP ? null : givenName != null ? givenName : nameFrom(target);
        Assembler assembler = machine(chosen).apply(chosen.newAssembler()).withIncludeFolders(includes.folders());
        Map<String, String> textDefines = SymbolDefinition.textMap(definitions);
        if (!textDefines.isEmpty() && !assembler.hasTextMacros()) {
            throw new ParameterException(spec.commandLine(), "-D NAME=\"text\" defines a text macro (#define), "
                    + "which the " + chosen.name() + "'s assembler has not: give a number");
        }
        assembler = assembler.withTextDefines(textDefines);
        Assembly assembly = ProgramFiles.assemble(assembler, source, SymbolDefinition.toMap(definitions),
                streams.in(), err);
        byte[] contents = switch (format) {
            case BIN -> assembly.toBinary();
            case HEX -> IntelHex.format(assembly).getBytes(StandardCharsets.US_ASCII);
            case TI_8XP -> programFile(assembly, name, err);
        };
        OutputFiles files = new OutputFiles().add(target, contents);
        if (listing != null) {
            files.add(listing, listing(assembly, chosen).getBytes(StandardCharsets.UTF_8));
        }
        if (symbols != null) {
            files.add(symbols, SymbolFile.format(assembly).getBytes(StandardCharsets.UTF_8));
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
        Path named = target.toString().equals("-") ? source : target;
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
                    + "(at most %,d)", source, program.length, Ti83PlusProgramFile.MAX_PROGRAM_LENGTH));
        }
        for (String warning : Ti83PlusProgramFile.warnings(program, name)) {
            err.println(spec.qualifiedName() + ": warning: " + warning);
        }
        err.flush();
        return Ti83PlusProgramFile.format(program, name);
    }

    private Path defaultOutput() {
        String name = source.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return source.resolveSibling(base + format.extension());
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
        String from = StandardStreams.isDash(source) ? InputFiles.STANDARD_INPUT_NAME : source.toString();
        String to = StandardStreams.isDash(target) ? "standard output" : target.toString();
        if (assembly.isEmpty()) {
            return from + ": no bytes placed -> " + to;
        }
        if (space.wordAddressed()) {
            int wordBytes = space.wordBits() / 8;
            Segment last = assembly.segments().get(assembly.segments().size() - 1);
            int lowest = assembly.lowestAddress();
            int highest = last.address() + last.length() / wordBytes - 1;
            return String.format("%s: %d words at %s%s-%s%s -> %s", from, highest - lowest + 1, hex,
                    space.hex(lowest), hex, space.hex(highest), to);
        }
        int size = assembly.highestAddress() - assembly.lowestAddress() + 1;
        return String.format("%s: %d bytes at %s%s-%s%s -> %s", from, size, hex, space.hex(assembly.lowestAddress()),
                hex, space.hex(assembly.highestAddress()), to);
    }
}
