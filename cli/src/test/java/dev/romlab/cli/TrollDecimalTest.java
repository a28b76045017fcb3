package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Random;

import dev.romlab.troll.exact.Rational;

import org.junit.jupiter.api.Test;

/** Numbers as Moscow ML's {@code Real.toString} shows them: {@code %.12g}, then {@code ~}, {@code E} and a point. */
class TrollDecimalTest {

    @Test
    void showsIntegersAndFractionsPlainly() {
        assertEquals("0.0", TrollDecimal.of(BigDecimal.ZERO));
        assertEquals("100.0", TrollDecimal.of(new BigDecimal("1E+2")));
        assertEquals("100.0", TrollDecimal.of(new BigDecimal("100.000")));
        assertEquals("4.2", TrollDecimal.of(new BigDecimal("4.20")));
        assertEquals("0.16384", TrollDecimal.of(new BigDecimal("0.163840")));
        assertEquals("~0.0005", TrollDecimal.of(new BigDecimal("-5E-4")));
        assertEquals("0.0001", TrollDecimal.of(new BigDecimal("0.0001")));
        assertEquals("123456789012.0", TrollDecimal.of(new BigDecimal("123456789012")));
    }

    /** The forms Moscow ML's runtime makes of C's exponents: e-07 is E~7, e+20 is E20, e-100 is E~100. */
    @Test
    void switchesToTheOriginalsScientificFormOutsideTenToTheMinus4UpTo10ToThe12() {
        assertEquals("1.5E~7", TrollDecimal.of(new BigDecimal("1.5E-7")));
        assertEquals("9.99999999999E~5", TrollDecimal.of(new BigDecimal("0.0000999999999999")));
        assertEquals("1E12", TrollDecimal.of(new BigDecimal("999999999999.5")));
        assertEquals("1E20", TrollDecimal.of(new BigDecimal("1E+20")));
        assertEquals("~25000000000.0", TrollDecimal.of(new BigDecimal("-2.5E+10")));
        assertEquals("~2.5E13", TrollDecimal.of(new BigDecimal("-2.5E+13")));
        assertEquals("1E~1000", TrollDecimal.of(BigInteger.ONE, BigInteger.TEN.pow(1000)));
        assertEquals("1.66666666667E~7", TrollDecimal.of(BigInteger.ONE, BigInteger.valueOf(6_000_000)));
    }

    @Test
    void probabilitiesBelowTenToTheMinus15PrintAsZero() {
        assertEquals("0.0", TrollDecimal.probability(BigInteger.ONE, BigInteger.TEN.pow(16)));
        assertEquals("0.0", TrollDecimal.probability(BigInteger.ONE, BigInteger.TEN.pow(1000)));
        assertEquals("1E~15", TrollDecimal.probability(BigInteger.ONE, BigInteger.TEN.pow(15)));
        assertEquals("0.5", TrollDecimal.probability(BigInteger.ONE, BigInteger.TWO));
    }

    /** Against an independent model of the C side: Java's {@code %.12g}, trailing zeros dropped, ML's marks. */
    @Test
    void agreesWithPercentGTwelveAsMoscowMlRewritesIt() {
        Random random = new Random(3);
        for (int i = 0; i < 5_000; i++) {
            BigDecimal value = new BigDecimal(BigInteger.valueOf(random.nextLong() % 1_000_000_000_000L)
                    .multiply(BigInteger.TEN.pow(random.nextInt(4))), random.nextInt(60) - 20);
            assertEquals(moscowMl(value), TrollDecimal.of(value), value.toString());
        }
    }

    /**
     * A fraction of big integers is rounded from a double quotient unless that is within reach of a half-way point
     * (issue #11): the same figure as the exact division gives, for random fractions of up to 300 bits and for
     * fractions on and next to the half-way points of their twelfth digit.
     */
    @Test
    void fractionsRoundAsTheExactDivisionDoes() {
        Random random = new Random(11);
        for (int i = 0; i < 20_000; i++) {
            BigInteger denominator = new BigInteger(1 + random.nextInt(300), random).add(BigInteger.ONE);
            BigInteger numerator = new BigInteger(1 + random.nextInt(300), random).add(BigInteger.ONE);
            assertEquals(TrollDecimal.of(Rational.decimal(numerator, denominator, TrollDecimal.DIGITS)),
                    TrollDecimal.of(numerator, denominator), numerator + "/" + denominator);
        }
        for (int i = 0; i < 2_000; i++) {
            // d * (m + 1/2) / 10^k and its neighbours: exactly half-way after twelve digits, and one unit either side.
            BigInteger digits = BigInteger.valueOf(100_000_000_000L + random.nextInt(900_000_000))
                    .multiply(BigInteger.TEN).add(BigInteger.valueOf(5));
            BigInteger denominator = BigInteger.TEN.pow(13 + random.nextInt(20))
                    .multiply(BigInteger.valueOf(1 + random.nextInt(1000)));
            BigInteger halfway = digits.multiply(denominator).divide(BigInteger.TEN.pow(13));
            for (int step = -1; step <= 1; step++) {
                BigInteger numerator = halfway.add(BigInteger.valueOf(step));
                assertEquals(TrollDecimal.of(Rational.decimal(numerator, denominator, TrollDecimal.DIGITS)),
                        TrollDecimal.of(numerator, denominator), numerator + "/" + denominator);
            }
        }
    }

    private static String moscowMl(BigDecimal value) {
        if (value.signum() == 0) {
            return "0.0";
        }
        String c = String.format(Locale.ROOT, "%.12g", value);
        int e = c.indexOf('e');
        String mantissa = e < 0 ? c : c.substring(0, e);
        String exponent = e < 0 ? "" : c.substring(e + 1);
        if (mantissa.contains(".")) {
            mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        if (!exponent.isEmpty()) {
            String sign = exponent.startsWith("-") ? "~" : "";
            String digits = exponent.substring(1);
            exponent = "E" + sign + (digits.startsWith("0") ? digits.substring(1) : digits);
        }
        String shown = (mantissa + exponent).replace('-', '~');
        return shown.contains(".") || shown.contains("E") ? shown : shown + ".0";
    }
}
