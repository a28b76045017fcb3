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

    static String of(BigDecimal value) {
        String plain = value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
        String withPoint = plain.contains(".") ? plain : plain + ".0";
        return withPoint.startsWith("-") ? "~" + withPoint.substring(1) : withPoint;
    }
}
