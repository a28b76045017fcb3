package dev.romlab.cli;

import java.nio.file.Path;

import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** The program a command works on: {@code FILE} and {@code --org} for binaries. */
final class ProgramOptions {

    @Parameters(paramLabel = "FILE", description = "A source (.asm, .z80, .s), assembled first, an Intel HEX "
            + "file (.hex, .ihx, or any file of HEX records), a TI-83 Plus program (.8xp), or a binary.")
    private Path file;

    @Option(names = "--org", paramLabel = "ADDR", converter = AddressConverter.class,
            description = "Where a binary's first byte is loaded (default: 0x0000); a source places itself with "
                    + ".org, Intel HEX records carry their addresses. ADDR: 0x100, $100, 100h or 256.")
    private Integer org;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** The program, assembled or read; {@code --org} on anything but a binary is a usage error. */
    ProgramImage load(CpuType cpuType) {
        ProgramFile input = ProgramFile.open(file);
        if (org != null && input.format() != ProgramFile.Format.BINARY) {
            throw new ParameterException(spec.commandLine(), "--org is for binaries: " + switch (input.format()) {
                case SOURCE -> "a source places itself with .org";
                case INTEL_HEX -> "Intel HEX records carry their addresses";
                default -> "a TI-83 Plus program sits at userMem-2 ($9D93)";
            });
        }
        return input.load(cpuType, org == null ? 0 : org, spec.commandLine().getErr());
    }

    /** The program file as named on the command line. */
    Path file() {
        return file;
    }
}
