package dev.romlab.troll.exact;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An exact fraction in lowest terms with a positive denominator. Probabilities of the exact engine are
 * rationals, never floating point (issue #4: "probabilities as exact rationals").
 */
public record Rational(BigInteger numerator, BigInteger denominator) implements Comparable<Rational> {

    public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
    public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

    public Rational {
        if (denominator.signum() == 0) {
            throw new ArithmeticException("zero denominator");
        }
        if (denominator.signum() < 0) {
            numerator = numerator.negate();
            denominator = denominator.negate();
        }
        BigInteger gcd = numerator.gcd(denominator);
        if (!gcd.equals(BigInteger.ONE) && gcd.signum() != 0) {
            numerator = numerator.divide(gcd);
            denominator = denominator.divide(gcd);
        }
    }

    public static Rational of(long numerator, long denominator) {
        return new Rational(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
    }

    public static Rational of(BigInteger numerator, BigInteger denominator) {
        return new Rational(numerator, denominator);
    }

    public static Rational of(long integer) {
        return of(integer, 1);
    }

    public Rational add(Rational other) {
        return new Rational(numerator.multiply(other.denominator).add(other.numerator.multiply(denominator)),
                denominator.multiply(other.denominator));
    }

    public Rational subtract(Rational other) {
        return add(other.negate());
    }

    public Rational negate() {
        return new Rational(numerator.negate(), denominator);
    }

    public Rational multiply(Rational other) {
        return new Rational(numerator.multiply(other.numerator), denominator.multiply(other.denominator));
    }

    public Rational divide(Rational other) {
        return new Rational(numerator.multiply(other.denominator), denominator.multiply(other.numerator));
    }

    public Rational abs() {
        return numerator.signum() < 0 ? negate() : this;
    }

    public int signum() {
        return numerator.signum();
    }

    public boolean isZero() {
        return numerator.signum() == 0;
    }

    @Override
    public int compareTo(Rational other) {
        return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
    }

    /** The value rounded half-even to {@code significantDigits} significant digits. */
    public BigDecimal toBigDecimal(int significantDigits) {
        return decimal(numerator, denominator, significantDigits);
    }

    /**
     * {@code numerator / denominator} rounded half-even to {@code significantDigits} significant digits, without
     * reducing the fraction first: a weight over a distribution's common denominator needs no gcd to be printed.
     * Worked out here rather than by {@link BigDecimal#divide(BigDecimal, MathContext)}, which computes a power of
     * ten afresh for every operand beyond a few hundred digits (issue #11: that was most of printing
     * {@code sum 1000d10}, whose denominator has 1,001 digits); the powers here are cached.
     */
    public static BigDecimal decimal(BigInteger numerator, BigInteger denominator, int significantDigits) {
        if (numerator.signum() == 0) {
            return BigDecimal.ZERO;
        }
        if (numerator.signum() * denominator.signum() < 0) {
            return decimal(numerator.abs(), denominator.abs(), significantDigits).negate();
        }
        BigInteger n = numerator.abs();
        BigInteger d = denominator.abs();
        // 10^exponent <= n/d < 10^(exponent + 1), first estimated from the lengths in bits (log10(2) = 0.30103)
        int exponent = (int) Math.floor((n.bitLength() - d.bitLength()) * 0.30102999566398120);
        while (scaled(n, d, exponent).compareTo(d) < 0) {
            exponent--;
        }
        while (scaled(n, d, exponent + 1).compareTo(d) >= 0) {
            exponent++;
        }
        int shift = significantDigits - 1 - exponent;
        BigInteger[] quotient = shift >= 0 ? n.multiply(tenToThe(shift)).divideAndRemainder(d)
                : n.divideAndRemainder(d.multiply(tenToThe(-shift)));
        BigInteger divisor = shift >= 0 ? d : d.multiply(tenToThe(-shift));
        int half = quotient[1].shiftLeft(1).compareTo(divisor);
        BigInteger digits = quotient[0];
        if (half > 0 || half == 0 && digits.testBit(0)) {
            digits = digits.add(BigInteger.ONE);
        }
        return new BigDecimal(digits, shift);
    }

    /** n / 10^exponent scaled to compare with d: n * 10^-exponent, or n with d taken as d * 10^exponent. */
    private static BigInteger scaled(BigInteger n, BigInteger d, int exponent) {
        return exponent <= 0 ? n.multiply(tenToThe(-exponent)) : n.divide(tenToThe(exponent));
    }

    private static final Map<Integer, BigInteger> TEN_POWERS = new ConcurrentHashMap<>();

    private static BigInteger tenToThe(int exponent) {
        return TEN_POWERS.computeIfAbsent(exponent, BigInteger.TEN::pow);
    }

    public double toDouble() {
        return toBigDecimal(20).doubleValue();
    }

    /** "n/d", or just "n" for an integer. */
    @Override
    public String toString() {
        return denominator.equals(BigInteger.ONE) ? numerator.toString() : numerator + "/" + denominator;
    }
}
