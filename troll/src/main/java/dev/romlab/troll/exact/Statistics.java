package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Map;

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
        if (distribution.floatSums() != null) {
            return over(distribution.floatSums(), total);
        }
        BigInteger first = BigInteger.ZERO;
        BigInteger second = BigInteger.ZERO;
        for (Map.Entry<Value, BigInteger> entry : distribution.weights().entrySet()) {
            if (!(entry.getKey() instanceof Multiset m) || m.size() > 1) {
                return null;
            }
            BigInteger weighted = entry.getValue().multiply(valueOf(entry.getKey()));
            first = first.add(weighted);
            second = second.add(weighted.multiply(valueOf(entry.getKey())));
        }
        // T times the sum of w |x - S1/T| is A T - S1 B, A the sum of +-w x and B that of +-w, + at or above the mean.
        BigInteger signedValues = BigInteger.ZERO;
        BigInteger signedWeights = BigInteger.ZERO;
        for (Map.Entry<Value, BigInteger> entry : distribution.weights().entrySet()) {
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
        return figures(first, second, signedValues, signedWeights, total);
    }

    /**
     * The same sums for a sum computed in floating point, from its array's moments (the sums of w i^k, i counted from
     * the lowest sum): x = lowest + i, so S1 = lowest M0 + M1 and S2 = lowest^2 M0 + 2 lowest M1 + M2, and the
     * outcomes at or above the mean are those from one index on (issue #11: no object per outcome).
     */
    private static Statistics over(FloatSums sums, BigInteger total) {
        BigInteger lowest = BigInteger.valueOf(sums.lowest());
        BigInteger[] all = sums.moments(0, sums.size());
        BigInteger first = lowest.multiply(all[0]).add(all[1]);
        BigInteger second = lowest.multiply(lowest).multiply(all[0]).add(lowest.shiftLeft(1).multiply(all[1]))
                .add(all[2]);
        BigInteger[] division = first.divideAndRemainder(total);
        long ceiling = division[0].longValueExact() + (division[1].signum() > 0 ? 1 : 0);
        int split = (int) Math.max(0, Math.min(sums.size(), ceiling - sums.lowest()));
        BigInteger[] below = sums.moments(0, split);
        BigInteger aboveWeights = all[0].subtract(below[0]);
        BigInteger aboveValues = lowest.multiply(aboveWeights).add(all[1].subtract(below[1]));
        BigInteger belowValues = lowest.multiply(below[0]).add(below[1]);
        return figures(first, second, aboveValues.subtract(belowValues), aboveWeights.subtract(below[0]), total);
    }

    private static Statistics figures(BigInteger first, BigInteger second, BigInteger signedValues,
            BigInteger signedWeights, BigInteger total) {
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
