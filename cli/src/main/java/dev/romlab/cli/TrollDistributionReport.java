package dev.romlab.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

import dev.romlab.cpu.json.JsonConventions;
import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.FloatSums;
import dev.romlab.troll.exact.Rational;
import dev.romlab.troll.exact.Statistics;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.RollText;
import dev.romlab.troll.value.Value;
import dev.romlab.troll.value.ValueOrder;

/**
 * A Troll distribution as {@code romlab troll} prints it: one row per outcome with its probability and the
 * probability of it or a greater outcome (Troll's {@code % =} and {@code % >=} columns, paper
 * {@code 002_9a6f8b4afe0aaa86.txt}, section 8), then average, spread and mean deviation when every outcome is a
 * single value or empty. Probabilities are the engine's exact ones, never renormalised: mass cut off by the
 * iteration limit is its own line, and the statistics are the original program's, in which that mass counts as
 * nothing ({@link Statistics#of}); a labelled line adds them conditional on no cut-off ({@link
 * Statistics#conditional}).
 */
final class TrollDistributionReport {

    /** How the probability columns are written. */
    enum Unit { PERCENT, PROBABILITY, FRACTION }

    private static final BigInteger HUNDRED = BigInteger.valueOf(100);
    /** How much CSV text is kept before it is printed: rows are written as made (issue #11). */
    private static final int CSV_BUFFER_CHARS = 1 << 16;

    /** Says that the figures are a floating-point calculation's, as the original program's always are. */
    static final String APPROXIMATE_NOTE = "Approximate: a sum too large for exact weights was computed in floating "
            + "point, as the original program computes";

    /** Labels the statistics given that no path was cut off. */
    private static final String CONDITIONAL_LABEL = "Conditional on no cut-off: ";

    /**
     * One outcome: its weight and the weight of it and every greater outcome, both over the distribution's
     * denominator. Kept as integers so that printing costs one division per figure, no gcd (issue #11).
     */
    record Row(Value value, BigInteger weight, BigInteger atLeastWeight) {
    }

    /** The rows, in ascending order; null for a sum computed in floating point, whose rows are made as read. */
    private final List<Row> rows;
    /** The array of a sum computed in floating point, or null. */
    private final FloatSums sums;
    private final Rational missing;
    private final BigInteger missingWeight;
    private final BigInteger denominator;
    private final Statistics statistics;
    /** Null unless some mass is missing, some is left, and every outcome is one value or empty. */
    private final Statistics conditional;
    private final int limit;
    /** A sum too large for exact weights was computed in floating point (troll/README.md, "Limits and budgets"). */
    private final boolean approximate;

    TrollDistributionReport(Distribution<Value> distribution, int limit) {
        this.limit = limit;
        this.approximate = distribution.approximate();
        this.denominator = distribution.denominator();
        this.missingWeight = denominator.subtract(distribution.weightSum());
        this.missing = distribution.missing();
        this.statistics = Statistics.of(distribution);
        this.conditional = missing.isZero() ? null : Statistics.conditional(distribution);
        this.sums = distribution.floatSums();
        this.rows = sums != null ? null : sortedRows(distribution);
    }

    /** One row per outcome, ascending, each with the weight of it and every greater outcome. */
    private static List<Row> sortedRows(Distribution<Value> distribution) {
        List<Row> rows = new ArrayList<>();
        List<Map.Entry<Value, BigInteger>> outcomes = new ArrayList<>(distribution.weights().entrySet());
        // Not Map.Entry.comparingByKey: its serializable lambda is spun at run time, which the class-data archive
        // cannot spare (issue #11, start-up).
        Comparator<Value> order = ValueOrder.INSTANCE.reversed();
        outcomes.sort((a, b) -> order.compare(a.getKey(), b.getKey()));
        BigInteger atLeast = BigInteger.ZERO;
        for (Map.Entry<Value, BigInteger> outcome : outcomes) {
            atLeast = atLeast.add(outcome.getValue());
            rows.add(new Row(outcome.getKey(), outcome.getValue(), atLeast));
        }
        Collections.reverse(rows);
        return rows;
    }

