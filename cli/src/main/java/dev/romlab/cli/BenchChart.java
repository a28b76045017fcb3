package dev.romlab.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import dev.romlab.cli.plot.Bars;
import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.Mark;
import dev.romlab.cli.plot.Panel;
import dev.romlab.cli.plot.Series;
import dev.romlab.kernels.Values;

/**
 * The pictures of {@code bench --plot}: the cycles per call over the inputs as a histogram with the fewest, the
 * median and the most marked, and, where an input field orders the inputs ({@link InputOrder}), the fewest, mean
 * and most cycles at each of its values under it.
 */
final class BenchChart {

    /** At most this many bins: a bar's count stays readable over it. */
    static final int MOST_BINS = 40;

    private final List<Values> inputs;
    private final long[] cycles;
    private final long[] sorted;

    /** {@code cycles[i]} the cycles of the call on {@code inputs.get(i)}, -1 for one that never returned. */
    BenchChart(List<Values> inputs, long[] cycles) {
        this.inputs = List.copyOf(inputs);
        this.cycles = cycles.clone();
        this.sorted = Arrays.stream(cycles).filter(c -> c >= 0).sorted().toArray();
    }

    /** True when at least one call returned: there are cycles to draw. */
    boolean drawable() {
        return sorted.length > 0;
    }

    long min() {
        return sorted[0];
    }

    /** The lower median: the middle call's cycles, of the two middle calls the fewer. */
    long median() {
        return sorted[(sorted.length - 1) / 2];
    }

    long max() {
        return sorted[sorted.length - 1];
    }

    /** The histogram, and the cycles per value of the ordering field when there is one. */
    List<Chart> charts(String kernel, String inputsText, String machineText, String unit) {
        List<Chart> out = new ArrayList<>();
        out.add(histogram(kernel, inputsText, machineText, unit));
        InputOrder.of(inputs).ifPresent(order -> out.add(perValue(kernel, order, unit)));
        return out;
    }

    private Chart histogram(String kernel, String inputsText, String machineText, String unit) {
        long span = max() - min() + 1;
        long width = (span + MOST_BINS - 1) / MOST_BINS;
        int bins = Math.toIntExact((span + width - 1) / width);
        List<String> categories = new ArrayList<>();
        List<Double> counts = new ArrayList<>(Collections.nCopies(bins, 0.0));
        for (int i = 0; i < bins; i++) {
            long low = min() + i * width;
            categories.add(width == 1 ? number(low) : number(low) + "–" + number(low + width - 1));
        }
        for (long c : sorted) {
            int bin = (int) ((c - min()) / width);
            counts.set(bin, counts.get(bin) + 1);
        }
        List<Mark> marks = List.of(
                new Mark.AtCategory("min " + number(min()), categories.get((int) ((min() - min()) / width))),
                new Mark.AtCategory("median " + number(median()), categories.get((int) ((median() - min()) / width))),
                new Mark.AtCategory("max " + number(max()), categories.get((int) ((max() - min()) / width))));
        List<String> notes = new ArrayList<>(List.of(inputsText, machineText));
        long never = cycles.length - sorted.length;
        if (never > 0) {
            notes.add(String.format(Locale.ROOT, "%,d calls never returned (not drawn)", never));
        }
        String title = String.format(Locale.ROOT, "%s: %s per call over %,d calls, min %s, median %s, max %s",
                kernel, unit, sorted.length, number(min()), number(median()), number(max()));
        return new Chart(title, notes, new Bars(unit + " per call" + (width == 1 ? "" : " (bins of " + width + ")"),
                categories, List.of(new Panel("calls", List.of(new Series("calls", Series.Style.BARS, counts, true)),
                        marks))));
    }

    /** The fewest, mean and most cycles at each value (or run of values) of the field that orders the inputs. */
    private Chart perValue(String kernel, InputOrder order, String unit) {
        long[][] stats = new long[order.categories().size()][]; // fewest, sum, most, calls
        for (int i = 0; i < cycles.length; i++) {
            if (cycles[i] >= 0) {
                int at = order.category(inputs.get(i));
                long[] s = stats[at] == null ? stats[at] = new long[] {Long.MAX_VALUE, 0, 0, 0} : stats[at];
                s[0] = Math.min(s[0], cycles[i]);
                s[1] += cycles[i];
                s[2] = Math.max(s[2], cycles[i]);
                s[3]++;
            }
        }
        List<Double> fewest = new ArrayList<>();
        List<Double> mean = new ArrayList<>();
        List<Double> most = new ArrayList<>();
        for (long[] s : stats) {
            fewest.add(s == null ? null : (double) s[0]);
            mean.add(s == null ? null : (double) s[1] / s[3]);
            most.add(s == null ? null : (double) s[2]);
        }
        return new Chart(kernel + ": " + unit + " per call by " + order.field(), List.of(), new Bars(
                order.axisLabel(), order.categories(), List.of(new Panel(unit + " per call", List.of(
                        new Series("fewest", Series.Style.LINE, fewest), new Series("mean", Series.Style.LINE, mean),
                        new Series("most", Series.Style.LINE, most)), List.of()))));
    }

    private static String number(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}
