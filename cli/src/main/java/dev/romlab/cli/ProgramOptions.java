package dev.romlab.cli;

import java.nio.file.Path;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** The program a command works on: {@code FILE} (a source or a binary) and {@code --org} for binaries. */
final class ProgramOptions {

    @Parameters(paramLabel = "FILE", description = "A source (.asm, .z80, .s), assembled first, or a binary.")
    private Path file;

    @Option(names = "--org", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "Where a binary's first byte is loaded (default: 0x0000); a source places itself with "
                    + ".org. ADDR: 0x100, $100, 100h or 256.")
    private Integer org;

    @Mixin
    private IncludeOptions includes;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** The program, assembled or read; {@code --org} on a source is a usage error. */
    ProgramImage load(CpuType cpuType) {
        if (org != null && ProgramFiles.isSource(file)) {
            throw new ParameterException(spec.commandLine(), "--org is for binaries: a source places itself with .org");
        }
        return ProgramFiles.load(cpuType, file, org == null ? 0 : org, includes.folders(),
                spec.commandLine().getErr());
    }
}
