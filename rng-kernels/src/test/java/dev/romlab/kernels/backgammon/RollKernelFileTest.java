package dev.romlab.kernels.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import dev.romlab.kernels.CheckEngine;
import dev.romlab.kernels.CheckReport;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.FairnessEngine;
import dev.romlab.kernels.FairnessReport;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.KernelFile;
import dev.romlab.kernels.file.UserKernel;
import dev.romlab.troll.exact.Rational;
import org.junit.jupiter.api.Test;

/**
 * GetDiceRoll on one generator value as the kernel file roms/6502/backgammon/roll.kernel.toml describes it: alone,
 * as a user runs it, and inside fds-backgammon-dice, whose value input runs it.
 */
class RollKernelFileTest {

    private final UserKernel roll = KernelFile.fromClassPath(BackgammonDiceKernel.ROLL_FILE);
    private final Kernel dice = KernelRegistry.bundled().get("fds-backgammon-dice");

    private Values dice(int value) {
        return ((Outcome.Returned) roll.emulateOutcome(Values.of(BackgammonFields.VALUE.value(value)))).output();
    }

    @Test
    void theFileReadsTheDiceOfTheLookUpTableEntryTheValuePicks() {
        // 0: Y = 0, A = 0, entry 0 = $14; 179: Y = 4, A = 35, 7 x 4 + 35 = 63 - 36 = entry 27 = $42
        assertEquals("die1=1 die2=4", dice(0).text());
        assertEquals("die1=4 die2=2", dice(179).text());
    }

    @Test
    void everyValueMatchesTheFaithfulModelWithTheCyclesOfTheRollAndItsDraw() {
        DiffReport report = DiffEngine.diff(roll, roll.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report::summary);
        assertEquals(180, report.checked());
        // a roll is 83 to 128 cycles around its draw (ModelsTest), the draw 27 without a refill
        assertEquals(83 + 27, report.cycles().min());
        assertEquals(128 + 27, report.cycles().max());
    }

    @Test
    void checkPassesOnTheFileAloneAndDieOneIsAFairD6() {
        CheckReport check = CheckEngine.check(List.of(roll), done -> { });
        assertTrue(check.allMatch(), () -> check.rows().get(0).diff().summary());
        FairnessReport fairness = check.rows().get(0).fairness().orElseThrow();
        assertEquals(Rational.ZERO, fairness.totalVariationDistance());
    }

    @Test
    void theDiceKernelsValueInputRunsTheFileAsTheFaithfulModelSays() {
        DiffReport report = DiffEngine.diff(dice, InputSpace.exhaustive(List.of(BackgammonFields.VALUE)));
        assertTrue(report.matches(), report::summary);
        assertEquals(180, report.checked());
        assertEquals(110, report.cycles().min());
        assertEquals(155, report.cycles().max());
    }

    @Test
    void everyOrderedPairComesFromFiveValues() {
        FairnessReport fairness = FairnessEngine.fairness(dice, 36);
        assertEquals(Rational.ZERO, fairness.totalVariationDistance());
        assertEquals(List.of(), fairness.neverOccurring());
    }

    @Test
    void aRollOnAValueLeavesTheGameWhereItStood() {
        Values frame10 = Values.of(BackgammonFields.SEQUENCE.value(3), BackgammonDiceKernel.FRAME.value(10));
        Values frame11 = frame10.with(BackgammonDiceKernel.FRAME.value(11));
        dice.emulate(frame10, 0);
        dice.emulate(Values.of(BackgammonFields.VALUE.value(42)), 0);
        assertEquals(dice.model(frame11), dice.emulate(frame11, 0).outcome());
    }
}
