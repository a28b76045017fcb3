package dev.romlab.kernels.backgammon.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The pure models, against facts worked out by hand from the listing and the book. */
class ModelsTest {

    private static final int STREAM = 2_000;

    @Test
    void powerOnSeedsWith31AndEverySequenceWithItself() {
        assertEquals(31, FaithfulGenerator.seed(31));
        assertEquals(0, FaithfulGenerator.seed(0));
        assertEquals(31, FaithfulGenerator.reset(31, ListingReading.MOST_LIKELY).builtTable()[54]);
        assertThrows(IllegalArgumentException.class, () -> FaithfulGenerator.reset(32, ListingReading.MOST_LIKELY));
    }

    @Test
    void theGameStreamObeysTheCommentsRecurrence() {
        // x_n = x_(n-55) - x_(n-24) mod 180: what RndFunc does, read one value at a time across refills
        for (int sequence = 0; sequence < FaithfulGenerator.SEQUENCES; sequence++) {
            FaithfulGenerator game = FaithfulGenerator.reset(sequence, ListingReading.MOST_LIKELY);
            int[] x = new int[STREAM];
            for (int n = 0; n < STREAM; n++) {
                x[n] = game.next();
            }
            for (int n = 55; n < STREAM; n++) {
                assertEquals(Math.floorMod(x[n - 55] - x[n - 24], 180), x[n], "sequence " + sequence + " n " + n);
            }
        }
    }

    @Test
    void ran3ObeysTheSameRecurrence() {
        SubtractiveGenerator textbook = new SubtractiveGenerator(7);
        int[] x = new int[STREAM];
        for (int n = 0; n < STREAM; n++) {
            x[n] = textbook.next();
        }
        for (int n = 55; n < STREAM; n++) {
            assertEquals(Math.floorMod(x[n - 55] - x[n - 24], 180), x[n]);
        }
    }

    @Test
    void ran3SeedsEntry21ThenEvery21stAsTheGameDoes() {
        int[] table = SubtractiveGenerator.seededTable(0);
        // mj = 0, mk = 1: ma[21] = 1, mk = 0 - 1 = 179; ma[42] = 179, mk = 1 - 179 = 2; ma[8] = 2 (1-based)
        assertEquals(0, table[54]);
        assertEquals(1, table[20]);
        assertEquals(179, table[41]);
        assertEquals(2, table[7]);
        // the game's BPL sees 1 - 179 = $4E, sign clear, and keeps 78
        int[] game = FaithfulGenerator.reset(0, ListingReading.MOST_LIKELY).builtTable();
        assertEquals(179, game[41]);
        assertEquals(78, game[7]);
        assertEquals(54, SubtractiveGenerator.seedingOrder()[0]);
        assertEquals(20, SubtractiveGenerator.seedingOrder()[1]);
    }

    @Test
    void withTheCompareAsPrintedEveryCallRefillsAndReturnsEntry0() {
        FaithfulGenerator walked = FaithfulGenerator.reset(3, ListingReading.MOST_LIKELY);
        FaithfulGenerator printed = FaithfulGenerator.reset(3, ListingReading.AS_PRINTED);
        int[] before = printed.table();
        int value = printed.next();
        assertEquals(0, printed.index());
        assertNotEquals(before[0], printed.table()[0]);
        assertEquals(printed.table()[0], value);
        walked.next();
        assertEquals(1, walked.index());
    }

    @Test
    void cyclesOfADrawAndARollAsCountedByHand() {
        FaithfulGenerator game = FaithfulGenerator.reset(31, ListingReading.MOST_LIKELY);
        game.next();
        assertEquals(27, game.lastCycles());
        // RndFunc: LDY 2; per index 37 (TYA 2 STA 3 CMP 2 TAY 2 LDA 4 STA 3 LDY 3 LDA 4 SEC 2 SBC 3 STA 5 INY 2
        // CPY 2), 7 below index 24 or 5 from it, BCS 3 (4 with a borrow's ADC), BNE 4 (to page $9C) or 2 the last
        // time; then 18. Without any borrow: 2 + 24 x 44 + 31 x 42 + 55 x 3 + 54 x 4 + 2 + 18 = 2,761
        int noBorrow = 2 + 24 * 44 + 31 * 42 + 55 * 3 + 54 * 4 + 2 + 18;
        for (int k = 2; k <= 55; k++) {
            game.next();
        }
        long refill = game.lastCycles() - (6 + 4 + 2 + 2 + 6 + 2 + 4 + 2 + 4 + 6);
        long borrows = refill - noBorrow;
        assertEquals(2_761, noBorrow);
        assertEquals(true, borrows > 0 && borrows <= 55, "refill " + refill);
        // GetDiceRoll of 0: 14 + 5 + 26 + 3 + 35 = 83 around the draw; of 179 (Y = 4, A = 35): 4 x 11 more and the
        // wrap (7 x 4 + 35 = 63): 83 + 44 + 1
        assertEquals(83, Timings.roll(0));
        assertEquals(128, Timings.roll(179));
    }

    @Test
    void theLookUpTableHoldsEveryOrderedPairAndEachFromFiveValues() {
        Set<Roll> pairs = new HashSet<>();
        int[] hits = new int[36];
        for (int value = 0; value < 180; value++) {
            Roll roll = Roll.of(value);
            pairs.add(roll);
            hits[6 * (roll.die1() - 1) + roll.die2() - 1]++;
        }
        assertEquals(36, pairs.size());
        for (int count : hits) {
            assertEquals(5, count);
        }
        // 0: Y = 0, A = 0, entry 0 = $14; 37: Y = 1, A = 1, 7 + 1 = 8, entry 8 = $16; 179: 63 - 36 = 27, $42
        assertEquals(new Roll(1, 4), Roll.of(0));
        assertEquals(new Roll(1, 6), Roll.of(37));
        assertEquals(new Roll(4, 2), Roll.of(179));
    }

    @Test
    void rollsParseAndCompareInEitherOrder() {
        assertEquals(new Roll(3, 1), Roll.parse(" 3-1"));
        assertEquals(true, Roll.parse("1-3").sameDice(new Roll(3, 1)));
        assertEquals(false, Roll.parse("1-3").sameDice(new Roll(3, 2)));
        assertEquals("a roll is two dice 1..6 as D-D (6-6, 3-1), not '7-1'",
                assertThrows(IllegalArgumentException.class, () -> Roll.parse("7-1")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Roll.parse("66"));
    }
}
