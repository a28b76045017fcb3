package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
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
    void zeroDenominatorIsAnError() {
        assertThrows(ArithmeticException.class, () -> Rational.of(1, 0));
        assertThrows(ArithmeticException.class, () -> Rational.ONE.divide(Rational.ZERO));
    }
}
