package dev.romlab.kernels.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/**
 * Each kernel's emulator run on a few inputs against values worked out by hand from the instructions (T-states from
 * the Zilog timing of each instruction, Z80 CPU User Manual UM0080).
 */
class Z80KernelEmulationTest {

    private final KernelRegistry registry = KernelRegistry.bundled();

    private static Values input(Object... nameValue) {
        Values values = Values.of();
        for (int i = 0; i < nameValue.length; i += 2) {
            String name = (String) nameValue[i];
            long value = ((Number) nameValue[i + 1]).longValue();
            int bits = name.equals("seed") ? 64 : name.length() == 2 || name.equals("DIESIDES") ? 16 : 8;
            values = values.with(new Value(name, bits, value, name.equals("seed") ? Radix.HEX : Radix.DECIMAL));
        }
        return values;
    }

    private void assertReturns(String kernel, Values input, String expectedOutput, long expectedTStates) {
        Emulation run = registry.get(kernel).emulate(input, 0);
        Outcome.Returned returned = assertInstanceOf(Outcome.Returned.class, run.outcome(),
                () -> kernel + " " + input.text() + ": " + run.outcome().text() + "\n" + run.registers().text());
        assertEquals(expectedOutput + ", " + expectedTStates + " cycles", returned.text(),
                () -> kernel + " " + input.text() + ", registers " + run.registers().text());
    }

    @Test
    void maxu8MasksTwentyDownToFourInFourPasses() {
        // 20 = %10100: & $7F, $3F, $1F keep 20 (not below 20), & $0F gives 4; 29 + 4 x 33 T-states
        assertReturns("z80-maxu8", input("rangeMax", 20, "a", 20), "a=4", 161);
    }

    @Test
    void maxu8ReturnsAtOnceBelowTheRange() {
        // ld c 7, ld b 7, cp 4, ret c taken 11
        assertReturns("z80-maxu8", input("rangeMax", 20, "a", 19), "a=19", 29);
    }

    @Test
    void srlShifts149DownTo18() {
        // 149 -> 74 -> 37 -> 18: three shifts of 29 T-states after ld c (7) and before the final cp, ret c (15)
        assertReturns("z80-srl", input("rangeMax", 20, "a", 149), "a=18", 109);
    }

    @Test
    void mulHbyLReturnsLTimesHPlusOne() {
        // HL starts at L = 5 and gets L added H = 3 times: 20, not 15; 69 + 3 x 27 T-states
        assertReturns("z80-mul", input("h", 3, "l", 5), "hl=20", 150);
    }

    @Test
    void mulHbyLWithHZeroLoops256Times() {
        // dec d from 0 wraps to 255: 256 additions of L = 1 onto HL = 1
        assertReturns("z80-mul", input("h", 0, "l", 1), "hl=257", 69 + 27 * 256);
    }

    @Test
    void divHLbyBCCountsSubtractions() {
        // 1000 / 7 = 142 subtractions of 40 T-states, 83 around them
        assertReturns("z80-div", input("hl", 1000, "bc", 7), "hl=142", 83 + 40 * 142);
    }

    @Test
    void divisionByZeroRunsToTheBudget() {
        Emulation run = registry.get("z80-div").emulate(input("hl", 1, "bc", 0), 0);
        assertInstanceOf(Outcome.NeverReturns.class, run.outcome(), run.outcome()::text);
        assertTrue(run.cycles() >= 3_000_000, () -> "stopped after " + run.cycles());
    }

    @Test
    void rollDieReductionMaps149ToTwelveOnAD20() {
        // HL = 149 x 20 = 2980 = $0BA4: H = 11, +1; ld l 4, ld h 7, call 17, MulHbyL 69 + 19 x 27, ld a 4, inc 4,
        // ret 10
        assertReturns("z80-rolldie", input("DIESIDES", 20, "a", 149), "a=12", 115 + 27 * 19);
    }

    @Test
    void rollDieReductionWrapsTheTopByteOfAD256ToZero() {
        // H = 255: HL = 255 x 256, H = 255, inc a wraps to 0
        assertReturns("z80-rolldie", input("DIESIDES", 256, "a", 255), "a=0", 115 + 27 * 255);
    }

    @Test
    void z80randFeedsBit63BackIntoByteZero() {
        // A = byte 7 = $80 is saved in B, shifted out by rla, and XORed back in; C, D, E and H are 0: A = $80.
        // lddr moves bytes 0..6 up one, ld (de),a stores A at _LFSRSeed+0
        assertReturns("z80-lfsr", input("seed", 0x8000000000000000L), "a=128 seed=$0000000000000080", 397);
    }

    @Test
    void z80randTakesByteFivesTopBitThroughC() {
        // D = $80: the first rl d carries its top bit into C bit 0, three more rl c move it to bit 3: A = $08
        assertReturns("z80-lfsr", input("seed", 0x0000800000000000L), "a=8 seed=$0080000000000008", 397);
    }

    @Test
    void rollDieWholeRoutineCallsZ80randFirst() {
        // z80rand gives 128 for this state (above); 128 x 20 = $0A00: a = 11; 17 + 397 + 115 + 19 x 27 T-states
        assertReturns("z80-rolldie", input("DIESIDES", 20, "seed", 0x8000000000000000L),
                "a=11 seed=$0000000000000080", 17 + 397 + 115 + 27 * 19);
    }

    @Test
    void aRangeOfZeroNeverReturnsForEitherReduction() {
        for (String id : new String[] {"z80-maxu8", "z80-srl"}) {
            Kernel kernel = registry.get(id);
            Values input = input("rangeMax", 0, "a", 200);
            assertEquals(new Outcome.NeverReturns(), kernel.emulate(input, 0).outcome(), id);
            assertEquals(new Outcome.NeverReturns(), kernel.model(input), id);
        }
    }
}
