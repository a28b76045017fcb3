package dev.romlab.cli.plot;

import java.util.List;

/**
 * One bar per dice routine: how far each is from its Troll spec (the total variation distance), the routines of
 * every CPU side by side.
 */
public final class DistanceChart {

    /** One routine: its name on the axis (kernel and CPU) and its distance from fair, 0 to 1. */
    public record Routine(String name, double distance) {
    }

    private DistanceChart() {
    }

    public static Chart of(List<Routine> routines, List<String> notes) {
        return new Chart("How far each routine is from its spec: total variation distance (0 is exact)", notes,
                new Bars("routine (CPU)", routines.stream().map(Routine::name).toList(),
                        List.of(new Panel("total variation distance", List.of(new Series("total variation distance",
                                Series.Style.BARS, routines.stream().map(Routine::distance).toList())), List.of()))));
    }
}
