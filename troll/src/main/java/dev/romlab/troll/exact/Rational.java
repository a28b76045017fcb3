package dev.romlab.troll.exact;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

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
     */
    public static BigDecimal decimal(BigInteger numerator, BigInteger denominator, int significantDigits) {
        return new BigDecimal(numerator).divide(new BigDecimal(denominator),
                new MathContext(significantDigits, RoundingMode.HALF_EVEN));
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
