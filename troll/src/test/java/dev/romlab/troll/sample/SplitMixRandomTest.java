package dev.romlab.troll.sample;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SplitMixRandomTest {

    /** The reference SplitMix64 (Vigna's splitmix64.c) seeded with 0 starts with this word. */
    @Test
    void matchesTheReferenceSequence() {
        assertEquals(0xE220A8397B1DCDAFL, new SplitMixRandom(0).nextLong());
    }

    @Test
    void drawsStayBelowTheBoundAndCoverIt() {
        SplitMixRandom random = new SplitMixRandom(7);
        int[] counts = new int[6];
        for (int i = 0; i < 6000; i++) {
            long draw = random.nextBelow(6);
            assertTrue(draw >= 0 && draw < 6, "draw " + draw);
            counts[(int) draw]++;
        }
        for (int face = 0; face < 6; face++) {
            assertTrue(counts[face] > 850 && counts[face] < 1150, "face " + face + " drawn " + counts[face]
                    + " times of 6000");
        }
    }

    @Test
    void largeBoundsWork() {
        SplitMixRandom random = new SplitMixRandom(1);
        long bound = Long.MAX_VALUE / 3 * 2;
        for (int i = 0; i < 1000; i++) {
            long draw = random.nextBelow(bound);
            assertTrue(draw >= 0 && draw < bound, "draw " + draw);
        }
    }

    @Test
    void theSameSeedGivesTheSameDraws() {
        long[] first = new long[10];
        long[] second = new long[10];
        SplitMixRandom a = new SplitMixRandom(99);
        SplitMixRandom b = new SplitMixRandom(99);
        for (int i = 0; i < 10; i++) {
            first[i] = a.nextBelow(1000);
            second[i] = b.nextBelow(1000);
        }
        assertArrayEquals(first, second);
    }
}