    /**
     * The rows in ascending order. Those of a sum computed in floating point are made one at a time from its array,
     * the weight at or above each sum being the weights' total less those below it (issue #11: 238,091 rows).
     */
    Iterable<Row> rows() {
        if (sums == null) {
            return rows;
        }
        BigInteger total = sums.total();
        return () -> new Iterator<>() {
            private int next;
            private BigInteger below = BigInteger.ZERO;

            @Override
            public boolean hasNext() {
                return next < sums.size();
            }

            @Override
            public Row next() {
                if (next >= sums.size()) {
                    throw new NoSuchElementException();
                }
                BigInteger weight = sums.weightOf(next);
                Row row = new Row(Multiset.singleton(sums.lowest() + next), weight, total.subtract(below));
                below = below.add(weight);
                next++;
                return row;
            }
        };
    }

    boolean approximate() {
        return approximate;
    }

    /**
     * The table, a missing-mass line when paths were cut, and the statistics line; {@code barsPerPercent}, when
     * not null, adds a column of {@code #} bars, that many per percent of probability (the original's
     * {@code -gx}).
     */
    void print(PrintWriter out, Unit unit, BigDecimal barsPerPercent) {
        boolean percent = unit == Unit.PERCENT;
        List<String> headers = new ArrayList<>(List.of("Value", percent ? "% =" : "Probability for =",
                percent ? "% >=" : "Probability for >="));
        if (barsPerPercent != null) {
            headers.add("");
        }
        TextTable table = new TextTable(headers.toArray(String[]::new)).alignRight(0, 1, 2);
        for (Row row : rows()) {
            List<String> cells = new ArrayList<>(List.of(valueText(row.value()) + ":",
                    probability(row.weight(), unit), probability(row.atLeastWeight(), unit)));
            if (barsPerPercent != null) {
                cells.add("#".repeat(bars(row.weight(), barsPerPercent)));
            }
            table.row(cells.toArray(String[]::new));
        }
        table.print(out);
        if (missingWeight.signum() != 0) {
            out.append("Missing ").append(percent ? "% " : "").append("= ").append(probability(missingWeight, unit))
                    .append(" (paths cut off by the iteration limit ").append(String.valueOf(limit))
                    .append("; not renormalised, as in the original)\n");
        }
        if (approximate) {
            out.append(APPROXIMATE_NOTE).append('\n');
        }
        if (statistics != null) {
            out.append(statisticsLine(statistics, unit == Unit.FRACTION)).append('\n');
        }
        if (conditional != null) {
            out.append(CONDITIONAL_LABEL).append(statisticsLine(conditional, unit == Unit.FRACTION)).append('\n');
        }
    }

    /** The denominator of every weight. */
    BigInteger denominator() {
        return denominator;
    }

    /** The weight cut off by the iteration limit, over the {@link #denominator}. */
    BigInteger missingWeight() {
        return missingWeight;
    }

    int limit() {
        return limit;
    }

    /** The statistics line as the text prints it, or null when an outcome is not one number. */
    String statisticsText() {
        return statistics == null ? null : statisticsLine(statistics, false);
    }

    /** The paper's line, e.g. {@code Average = 4.2 Spread = 1.29614813968 Mean deviation = 1.0450944}. */
    private static String statisticsLine(Statistics figures, boolean exact) {
        if (exact) {
            return "Average = " + fraction(figures.mean()) + " Spread = sqrt(" + fraction(figures.variance())
                    + ") Mean deviation = " + fraction(figures.meanDeviation());
        }
        return "Average = " + TrollDecimal.of(figures.mean()) + " Spread = "
                + TrollDecimal.of(figures.spread(TrollDecimal.DIGITS)) + " Mean deviation = "
                + TrollDecimal.of(figures.meanDeviation());
    }

