package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.json.JsonConventions;

/**
 * The machine a kernel's routine runs on, as far as timing goes: the CPU (from the {@link CpuRegistry}), the
 * computer and its clock.
 *
 * @param cpu     the CPU
 * @param name    the computer: {@code TI-83+}
 * @param clockHz the CPU clock, cycles of the CPU's unit per second
 */
public record Machine(CpuDescription cpu, String name, long clockHz) {

    public Machine {
        if (clockHz <= 0) {
            throw new IllegalArgumentException("clock must be positive: " + clockHz);
        }
    }

    /** The machine {@code profileId} of the CPU {@code cpuId}, at its own clock: {@code of("z80", "ti83plus")}. */
    public static Machine of(String cpuId, String profileId) {
        CpuDescription cpu = CpuRegistry.standard().require(cpuId);
        MachineProfile profile = cpu.profile(profileId).orElseThrow(() -> new IllegalArgumentException(
                cpuId + " has no machine profile " + profileId));
        return new Machine(cpu, profile.name(), profile.clockHz());
    }

    public Machine withClock(long hz) {
        return new Machine(cpu, name, hz);
    }

    /** The name of the CPU's cycle unit: {@code T-states}. */
    public String cycleUnit() {
        return cpu.cycleUnit().text();
    }

    /** How long {@code cycles} take on this machine's clock. */
    public double seconds(double cycles) {
        return cycles / clockHz;
    }

    /** {@code Z80 on a TI-83+ at 6 MHz}; {@code MLFE at 1 MHz} for a machine that is the CPU alone. */
    public String text() {
        return (name.equals(cpu.name()) ? cpu.name() : cpu.name() + " on a " + name) + " at " + clockText();
    }

    /** {@code 6 MHz}, {@code 15 MHz}, {@code 3.58 MHz}. */
    public String clockText() {
        return String.format(Locale.ROOT, "%.6g", clockHz / 1e6).replaceAll("\\.?0+$", "") + " MHz";
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("cpu", JsonConventions.cpuId(cpu.id()));
        out.put("machine", name);
        out.put("clockHz", clockHz);
        out.put("cycleUnit", cycleUnit());
        return out;
    }
}
