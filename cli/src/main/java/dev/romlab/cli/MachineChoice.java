package dev.romlab.cli;

import java.util.List;

import dev.romlab.asm.ClosestName;
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
                "--profile: " + cpu.id() + " has no machine '" + profileId + "' (" + nearest(cpu, profileId) + ")"));
    }

    /** {@code did you mean ti83plus?}, or every machine of {@code cpu} when none is close. */
    private static String nearest(CpuDescription cpu, String profileId) {
        List<String> machines = cpu.profiles().stream().map(MachineProfile::id).toList();
        return ClosestName.didYouMean(profileId, machines).orElse("it has " + String.join(", ", machines));
    }
}