    /**
     * The JSON document. Its outcomes are made one at a time as the document is written ({@link
     * dev.romlab.cpu.json.Json#write(Object, java.io.Writer, boolean)}), so a table of any length is never held whole.
     */
    Map<String, Object> json() {
        WeightFigures figures = new WeightFigures(denominator);
        Iterable<Object> outcomes = () -> {
            Iterator<Row> rows = rows().iterator();
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return rows.hasNext();
                }

                @Override
                public Object next() {
                    return jsonOutcome(rows.next(), figures);
                }
            };
        };
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("limit", limit);
        result.put("approximate", approximate);
        result.put("outcomes", outcomes);
        putFraction(result, "missing", missing);
        if (statistics != null) {
            result.put("statistics", json(statistics));
            if (conditional != null) {
                result.put("conditionalStatistics", json(conditional));
            }
        }
        return result;
    }

    private static Map<String, Object> jsonOutcome(Row row, WeightFigures figures) {
        Map<String, Object> outcome = new LinkedHashMap<>();
        outcome.put("value", TrollCommand.jsonValue(row.value()));
        JsonConventions.putFraction(outcome, "probability", figures.fraction(row.weight()),
                figures.toDouble(row.weight()));
        JsonConventions.putFraction(outcome, "atLeast", figures.fraction(row.atLeastWeight()),
                figures.toDouble(row.atLeastWeight()));
        return outcome;
    }

    private static void putFraction(Map<String, Object> out, String key, Rational value) {
        JsonConventions.putFraction(out, key, value.toString(), value.toDouble());
    }

    /** Average, variance and mean deviation as floats with their fractions; the spread (a square root) a float. */
    private static Map<String, Object> json(Statistics figures) {
        Map<String, Object> summary = new LinkedHashMap<>();
        putFraction(summary, "average", figures.mean());
        putFraction(summary, "variance", figures.variance());
        summary.put("spread", figures.spread(17).doubleValue());
        putFraction(summary, "meanDeviation", figures.meanDeviation());
        return summary;
    }

    /**
     * One line per outcome under the keys of the JSON outcomes: the elements separated by blanks ({@code -} for
     * minus), then each probability as a float and as a fraction; after a blank line a second table of the missing
     * mass and the statistics (as in the text, the original's, then the conditional ones when mass is missing), each
     * named by its path in the JSON document ({@code statistics.meanDeviation}).
     */
    void csv(PrintWriter out) {
        WeightFigures figures = new WeightFigures(denominator);
        StringBuilder text = new StringBuilder("value,probability,probabilityExact,atLeast,atLeastExact\n");
        for (Row row : rows()) {
            text.append(TrollCommand.csvCell(TrollCommand.csvText(row.value()))).append(',')
                    .append(figures.toDouble(row.weight())).append(',').append(figures.fraction(row.weight()))
                    .append(',').append(figures.toDouble(row.atLeastWeight())).append(',')
                    .append(figures.fraction(row.atLeastWeight()))
                    .append('\n');
            if (text.length() > CSV_BUFFER_CHARS) {
                out.append(text);
                text.setLength(0);
            }
        }
        text.append("\nstatistic,value,exact\n");
        text.append("missing,").append(missing.toDouble()).append(',').append(missing).append('\n');
        if (approximate) {
            text.append("approximate,true,\n");
        }
        if (statistics != null) {
            csvStatistics(text, "statistics.", statistics);
            if (conditional != null) {
                csvStatistics(text, "conditionalStatistics.", conditional);
            }
        }
        out.append(text);
    }

    private static void csvStatistics(StringBuilder out, String prefix, Statistics figures) {
        out.append(prefix).append("average,").append(figures.mean().toDouble()).append(',').append(figures.mean())
                .append('\n');
        out.append(prefix).append("spread,").append(figures.spread(17).doubleValue()).append(",sqrt(")
                .append(figures.variance()).append(")\n");
        out.append(prefix).append("meanDeviation,").append(figures.meanDeviation().toDouble()).append(',')
                .append(figures.meanDeviation()).append('\n');
    }

    static String valueText(Value value) {
        return Multiset.EMPTY.equals(value) ? "{}" : RollText.show(value);
    }

    /** A weight over the common denominator in the chosen unit; only an exact fraction needs a gcd. */
    private String probability(BigInteger weight, Unit unit) {
        return switch (unit) {
            case PERCENT -> TrollDecimal.percent(weight, denominator);
            case PROBABILITY -> TrollDecimal.probability(weight, denominator);
            case FRACTION -> fraction(Rational.of(weight, denominator));
        };
    }

    private static String fraction(Rational value) {
        return value.signum() < 0 ? "~" + value.negate() : value.toString();
    }

    private int bars(BigInteger weight, BigDecimal barsPerPercent) {
        BigDecimal percent = Rational.decimal(weight.multiply(HUNDRED), denominator, 20);
        return percent.multiply(barsPerPercent).setScale(0, RoundingMode.HALF_UP).intValueExact();
    }
}
