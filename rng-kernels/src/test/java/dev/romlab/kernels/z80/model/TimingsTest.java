package dev.romlab.kernels.z80.model;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Pins {@link Timings} to T-state sums added up by hand from the listings (Zilog UM0080 timings). */
class TimingsTest {

    /**
     * 10 + 7+6+7+6+7+6+7 + 4 = 60; four rotations of 8+8+8+4 = 112; ld h,a 4; rl e, rl d 16; four xor 16;
     * three ld rr,nn 30; lddr 6*21 + 16 = 142; ld (de),a 7; ret 10: 60+112+4+16+16+30+142+7+10 = 397.
     */
    @Test
    void z80randTakes397TStates() {
        assertEquals(397, Timings.z80rand());
    }

    /**
     * 44 before the loop (11+11+4+7+7+4), 30 after (10+10+10); the loop 11+4 per pass plus 12 per jump back and 7
     * for the last: H = 1 -> 44 + 22 + 30 = 96; H = 19 -> 44 + 19*15 + 18*12 + 7 + 30 = 582; H = 0 -> 256 passes,
     * 69 + 27*256 = 6981.
     */
    @Test
    void mulHbyLTakes69Plus27PerPass() {
        assertAll(
                () -> assertEquals(96, Timings.mulHbyL(1), "H = 1"),
                () -> assertEquals(582, Timings.mulHbyL(19), "H = 19"),
                () -> assertEquals(6981, Timings.mulHbyL(0), "H = 0"));
    }

    /**
     * 7 + 4 + 11 = 22 when the value already fits; each shift 4+5+8+12 = 29: srl(255, 20) shifts 4 times, 138;
     * srl(255, 1) shifts 8 times, 254.
     */
    @Test
    void srlTakes22Plus29PerShift() {
        assertAll(
                () -> assertEquals(22, Timings.srl(5, 20), "srl(5, 20)"),
                () -> assertEquals(138, Timings.srl(255, 20), "srl(255, 20)"),
                () -> assertEquals(254, Timings.srl(255, 1), "srl(255, 1)"));
    }

    /**
     * 7 + 7 + 4 + 11 = 29 when the value already fits; each pass 4+5+8+4+12 = 33: maxu8(20, 20) passes 4 times,
     * 161; maxu8(255, 1) 8 times, 293.
     */
    @Test
    void maxu8Takes29Plus33PerPass() {
        assertAll(
                () -> assertEquals(29, Timings.maxu8(5, 20), "maxu8(5, 20)"),
                () -> assertEquals(161, Timings.maxu8(20, 20), "maxu8(20, 20)"),
                () -> assertEquals(293, Timings.maxu8(255, 1), "maxu8(255, 1)"));
    }

    /**
     * 11 + 10 + 7 = 28 before; 15 + 7 + 6 + 12 = 40 per subtraction that does not borrow; 15 + 12 + 4 + 4 + 10 + 10
     * = 55 for the one that does and the exit: 5/10 -> 83; 100/7 -> 83 + 14*40 = 643; FFFF/1 -> 83 + 65535*40.
     */
    @Test
    void divHLbyBCTakes83Plus40PerQuotientUnit() {
        assertAll(
                () -> assertEquals(83, Timings.divHLbyBC(5, 10), "divHLbyBC(5, 10)"),
                () -> assertEquals(643, Timings.divHLbyBC(100, 7), "divHLbyBC(100, 7)"),
                () -> assertEquals(2_621_483, Timings.divHLbyBC(0xFFFF, 1), "divHLbyBC(FFFF, 1)"));
    }

    /**
     * After call z80rand: ld l,a 4, ld h,n 7, call 17, MulHbyL, ld a,h 4, inc a 4, ret 10 = 46 + MulHbyL: a d20
     * (H = 19) 46 + 582 = 628; the whole routine adds call 17 + z80rand 397: 1042; a d1 (H = 0) 46 + 6981 + 414.
     */
    @Test
    void rollDieTakes529Plus27PerSideAboveOne() {
        assertAll(
                () -> assertEquals(628, Timings.rollDieReduction(20), "reduction, d20"),
                () -> assertEquals(1042, Timings.rollDie(20), "rollDie, d20"),
                () -> assertEquals(556, Timings.rollDie(2), "rollDie, d2"),
                () -> assertEquals(7441, Timings.rollDie(1), "rollDie, d1"));
    }

    /** Range 0 and BC = 0 loop forever, so there is no call time to give. */
    @Test
    void routinesThatNeverReturnHaveNoTime() {
        assertThrows(IllegalArgumentException.class, () -> Timings.srl(9, 0));
        assertThrows(IllegalArgumentException.class, () -> Timings.maxu8(9, 0));
        assertThrows(IllegalArgumentException.class, () -> Timings.divHLbyBC(9, 0));
    }
}
