package dev.romlab.cli;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import dev.romlab.cli.plot.Bars;
import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.Panel;
import dev.romlab.cli.plot.Series;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.Values;

/**
 * The picture of {@code diff --model intended --plot}: where in the input space the routine departs from its
 * intended model. Along the field that orders the inputs ({@link InputOrder}), the departing inputs at each value
 * (or run of values) as bars, and under them the share of the inputs there that depart.
 */
final class DepartureChart {

    private DepartureChart() {
    }

    /** {@code departing}: bit i set when the i-th of {@code inputs} departs. */
    static Chart chart(DepartureReport report, List<Values> inputs, BitSet departing) {
        Optional<InputOrder> order = InputOrder.of(inputs);
        List<String> categories = order.map(InputOrder::categories).orElse(List.of("every input"));
        long[] checked = new long[categories.size()];
        long[] departs = new long[categories.size()];
        for (int i = 0; i < inputs.size(); i++) {
            int at = order.isPresent() ? order.get().category(inputs.get(i)) : 0;
            checked[at]++;
            departs[at] += departing.get(i) ? 1 : 0;
        }
        List<Double> counts = new ArrayList<>();
        List<Double> shares = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            counts.add(departs[i] == 0 ? null : (double) departs[i]); // no bar where none departs
            shares.add(checked[i] == 0 ? null : (double) departs[i] / checked[i]);
        }
        String title = String.format(Locale.ROOT, "%s: departs from its intended model at %,d of %,d inputs",
                report.kernel(), departing.cardinality(), inputs.size());
        return new Chart(title, List.of(report.inputs(), "intended: " + report.intended()), new Bars(
                order.map(InputOrder::axisLabel).orElse(""), categories, List.of(
                        new Panel("departing inputs", List.of(new Series("departing inputs", Series.Style.BARS,
                                counts, true)), List.of()),
                        new Panel("share departing", List.of(new Series("share of the inputs there",
                                Series.Style.LINE, shares)), List.of()))));
    }
}
