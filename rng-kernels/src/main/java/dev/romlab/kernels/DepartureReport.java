package dev.romlab.kernels;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Emulator against the intended algorithm over a whole input space ({@link DepartureEngine}).
 *
 * @param kernel          the kernel's id
 * @param machine         where it ran
 * @param inputs          the input space's description
 * @param intended        the intended model's description
 * @param checked         inputs compared
 * @param departing       inputs whose outputs differ
 * @param group           the input field the inputs are grouped by for "how often" (the first: {@code sequence})
 * @param groupValues     the values of that field the space has
 * @param departingValues those with at least one departing input
 * @param first           the first departing input, if any
 */
public record DepartureReport(String kernel, Machine machine, String inputs, String intended, long checked,
        long departing, String group, SortedSet<Long> groupValues, SortedSet<Long> departingValues,
        Optional<Departure> first) {

    public DepartureReport {
        groupValues = Collections.unmodifiableSortedSet(new TreeSet<>(groupValues));
        departingValues = Collections.unmodifiableSortedSet(new TreeSet<>(departingValues));
    }

    /** How many values of the grouping field the space has. */
    public long groups() {
        return groupValues.size();
    }

    /** How many of them have at least one departing input. */
    public long departingGroups() {
        return departingValues.size();
    }

    /** The exact figures this report of a part of a sharded run gives the merge. */
    public DeparturePart part() {
        return new DeparturePart(checked, departing, group, groupValues, departingValues,
                first.map(d -> OptionalLong.of(d.index())).orElse(OptionalLong.empty()));
    }

    /** {@code departs in 32 of 32 sequence values, 319,468 of 320,032 inputs} or {@code never departs ...}. */
    public String summary() {
        return departing == 0
                ? String.format(Locale.ROOT, "%,d inputs, never departs from the intended algorithm", checked)
                : String.format(Locale.ROOT, "departs in %,d of %,d %s values, %,d of %,d inputs", departingGroups(),
                        groups(), group, departing, checked);
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel);
        out.putAll(machine.toJson());
        out.put("inputs", inputs);
        out.put("model", "intended");
        out.put("intended", intended);
        out.put("checked", checked);
        out.put("departures", departing);
        out.put("group", group);
        out.put("groups", groups());
        out.put("departingGroups", departingGroups());
        out.put("firstDeparture", first.map(Departure::toJson).orElse(null));
        return out;
    }
}
