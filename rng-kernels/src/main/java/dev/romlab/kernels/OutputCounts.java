package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * How often each value came out of some inputs of a distribution, and how many inputs never returned: what
 * {@link DistributionEngine} adds up chunk by chunk, and what a part of a sharded {@code dist} or {@code fairness}
 * run hands to the merge.
 *
 * @param inputs        inputs run
 * @param neverReturned how many of them never returned
 * @param byValue       how often each value came out, by value (values that never did are left out)
 */
public record OutputCounts(long inputs, long neverReturned, SortedMap<Long, Long> byValue) {

    public static final OutputCounts NONE = new OutputCounts(0, 0, new TreeMap<>());

    public OutputCounts {
        byValue = Collections.unmodifiableSortedMap(new TreeMap<>(byValue));
    }

    /** The counts of {@code parts} (of a sharded run) added up. */
    public static OutputCounts sum(List<OutputCounts> parts) {
        return parts.stream().reduce(NONE, OutputCounts::plus);
    }

    /** These counts and {@code other}'s. */
    public OutputCounts plus(OutputCounts other) {
        TreeMap<Long, Long> sum = new TreeMap<>(byValue);
        other.byValue.forEach((value, count) -> sum.merge(value, count, Long::sum));
        return new OutputCounts(inputs + other.inputs, neverReturned + other.neverReturned, sum);
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("inputs", inputs);
        out.put("neverReturned", neverReturned);
        List<Map<String, Object>> counts = new ArrayList<>();
        byValue.forEach((value, count) -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("value", value);
            row.put("count", count);
            counts.add(row);
        });
        out.put("counts", counts);
        return out;
    }

    /** What {@link #toJson()} wrote. */
    public static OutputCounts fromJson(JsonFields json) {
        TreeMap<Long, Long> byValue = new TreeMap<>();
        for (JsonFields row : json.objects("counts")) {
            byValue.merge(row.integer("value"), row.count("count"), Long::sum);
        }
        return new OutputCounts(json.count("inputs"), json.count("neverReturned"), byValue);
    }
}
