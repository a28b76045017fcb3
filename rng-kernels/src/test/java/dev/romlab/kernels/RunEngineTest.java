package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

class RunEngineTest {

    private final KernelRegistry registry = KernelRegistry.bundled();

    @Test
    void lfsrCallsContinueFromTheStateThePreviousCallLeft() {
        Kernel lfsr = registry.get("z80-lfsr");
        RunReport run = RunEngine.run(lfsr, lfsr.defaultSettings().with("seed", "8000000000000000").with("count", "3"));
        assertEquals(3, run.calls().size());
        // $80 comes back into byte 0 (see Z80KernelEmulationTest), then moves up one byte per call
        assertEquals(List.of("seed=$8000000000000000", "seed=$0000000000000080", "seed=$0000000000008000"),
                run.calls().stream().map(c -> c.input().text()).toList());
        run.calls().forEach(c -> assertEquals(397, c.emulation().cycles()));
    }

    @Test
    void rollDieRunsTheWholeRoutineWithTheGivenSides() {
        Kernel die = registry.get("z80-rolldie");
        RunReport run = RunEngine.run(die, die.defaultSettings().with("sides", "6").with("count", "50"));
        assertEquals(50, run.calls().size());
        for (RunReport.Call call : run.calls()) {
            Outcome.Returned r = (Outcome.Returned) call.emulation().outcome();
            long face = r.output().get("a");
            assertEquals(true, face >= 1 && face <= 6, call.input().text() + " -> " + r.text());
            assertEquals(17 + 397 + 115 + 27 * 5, r.cycles());
        }
    }

    @Test
    void aSeedReproducesARun() {
        Kernel mul = registry.get("z80-mul");
        Settings settings = mul.defaultSettings().with("seed", "$1234").with("count", "5");
        assertEquals(RunEngine.run(mul, settings).toJson(), RunEngine.run(mul, settings).toJson());
    }

    @Test
    void aRunStopsAtACallThatNeverReturns() {
        Kernel srl = registry.get("z80-srl");
        RunReport run = RunEngine.run(srl, srl.defaultSettings().with("sides", "0").with("count", "5"));
        assertEquals(1, run.calls().size());
        assertEquals(new Outcome.NeverReturns(), run.calls().get(0).emulation().outcome());
    }

    @Test
    void aSettingTheKernelDoesNotTakeIsRefusedWithItsOptions() {
        Kernel mul = registry.get("z80-mul");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> mul.defaultSettings().with("sides", "6"));
        assertEquals("takes no --sides (it takes --h, --l, --seed, --count)", e.getMessage());
    }
}
