package dev.romlab.cpu.json;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The shapes every romlab {@code --json} document shares (cli/README.md, "JSON schema"), so that each command
 * writes a CPU, a cycle count, an unsigned value or an exact fraction the same way.
 *
 * <pre>{@code
 * JsonConventions.cpuId("Z80");                      // "z80"
 * JsonConventions.cycles(1042, "T-states");          // {"count": 1042, "unit": "T-states"}
 * JsonConventions.putFraction(row, "probability", "13/256", 13 / 256.0);
 *                                                    // "probability": 0.05078125, "probabilityExact": "13/256"
 * JsonConventions.word64(0x2F3497D144B7DA85L);       // "0x2F3497D144B7DA85"
 * }</pre>
 */
public final class JsonConventions {

    /** The suffix of the key holding a fraction's exact form beside the key holding its float. */
    public static final String EXACT_SUFFIX = "Exact";

    /**
     * The widest value written as a JSON number: every integer up to 2^53 is exact in a double, what JavaScript and
     * many JSON readers turn numbers into. A field wider than this is a {@link #word64} string.
     */
    public static final int EXACT_NUMBER_BITS = 53;

    private JsonConventions() {
    }

    /** A CPU as {@code --cpu} takes it: lower case. */
    public static String cpuId(String cpu) {
        return cpu.toLowerCase(Locale.ROOT);
    }

    /** A number of cycles with the unit it counts in. */
    public static Map<String, Object> cycles(long count, String unit) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("count", count);
        out.put("unit", unit);
        return out;
    }

    /**
     * A value wider than {@link #EXACT_NUMBER_BITS} bits (a 64-bit LFSR state, a seed) as {@code "0x"} and 16 hex
     * digits, whatever its value: a JSON number above 2^53 loses its low digits in JavaScript's {@code JSON.parse} and
     * in jq before 1.7, and a field whose type depended on its value (a number below 2^53, a string above) would trip
     * every reader. Narrower values stay numbers.
     */
    public static String word64(long value) {
        return String.format(Locale.ROOT, "0x%016X", value);
    }

    /** Puts {@code key} (the float) and {@code key + "Exact"} (the fraction as text, {@code "13/256"}). */
    public static void putFraction(Map<String, Object> out, String key, String exact, double decimal) {
        out.put(key, decimal);
        out.put(key + EXACT_SUFFIX, exact);
    }
}
