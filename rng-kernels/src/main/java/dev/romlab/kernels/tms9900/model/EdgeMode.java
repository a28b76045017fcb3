package dev.romlab.kernels.tms9900.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What the view shows beyond a map's edge (seed 003, step one): the nearest edge row or column repeated
 * ({@code extend}), or the map again from the other side ({@code wrap}). The routine reads it from STATE+4.
 */
public enum EdgeMode {
    EXTEND(0),
    WRAP(1);

    private final int stateByte;

    EdgeMode(int stateByte) {
        this.stateByte = stateByte;
    }

    /** STATE+4: zero for extend, anything else wraps (the routine only tests for zero). */
    public int stateByte() {
        return stateByte;
    }

    /** The mode STATE+4 selects: zero extends, any other byte wraps. */
    public static EdgeMode ofStateByte(int stateByte) {
        return stateByte == 0 ? EXTEND : WRAP;
    }

    /** {@code extend}, {@code wrap}: as users type it. */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@link IllegalArgumentException} naming the choices when {@code text} is none of them. */
    public static EdgeMode parse(String text) {
        return Arrays.stream(values()).filter(m -> m.text().equals(text.strip().toLowerCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("edge mode must be "
                        + Arrays.stream(values()).map(EdgeMode::text).collect(Collectors.joining(" or ")) + ": '"
                        + text + "'"));
    }
}
