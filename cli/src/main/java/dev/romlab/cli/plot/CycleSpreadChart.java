package dev.romlab.cli.plot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.romlab.kernels.CycleSpread;

/**
 * The picture of a kernel's cycles per call over its inputs: a histogram of the calls, the bins of the fewest, the
 * median and the most cycles marked.
 */
public final class CycleSpreadChart {

    /** Bins of the histogram; fewer when the calls take fewer distinct cycle counts than this apart. */
    static final int BINS = 40;

    private CycleSpreadChart() {
    }

    /** {@code heading} says over which inputs; {@code unit} is the CPU's cycle unit (T-states). */
    public static Chart of(String kernel, CycleSpread spread, String unit, String heading) {
        String title = String.format(Locale.ROOT, "%s: %s per call, min %,d, median %,d, max %,d", kernel, unit,
                spread.min(), spread.median(), spread.max());
        List<String> notes = new ArrayList<>(List.of(heading));
        if (spread.neverReturned() > 0) {
            notes.add(String.format(Locale.ROOT, "never returns for %,d inputs, which have no cycle count",
                    spread.neverReturned()));
        }
        int bins = (int) Math.max(1, Math.min(BINS, spread.max() - spread.min() + 1));
        long width = spread.binWidth(bins);
        if (width > 1) {
            notes.add(String.format(Locale.ROOT, "each bar: the calls of %,d %s from the one named", width, unit));
        }
        long[] counts = spread.histogram(bins);
        List<String> categories = new ArrayList<>();
        List<Double> calls = new ArrayList<>();
        for (int bin = 0; bin < bins; bin++) {
            categories.add(String.format(Locale.ROOT, "%,d", spread.min() + bin * width));
            calls.add((double) counts[bin]);
        }
        // one line per bin, labelled with all it marks: "min = median" where the two share a bin
        Map<String, String> labels = new LinkedHashMap<>();
        mark(labels, "min", spread.min(), spread, width, categories);
        mark(labels, "median", spread.median(), spread, width, categories);
        mark(labels, "max", spread.max(), spread, width, categories);
        List<Mark> marks = new ArrayList<>();
        labels.forEach((category, label) -> marks.add(new Mark.AtCategory(label, category)));
        return new Chart(title, notes, new Bars(unit + " per call", categories,
                List.of(new Panel("calls", List.of(new Series(kernel, Series.Style.BARS, calls)), marks))));
    }

    private static void mark(Map<String, String> labels, String label, long cycles, CycleSpread spread, long width,
            List<String> categories) {
        labels.merge(categories.get((int) ((cycles - spread.min()) / width)), label, (a, b) -> a + " = " + b);
    }
}
