package dev.romlab.kernels.z80.model;

import static dev.romlab.kernels.z80.model.ByteTables.table;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Pins {@link Reductions} to hand-worked values of SRLU8, MAXU8 and rollDie (seeds/000_2f3497d144b7da85.txt). */
class ReductionsTest {

    /** The seed's MAXU8 table, "an input of 0...n, and a max of 20", inputs 0..31 as printed. */
    private static final String SEED_MAXU8_TABLE = "00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f "
            + "10 11 12 13 14 05 06 07 07 08 0a 0b 0c 0d 0e 0f";

    /**
     * cp c \ ret c returns at once below the range; otherwise srl a halves until it fits: 39 -> 19; 40 -> 20 -> 10
     * (20 is not below 20); 255 -> 127 -> 63 -> 31 -> 15.
     */
    @Test
    void srlHalvesUntilTheValueIsBelowTheRange() {
        assertAll(
                () -> assertEquals(OptionalInt.of(19), Reductions.srl(19, 20), "srl(19, 20)"),
                () -> assertEquals(OptionalInt.of(19), Reductions.srl(39, 20), "srl(39, 20)"),
                () -> assertEquals(OptionalInt.of(10), Reductions.srl(40, 20), "srl(40, 20)"),
                () -> assertEquals(OptionalInt.of(15), Reductions.srl(255, 20), "srl(255, 20)"),
                () -> assertEquals(OptionalInt.of(0), Reductions.srl(255, 1), "srl(255, 1)"));
    }

    /** Range 0: A sinks to 0 and cp 0 never sets carry, so ret c never returns. */
    @Test
    void srlWithRangeZeroNeverReturns() {
        assertEquals(OptionalInt.empty(), Reductions.srl(0, 0));
        assertEquals(OptionalInt.empty(), Reductions.srl(200, 0));
    }

    /**
     * B = FF, 7F, 3F, 1F, 0F, ... masks A after each failed cp: 20 = 0x14 survives 7F, 3F and 1F, then 0F gives
     * 04; 255 with range 1 needs all eight passes down to B = 0; 130 & 7F = 2 returns after one pass.
     */
    @Test
    void maxu8MasksWithAShrinkingMaskUntilTheValueIsBelowTheRange() {
        assertAll(
                () -> assertEquals(OptionalInt.of(19), Reductions.maxu8(19, 20), "maxu8(19, 20)"),
                () -> assertEquals(OptionalInt.of(4), Reductions.maxu8(20, 20), "maxu8(20, 20)"),
                () -> assertEquals(OptionalInt.of(2), Reductions.maxu8(130, 20), "maxu8(130, 20)"),
                () -> assertEquals(OptionalInt.of(0), Reductions.maxu8(255, 1), "maxu8(255, 1)"));
    }

    /** Range 0: B reaches 0, A & 0 = 0, and cp 0 never sets carry. */
    @Test
    void maxu8WithRangeZeroNeverReturns() {
        assertEquals(OptionalInt.empty(), Reductions.maxu8(0, 0));
        assertEquals(OptionalInt.empty(), Reductions.maxu8(255, 0));
    }

    /**
     * Finding: with rangeMax = 20 the code gives input & 1F below 20, else input & 0F, so inputs 20..31 give
     * 04..0f; the printed table differs at input 20 (printed 14: the code never returns rangeMax) and at 24, 25
     * (printed 07 08, the code 08 09).
     */
    @Test
    void maxu8Range20OverZeroTo31DiffersFromTheSeedTableAtInputs20And24And25() {
        String code = table(0, 31, value -> Reductions.maxu8(value, 20).getAsInt());
        assertEquals("00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f "
                + "10 11 12 13 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f", code);
        assertEquals("20:14/04 24:07/08 25:08/09", differences(SEED_MAXU8_TABLE, code));
    }

    /**
     * The printed table (and "0-20, which is actually 21 values") fits rangeMax = 21: 20 stays 14, 21..23 mask to
     * 05..07; only 24, 25 still differ, a typing slip in the table (07 repeated, 09 missing).
     */
    @Test
    void seedMaxu8TableIsRange21ApartFromASlipAtInputs24And25() {
        String code = table(0, 31, value -> Reductions.maxu8(value, 21).getAsInt());
        assertEquals("24:07/08 25:08/09", differences(SEED_MAXU8_TABLE, code));
    }

