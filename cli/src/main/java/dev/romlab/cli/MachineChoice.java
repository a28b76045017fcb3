package dev.romlab.cli;

import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.MachineProfile;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** The machine a {@code --profile MACHINE} option names (exec, asm), or the bare CPU without one. */
final class MachineChoice {

    private MachineChoice() {
    }

    /** The profile {@code profileId} of {@code cpu}, its first (the bare CPU) for null; a usage error otherwise. */
    static MachineProfile of(CpuDescription cpu, String profileId, CommandLine commandLine) {
        if (profileId == null) {
            return cpu.profiles().get(0);
        }
        return cpu.profile(profileId).orElseThrow(() -> new ParameterException(commandLine,
                "--profile: " + cpu.id() + " has no machine '" + profileId + "' (it has " + String.join(", ",
                        cpu.profiles().stream().map(MachineProfile::id).toList()) + ")"));
    }
}
