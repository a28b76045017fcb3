package dev.romlab.cli.plot;

import java.awt.Color;
import java.awt.Paint;

import org.jfree.chart.renderer.PaintScale;

/**
 * A grid's colours ({@link Grid#centre}): without a centre, white for 0 to {@link ChartRenderer#FULL_CELL} for the
 * largest value; with one, white at the centre, to {@link ChartRenderer#BELOW} below and {@link ChartRenderer#ABOVE}
 * above, as far on both sides as the cell farthest from it (at least 1% of the centre: cells all at the centre stay
 * white). Each in a straight line between the two colours.
 */
final class CellColours implements PaintScale {

    private final Double centre;
    private final double lower;
    private final double upper;

    /** The colours of {@code grid}'s cells. */
    CellColours(Grid grid) {
        this.centre = grid.centre();
        double largest = grid.cells().stream().mapToDouble(Grid.Cell::value).max().orElse(0);
        if (centre == null) {
            lower = 0;
            upper = largest > 0 ? largest : 1;
        } else {
            double spread = grid.cells().stream().mapToDouble(c -> Math.abs(c.value() - centre)).max().orElse(0);
            spread = Math.max(spread, Math.abs(centre) / 100);
            spread = spread > 0 ? spread : 1;
            lower = centre - spread;
            upper = centre + spread;
        }
    }

    @Override
    public double getLowerBound() {
        return lower;
    }

    @Override
    public double getUpperBound() {
        return upper;
    }

    @Override
    public Paint getPaint(double value) {
        if (centre == null) {
            return mix(ChartRenderer.FULL_CELL, share(value, 0, upper));
        }
        return value < centre ? mix(ChartRenderer.BELOW, share(value, centre, lower))
                : mix(ChartRenderer.ABOVE, share(value, centre, upper));
    }

    /** True when a cell of {@code value} is dark enough that its text is written in white. */
    boolean dark(double value) {
        return centre == null ? share(value, 0, upper) > 0.55
                : share(value, centre, value < centre ? lower : upper) > 0.7;
    }

    /** How far {@code value} lies from {@code from} towards {@code to}, 0..1. */
    private static double share(double value, double from, double to) {
        return Math.max(0, Math.min(1, (value - from) / (to - from)));
    }

    private static Color mix(Color full, double share) {
        return new Color(mix(255, full.getRed(), share), mix(255, full.getGreen(), share),
                mix(255, full.getBlue(), share));
    }

    private static int mix(int from, int to, double share) {
        return (int) Math.round(from + (to - from) * share);
    }
}
