package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;

import dev.romlab.cpu.json.JsonConventions;

/**
 * Cycles per call over an input space, what they come to on the target's clock, and how fast the host emulated
 * them.
 *
 * @param kernel       the kernel's id
 * @param machine      the target machine and the clock the times are for
 * @param inputs       the input space's description
 * @param cycles       cycles per call (calls that never returned are counted apart and not timed)
 * @param totalCycles  every cycle emulated in the timed pass, including never-returning calls up to the budget
 * @param hostNanos    wall-clock time of the timed pass on the host
 */
public record BenchReport(String kernel, Machine machine, String inputs, CycleStats cycles, long totalCycles,
        long hostNanos) {

    /** Mean time of one call on the target's clock, in microseconds. */
    public double meanMicrosOnTarget() {
        return machine.seconds(cycles.mean()) * 1e6;
    }

    public double minMicrosOnTarget() {
        return machine.seconds(cycles.min()) * 1e6;
    }

    public double maxMicrosOnTarget() {
        return machine.seconds(cycles.max()) * 1e6;
    }

    /** Emulated cycles per second of host time, in millions: "emulated MHz". */
    public double hostMegahertz() {
        return hostNanos == 0 ? 0 : totalCycles * 1e3 / hostNanos;
    }

    /** How many times faster than the target machine the host emulates it. */
    public double speedup() {
        return hostMegahertz() * 1e6 / machine.clockHz();
    }

    /** The figures this report of a part of a sharded run gives the merge. */
    public BenchPart part() {
        return new BenchPart(cycles, totalCycles, hostNanos);
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel);
        out.putAll(machine.toJson());
        out.put("inputs", inputs);
        out.put("cyclesPerCall", cycles.toJson(machine.cycleUnit()));
        Map<String, Object> target = new LinkedHashMap<>();
        target.put("min", minMicrosOnTarget());
        target.put("mean", meanMicrosOnTarget());
        target.put("max", maxMicrosOnTarget());
        out.put("targetMicros", target);
        out.put("totalCycles", JsonConventions.cycles(totalCycles, machine.cycleUnit()));
        out.put("hostNanos", hostNanos);
        out.put("hostMHz", hostMegahertz());
        out.put("speedup", speedup());
        return out;
    }
}
