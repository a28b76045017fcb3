package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.z80.model.LfsrModel;
import dev.romlab.kernels.z80.model.Reductions;

/** The emulated kernels as Troll random sources, checked against the pure-Java models of the same routines. */
class KernelRandomSourceTest {

    private static final long STATE = 0x0123456789ABCDEFL;

    private final KernelRegistry kernels = KernelRegistry.bundled();

    @Test
    void rolldieRollsEachDieWithItsOwnSidesChainingTheLfsrState() {
        KernelRandomSource source = KernelRandomSource.of(kernels.get("z80-rolldie"), OptionalLong.of(STATE));
        LfsrModel lfsr = new LfsrModel(STATE);
        List<Long> expected = new ArrayList<>();
        List<Long> actual = new ArrayList<>();
        for (int sides : new int[] {6, 20, 256, 256, 256, 100}) {
            // A is 8 bits: a d256's face 256 comes back as 0
            expected.add((long) Math.floorMod(Reductions.rollDie(lfsr.next(), sides) - 1, 256));
            actual.add(source.nextBelow(sides));
        }
        assertEquals(expected, actual, "d6 d20 d256 d256 d256 d100 from _LFSRSeed = $0123456789ABCDEF");
    }

    @Test
    void rolldieRefusesSidesDiesidesCannotHold() {
        KernelRandomSource source = KernelRandomSource.of(kernels.get("z80-rolldie"), OptionalLong.empty());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> source.nextBelow(257));
        assertEquals("z80-rolldie: cannot roll d 257: DIESIDES must be 1..256", e.getMessage());
    }

    @Test
    void lfsrRedrawsBytesAtOrAboveTheLargestMultipleOfTheBound() {
        // below 200 from one byte: bytes 200..255 are redrawn, so some of 30 draws skip bytes
        KernelRandomSource source = KernelRandomSource.of(kernels.get("z80-lfsr"), OptionalLong.of(STATE));
        LfsrModel lfsr = new LfsrModel(STATE);
        List<Long> expected = new ArrayList<>();
        List<Long> actual = new ArrayList<>();
        int skipped = 0;
        for (int i = 0; i < 30; i++) {
            int b = lfsr.next();
            for (; b >= 200; b = lfsr.next()) {
                skipped++;
            }
            expected.add((long) b);
            actual.add(source.nextBelow(200));
        }
        assertTrue(skipped > 0, "the state should give at least one byte of 200..255 in 30 draws");
        assertEquals(expected, actual);
    }

    @Test
    void lfsrCombinesBytesMostSignificantFirstAboveOneByte() {
        // below 1000: two bytes, hi * 256 + lo, redrawn at 65,000 and above, then mod 1000
        KernelRandomSource source = KernelRandomSource.of(kernels.get("z80-lfsr"), OptionalLong.of(STATE));
        LfsrModel lfsr = new LfsrModel(STATE);
        for (int i = 0; i < 20; i++) {
            int number;
            do {
                number = lfsr.next() << 8 | lfsr.next();
            } while (number >= 65_000);
            assertEquals(number % 1000, source.nextBelow(1000), "draw " + i);
        }
    }

    @Test
    void functionKernelsAreNoRandomSource() {
        assertTrue(KernelRandomSource.supports(kernels.get("z80-lfsr")));
        assertFalse(KernelRandomSource.supports(kernels.get("z80-maxu8")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> KernelRandomSource.of(kernels.get("z80-mul"), OptionalLong.empty()));
        assertEquals("z80-mul is not a random generator: its calls do not chain an LFSR state", e.getMessage());
    }
}
