package dev.romlab.kernels.z80.model;

import static dev.romlab.kernels.z80.model.ByteTables.histogram;
import static dev.romlab.kernels.z80.model.ByteTables.uniform;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The exact output distributions over every random byte 0..255 that {@code dist} and {@code check} report. */
class DistributionsTest {

    /**
     * A = floor(20r/256) + 1. Face f takes the r from ceil(12.8(f-1)) to ceil(12.8f) - 1: the thresholds 0, 13,
     * 26, 39, 52, 64, 77, 90, 103, 116, 128, ... step by 13 except where 12.8f is a whole number or just above one
     * (64, 128, 192, 256), so faces 5, 10, 15, 20 get 12 inputs and the other 16 faces 13 (16*13 + 4*12 = 256).
     */
    @Test
    void rollDieD20GivesEveryFaceTwelveOrThirteenTimes() {
        assertEquals("1:13 2:13 3:13 4:13 5:12 6:13 7:13 8:13 9:13 10:12 11:13 12:13 13:13 14:13 15:12 "
                + "16:13 17:13 18:13 19:13 20:12", histogram(r -> Reductions.rollDie(r, 20)));
    }

    /** A = floor(6r/256) + 1: thresholds ceil(42.67f) = 0, 43, 86, 128, 171, 214, 256; faces 3 and 6 get 42. */
    @Test
    void rollDieD6GivesFacesThreeAndSixFortyTwoTimes() {
        assertEquals("1:43 2:43 3:42 4:43 5:43 6:42", histogram(r -> Reductions.rollDie(r, 6)));
    }

    /** The d1 (H = 0) is r + 1 wrapping: every byte 0..255 exactly once, not a constant 1. */
    @Test
    void rollDieD1GivesEveryByteOnce() {
        assertEquals(uniform(0, 255, 1), histogram(r -> Reductions.rollDie(r, 1)));
    }

    /**
     * MAXU8, range 20: below 20 the input itself; otherwise the masks 7F, 3F, 1F keep bits 0..4 and stop there if
     * they are below 20, else 0F gives lo5 - 16. So the output is a function of the low 5 bits: lo5 if below 20,
     * else 4..15. Eight inputs per lo5: 0..3 and 16..19 eight times, 4..15 sixteen times; 20..255 never.
     */
    @Test
    void maxu8Range20DoublesFourToFifteen() {
        assertEquals(uniform(0, 3, 8) + " " + uniform(4, 15, 16) + " " + uniform(16, 19, 8),
                histogram(value -> Reductions.maxu8(value, 20).getAsInt()));
    }

    /**
     * SRLU8, range 20: 0..19 pass unchanged; 20..39 halve to 10..19 (2 each), 40..79 quarter to 10..19 (4 each),
     * 80..159 to 10..19 (8 each), 160..255 to 10..15 (16 each). So 0..9 once, 10..15 31 times, 16..19 15 times:
     * 246 of 256 inputs land in the top half, as the seed's sibling warned.
     */
    @Test
    void srlRange20PilesIntoTheTopHalf() {
        assertEquals(uniform(0, 9, 1) + " " + uniform(10, 15, 31) + " " + uniform(16, 19, 15),
                histogram(value -> Reductions.srl(value, 20).getAsInt()));
    }
}
