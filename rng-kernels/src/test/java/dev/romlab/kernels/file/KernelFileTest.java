package dev.romlab.kernels.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.CycleStats;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Values;

/** The bundled kernel files of roms/, read and run as a user's own routines are. */
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

    @Test
    void casl2XorshiftMatchesItsRoutineModelOnEveryStateCostUnitsIncluded() {
        UserKernel xorshift = KernelFile.fromClassPath("roms/comet2/xorshift.kernel.toml");
        Values one = xorshift.calls(xorshift.defaultSettings()).first();
        assertEquals("seed=$0001", one.text());
        // the file's [reference] model knows XORSHFT's cost units, so diff compares them too
        Outcome.Returned expected = (Outcome.Returned) xorshift.model(one);
        assertTrue(expected.timed());
        assertEquals("value=$8181 in 25", expected.output().text() + " in " + expected.cycles());
        assertEquals(expected, xorshift.emulateOutcome(one));
        DiffReport report = DiffEngine.diff(xorshift, xorshift.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report.summary());
        assertEquals(new CycleStats(65_536, 25, 25L * 65_536, 25, 0), report.cycles());
    }

    @Test
    void mlfeRandMatchesItsRoutineModelCostUnitsIncluded() {
        UserKernel rand = KernelFile.fromClassPath("roms/mlfe/rand.kernel.toml");
        // the example, --clock 2021-06-05T12:16:39.041285 with RANDINT 0, 100: minute and us clock inputs
        Values chapter = rand.calls(rand.defaultSettings().with("minute", "16").with("us", "39041285")
                .with("A", "0").with("B", "100")).first();
        Outcome.Returned expected = (Outcome.Returned) rand.model(chapter);
        assertEquals("value=81 in 1387", expected.output().text() + " in " + expected.cycles());
        assertEquals(expected, rand.emulateOutcome(chapter));
        // second 0: no round, -1 (4294967295) in 61 cost units
        Values second0 = rand.calls(rand.defaultSettings().with("minute", "59").with("us", "999999")
                .with("A", "0").with("B", "100")).first();
        Outcome.Returned error = (Outcome.Returned) rand.emulateOutcome(second0);
        assertEquals("value=4294967295 in 61", error.output().text() + " in " + error.cycles());
        assertEquals(rand.model(second0), error);
        DiffReport report = DiffEngine.diff(rand, rand.inputs(new Coverage.Samples(2_000, 42)));
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void theBundledMlfeRandRunsItsFileOnItsSamplesAndOnDistsInstants() {
        UserKernel file = KernelFile.fromClassPath("roms/mlfe/rand.kernel.toml");
        var bundled = KernelRegistry.bundled().get("mlfe-rand");
        assertEquals(file.inputs(Coverage.defaultSet()).description(), bundled.inputs(Coverage.defaultSet())
                .description());
        for (Values input : file.inputs(new Coverage.Samples(200, 7))) {
            assertEquals(file.emulateOutcome(input), bundled.emulateOutcome(input), input.text());
        }
        // dist's inputs are a millisecond and B: the file's call at that millisecond's instant, with the chapter's
        // minute 16 and A 0, as the model takes them
        var dist = bundled.randomByteInput().orElseThrow();
        for (long ms = 39_000; ms < 41_000; ms++) {
            Values input = dist.input(100, ms);
            assertEquals("B=100 ms=" + ms, input.text());
            assertEquals(bundled.model(input), bundled.emulateOutcome(input), input.text());
        }
    }

    @Test
    void theCasl2MinesweepersBoardIsItsBundledKernelsBombsOnEveryState() {
        UserKernel board = KernelFile.fromClassPath("roms/comet2/minesweeper.kernel.toml");
        var bundled = KernelRegistry.bundled().get("casl2-minesweeper");
        for (long state : new long[] {1, 12_345, 65_535}) {
            Values input = board.calls(board.defaultSettings().with("state", Long.toString(state))).first();
            Outcome.Returned cells = (Outcome.Returned) board.emulateOutcome(input);
            Outcome.Returned bombs = (Outcome.Returned) bundled.emulateOutcome(input);
            for (long b = 1; b <= 10; b++) {
                long cell = bombs.output().get("bomb" + b);
                assertEquals(2, cells.output().get("r" + cell / 9 + "c" + cell % 9), input.text());
            }
            assertEquals(10, cells.output().list().stream().filter(v -> v.value() == 2).count(), input.text());
            assertEquals(bombs.cycles(), cells.cycles());
        }
        DiffReport report = DiffEngine.diff(board, board.inputs(Coverage.defaultSet()));
        assertEquals(65_535, report.checked());
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void divMatchesItsRoutineModelTStatesIncludedAndBcZeroNeverReturns() {
        UserKernel div = KernelFile.fromClassPath("roms/z80/dice/div.kernel.toml");
        Values byZero = divInput(1, 0);
        assertTrue(div.model(byZero) instanceof Outcome.NeverReturns);
        assertEquals(div.model(byZero), div.emulateOutcome(byZero));
        Outcome.Returned expected = (Outcome.Returned) div.model(divInput(1000, 7));
        assertEquals("hl=142 in 5763", expected.output().text() + " in " + expected.cycles());
        DiffReport report = DiffEngine.diff(div, div.inputs(new Coverage.Samples(2_000, 42)));
        assertTrue(report.matches(), report.summary());
    }

    @Test
    void theBundledDivRunsItsFileOverItsEdgeCasesAndSamples() {
        var bundled = KernelRegistry.bundled().get("z80-div");
        DiffReport report = DiffEngine.diff(bundled, bundled.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report.summary());
        assertEquals(10_014, report.checked());
    }

    /**
     * The reductions' files against their RoutineModels, T-states included, on every rangeMax × every byte: the
     * 256 calls of rangeMax 0 never return on both sides.
     */
    @Test
    void maxu8AndSrlMatchTheirRoutineModelsAndRangeMaxZeroNeverReturns() {
        for (String file : new String[] {"maxu8", "srl"}) {
            UserKernel reduction = KernelFile.fromClassPath("roms/z80/dice/" + file + ".kernel.toml");
            DiffReport report = DiffEngine.diff(reduction, reduction.inputs(Coverage.defaultSet()));
            assertTrue(report.matches(), file + ": " + report.summary());
            assertEquals(65_536, report.checked());
            assertEquals(256, report.cycles().neverReturned(), file);
        }
    }

    @Test
    void lfsrMatchesItsRoutineModelAndChainsItsStateAsRunsSeed() {
        UserKernel lfsr = KernelFile.fromClassPath("roms/z80/dice/lfsr.kernel.toml");
        Values first = lfsr.calls(lfsr.defaultSettings()).first();
        assertEquals("seed=$2F3497D144B7DA85", first.text());
        Outcome.Returned expected = (Outcome.Returned) lfsr.model(first);
        // the first call of romlab run z80-lfsr
        assertEquals("a=22 seed=$3497D144B7DA8516 in 397", expected.output().text() + " in " + expected.cycles());
        assertEquals(expected, lfsr.emulateOutcome(first));
        DiffReport report = DiffEngine.diff(lfsr, lfsr.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report.summary());
        assertEquals(10_000, report.checked());
    }

    /** z80-rolldie's two entries are its two files: a byte in A the reduction's, a seed the whole call's. */
    @Test
    void theBundledRollDieRunsTheReductionFileForAByteAndTheWholeFileForASeed() {
        UserKernel reduction = KernelFile.fromClassPath("roms/z80/dice/rolldie-reduce.kernel.toml");
        DiffReport report = DiffEngine.diff(reduction, reduction.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report.summary());
        assertEquals(65_536, report.checked());
        var bundled = KernelRegistry.bundled().get("z80-rolldie");
        Values byte149 = reduction.calls(reduction.defaultSettings().with("a", "149")).first();
        assertEquals("DIESIDES=20 a=149", byte149.text());
        // 149 * 20 = 2980 = $0BA4: A = $0B + 1 = 12, in 115 + 27 * 19 T-states (Timings.rollDieReduction)
        assertEquals(new Outcome.Returned(Values.of(Field.unsigned("a", 8, Radix.DECIMAL).value(12)), 628),
                bundled.emulateOutcome(byte149));
        assertEquals(reduction.emulateOutcome(byte149), bundled.emulateOutcome(byte149));
    }

    private static Values divInput(int hl, int bc) {
        return Values.of(Field.unsigned("hl", 16, Radix.DECIMAL).value(hl), Field.unsigned("bc", 16, Radix.DECIMAL)
                .value(bc));
    }
}
