package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a part of a sharded {@code diff --model intended} hands to the merge ({@link DepartureEngine#merge}): its
 * counts, the values of the grouping field it met and those with a departing input (sets, since parts share
 * values: a sample's), and where it departed first.
 *
 * @param checked         inputs compared
 * @param departing       inputs whose outputs differ
 * @param group           the grouping field's name (the inputs' first)
 * @param groups          the values of that field among the inputs
 * @param departingGroups the values with at least one departing input
 * @param departure       the index, in the whole space, of the part's first departure
 */
public record DeparturePart(long checked, long departing, String group, SortedSet<Long> groups,
        SortedSet<Long> departingGroups, OptionalLong departure) {

    public DeparturePart {
        groups = Collections.unmodifiableSortedSet(new TreeSet<>(groups));
        departingGroups = Collections.unmodifiableSortedSet(new TreeSet<>(departingGroups));
    }

    /**
     * The sets as runs of consecutive values, {@code [{"low": 0, "high": 31}]}: a part of an exhaustive space holds
     * a few.
     */
    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("checked", checked);
        out.put("departing", departing);
        out.put("group", group);
        out.put("groups", runs(groups));
        out.put("departingGroups", runs(departingGroups));
        out.put("departure", departure.isPresent() ? (Object) departure.getAsLong() : null);
        return out;
    }

    /** What {@link #toJson()} wrote. */
    public static DeparturePart fromJson(JsonFields json) {
        return new DeparturePart(json.count("checked"), json.count("departing"), json.text("group"),
                values(json, "groups"), values(json, "departingGroups"), json.optionalCount("departure"));
    }

    private static List<Map<String, Object>> runs(SortedSet<Long> values) {
        List<Map<String, Object>> runs = new ArrayList<>();
        Long low = null;
        long high = 0;
        for (long value : values) {
            if (low != null && value == high + 1) {
                high = value;
                continue;
            }
            if (low != null) {
                runs.add(run(low, high));
            }
            low = value;
            high = value;
        }
        if (low != null) {
            runs.add(run(low, high));
        }
        return runs;
    }

    private static Map<String, Object> run(long low, long high) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("low", low);
        out.put("high", high);
        return out;
    }

    private static SortedSet<Long> values(JsonFields json, String key) {
        TreeSet<Long> values = new TreeSet<>();
        for (JsonFields run : json.objects(key)) {
            for (long v = run.integer("low"); v <= run.integer("high"); v++) {
                values.add(v);
            }
        }
        return values;
    }
}
