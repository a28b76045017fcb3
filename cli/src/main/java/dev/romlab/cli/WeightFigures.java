package dev.romlab.cli;

import java.math.BigInteger;

import dev.romlab.troll.exact.Rational;

/**
 * Weights over one positive denominator as the figures of a report's rows, the same as {@link Rational}'s but at a
 * fraction of their cost for long tables (issue #11: the 238,091 rows of {@code sum 47618d6} as JSON took 6.7 s of
 * CPU in gcds, divisions and big-integer strings).
 *
 * <p>{@link #fraction} is the reduced fraction as {@link Rational#toString()} writes it ({@code "n/d"}, or
 * {@code "n"} for an integer). The powers of two are taken out by counting zero bits; the odd parts' gcd is one
 * remainder and a gcd on longs when the weight's odd part (or that of the denominator less the weight, which has
 * the same gcd) fits in a long, as a floating-point sum's weights (53 significant bits) and its cumulative weights
 * in the tails do, else a big-integer gcd. When only powers of two cancel (most rows: the weights are multiples of
 * powers of two), the reduced denominator's digits were written once and are reused.
 *
 * <p>{@link #toDouble} is {@link Rational#toDouble()}'s double. A table's rows repeat a weight (the tails of a
 * floating-point sum all weigh 1), so the last one is remembered; a weight within half of 10^-20 of the whole is
 * 1.0, as rounding to 20 significant digits makes it.
 */
final class WeightFigures {

    /** Twice 10^20: a weight w with (d - w) 2 10^20 below d rounds to 1 at 20 significant digits. */
    private static final BigInteger TWICE_TEN_TO_THE_20 = BigInteger.TEN.pow(20).shiftLeft(1);
    /** The significant digits of {@link Rational#toDouble()}. */
    private static final int DIGITS = 20;

    private final BigInteger denominator;
    /** The denominator's factors of two. */
    private final int denominatorTwos;
    private final BigInteger oddDenominator;
    /** The digits of the denominator over 2^k at k, for k up to {@link #denominatorTwos}. */
    private final String[] halvedDenominatorTexts;

    /** The largest d - w with (d - w) 2 10^20 below d: floor((d - 1) / (2 10^20)). */
    private final BigInteger nearlyWholeComplement;
    private BigInteger lastWeight;
    private double lastDouble;

    WeightFigures(BigInteger denominator) {
        if (denominator.signum() <= 0) {
            throw new IllegalArgumentException("the denominator must be positive: " + denominator);
        }
        this.denominator = denominator;
        this.denominatorTwos = denominator.getLowestSetBit();
        this.oddDenominator = denominator.shiftRight(denominatorTwos);
        this.nearlyWholeComplement = denominator.subtract(BigInteger.ONE).divide(TWICE_TEN_TO_THE_20);
        this.halvedDenominatorTexts = new String[denominatorTwos + 1];
        for (int k = 0; k <= denominatorTwos; k++) {
            halvedDenominatorTexts[k] = denominator.shiftRight(k).toString();
        }
    }

    /** {@code weight / denominator} in lowest terms. */
    String fraction(BigInteger weight) {
        if (weight.signum() == 0) {
            return "0";
        }
        // gcd(w, d) = gcd(d - w, d): the smaller of the two has the cheaper gcd (in a table's tails the cumulative
        // weights are the denominator less a small number)
        BigInteger positive = weight.abs();
        BigInteger complement = denominator.subtract(positive);
        BigInteger smaller = complement.signum() > 0 && complement.compareTo(positive) < 0 ? complement : positive;
        int smallerTwos = smaller.getLowestSetBit();
        int twos = Math.min(smallerTwos, denominatorTwos);
        BigInteger oddGcd = oddGcd(smaller.shiftRight(smallerTwos));
        if (oddGcd.equals(BigInteger.ONE)) {
            String numerator = weight.shiftRight(twos).toString();
            String reduced = halvedDenominatorTexts[twos];
            return reduced.equals("1") ? numerator : numerator + "/" + reduced;
        }
        BigInteger gcd = oddGcd.shiftLeft(twos);
        BigInteger reduced = denominator.divide(gcd);
        String numerator = weight.divide(gcd).toString();
        return reduced.equals(BigInteger.ONE) ? numerator : numerator + "/" + reduced;
    }

    /** {@code weight / denominator} rounded half-even to 20 significant digits, then to the nearest double. */
    double toDouble(BigInteger weight) {
        if (!weight.equals(lastWeight)) {
            lastWeight = weight;
            BigInteger complement = denominator.subtract(weight);
            boolean nearlyWhole = complement.signum() >= 0 && complement.compareTo(nearlyWholeComplement) <= 0;
            lastDouble = nearlyWhole ? 1.0 : Rational.decimal(weight, denominator, DIGITS).doubleValue();
        }
        return lastDouble;
    }

    /** gcd(oddWeight, denominator): one remainder and a gcd on longs when the odd weight fits in a long. */
    private BigInteger oddGcd(BigInteger oddWeight) {
        if (oddWeight.bitLength() < Long.SIZE) {
            return BigInteger.valueOf(gcd(oddWeight.longValue(), oddDenominator.mod(oddWeight).longValue()));
        }
        return oddWeight.gcd(oddDenominator);
    }

    /** Euclid's algorithm on non-negative longs. */
    private static long gcd(long a, long b) {
        while (b != 0) {
            long remainder = a % b;
            a = b;
            b = remainder;
        }
        return a;
    }
}
