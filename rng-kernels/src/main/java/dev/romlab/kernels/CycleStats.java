package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Cycles per call over the calls that returned: how many, the fewest, their sum and the most. Calls that never
 * returned are counted apart ({@code neverReturned}); they have no cycle count of their own. Every figure is a
 * whole number, so that the parts of a sharded run add up to exactly the figures of one run ({@link #mean()} too).
 */
public record CycleStats(long calls, long min, long total, long max, long neverReturned) {

    /** Collects the cycle counts of calls one at a time. */
    public static final class Accumulator {
        private long calls;
        private long min = Long.MAX_VALUE;
        private long max;
        private long total;
        private long neverReturned;

        public void add(Outcome outcome) {
            if (outcome instanceof Outcome.Returned returned) {
                calls++;
                min = Math.min(min, returned.cycles());
                max = Math.max(max, returned.cycles());
                total += returned.cycles();
            } else {
                neverReturned++;
            }
        }

        /** Adds the calls {@code other} has collected. */
        public void addAll(Accumulator other) {
            addAll(other.stats());
        }

        /** Adds the calls of {@code other} (a part of a sharded run). */
        public void addAll(CycleStats other) {
            if (other.calls > 0) {
                calls += other.calls;
                min = Math.min(min, other.min);
                max = Math.max(max, other.max);
                total += other.total;
            }
            neverReturned += other.neverReturned;
        }

        public CycleStats stats() {
            return calls == 0 ? new CycleStats(0, 0, 0, 0, neverReturned)
                    : new CycleStats(calls, min, total, max, neverReturned);
        }
    }

    /** The mean over the calls that returned, 0 when none did. */
    public double mean() {
        return calls == 0 ? 0 : (double) total / calls;
    }

    /**
     * {@code 54 / 61.3 / 71} with thousands separators ({@code 83 / 628.8 / 2,621,483}), or {@code 54} when every
     * call took the same.
     */
    public String text() {
        if (calls == 0) {
            return "-";
        }
        return min == max ? String.format(Locale.ROOT, "%,d", min)
                : String.format(Locale.ROOT, "%,d / %,.1f / %,d", min, mean(), max);
    }

    /** The statistics with the unit their cycle figures count in (JSON key {@code cyclesPerCall}). */
    public Map<String, Object> toJson(String cycleUnit) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("unit", cycleUnit);
        out.put("calls", calls);
        out.put("min", min);
        out.put("mean", mean());
        out.put("max", max);
        out.put("neverReturned", neverReturned);
        return out;
    }

    /** The figures a part of a sharded run hands to the merge: all whole numbers, the sum where JSON has the mean. */
    public Map<String, Object> toExactJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("calls", calls);
        out.put("min", min);
        out.put("total", total);
        out.put("max", max);
        out.put("neverReturned", neverReturned);
        return out;
    }

    /** What {@link #toExactJson()} wrote. */
    public static CycleStats fromExactJson(JsonFields json) {
        return new CycleStats(json.count("calls"), json.count("min"), json.count("total"), json.count("max"),
                json.count("neverReturned"));
    }
}
