package dev.romlab.cli.plot;

import java.util.List;

/**
 * One panel of {@link Bars}: a value axis ({@code valueLabel}), the series drawn on it (bars side by side, lines
 * over them) and marks across it.
 */
public record Panel(String valueLabel, List<Series> series, List<Mark> marks) {

    public Panel {
        series = List.copyOf(series);
        marks = List.copyOf(marks);
    }
}
