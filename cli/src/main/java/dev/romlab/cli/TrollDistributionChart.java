package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.cli.plot.Bars;
import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.Panel;
import dev.romlab.cli.plot.Series;

/**
 * The picture of a Troll distribution ({@code romlab troll --plot}): a bar per outcome, in the table's order; with
 * troll's {@code -g} a second panel of the probability of each outcome or a greater one. Apart from
 * {@link TrollDistributionReport}, so that a roll without a picture loads none of its classes (issue #11, start-up).
 */
final class TrollDistributionChart {

    /** The most outcomes drawn: more bars would be thinner than a pixel. */
    static final int MAX_OUTCOMES = 1000;

    private TrollDistributionChart() {
    }

    /**
     * The chart of {@code report}, titled with {@code definition}; {@code atLeast} adds the "at least" curve. A
     * {@link CommandFailure} for more than {@link #MAX_OUTCOMES} outcomes.
     */
    static Chart of(TrollDistributionReport report, String definition, boolean atLeast) {
        List<String> categories = new ArrayList<>();
        List<Double> probabilities = new ArrayList<>();
        List<Double> atLeastProbabilities = new ArrayList<>();
        WeightFigures figures = new WeightFigures(report.denominator());
        for (TrollDistributionReport.Row row : report.rows()) {
            if (categories.size() == MAX_OUTCOMES) {
                throw new CommandFailure("--plot: more than " + MAX_OUTCOMES + " outcomes, too many to draw as bars");
            }
            categories.add(TrollDistributionReport.valueText(row.value()));
            probabilities.add(figures.toDouble(row.weight()));
            atLeastProbabilities.add(figures.toDouble(row.atLeastWeight()));
        }
        List<Panel> panels = new ArrayList<>(List.of(new Panel("probability",
                List.of(new Series("P(= value)", Series.Style.BARS, probabilities)), List.of())));
        if (atLeast) {
            panels.add(new Panel("at least", List.of(new Series("P(>= value)", Series.Style.LINE,
                    atLeastProbabilities)), List.of()));
        }
        List<String> notes = new ArrayList<>();
        if (report.missingWeight().signum() != 0) {
            notes.add("Missing = " + TrollDecimal.probability(report.missingWeight(), report.denominator())
                    + " (paths cut off by the iteration limit " + report.limit() + ")");
        }
        if (report.statisticsText() != null) {
            notes.add(report.statisticsText());
        }
        return new Chart("troll: " + definition, notes, new Bars("value", categories, panels));
    }
}
