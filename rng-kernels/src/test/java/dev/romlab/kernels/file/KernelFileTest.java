package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;

/** The bundled kernel files of roms/z80/dice, read and run as a user's own routines are. */
class KernelFileTest {

    @Test
    void mulAgainstHTimesLDivergesWhereMulHbyLAddsOneLTooMany() {
        UserKernel mul = KernelFile.fromClassPath("roms/z80/dice/mul.kernel.toml");
        DiffReport report = DiffEngine.diff(mul, mul.inputs(new Coverage.Exhaustive()));
        assertFalse(report.matches());
        assertEquals("divergence in output at input 2: h=0 l=1", report.summary());
    }

    @Test
    void mulOnTheEmulatorEqualsTheBundledKernelCallForCall() {
        UserKernel mul = KernelFile.fromClassPath("roms/z80/dice/mul.kernel.toml");
        var bundled = KernelRegistry.bundled().get("z80-mul");
        for (Values input : mul.inputs(new Coverage.Exhaustive())) {
            assertEquals(bundled.emulateOutcome(input), mul.emulateOutcome(input), input.text());
        }
    }

    @Test
    void rollDieStreamChainsTheSeedAsTheBundledKernelDoes() {
        UserKernel roll = KernelFile.fromClassPath("roms/z80/dice/rolldie.kernel.toml");
        var bundled = KernelRegistry.bundled().get("z80-rolldie");
        Values input = roll.calls(roll.defaultSettings()).first();
        Outcome outcome = roll.emulateOutcome(input);
        Outcome expected = bundled.emulateOutcome(input);
        assertEquals(expected, outcome);
        assertTrue(outcome instanceof Outcome.Returned);
    }
}
