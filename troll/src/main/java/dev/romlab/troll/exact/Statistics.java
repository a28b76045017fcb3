package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.function.BiConsumer;

/**
 * Troll's summary of a distribution of single values (paper section 8): average, spread and mean deviation, the
 * empty collection counting as 0. Exact except the spread, a square root, given to any number of digits.
 *
 * <p>When paths were cut off ({@link Distribution#missing()}), {@link #of} gives what the original program prints:
 * its {@code printDist} (Main.sml of the Standard ML sources) sums {@code p*x}, {@code p*x*x} and
 * {@code p*|x - average|} over the outcomes left, the cut-off mass counting as nothing, and takes the spread as
 * {@code sqrt(sum p*x*x - average^2)}; so {@code sum accumulate x:=d6 while x=6} at limit 2 has average
 * 15/6 + 45/36 = 3.75. {@link #conditional} gives the moments of the outcomes left given that no path was cut off
 * (each probability divided by 1 - missing: 3.857 there). Without missing mass the two agree.
 */
public record Statistics(Rational mean, Rational variance, Rational meanDeviation) {

    /**
     * The original program's figures, or null when some outcome holds more than one value or is a pair (it prints none then);
     * with no outcome left at all, zeros as it prints. {@code variance} is the square of the spread.
     */
    public static Statistics of(Distribution<Value> distribution) {
        return over(distribution, distribution.denominator());
    }

    /**
     * The figures conditional on no path being cut off; null when some outcome holds more than one value or the
     * whole mass is missing.
     */
    public static Statistics conditional(Distribution<Value> distribution) {
        BigInteger total = distribution.weightSum();
        return total.signum() == 0 ? null : over(distribution, total);
    }

    /**
     * Moments with every weight divided by {@code total}, from the integer weights: with S1 the sum of w x and S2
     * that of w x^2, the mean is S1 / T and the variance (T S2 - S1^2) / T^2; the mean deviation splits the
     * outcomes at the mean, so it too is a few sums of weights times small integers. Only the three results are
     * reduced (issue #11: a gcd per outcome made {@code sum 1000d10} take seconds).
     */
    private static Statistics over(Distribution<Value> distribution, BigInteger total) {
        FloatSums sums = distribution.floatSums();
        if (sums != null) {
            // Straight from the array of a sum computed in floating point: no outcome objects (issue #11).
            return over(visit -> {
                for (int i = 0; i < sums.size(); i++) {
                    visit.accept(BigInteger.valueOf((long) sums.lowest() + i), sums.weightOf(i));
                }
            }, total);
        }
        for (Value outcome : distribution.weights().keySet()) {
            if (!(outcome instanceof Multiset m) || m.size() > 1) {
                return null;
            }
        }
        return over(visit -> distribution.weights().forEach((outcome, weight) -> visit.accept(valueOf(outcome), weight)),
                total);
    }

    /** Visits each outcome's value and weight, as many times as asked. */
    private interface Outcomes {
        void forEach(BiConsumer<BigInteger, BigInteger> visit);
    }

    private static Statistics over(Outcomes outcomes, BigInteger total) {
        BigInteger[] sums = {BigInteger.ZERO, BigInteger.ZERO};
        outcomes.forEach((x, weight) -> {
            BigInteger weighted = weight.multiply(x);
            sums[0] = sums[0].add(weighted);
            sums[1] = sums[1].add(weighted.multiply(x));
        });
        BigInteger first = sums[0];
        BigInteger second = sums[1];
        // T times the sum of w |x - S1/T| is A T - S1 B, A the sum of +-w x and B that of +-w, + at or above the mean.
        BigInteger[] signed = {BigInteger.ZERO, BigInteger.ZERO};
        outcomes.forEach((x, weight) -> {
            if (x.multiply(total).compareTo(first) >= 0) {
                signed[0] = signed[0].add(weight.multiply(x));
                signed[1] = signed[1].add(weight);
            } else {
                signed[0] = signed[0].subtract(weight.multiply(x));
                signed[1] = signed[1].subtract(weight);
            }
        });
        BigInteger signedValues = signed[0];
        BigInteger signedWeights = signed[1];
        BigInteger squaredTotal = total.multiply(total);
        return new Statistics(Rational.of(first, total),
                Rational.of(total.multiply(second).subtract(first.multiply(first)), squaredTotal),
                Rational.of(signedValues.multiply(total).subtract(first.multiply(signedWeights)), squaredTotal));
    }

    private static BigInteger valueOf(Value value) {
        Multiset m = (Multiset) value;
        return BigInteger.valueOf(m.isEmpty() ? 0 : m.get(0));
    }

    /** The standard deviation to {@code significantDigits} significant digits. */
    public BigDecimal spread(int significantDigits) {
        MathContext context = new MathContext(significantDigits + 2);
        BigDecimal root = variance.toBigDecimal(significantDigits + 4).sqrt(context);
        return root.round(new MathContext(significantDigits));
    }
}
