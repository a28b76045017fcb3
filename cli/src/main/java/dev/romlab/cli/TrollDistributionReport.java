package dev.romlab.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.Rational;
import dev.romlab.troll.exact.Statistics;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.RollText;

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

    /** Outcomes in ascending order: element by element, a collection before its extensions ({} first). */
    static final Comparator<Multiset> ORDER = (a, b) -> {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    };

    private static final Rational HUNDRED = Rational.of(100);

    /** Labels the statistics given that no path was cut off. */
    private static final String CONDITIONAL_LABEL = "Conditional on no cut-off: ";

    /** One outcome: its probability and that of it or any greater outcome. */
    record Row(Multiset value, Rational equal, Rational atLeast) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final Rational missing;
    private final Statistics statistics;
    /** Null unless some mass is missing, some is left, and every outcome is one value or empty. */
    private final Statistics conditional;
    private final int limit;

    TrollDistributionReport(Distribution<Multiset> distribution, int limit) {
        this.limit = limit;
        this.missing = distribution.missing();
        this.statistics = Statistics.of(distribution);
        this.conditional = missing.isZero() ? null : Statistics.conditional(distribution);
        List<Map.Entry<Multiset, Rational>> outcomes = new ArrayList<>(distribution.probabilities().entrySet());
        outcomes.sort(Map.Entry.comparingByKey(ORDER.reversed()));
        Rational atLeast = Rational.ZERO;
        for (Map.Entry<Multiset, Rational> outcome : outcomes) {
            atLeast = atLeast.add(outcome.getValue());
            rows.add(new Row(outcome.getKey(), outcome.getValue(), atLeast));
        }
        Collections.reverse(rows);
    }

    List<Row> rows() {
        return rows;
    }

    /**
     * The table, a missing-mass line when paths were cut, and the statistics line; {@code barsPerPercent}, when
     * not null, adds a column of {@code #} bars, that many per percent of probability (the original's
     * {@code -gx}).
     */
    String text(Unit unit, BigDecimal barsPerPercent) {
        boolean percent = unit == Unit.PERCENT;
        List<String> headers = new ArrayList<>(List.of("Value", percent ? "% =" : "Probability for =",
                percent ? "% >=" : "Probability for >="));
        if (barsPerPercent != null) {
            headers.add("");
        }
        TextTable table = new TextTable(headers.toArray(String[]::new)).alignRight(0, 1, 2);
        for (Row row : rows) {
            List<String> cells = new ArrayList<>(List.of(valueText(row.value()) + ":", probability(row.equal(), unit),
                    probability(row.atLeast(), unit)));
            if (barsPerPercent != null) {
                cells.add("#".repeat(bars(row.equal(), barsPerPercent)));
            }
            table.row(cells.toArray(String[]::new));
        }
        StringBuilder out = new StringBuilder(table.text());
        if (!missing.isZero()) {
            out.append("Missing ").append(percent ? "% " : "").append("= ").append(probability(missing, unit))
                    .append(" (paths cut off by the iteration limit ").append(limit)
                    .append("; not renormalised, as in the original)\n");
        }
        if (statistics != null) {
            out.append(statisticsLine(statistics, unit == Unit.FRACTION)).append('\n');
        }
        if (conditional != null) {
            out.append(CONDITIONAL_LABEL).append(statisticsLine(conditional, unit == Unit.FRACTION)).append('\n');
        }
        return out.toString();
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

    Map<String, Object> json() {
        List<Object> outcomes = new ArrayList<>();
        for (Row row : rows) {
            Map<String, Object> outcome = new LinkedHashMap<>();
            List<Object> elements = new ArrayList<>();
            for (int element : row.value().toArray()) {
                elements.add(element);
            }
            outcome.put("value", elements);
            outcome.put("probability", row.equal().toString());
            outcome.put("probabilityDecimal", row.equal().toDouble());
            outcome.put("atLeast", row.atLeast().toString());
            outcome.put("atLeastDecimal", row.atLeast().toDouble());
            outcomes.add(outcome);
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("limit", limit);
        result.put("outcomes", outcomes);
        result.put("missing", missing.toString());
        if (statistics != null) {
            result.put("statistics", json(statistics));
            if (conditional != null) {
                result.put("conditionalStatistics", json(conditional));
            }
        }
        return result;
    }

    private static Map<String, Object> json(Statistics figures) {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("average", figures.mean().toString());
        summary.put("averageDecimal", figures.mean().toDouble());
        summary.put("variance", figures.variance().toString());
        summary.put("spreadDecimal", figures.spread(17).doubleValue());
        summary.put("meanDeviation", figures.meanDeviation().toString());
        summary.put("meanDeviationDecimal", figures.meanDeviation().toDouble());
        return summary;
    }

    /**
     * One line per outcome: the elements separated by blanks ({@code -} for minus), decimals, then fractions; after
     * a blank line a second table of the missing mass and the statistics (as in the text, the original's, then the
     * conditional ones when mass is missing).
     */
    String csv() {
        StringBuilder out = new StringBuilder("value,probability,at_least,probability_exact,at_least_exact\n");
        for (Row row : rows) {
            StringBuilder elements = new StringBuilder();
            for (int element : row.value().toArray()) {
                elements.append(elements.length() == 0 ? "" : " ").append(element);
            }
            out.append(elements).append(',').append(row.equal().toDouble()).append(',')
                    .append(row.atLeast().toDouble()).append(',').append(row.equal()).append(',')
                    .append(row.atLeast()).append('\n');
        }
        out.append("\nstatistic,value,exact\n");
        out.append("missing,").append(missing.toDouble()).append(',').append(missing).append('\n');
        if (statistics != null) {
            csvStatistics(out, "", statistics);
            if (conditional != null) {
                csvStatistics(out, "conditional_", conditional);
            }
        }
        return out.toString();
    }

    private static void csvStatistics(StringBuilder out, String prefix, Statistics figures) {
        out.append(prefix).append("average,").append(figures.mean().toDouble()).append(',').append(figures.mean())
                .append('\n');
        out.append(prefix).append("spread,").append(figures.spread(17).doubleValue()).append(",sqrt(")
                .append(figures.variance()).append(")\n");
        out.append(prefix).append("mean_deviation,").append(figures.meanDeviation().toDouble()).append(',')
                .append(figures.meanDeviation()).append('\n');
    }

    private static String valueText(Multiset value) {
        return value.isEmpty() ? "{}" : RollText.show(value);
    }

    private static String probability(Rational p, Unit unit) {
        return switch (unit) {
            case PERCENT -> TrollDecimal.of(p.multiply(HUNDRED));
            case PROBABILITY -> TrollDecimal.of(p);
            case FRACTION -> fraction(p);
        };
    }

    private static String fraction(Rational value) {
        return value.signum() < 0 ? "~" + value.negate() : value.toString();
    }

    private static int bars(Rational p, BigDecimal barsPerPercent) {
        BigDecimal percent = p.multiply(HUNDRED).toBigDecimal(20);
        return percent.multiply(barsPerPercent).setScale(0, RoundingMode.HALF_UP).intValueExact();
    }
}
