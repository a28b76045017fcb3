package dev.romlab.cli;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

import dev.romlab.troll.exact.Rational;

/**
 * Numbers as the original troll program prints them: Moscow ML's {@code Real.toString} (its runtime's
 * {@code string_of_float_aux}: C's {@code %.12g}, then {@code -} becomes {@code ~}, {@code e} becomes {@code E},
 * {@code +} and the first zero of the exponent are dropped, and {@code .0} is added when neither a point nor an
 * exponent is left). So 12 significant digits, trailing zeros dropped ({@code 100.0}, {@code 0.16384}), plain
 * digits for a leading digit from 10^-4 up to below 10^12 and scientific notation outside ({@code 1.5E~7},
 * {@code 1E20}). A probability below 1.0E~15 prints as {@code 0.0} ({@code padrealtostring} in the original's
 * {@code Main.sml}).
 */
final class TrollDecimal {

    /** Significant digits of Standard ML's {@code Real.toString}: the paper's spread 1.29614813968 has 12. */
    static final int DIGITS = 12;

    /** {@code %g} writes plain digits when the leading digit's power of ten is at least this (C99 7.19.6.1). */
    private static final int LOWEST_PLAIN_EXPONENT = -4;

    /** 1 / 1.0E~15: the original prints a smaller probability (or percentage) as {@code 0.0}. */
    private static final BigInteger BELOW_SHOWN = BigInteger.TEN.pow(15);

    private static final MathContext TWELVE_DIGITS = new MathContext(DIGITS, RoundingMode.HALF_EVEN);

    private TrollDecimal() {
    }

    static String of(Rational value) {
        return of(value.isZero() ? BigDecimal.ZERO : value.toBigDecimal(DIGITS));
    }

    /** {@code numerator / denominator}, not reduced first: a weight over a distribution's denominator. */
    static String of(BigInteger numerator, BigInteger denominator) {
        return scaledFigure(numerator, denominator, 1);
    }

    /** A probability column's figure, {@code numerator / denominator} (both positive): below 1.0E~15 it is 0.0. */
    static String probability(BigInteger numerator, BigInteger denominator) {
        return probability(numerator, denominator, 1);
    }

    /** {@link #probability} of 100 times {@code numerator / denominator}: big integers multiplied only if need be. */
    static String percent(BigInteger numerator, BigInteger denominator) {
        return probability(numerator, denominator, 100);
    }

    private static String probability(BigInteger numerator, BigInteger denominator, int factor) {
        double estimate = quotient(numerator, denominator) * factor * 1e15;
        boolean belowShown = Math.abs(estimate - 1) > 1e-9 ? estimate < 1
                : numerator.multiply(BigInteger.valueOf(factor)).multiply(BELOW_SHOWN).compareTo(denominator) < 0;
        return belowShown ? "0.0" : scaledFigure(numerator, denominator, factor);
    }

    /** {@code factor * numerator / denominator} as the original writes it. */
    private static String scaledFigure(BigInteger numerator, BigInteger denominator, int factor) {
        if (numerator.signum() == 0) {
            return "0.0";
        }
        String shown = numerator.signum() > 0 && denominator.signum() > 0
                ? fromDouble(quotient(numerator, denominator) * factor) : null;
        return shown != null ? shown
                : of(Rational.decimal(numerator.multiply(BigInteger.valueOf(factor)), denominator, DIGITS));
    }

    /** Exact powers of ten as doubles (10^22 is the largest a double holds exactly). */
    private static final double[] POWERS_OF_TEN = new double[23];

