package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Map;

/**
 * Troll's summary of a distribution of single values (paper section 8): average, spread (standard deviation)
 * and mean deviation (mean absolute deviation from the average), the empty collection counting as 0. Exact
 * except the spread, a square root, given to any number of digits. Taken over the mass that was computed: when
 * paths were cut off ({@link Distribution#missing()}) these are conditional on not being cut.
 */
public record Statistics(Rational mean, Rational variance, Rational meanDeviation) {

    /** The statistics, or null when some outcome holds more than one value (the paper prints none then). */
    public static Statistics of(Distribution<Multiset> distribution) {
        Rational total = Rational.of(distribution.weightSum(), distribution.denominator());
        if (total.isZero()) {
            return null;
        }
        Rational mean = Rational.ZERO;
        Rational square = Rational.ZERO;
        for (Map.Entry<Multiset, Rational> entry : distribution.probabilities().entrySet()) {
            if (entry.getKey().size() > 1) {
                return null;
            }
            Rational x = valueOf(entry.getKey());
            Rational p = entry.getValue().divide(total);
            mean = mean.add(p.multiply(x));
            square = square.add(p.multiply(x).multiply(x));
        }
        Rational deviation = Rational.ZERO;
        for (Map.Entry<Multiset, Rational> entry : distribution.probabilities().entrySet()) {
            Rational p = entry.getValue().divide(total);
            deviation = deviation.add(p.multiply(valueOf(entry.getKey()).subtract(mean).abs()));
        }
        return new Statistics(mean, square.subtract(mean.multiply(mean)), deviation);
    }

    private static Rational valueOf(Multiset m) {
        return Rational.of(m.isEmpty() ? 0 : m.get(0));
    }

    /** The standard deviation to {@code significantDigits} significant digits. */
    public BigDecimal spread(int significantDigits) {
        MathContext context = new MathContext(significantDigits + 2);
        BigDecimal root = variance.toBigDecimal(significantDigits + 4).sqrt(context);
        return root.round(new MathContext(significantDigits));
    }
}
