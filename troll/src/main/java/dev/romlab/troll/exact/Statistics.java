package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import java.math.BigDecimal;
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
     * The original program's figures, or null when some outcome holds more than one value (it prints none then);
     * with no outcome left at all, zeros as it prints. {@code variance} is the square of the spread.
     */
    public static Statistics of(Distribution<Multiset> distribution) {
        return over(distribution, Rational.ONE);
    }

    /**
     * The figures conditional on no path being cut off; null when some outcome holds more than one value or the
     * whole mass is missing.
     */
    public static Statistics conditional(Distribution<Multiset> distribution) {
        Rational total = Rational.of(distribution.weightSum(), distribution.denominator());
        return total.isZero() ? null : over(distribution, total);
    }

    /** Moments with every probability divided by {@code total}. */
    private static Statistics over(Distribution<Multiset> distribution, Rational total) {
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
