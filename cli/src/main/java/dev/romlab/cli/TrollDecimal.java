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
        return of(numerator.signum() == 0 ? BigDecimal.ZERO : Rational.decimal(numerator, denominator, DIGITS));
    }

    /** A probability column's figure, {@code numerator / denominator} (both positive): below 1.0E~15 it is 0.0. */
    static String probability(BigInteger numerator, BigInteger denominator) {
        return numerator.multiply(BELOW_SHOWN).compareTo(denominator) < 0 ? "0.0" : of(numerator, denominator);
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
        String digits = value.unscaledValue().abs().toString();
        int end = digits.length();
        int scale = value.scale();
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
        return value.signum() < 0 ? "~" + shown : shown;
    }
}
