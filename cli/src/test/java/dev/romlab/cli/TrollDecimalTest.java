package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Numbers as Standard ML's {@code Real.toString} shows them: 12 significant digits, a point, {@code ~}. */
class TrollDecimalTest {

    @Test
    void showsIntegersFractionsAndTinyValuesPlainly() {
        assertEquals("0.0", TrollDecimal.of(BigDecimal.ZERO));
        assertEquals("100.0", TrollDecimal.of(new BigDecimal("1E+2")));
        assertEquals("100.0", TrollDecimal.of(new BigDecimal("100.000")));
        assertEquals("4.2", TrollDecimal.of(new BigDecimal("4.20")));
        assertEquals("0.16384", TrollDecimal.of(new BigDecimal("0.163840")));
        assertEquals("~0.0005", TrollDecimal.of(new BigDecimal("-5E-4")));
        assertEquals("0." + "0".repeat(999) + "1", TrollDecimal.of(BigInteger.ONE, BigInteger.TEN.pow(1000)));
    }

    @Test
    void agreesWithBigDecimalsPlainStringWithoutTrailingZeros() {
        Random random = new Random(3);
        for (int i = 0; i < 5_000; i++) {
            BigDecimal value = new BigDecimal(BigInteger.valueOf(random.nextLong() % 1_000_000_000_000L)
                    .multiply(BigInteger.TEN.pow(random.nextInt(4))), random.nextInt(60) - 20);
            String plain = value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
            String expected = (plain.contains(".") ? plain : plain + ".0").replace('-', '~');
            assertEquals(expected, TrollDecimal.of(value), value.toString());
        }
    }
}
