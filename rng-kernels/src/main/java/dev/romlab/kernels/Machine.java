package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import dev.romlab.cpu.json.JsonConventions;

/**
 * The machine a kernel's routine runs on, as far as timing goes: the CPU, the computer and its clock.
 *
 * @param cpu       the CPU as users name it: {@code Z80}
 * @param name      the computer: {@code TI-83+}
 * @param clockHz   the CPU clock, cycles of {@code cycleUnit} per second
 * @param cycleUnit the name of the CPU's cycle unit: {@code T-states}
 */
public record Machine(String cpu, String name, long clockHz, String cycleUnit) {

    /** TI-83+ user programs' CPU: a Z80 at 6 MHz (the 83+ SE and 84+ run at 15 MHz: {@link #withClock}). */
    public static final Machine TI83_PLUS = new Machine("Z80", "TI-83+", 6_000_000, "T-states");

    public Machine {
        if (clockHz <= 0) {
            throw new IllegalArgumentException("clock must be positive: " + clockHz);
        }
    }

    public Machine withClock(long hz) {
        return new Machine(cpu, name, hz, cycleUnit);
    }

    /** How long {@code cycles} take on this machine's clock. */
    public double seconds(double cycles) {
        return cycles / clockHz;
    }

    /** {@code Z80 on a TI-83+ at 6 MHz}. */
    public String text() {
        return cpu + " on a " + name + " at " + clockText();
    }

    /** {@code 6 MHz}, {@code 15 MHz}, {@code 3.58 MHz}. */
    public String clockText() {
        return String.format(Locale.ROOT, "%.6g", clockHz / 1e6).replaceAll("\\.?0+$", "") + " MHz";
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("cpu", JsonConventions.cpuId(cpu));
        out.put("machine", name);
        out.put("clockHz", clockHz);
        out.put("cycleUnit", cycleUnit);
        return out;
    }
}
