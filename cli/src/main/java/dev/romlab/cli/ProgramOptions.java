package dev.romlab.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.Labels;
import dev.romlab.asm.SymbolFile;

import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The program a command works on: {@code FILE} (a source or a binary), {@code -D} for a source, {@code --org} and
 * {@code --symbols} for a binary.
 */
final class ProgramOptions {

    @Parameters(paramLabel = "FILE", description = "A source (.asm, .z80, .s), assembled first, or a binary.")
    private Path file;

    @Option(names = "--org", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "Where a binary's first byte is loaded (default: 0x0000); a source places itself with "
                    + ".org. ADDR: 0x100, $100, 100h or 256.")
    private Integer org;

    @Option(names = "-D", paramLabel = "NAME=VALUE", converter = SymbolDefinition.Converter.class,
            description = "Define a symbol before a source is read (VALUE: 20, $14, 14h or 0x14; NAME alone means "
                    + "1). Repeatable.")
    private List<SymbolDefinition> definitions = new ArrayList<>();

    @Option(names = "--symbols", paramLabel = "FILE",
            description = "Labels for a binary: a symbol file as romlab asm --symbols writes it (NAME = $1234 "
                    + "lines); a source's own symbols are its labels.")
    private Path symbols;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /**
     * The program, assembled or read, with its labels; {@code --org} or {@code --symbols} on a source and
     * {@code -D} on a binary are usage errors.
     */
    ProgramImage load(CpuType cpuType) {
        boolean source = ProgramFiles.isSource(file);
        if (org != null && source) {
            throw new ParameterException(spec.commandLine(), "--org is for binaries: a source places itself with .org");
        }
        if (symbols != null && source) {
            throw new ParameterException(spec.commandLine(), "--symbols is for binaries: a source's symbols are its "
                    + "labels");
        }
        if (!definitions.isEmpty() && !source) {
            throw new ParameterException(spec.commandLine(), "-D is for sources: a binary is already assembled");
        }
        ProgramImage image = ProgramFiles.load(cpuType, file, org == null ? 0 : org,
                SymbolDefinition.toMap(definitions), spec.commandLine().getErr());
        return symbols == null ? image : image.withLabels(readSymbols(image));
    }

    private Labels readSymbols(ProgramImage image) {
        String text = new String(InputFiles.readBytes(symbols), StandardCharsets.UTF_8);
        try {
            return Labels.of(SymbolFile.parse(text), image.loadAddress(), image.end());
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(symbols + ": " + e.getMessage());
        }
    }
}