    /**
     * rollDie: H = DIESIDES-1, MulHbyL gives L*(H+1) = 20r for a d20, A = (20r >> 8) + 1. r = 0 -> 1; 12 -> 240 -> 1;
     * 13 -> 260 -> 2; 255 -> 5100 = 0x13EC -> 0x13 + 1 = 20: the d20 does roll 20.
     */
    @Test
    void rollDieD20MapsTheRandomByteToFloorOf20rOver256PlusOne() {
        assertAll(
                () -> assertEquals(1, Reductions.rollDie(0, 20), "rollDie(0, 20)"),
                () -> assertEquals(1, Reductions.rollDie(12, 20), "rollDie(12, 20)"),
                () -> assertEquals(2, Reductions.rollDie(13, 20), "rollDie(13, 20)"),
                () -> assertEquals(11, Reductions.rollDie(128, 20), "rollDie(128, 20)"),
                () -> assertEquals(20, Reductions.rollDie(255, 20), "rollDie(255, 20)"));
    }

    /**
     * DIESIDES = 1: H = 0, MulHbyL loops 256 times, HL = 257r = r:r, A = r + 1 and inc a wraps 255 to 0.
     * DIESIDES = 256: H = FF, HL = 256r = r:00, the same A.
     */
    @Test
    void rollDieWithOneOr256SidesReturnsTheRandomBytePlusOneWrapping() {
        assertAll(
                () -> assertEquals(1, Reductions.rollDie(0, 1), "rollDie(0, 1)"),
                () -> assertEquals(101, Reductions.rollDie(100, 1), "rollDie(100, 1)"),
                () -> assertEquals(0, Reductions.rollDie(255, 1), "rollDie(255, 1)"),
                () -> assertEquals(0, Reductions.rollDie(255, 256), "rollDie(255, 256)"),
                () -> assertEquals(table(0, 255, r -> Reductions.rollDie(r, 1)),
                        table(0, 255, r -> Reductions.rollDie(r, 256)), "d1 against d256"));
    }

    /**
     * Finding: the seed's rollDie table (H after MulHbyL, inputs 0-79 and 200-255) is floor(21r/256) = H for
     * DIESIDES = 21, and reaches 0x14 = 20, which the published d20 (20r, H at most 19) never does. Even against
     * 21r one entry differs: input 61, printed 04, 21 * 61 = 1281 = 0x0501.
     */
    @Test
    void seedRollDieTableIsMultiplierTwentyOneExceptAtInput61() {
        String printedLow = "00 00 00 00 00 00 00 00 00 00 00 00 00 01 01 01 01 01 01 01 01 01 01 01 "
                + "01 02 02 02 02 02 02 02 02 02 02 02 02 03 03 03 03 03 03 03 03 03 03 03 "
                + "03 04 04 04 04 04 04 04 04 04 04 04 04 04 05 05 05 05 05 05 05 05 05 05 "
                + "05 05 06 06 06 06 06 06";
        String printedHigh = "10 10 10 10 10 10 10 10 11 11 11 11 11 11 11 11 11 11 11 11 12 12 12 12 "
                + "12 12 12 12 12 12 12 12 13 13 13 13 13 13 13 13 13 13 13 13 14 14 14 14 "
                + "14 14 14 14 14 14 14 14";
        assertEquals("61:04/05", differences(printedLow, table(0, 79, r -> Reductions.rollDie(r, 21) - 1)));
        assertEquals("", differences(printedHigh, table(200, 255, r -> Reductions.rollDie(r, 21) - 1)));
    }

    @Test
    void rollDieRejectsSidesThatLdHCannotHold() {
        assertThrows(IllegalArgumentException.class, () -> Reductions.rollDie(0, 0));
        assertThrows(IllegalArgumentException.class, () -> Reductions.rollDie(0, 257));
        assertThrows(IllegalArgumentException.class, () -> Reductions.rollDie(256, 20));
    }

    /** The inputs (offset by the table's first input, 0 here) where two tables differ, as input:printed/code. */
    private static String differences(String printed, String code) {
        String[] expected = printed.split(" ");
        String[] actual = code.split(" ");
        StringBuilder differing = new StringBuilder();
        for (int i = 0; i < expected.length; i++) {
            if (!expected[i].equals(actual[i])) {
                differing.append(differing.length() == 0 ? "" : " ").append(i).append(':')
                        .append(expected[i]).append('/').append(actual[i]);
            }
        }
        return differing.toString();
    }
}
