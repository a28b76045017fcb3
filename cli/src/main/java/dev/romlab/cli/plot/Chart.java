package dev.romlab.cli.plot;

import java.util.List;

/**
 * A picture to draw: its title (the finding, such as the total variation distance), note lines under it (what was
 * counted, over which inputs), and the figure itself.
 */
public record Chart(String title, List<String> notes, Figure figure) {

    public Chart {
        notes = List.copyOf(notes);
    }

    /** What a chart shows: bars over categories, or a grid of cells. */
    public sealed interface Figure permits Bars, Grid {
    }
}
