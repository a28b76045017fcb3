package dev.romlab.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.AddressRanges;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.program.LoadOptions;
import dev.romlab.cpu.program.ProgramFile;
import dev.romlab.cpu.program.ProgramImage;
import dev.romlab.cpu.program.ProgramLoadException;
import dev.romlab.cpu.program.SymbolFiles;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The program a command works on: {@code FILE} (a source, an Intel HEX file, a TI-83 Plus program, an NES image or a
 * binary, loaded by {@link ProgramFiles}), {@code -D} for a source, {@code --org} for a binary and {@code --symbols}
 * for anything but a source, and the CPU ({@code --cpu}, needed only where the file does not tell: see
 * {@link CpuChoice}).
 */
final class ProgramOptions {

    @Parameters(paramLabel = "FILE", description = "A source (.asm, .z80, .s for the Z80; .s65 for the 6502; .a99, "
            + ".cas, .casl, .fe), assembled first, an Intel HEX file (.hex, .ihx, or any file of HEX records), a "
            + "TI-83 Plus program (.8xp), an NES image of mapper 0 (.nes, for the 2A03 or 6502), or a binary; - "
            + "reads any but a source from standard input. Several CASL II or MLFE sources are one program, in the "
            + "order given, as YACASL2's casl2 a.casl b.casl takes them.", arity = "1..*")
    private List<Path> files;

    @Option(names = "--cpu", paramLabel = "CPU", converter = CpuConverter.class, completionCandidates = CpuIds.class,
            description = "The CPU: ${COMPLETION-CANDIDATES} (default: the CPU whose sources have FILE's "
                    + "extension, or the only CPU).")
    private CpuDescription cpu;

    @Option(names = "--org", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "Where a binary's first byte is loaded (default: 0x0000); a source places itself with "
                    + ".org, Intel HEX records and NES images carry their addresses. ADDR: 0x100, $100, 100h or 256.")
    private Integer org;

    @Mixin
    private IncludeOptions includes;

    @Mixin
    private LinkerConfigOption linkerConfig;

    @Option(names = "-D", paramLabel = "NAME=VALUE", converter = SymbolDefinition.Converter.class,
            description = "Define a symbol before a source is read (VALUE: 20, $14, 14h or 0x14; NAME alone means "
                    + "1; a quoted string, 'NAME=\"text\"', or other text, 'NAME=inc a', defines a text macro as "
                    + "#define does, where the dialect has #define). Repeatable.")
    private List<SymbolDefinition> definitions = new ArrayList<>();

    @Option(names = "--symbols", paramLabel = "FILE",
            description = "Labels for a binary, Intel HEX, .8xp or .nes file, in any format romlab asm --symbols "
                    + "writes, told by the content: romlab's or spasm-ng's (NAME = $1234), a VICE label file as ld65 "
                    + "-Ln writes it (al 00C000 .name), an equate list as pasmo or xas99 -E write it (NAME EQU "
                    + "0100H, NAME EQU >0100); - reads it from standard input. A source's own symbols are its "
                    + "labels.")
    private Path symbols;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** What the --symbols file marks as data, known once {@link #load()} has read it. */
    private AddressRanges symbolData = AddressRanges.NONE;

    /** The CPU named with {@code --cpu}, or the one the file implies; {@code -} among several files is refused. */
    CpuDescription cpu() {
        ProgramFiles.requireNoStandardInput(files, spec.commandLine());
        return CpuChoice.of(cpu, file(), spec.commandLine());
    }

    /**
     * The program, assembled or read, with its labels; {@code --org} on anything but a binary, {@code --symbols} on
     * a source and {@code -D} on anything but a source are usage errors.
     */
    ProgramImage load() {
        ProgramFile input = ProgramFiles.open(cpu(), files, StandardStreams.of(spec).in());
        boolean source = input.format() == ProgramFile.Format.SOURCE;
        if (org != null && input.format() != ProgramFile.Format.BINARY) {
            throw new ParameterException(spec.commandLine(), "--org is for binaries: " + switch (input.format()) {
                case SOURCE -> "a source places itself with .org";
                case INTEL_HEX -> "Intel HEX records carry their addresses";
                case NES -> "an NES image's PRG-ROM sits at $8000";
                default -> "a TI-83 Plus program sits at userMem-2 ($9D93)";
            });
        }
        if (symbols != null && source) {
            throw new ParameterException(spec.commandLine(), "--symbols is for assembled files: a source's symbols "
                    + "are its labels");
        }
        if (!definitions.isEmpty() && !source) {
            throw new ParameterException(spec.commandLine(), "-D is for sources: " + file() + " is already assembled");
        }
        if (linkerConfig.isGiven() && !source) {
            throw new ParameterException(spec.commandLine(), "--config is for sources: " + file()
                    + " is already linked");
        }
        LoadOptions options = new LoadOptions(org == null ? 0 : org, SymbolDefinition.toMap(definitions),
                includes.folders(), linkerConfig.read(spec.commandLine().getErr()),
                SymbolDefinition.textMap(definitions));
        ProgramImage image = ProgramFiles.load(input, options, spec.commandLine().getErr());
        return symbols == null ? image : image.withLabels(readSymbols(image));
    }

    /** The (first) program file as named on the command line. */
    Path file() {
        return files.get(0);
    }

    /** The files the command reads: FILE (each of them) and the {@code --symbols} file; no output may replace one. */
    List<Path> inputFiles() {
        List<Path> read = new ArrayList<>(files);
        if (symbols != null) {
            read.add(symbols);
        }
        return read;
    }

    /** The data ranges the {@code --symbols} file marks ({@code ; data $0112-$0116}), after {@link #load()}. */
    AddressRanges symbolData() {
        return symbolData;
    }

    private Labels readSymbols(ProgramImage image) {
        byte[] content = InputFiles.readBytes(symbols, StandardStreams.of(spec).in());
        symbolData = SymbolFiles.dataRanges(InputFiles.text(symbols.toString(), content));
        try {
            return SymbolFiles.read(symbols.toString(), content, image);
        } catch (ProgramLoadException e) {
            throw new CommandFailure(e.getMessage());
        }
    }
}
