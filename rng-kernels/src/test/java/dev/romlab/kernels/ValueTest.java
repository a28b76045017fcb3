package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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
    void duplicateNamesAreRefusedInFewValuesAndInMany() {
        // a few are compared pairwise, many (a map view's 178) through a set: both refuse a name given twice
        for (int size : new int[] {2, 12, 13, 178}) {
            List<Value> values = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                values.add(new Value("v" + i, 8, i % 256, Radix.HEX));
            }
            assertEquals(size, new Values(values).list().size());
            values.add(new Value("v" + (size - 1) / 2, 8, 0, Radix.HEX));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Values(values));
            assertTrue(e.getMessage().startsWith("duplicate names in "), e.getMessage());
        }
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
