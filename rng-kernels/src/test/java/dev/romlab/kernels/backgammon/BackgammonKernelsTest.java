package dev.romlab.kernels.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Departure;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;
import org.junit.jupiter.api.Test;

/** The two Backgammon kernels: emulator = faithful model on every default input, and the intended model's finding. */
class BackgammonKernelsTest {

    private final Kernel rng = KernelRegistry.bundled().get("fds-backgammon-rng");
    private final Kernel dice = KernelRegistry.bundled().get("fds-backgammon-dice");

    @Test
    void everyValueOfTheFirst10000OfEverySequenceMatchesTheFaithfulModelWithItsCycles() {
        DiffReport report = DiffEngine.diff(rng, rng.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report::summary);
        assertEquals(32 * 10_001, report.checked());
        // 27 cycles without a refill (MCS6500 manual: INC abs 6, LDA abs 4, CMP # 2, BCC 3, TAY 2, LDA abs,Y 4,
        // RTS 6); the most is a reset: 2 KiB cleared and three passes of RndFunc
        assertEquals(27, report.cycles().min());
    }

    @Test
    void everyGameOfTheFirstMinuteOfEverySequenceMatchesTheFaithfulModel() {
        DiffReport report = DiffEngine.diff(dice, dice.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report::summary);
        assertEquals(32 * 3_600, report.checked());
    }

    @Test
    void callsInAnyOrderGiveWhatCallsInOrderGive() {
        Values late = Values.of(BackgammonFields.SEQUENCE.value(5), BackgammonRngKernel.CALL.value(200));
        Outcome inOrder = rng.emulate(late, 0).outcome();
        rng.emulate(Values.of(BackgammonFields.SEQUENCE.value(9), BackgammonRngKernel.CALL.value(3)), 0);
        assertEquals(inOrder, rng.emulate(late, 0).outcome());
        assertEquals(inOrder, rng.model(late));
        assertEquals(DiffEngine.diff(rng, InputSpace.sampled(List.of(BackgammonFields.SEQUENCE,
                BackgammonRngKernel.CALL), 50, Coverage.DEFAULT_SEED)).summary(), "50 inputs, 0 divergences");
    }

    @Test
    void theGameDepartsFromRan3InEverySequenceAtTheTableBuild() {
        DepartureReport report = DepartureEngine.compare(rng, rng.inputs(Coverage.defaultSet()), done -> { });
        assertEquals(32, report.departingGroups());
        assertEquals(32, report.groups());
        Departure first = report.first().orElseThrow();
        // seed 0: step 1 stores 1 and makes 0 - 1 = $FF, sign set, + 180 = 179 (right); step 2 stores 179 at
        // entry 41 and makes 1 - 179 = $4E = 78, sign clear, so no + 180: entry 7 gets 78, ran3's 2
        assertEquals("sequence=0 call=0", first.input().text());
        assertEquals("b7: game 78, intended 2", first.text());
        // after the first 55 values the stream is the game's own, so nearly every value differs
        assertTrue(report.departing() > 0.99 * report.checked(), report::summary);
    }
}
