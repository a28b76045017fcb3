package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a part of a sharded bench hands to the merge ({@link BenchEngine#merge}): its cycles per call, exact, and
 * its timed pass.
 *
 * @param cycles      cycles per call over the part's inputs
 * @param totalCycles every cycle emulated in the part's timed pass
 * @param hostNanos   the host time of that pass
 */
public record BenchPart(CycleStats cycles, long totalCycles, long hostNanos) {

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("cycles", cycles.toExactJson());
        out.put("totalCycles", totalCycles);
        out.put("hostNanos", hostNanos);
        return out;
    }

    /** What {@link #toJson()} wrote. */
    public static BenchPart fromJson(JsonFields json) {
        return new BenchPart(CycleStats.fromExactJson(json.object("cycles")), json.count("totalCycles"),
                json.count("hostNanos"));
    }
}
