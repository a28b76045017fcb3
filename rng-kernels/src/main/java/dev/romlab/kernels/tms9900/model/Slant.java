package dev.romlab.kernels.tms9900.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a map's rows lean (seed 003: "slant the rows either to the left or right, creating a diagonal map"): each
 * row further down starts {@link #offset()} columns further right.
 *
 * <p>The routine turns the map type byte STATE+5 into that offset by reading {@code DIRY(R6)} with R6 = 2 ×
 * STATE+5, and DIRY is the movement table {@code DATA 1,0,-1,0}: type 0 leans right, type 1 is a plain map,
 * type 2 leans left. That is the only encoding under which the routine draws plain maps plainly (the diary's
 * screenshots do), so the types are these (roms/README.md, "Seed 003").
 */
public enum Slant {
    NONE(0, 1),
    RIGHT(1, 0),
    LEFT(-1, 2);

    private final int offset;
    private final int stateByte;

    Slant(int offset, int stateByte) {
        this.offset = offset;
        this.stateByte = stateByte;
    }

    /** Columns each row is shifted against the row above: 0, +1 or -1. */
    public int offset() {
        return offset;
    }

    /** The map type byte STATE+5 that gives this slant. */
    public int stateByte() {
        return stateByte;
    }

    /**
     * The slant of map type {@code stateByte} (STATE+5); {@link IllegalArgumentException} beyond 2, where the routine
     * reads past the DIRY table.
     */
    public static Slant ofStateByte(int stateByte) {
        return Arrays.stream(values()).filter(s -> s.stateByte == stateByte).findFirst().orElseThrow(
                () -> new IllegalArgumentException("the map type STATE+5 is 0, 1 or 2 (an index into DIRY): "
                        + stateByte));
    }

    /** {@code none}, {@code left}, {@code right}: as users type it. */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@link IllegalArgumentException} naming the choices when {@code text} is none of them. */
    public static Slant parse(String text) {
        return Arrays.stream(values()).filter(s -> s.text().equals(text.strip().toLowerCase(Locale.ROOT)))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("slant must be "
                        + Arrays.stream(values()).map(Slant::text).collect(Collectors.joining(", ")) + ": '"
                        + text + "'"));
    }
}
