package dev.romlab.cli.plot;

import java.util.List;

/**
 * Categories along one axis ({@code categoryLabel}: {@code value}), in order, with one or more panels stacked over
 * it, the first the tallest: a distribution's bars above the ratio to its spec, say.
 */
public record Bars(String categoryLabel, List<String> categories, List<Panel> panels) implements Chart.Figure {

    public Bars {
        categories = List.copyOf(categories);
        panels = List.copyOf(panels);
        for (Panel panel : panels) {
            for (Series series : panel.series()) {
                if (series.values().size() != categories.size()) {
                    throw new IllegalArgumentException("series " + series.name() + " has " + series.values().size()
                            + " values for " + categories.size() + " categories");
                }
            }
        }
    }
}
