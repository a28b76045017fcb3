package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RationalTest {

    @Test
    void reducesToLowestTermsWithPositiveDenominator() {
        assertEquals("1/2", Rational.of(2, 4).toString());
        assertEquals("-2/3", Rational.of(4, -6).toString());
        assertEquals("3", Rational.of(6, 2).toString());
        assertEquals(Rational.ZERO, Rational.of(0, -5));
    }

    @Test
    void arithmeticIsExact() {
        assertEquals(Rational.of(5, 6), Rational.of(1, 2).add(Rational.of(1, 3)));
        assertEquals(Rational.of(1, 6), Rational.of(1, 2).subtract(Rational.of(1, 3)));
        assertEquals(Rational.of(1, 6), Rational.of(1, 2).multiply(Rational.of(1, 3)));
        assertEquals(Rational.of(3, 2), Rational.of(1, 2).divide(Rational.of(1, 3)));
    }

    @Test
    void ordersByValue() {
        assertTrue(Rational.of(1, 3).compareTo(Rational.of(1, 2)) < 0);
        assertTrue(Rational.of(-1, 2).compareTo(Rational.of(-1, 3)) < 0);
        assertEquals(0, Rational.of(2, 6).compareTo(Rational.of(1, 3)));
    }

    @Test
    void decimalRoundsToSignificantDigits() {
        assertEquals(new BigDecimal("0.3333"), Rational.of(1, 3).toBigDecimal(4));
        assertEquals(new BigDecimal("0.6667"), Rational.of(2, 3).toBigDecimal(4));
    }

    @Test
    void decimalAgreesWithBigDecimalDivisionOnLargeAndTiesAndNegativeFractions() {
        Random random = new Random(11);
        for (int i = 0; i < 3_000; i++) {
            BigInteger denominator = new BigInteger(1 + random.nextInt(3_400), random).add(BigInteger.ONE);
            BigInteger numerator = new BigInteger(1 + random.nextInt(3_400), random).add(BigInteger.ONE);
            if (random.nextBoolean()) {
                numerator = numerator.negate();
            }
            int digits = 1 + random.nextInt(25);
            assertDecimal(numerator, denominator, digits);
        }
        // exact ties round half-even: 0.125 -> 0.12, 0.375 -> 0.38; 5/8 * 10^-300
        assertDecimal(BigInteger.valueOf(1), BigInteger.valueOf(8), 2);
        assertDecimal(BigInteger.valueOf(3), BigInteger.valueOf(8), 2);
        assertDecimal(BigInteger.valueOf(5), BigInteger.valueOf(8).multiply(BigInteger.TEN.pow(300)), 1);
        assertDecimal(BigInteger.valueOf(999_999), BigInteger.valueOf(1_000_000), 3);
        assertDecimal(BigInteger.TEN.pow(1_000), BigInteger.valueOf(3), 12);
    }

    private static void assertDecimal(BigInteger numerator, BigInteger denominator, int digits) {
        BigDecimal expected = new BigDecimal(numerator).divide(new BigDecimal(denominator),
                new MathContext(digits, RoundingMode.HALF_EVEN));
        BigDecimal actual = Rational.decimal(numerator, denominator, digits);
        assertEquals(0, expected.compareTo(actual), numerator + "/" + denominator + " to " + digits + ": " + actual);
    }

    @Test
    void zeroDenominatorIsAnError() {
        assertThrows(ArithmeticException.class, () -> Rational.of(1, 0));
        assertThrows(ArithmeticException.class, () -> Rational.ONE.divide(Rational.ZERO));
    }
}
