package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Map;

/**
 * Troll's summary of a distribution of single values (paper section 8): average, spread (standard deviation)
 * and mean deviation (mean absolute deviation from the average), the empty collection counting as 0. Exact
 * except the spread, a square root, given to any number of digits. Taken over the mass that was computed: when
 * paths were cut off ({@link Distribution#missing()}) these are conditional on not being cut.
 */
public record Statistics(Rational mean, Rational variance, Rational meanDeviation) {

    /**
     * The statistics, or null when some outcome holds more than one value (the paper prints none then). Computed
     * from the integer weights: with W the weight sum, S1 the sum of w x and S2 that of w x^2, the mean is S1 / W
     * and the variance (W S2 - S1^2) / W^2; the mean deviation splits the outcomes at the mean, so it too is a
     * few sums of weights times small integers. Only the three results are reduced (issue #11: no gcd per
     * outcome, which made {@code sum 1000d10} take seconds).
     */
    public static Statistics of(Distribution<Multiset> distribution) {
        BigInteger total = distribution.weightSum();
        if (total.signum() == 0) {
            return null;
        }
        BigInteger first = BigInteger.ZERO;
        BigInteger second = BigInteger.ZERO;
        for (Map.Entry<Multiset, BigInteger> entry : distribution.weights().entrySet()) {
            if (entry.getKey().size() > 1) {
                return null;
            }
            BigInteger weighted = entry.getValue().multiply(valueOf(entry.getKey()));
            first = first.add(weighted);
            second = second.add(weighted.multiply(valueOf(entry.getKey())));
        }
        // Sum of w |x - S1/W| = (A W - S1 B) / W with A the sum of +-w x and B that of +-w, + above the mean.
        BigInteger signedValues = BigInteger.ZERO;
        BigInteger signedWeights = BigInteger.ZERO;
        for (Map.Entry<Multiset, BigInteger> entry : distribution.weights().entrySet()) {
            BigInteger x = valueOf(entry.getKey());
            BigInteger weight = entry.getValue();
            if (x.multiply(total).compareTo(first) >= 0) {
                signedValues = signedValues.add(weight.multiply(x));
                signedWeights = signedWeights.add(weight);
            } else {
                signedValues = signedValues.subtract(weight.multiply(x));
                signedWeights = signedWeights.subtract(weight);
            }
        }
        BigInteger squaredTotal = total.multiply(total);
        return new Statistics(Rational.of(first, total),
                Rational.of(total.multiply(second).subtract(first.multiply(first)), squaredTotal),
                Rational.of(signedValues.multiply(total).subtract(first.multiply(signedWeights)), squaredTotal));
    }

    private static BigInteger valueOf(Multiset m) {
        return BigInteger.valueOf(m.isEmpty() ? 0 : m.get(0));
    }

    /** The standard deviation to {@code significantDigits} significant digits. */
    public BigDecimal spread(int significantDigits) {
        MathContext context = new MathContext(significantDigits + 2);
        BigDecimal root = variance.toBigDecimal(significantDigits + 4).sqrt(context);
        return root.round(new MathContext(significantDigits));
    }
}
