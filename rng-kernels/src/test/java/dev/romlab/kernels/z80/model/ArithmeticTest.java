package dev.romlab.kernels.z80.model;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Pins {@link Arithmetic} to values worked out by hand from MulHbyL and DivHLbyBC (seeds/000_2f3497d144b7da85.txt). */
class ArithmeticTest {

    /**
     * ld h,0 leaves L, so HL starts at L and add hl,bc adds L once per count of D = H: (3, 7) -> 7 + 3*7 = 28;
     * (1, 200) -> 400; (19, 255) -> 255 + 19*255 = 5100 = 0x13EC; (255, 255) -> 256*255 = 0xFF00.
     */
    @Test
    void mulHbyLReturnsLTimesHPlusOne() {
        assertAll(
                () -> assertEquals(28, Arithmetic.mulHbyL(3, 7), "mulHbyL(3, 7)"),
                () -> assertEquals(400, Arithmetic.mulHbyL(1, 200), "mulHbyL(1, 200)"),
                () -> assertEquals(0x13EC, Arithmetic.mulHbyL(19, 255), "mulHbyL(19, 255)"),
                () -> assertEquals(0xFF00, Arithmetic.mulHbyL(255, 255), "mulHbyL(255, 255)"),
                () -> assertEquals(0, Arithmetic.mulHbyL(200, 0), "mulHbyL(200, 0)"));
    }

    /** H = 0: dec d takes D from 0 to FF, so the loop runs 256 times: (0, 5) -> 5 + 256*5 = 0x0505, not 0. */
    @Test
    void mulHbyLWithHZeroLoops256Times() {
        assertEquals(0x0505, Arithmetic.mulHbyL(0, 5));
        assertEquals(0xFFFF, Arithmetic.mulHbyL(0, 255));
    }

    /** The largest products, 257*255 = 65535 and 256*255 = 65280, fit HL: add hl,bc never carries out. */
    @Test
    void mulHbyLNeverOverflowsSixteenBits() {
        for (int h = 0; h <= 0xFF; h++) {
            for (int l = 0; l <= 0xFF; l++) {
                int hl = Arithmetic.mulHbyL(h, l);
                assertEquals(l * (h == 0 ? 257 : h + 1), hl, "mulHbyL(" + h + ", " + l + ")");
            }
        }
    }

    /**
     * and 0 clears carry; sbc hl,bc subtracts until it borrows, counting in DE: 100/7 -> 93, 86, ... 2 after 14
     * subtractions, the 15th borrows: 14. 5/10 borrows at once: 0. FFFF/1 counts 65535.
     */
    @Test
    void divHLbyBCReturnsTheUnsignedQuotient() {
        assertAll(
                () -> assertEquals(OptionalInt.of(14), Arithmetic.divHLbyBC(100, 7), "divHLbyBC(100, 7)"),
                () -> assertEquals(OptionalInt.of(0), Arithmetic.divHLbyBC(5, 10), "divHLbyBC(5, 10)"),
                () -> assertEquals(OptionalInt.of(65535), Arithmetic.divHLbyBC(0xFFFF, 1), "divHLbyBC(FFFF, 1)"),
                () -> assertEquals(OptionalInt.of(1), Arithmetic.divHLbyBC(0xFFFF, 0x8000), "divHLbyBC(FFFF, 8000)"),
                () -> assertEquals(OptionalInt.of(0x13), Arithmetic.divHLbyBC(0x13EC, 0x100), "divHLbyBC(13EC, 100)"));
    }

    /** BC = 0: sbc hl,0 never borrows, the loop never exits (DE just wraps). */
    @Test
    void divHLbyBCByZeroNeverReturns() {
        assertEquals(OptionalInt.empty(), Arithmetic.divHLbyBC(0, 0));
        assertEquals(OptionalInt.empty(), Arithmetic.divHLbyBC(0xFFFF, 0));
    }
}
