package dev.romlab.cli;

import java.nio.file.Path;

import dev.romlab.cpu.CpuDescription;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The program a command works on: {@code FILE} (a source or a binary), {@code --org} for binaries, and the CPU
 * ({@code --cpu}, needed only where the file does not tell: see {@link CpuChoice}).
 */
final class ProgramOptions {

    @Parameters(paramLabel = "FILE", description = "A source (.asm, .z80, .s), assembled first, or a binary.")
    private Path file;

    @Option(names = "--cpu", paramLabel = "CPU", converter = CpuConverter.class, completionCandidates = CpuIds.class,
            description = "The CPU: ${COMPLETION-CANDIDATES} (default: the CPU whose sources have FILE's "
                    + "extension, or the only CPU).")
    private CpuDescription cpu;

    @Option(names = "--org", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "Where a binary's first byte is loaded (default: 0x0000); a source places itself with "
                    + ".org. ADDR: 0x100, $100, 100h or 256.")
    private Integer org;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** The CPU named with {@code --cpu}, or the one the file implies. */
    CpuDescription cpu() {
        return CpuChoice.of(cpu, file, spec.commandLine());
    }

    /** The program, assembled or read; {@code --org} on a source is a usage error. */
    ProgramImage load() {
        CpuDescription chosen = cpu();
        if (org != null && ProgramFiles.isSource(chosen, file)) {
            throw new ParameterException(spec.commandLine(), "--org is for binaries: a source places itself with .org");
        }
        return ProgramFiles.load(chosen, file, org == null ? 0 : org, spec.commandLine().getErr());
    }
}
