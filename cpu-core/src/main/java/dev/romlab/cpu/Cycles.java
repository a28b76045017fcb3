package dev.romlab.cpu;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A number of cycles with the unit it counts: what run results and reports carry, so that T-states and
 * 6502 cycles cannot be mixed up or printed without their name.
 */
public record Cycles(long count, CycleUnit unit) {

    public Cycles {
        Objects.requireNonNull(unit);
    }

    /** {@code 12,345 T-states}: the count with thousands separators, then the unit. */
    public String text() {
        return String.format(Locale.ROOT, "%,d %s", count, unit.text());
    }

    /** {@code {"count": 12345, "unit": "T-states"}}. */
    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("count", count);
        json.put("unit", unit.text());
        return json;
    }

    @Override
    public String toString() {
        return text();
    }
}
