package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

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
 * @param groups          how many values of that field the space has
 * @param departingGroups how many of them have at least one departing input
 * @param first           the first departing input, if any
 */
public record DepartureReport(String kernel, Machine machine, String inputs, String intended, long checked,
        long departing, String group, long groups, long departingGroups, Optional<Departure> first) {

    /** {@code departs in 32 of 32 sequence values, 319,468 of 320,032 inputs} or {@code never departs ...}. */
    public String summary() {
        return departing == 0
                ? String.format(Locale.ROOT, "%,d inputs, never departs from the intended algorithm", checked)
                : String.format(Locale.ROOT, "departs in %,d of %,d %s values, %,d of %,d inputs", departingGroups,
                        groups, group, departing, checked);
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
        out.put("groups", groups);
        out.put("departingGroups", departingGroups);
        out.put("firstDeparture", first.map(Departure::toJson).orElse(null));
        return out;
    }
}
