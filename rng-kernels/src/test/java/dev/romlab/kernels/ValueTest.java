package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.junit.jupiter.api.Test;

class ValueTest {

    private static final Field SIDES = Field.range("sides", 16, 1, 256);

    @Test
    void formatsDecimalAndWidthPaddedHex() {
        assertEquals("a=20", new Value("a", 8, 20, Radix.DECIMAL).text());
        assertEquals("AF=$04C3", new Value("AF", 16, 0x04C3, Radix.HEX).text());
        assertEquals("seed=$FFFFFFFFFFFFFFFF", new Value("seed", 64, -1L, Radix.HEX).text());
    }

    @Test
    void jsonHasNumbersWhateverTheRadixAndA64BitValueAsAHexStringWhateverItsValue() {
        Values values = Values.of(new Value("a", 8, 20, Radix.DECIMAL), new Value("seed", 64, 0x80, Radix.HEX),
                new Value("big", 64, -1L, Radix.DECIMAL), new Value("gr", 32, 0xFFFFFFFFL, Radix.DECIMAL));
        assertEquals(Map.of("a", 20L, "seed", "0x0000000000000080", "big", "0xFFFFFFFFFFFFFFFF", "gr", 4294967295L),
                values.toJson());
    }

    @Test
    void jsonHasOneBitValuesAsBooleans() {
        assertEquals(true, new Value("IFF1", 1, 1, Radix.HEX).toJson());
        assertEquals(false, new Value("HALTED", 1, 0, Radix.HEX).toJson());
    }

    @Test
    void parsesDecimalDollarAndZeroXHexAndBareHexForHexFields() {
        assertEquals(20, SIDES.parse("20").value());
        assertEquals(20, SIDES.parse("$14").value());
        assertEquals(20, SIDES.parse("0x14").value());
        assertEquals(0x8000000000000000L, StandardParameters.SEED.parse("8000000000000000").value());
    }

    @Test
    void refusesValuesOutsideTheRangeWithTheRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SIDES.parse("257"));
        assertEquals("sides must be 1..256: 257", e.getMessage());
        assertEquals("sides: not a number: 'd20'", assertThrows(IllegalArgumentException.class,
                () -> SIDES.parse("d20")).getMessage());
    }
}
