package dev.romlab.cli;

import java.math.BigDecimal;
import java.math.BigInteger;

import dev.romlab.troll.exact.Rational;

/**
 * Numbers as the original troll program prints them (paper {@code 002_9a6f8b4afe0aaa86.txt}, section 8, where
 * they come from Standard ML's {@code Real.toString}): 12 significant digits, no trailing zeros but always a
 * decimal point ({@code 100.0}, {@code 0.16384}), and {@code ~} for minus.
 */
final class TrollDecimal {

    /** Significant digits of Standard ML's {@code Real.toString}: the paper's spread 1.29614813968 has 12. */
    static final int DIGITS = 12;

    private TrollDecimal() {
    }

    static String of(Rational value) {
        return of(value.isZero() ? BigDecimal.ZERO : value.toBigDecimal(DIGITS));
    }

    /** {@code numerator / denominator}, not reduced first: a weight over a distribution's denominator. */
    static String of(BigInteger numerator, BigInteger denominator) {
        return of(numerator.signum() == 0 ? BigDecimal.ZERO : Rational.decimal(numerator, denominator, DIGITS));
    }

    /**
     * Plain digits, trailing zeros dropped, at least one digit after the point. Written out from the unscaled
     * digits rather than by {@code stripTrailingZeros().toPlainString()}, which divides by ten once per zero: a
     * probability of {@code sum 1000d10} has a thousand of them (issue #11).
     */
    static String of(BigDecimal value) {
        if (value.signum() == 0) {
            return "0.0";
        }
        String digits = value.unscaledValue().abs().toString();
        int end = digits.length();
        int scale = value.scale();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
            scale--;
        }
        digits = digits.substring(0, end);
        String plain;
        if (scale <= 0) {
            plain = digits + "0".repeat(-scale) + ".0";
        } else if (scale >= digits.length()) {
            plain = "0." + "0".repeat(scale - digits.length()) + digits;
        } else {
            plain = digits.substring(0, digits.length() - scale) + "." + digits.substring(digits.length() - scale);
        }
        return value.signum() < 0 ? "~" + plain : plain;
    }
}
