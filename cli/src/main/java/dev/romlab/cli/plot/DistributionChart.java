package dev.romlab.cli.plot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongToIntFunction;

import dev.romlab.kernels.Distribution;
import dev.romlab.kernels.FairnessReport;
import dev.romlab.kernels.OutputShape;
import dev.romlab.troll.exact.Rational;

/**
 * The picture of a kernel's exact distribution ({@code dist}, {@code fairness}): laid out as the kernel's
 * {@link OutputShape} says, two dice as a grid of die 1 by die 2, board cells as the board, anything else as bars;
 * beside the spec when there is one (its bars, and a panel of the ratio kernel / spec with the fair 1 marked), the
 * total variation distance in the title.
 */
public final class DistributionChart {

    /** The label of the probability axis and of the grids' colour scale. */
    static final String PROBABILITY = "probability";
    static final String RATIO = "kernel / spec";

    /** One value: the kernel's probability and, beside a spec, the spec's (else null). */
    private record Point(long value, double kernel, Double spec) {

        Optional<Double> ratio() {
            return spec == null || spec == 0 ? Optional.empty() : Optional.of(kernel / spec);
        }
    }

    private DistributionChart() {
    }

    /** The kernel's distribution beside its spec; {@code heading} is the command's first line (what was counted). */
    public static Chart of(FairnessReport report, OutputShape shape, String heading) {
        List<Point> points = new ArrayList<>();
        for (FairnessReport.Row row : report.rows()) {
            points.add(new Point(row.value(), row.kernel().toDouble(), row.spec().toDouble()));
        }
        Rational tvd = report.totalVariationDistance();
        String title = report.kernel() + ": total variation distance " + (tvd.isZero() ? "0"
                : tvd + " = " + FairnessReport.decimal(tvd, FairnessReport.VERDICT_PLACES)) + " from the spec";
        List<Long> specValues = report.rows().stream().filter(r -> !r.spec().isZero()).map(FairnessReport.Row::value)
                .toList();
        long low = specValues.isEmpty() ? 0 : specValues.get(0);
        long high = specValues.isEmpty() ? -1 : specValues.get(specValues.size() - 1);
        return chart(title, notes(heading, report.neverReturned(), report.perInput()), points, shape, low, high,
                report.kernel(), "spec '" + report.spec() + "'");
    }

    /** The kernel's distribution alone, for a kernel without a spec. */
    public static Chart of(Distribution distribution, OutputShape shape, String heading) {
        List<Point> points = new ArrayList<>();
        for (Distribution.Row row : distribution.rows()) {
            points.add(new Point(row.value(), row.probability(), null));
        }
        return chart(distribution.kernel() + ": " + distribution.finding(),
                notes(heading, distribution.neverReturned(), distribution.perInput()), points, shape,
                distribution.expectedLow(), distribution.expectedHigh(), distribution.kernel(), null);
    }

    private static List<String> notes(String heading, long neverReturned, int perInput) {
        List<String> notes = new ArrayList<>(List.of(heading.strip()));
        if (neverReturned > 0) {
            notes.add("never returns for " + neverReturned + (perInput > 1 ? " boards" : " inputs")
                    + ", which give no value");
        }
        return notes;
    }

    private static Chart chart(String title, List<String> notes, List<Point> points, OutputShape shape, long low,
            long high, String kernelName, String specName) {
        if (shape instanceof OutputShape.DicePair pair && pair.fits(low, high)) {
            return grid(title, notes, points, low, high, specName, "die 2", dieFaces(pair.faces()), "die 1",
                    dieFaces(pair.faces()), v -> pair.die1(v) - 1, v -> pair.die2(v) - 1);
        }
        if (shape instanceof OutputShape.Board board && board.fits(low, high)) {
            return grid(title, notes, points, low, high, specName, "column", numbers(board.columns()), "row",
                    numbers(board.rows()), board::row, board::column);
        }
        return new Chart(title, notes, bars(points, kernelName, specName));
    }

    private static Bars bars(List<Point> points, String kernelName, String specName) {
        List<String> categories = points.stream().map(p -> Long.toString(p.value())).toList();
        List<Series> probabilities = new ArrayList<>();
        probabilities.add(new Series(kernelName, Series.Style.BARS, points.stream().map(Point::kernel).toList()));
        if (specName == null) {
            return new Bars("value", categories, List.of(new Panel(PROBABILITY, probabilities, List.of())));
        }
        probabilities.add(new Series(specName, Series.Style.BARS, points.stream().map(Point::spec).toList()));
        List<Double> ratios = new ArrayList<>();
        points.forEach(p -> ratios.add(p.ratio().orElse(null)));
        return new Bars("value", categories, List.of(new Panel(PROBABILITY, probabilities, List.of()),
                new Panel(RATIO, List.of(new Series(RATIO, Series.Style.LINE, ratios)),
                        List.of(new Mark.AtValue("fair", 1)))));
    }

    /**
     * A grid of the values {@code low..high}, placed by {@code rowOf} and {@code columnOf}; each cell shows the
     * kernel's probability and, beside a spec, the ratio. Values outside it are named in a note.
     */
    private static Chart grid(String title, List<String> notes, List<Point> points, long low, long high,
            String specName, String columnLabel, List<String> columns, String rowLabel, List<String> rows,
            LongToIntFunction rowOf, LongToIntFunction columnOf) {
        List<Grid.Cell> cells = new ArrayList<>();
        List<String> outside = new ArrayList<>();
        for (Point point : points) {
            if (point.value() < low || point.value() > high) {
                if (point.kernel() > 0) {
                    outside.add(point.value() + " (" + decimal(point.kernel()) + ")");
                }
                continue;
            }
            List<String> text = new ArrayList<>(List.of(decimal(point.kernel())));
            point.ratio().ifPresent(r -> text.add(String.format(Locale.ROOT, "\u00d7%.2f", r)));
            cells.add(new Grid.Cell(rowOf.applyAsInt(point.value()), columnOf.applyAsInt(point.value()),
                    point.kernel(), text));
        }
        List<String> allNotes = new ArrayList<>(notes);
        if (!outside.isEmpty()) {
            allNotes.add("outside the grid: " + String.join(", ", outside));
        }
        Double centre = centre(points, low, high);
        allNotes.add("each cell: its probability" + (specName == null ? "" : " and \u00d7 its ratio to the " + specName)
                + (centre == null ? "" : "; white as the spec, red more, blue less"));
        return new Chart(title, allNotes, new Grid(columnLabel, columns, rowLabel, rows, PROBABILITY, centre, cells));
    }

    /** The spec's probability when it is the same for every cell (a fair die), else null. */
    private static Double centre(List<Point> points, long low, long high) {
        List<Double> spec = points.stream().filter(p -> p.value() >= low && p.value() <= high).map(Point::spec)
                .distinct().toList();
        return spec.size() == 1 ? spec.get(0) : null;
    }

    private static String decimal(double probability) {
        return String.format(Locale.ROOT, "%.4f", probability);
    }

    private static List<String> dieFaces(int faces) {
        List<String> out = new ArrayList<>();
        for (int face = 1; face <= faces; face++) {
            out.add(Integer.toString(face));
        }
        return out;
    }

    private static List<String> numbers(int count) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(Integer.toString(i));
        }
        return out;
    }
}