    static {
        POWERS_OF_TEN[0] = 1;
        for (int i = 1; i < POWERS_OF_TEN.length; i++) {
            POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1] * 10;
        }
    }

    /**
     * A positive fraction, given as a double within a few units in its last place, rounded half-even to 12
     * significant digits and written out; null when the double cannot tell. Such a double is good to about 1e-15, so
     * its 12-digit rounding is the exact one unless its digits lie within 1e-2 of a last digit's half-way point (or
     * of a power of ten); only then is the division done in big integers. Printing the 476,182 figures of
     * {@code sum 47618d6} took a second of {@code BigDecimal} arithmetic (issue #11).
     */
    private static String fromDouble(double quotient) {
        int exponent = quotient > 1e-30 && quotient < 1e30 ? (int) Math.floor(Math.log10(quotient)) : Integer.MAX_VALUE;
        int shift = DIGITS - 1 - exponent;
        if (exponent != Integer.MAX_VALUE && Math.abs(shift) < 2 * (POWERS_OF_TEN.length - 1)) {
            double digits = scaled(quotient, shift);
            double below = Math.floor(digits);
            double fraction = digits - below;
            // Twelve digits at most 1e-2 from anywhere the rounding or the exponent would change: exact as a double.
            if (Math.abs(fraction - 0.5) > 1e-2 && below >= 1e11 + 1 && below < 1e12 - 1) {
                return shown(Long.toString((long) below + (fraction > 0.5 ? 1 : 0)), shift, false);
            }
        }
        return null;
    }

    /** x * 10^shift for |shift| up to 44, in at most two roundings. */
    private static double scaled(double x, int shift) {
        int first = Math.min(Math.abs(shift), POWERS_OF_TEN.length - 1);
        int second = Math.abs(shift) - first;
        return shift >= 0 ? x * POWERS_OF_TEN[first] * POWERS_OF_TEN[second]
                : x / POWERS_OF_TEN[first] / POWERS_OF_TEN[second];
    }

    /** {@code numerator / denominator} as a double, to within a few units in the last place. */
    private static double quotient(BigInteger numerator, BigInteger denominator) {
        if (numerator.bitLength() < 1000 && denominator.bitLength() < 1000) {
            return numerator.doubleValue() / denominator.doubleValue(); // each rounded once, nothing allocated
        }
        int numeratorShift = Math.max(0, numerator.bitLength() - 64);
        int denominatorShift = Math.max(0, denominator.bitLength() - 64);
        double top = numerator.shiftRight(numeratorShift).doubleValue();
        double bottom = denominator.shiftRight(denominatorShift).doubleValue();
        return Math.scalb(top / bottom, numeratorShift - denominatorShift);
    }

    /**
     * {@code value} rounded half-even to 12 significant digits (a no-op for the figures already rounded), written
     * out from the unscaled digits rather than by {@code stripTrailingZeros()}, which divides by ten once
     * per zero: a probability of {@code sum 1000d10} has a thousand of them (issue #11).
     */
    static String of(BigDecimal exact) {
        if (exact.signum() == 0) {
            return "0.0";
        }
        BigDecimal value = exact.round(TWELVE_DIGITS);
        return shown(value.unscaledValue().abs().toString(), value.scale(), value.signum() < 0);
    }

    /** digits * 10^-scale (digits at most 12 significant ones, then zeros) as the original writes it. */
    private static String shown(String unscaled, int unscaledScale, boolean negative) {
        String digits = unscaled;
        int end = digits.length();
        int scale = unscaledScale;
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
            scale--;
        }
        digits = digits.substring(0, end);
        int exponent = digits.length() - 1 - scale;
        String shown;
        if (exponent < LOWEST_PLAIN_EXPONENT || exponent >= DIGITS) {
            String fraction = digits.length() > 1 ? "." + digits.substring(1) : "";
            shown = digits.charAt(0) + fraction + "E" + (exponent < 0 ? "~" : "") + Math.abs(exponent);
        } else if (scale <= 0) {
            shown = digits + "0".repeat(-scale) + ".0";
        } else if (scale >= digits.length()) {
            shown = "0." + "0".repeat(scale - digits.length()) + digits;
        } else {
            shown = digits.substring(0, digits.length() - scale) + "." + digits.substring(digits.length() - scale);
        }
        return negative ? "~" + shown : shown;
    }
}
