package dev.romlab.cli.plot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One named row of values, one per category of its {@link Bars}, drawn as bars or as a line with a point per value;
 * a null value is no bar (no point); a {@code labelled} series writes each value over its bar or point (a histogram's
 * counts).
 */
public record Series(String name, Style style, List<Double> values, boolean labelled) {

    /** How a series is drawn. */
    public enum Style { BARS, LINE }

    public Series {
        values = Collections.unmodifiableList(new ArrayList<>(values)); // List.copyOf refuses nulls
    }

    /** A series without labels: the values are read off the axis. */
    public Series(String name, Style style, List<Double> values) {
        this(name, style, values, false);
    }
}
