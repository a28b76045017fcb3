package dev.romlab.cpu.json;

import java.math.BigInteger;
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
 * }</pre>
 */
public final class JsonConventions {

    /** The suffix of the key holding a fraction's exact form beside the key holding its float. */
    public static final String EXACT_SUFFIX = "Exact";

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

    /** {@code value} read as unsigned: a {@code Long}, or a {@code BigInteger} above {@link Long#MAX_VALUE}. */
    public static Object unsigned(long value) {
        return value >= 0 ? (Object) value : new BigInteger(Long.toUnsignedString(value));
    }

    /** Puts {@code key} (the float) and {@code key + "Exact"} (the fraction as text, {@code "13/256"}). */
    public static void putFraction(Map<String, Object> out, String key, String exact, double decimal) {
        out.put(key, decimal);
        out.put(key + EXACT_SUFFIX, exact);
    }
}
