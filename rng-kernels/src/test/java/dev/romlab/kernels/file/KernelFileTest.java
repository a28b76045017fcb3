package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;

/** The bundled kernel files of roms/z80/dice, read and run as a user's own routines are. */
class KernelFileTest {

    @Test
    void mulMatchesTheTrollFormulaOfWhatItComputes() {
        UserKernel mul = KernelFile.fromClassPath("roms/z80/dice/mul.kernel.toml");
        DiffReport report = DiffEngine.diff(mul, mul.inputs(new Coverage.Exhaustive()));
        assertTrue(report.matches(), report.summary());
        assertEquals(65_536, report.checked());
    }

    @Test
    void theBundledMulRunsItsFileAndDepartsFromTheProductItsNamePromises() {
        var bundled = KernelRegistry.bundled().get("z80-mul");
        DepartureReport departures = DepartureEngine.compare(bundled, bundled.inputs(new Coverage.Exhaustive()),
                done -> { });
        assertEquals("h=0 l=1", departures.first().orElseThrow().input().text());
        assertTrue(DiffEngine.diff(bundled, bundled.inputs(new Coverage.Exhaustive())).matches());
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
