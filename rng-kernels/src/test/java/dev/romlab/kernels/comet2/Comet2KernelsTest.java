package dev.romlab.kernels.comet2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Distribution;
import dev.romlab.kernels.DistributionEngine;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Xorshift16;

/** The minesweeper kernels and casl2-xorshift: emulator = faithful model, and the findings the READMEs state. */
class Comet2KernelsTest {

    private final KernelRegistry registry = KernelRegistry.bundled();

    private static DiffReport diff(Kernel kernel) {
        DiffReport report = DiffEngine.diff(kernel, kernel.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report::summary);
        return report;
    }

    @Test
    void everyXorshiftStateMatchesTheModelAndThePeriodIsFull() {
        Kernel xorshift = registry.get("casl2-xorshift");
        assertEquals(65_536, diff(xorshift).checked());
        DepartureReport intended = DepartureEngine.compare(xorshift, xorshift.inputs(Coverage.defaultSet()), d -> { });
        assertEquals(0, intended.departing(), intended::summary);
        // run's chain from state 1 comes back to 1 after 65,535 calls and not before
        Values state = Values.of(Casl2XorshiftKernel.SEED.value(1));
        for (int call = 1; call <= 65_535; call++) {
            long next = ((Outcome.Returned) xorshift.model(state)).output().get("value");
            assertEquals(call == 65_535, next == 1, "call " + call);
            state = Values.of(Casl2XorshiftKernel.SEED.value(next));
        }
    }

    @Test
    void runsSeedIsTheFirstStateAndEachCallTakesTheValueTheOneBeforeReturned() {
        Kernel xorshift = registry.get("casl2-xorshift");
        assertEquals("seed=$0001 count=16", xorshift.defaultSettings().values().text());
        CallSequence calls = xorshift.calls(xorshift.defaultSettings().with("seed", "$1234"));
        Values input = calls.first();
        assertEquals("seed=$1234", input.text());
        for (int call = 1; call <= 16; call++) {
            Values output = ((Outcome.Returned) xorshift.emulateOutcome(input)).output();
            assertEquals(Xorshift16.next((int) input.get("seed")), output.get("value"), "call " + call);
            input = calls.next(input, output);
            assertEquals(output.get("value"), input.get("seed"), "call " + call);
        }
    }

    @Test
    void everyCasl2BoardMatchesTheModelAndEveryCellHoldsABombOnSomeBoard() {
        Kernel mines = registry.get("casl2-minesweeper");
        assertEquals(65_535, diff(mines).checked());
        // the 655,350 bomb positions of every board: each cell 7,946 to 8,245 times (rng-kernels/README.md)
        Distribution bombs = DistributionEngine.distribution(mines);
        assertEquals(655_350, bombs.outputs());
        assertEquals(List.of(), bombs.neverOccurring());
        assertEquals(List.of(), bombs.outOfRange());
        assertEquals("bomb positions 0..80: 7,946 to 8,245 of 655,350 each", bombs.finding());
        // the uniform placement differs only where a state above 65,529 is drawn
        DepartureReport intended = DepartureEngine.compare(mines, mines.inputs(Coverage.defaultSet()), d -> { });
        assertTrue(intended.departing() > 0 && intended.departing() < 200, intended::summary);
    }

    @Test
    void mlfeBoardsMatchTheModelThroughSecondZero() {
        Kernel mines = registry.get("mlfe-minesweeper");
        assertEquals(2_000, diff(mines).checked());
        // 12:16:59.995: the later RANDINTs read second 0, return -1 and put a bomb in HEIGHT
        Values late = Values.of(ChapterClock.MINUTE.value(16), ChapterClock.US.value(59_995_000));
        Outcome outcome = mines.emulate(late, 0).outcome();
        assertEquals(mines.model(late), outcome);
        Values output = ((Outcome.Returned) outcome).output();
        assertEquals(2, output.get("height"));
        assertTrue(output.list().stream().anyMatch(v -> v.value() == 0xFFFF_FFFFL), output::text);
        // minute 0, second 4 on: W = 0 and every RANDINT gives 0; INIT draws cell 0 again until minute 1
        Values stuck = Values.of(ChapterClock.MINUTE.value(0), ChapterClock.US.value(30_000_000));
        assertEquals(new Outcome.NeverReturns(), mines.emulate(stuck, 0).outcome());
        assertEquals(new Outcome.NeverReturns(), mines.model(stuck));
    }

    @Test
    void mlfeBombPositionsOverTheMinuteReachEveryCellAndHeightOnBoardsThatReadSecondZero() {
        Distribution bombs = DistributionEngine.distribution(registry.get("mlfe-minesweeper"));
        assertEquals(6_000, bombs.inputs());
        assertEquals(60_000, bombs.outputs());
        assertEquals(List.of(), bombs.neverOccurring());
        // HEIGHT (-1) once on each board of second 0 (cs 0..99) and on the last one, whose run reaches 12:17:00
        assertEquals(101, bombs.rows().stream().filter(r -> r.value() == 0xFFFF_FFFFL).findFirst().orElseThrow()
                .count());
        assertEquals("bomb positions 0..80: 605 to 1,036 of 60,000 each; out of range: 4294967295", bombs.finding());
    }

    @Test
    void theFastPathIsTheEmulationWithoutRegistersAndACallDoesNotDependOnTheOnesBefore() {
        for (String id : List.of("mlfe-rand", "mlfe-minesweeper", "casl2-xorshift", "casl2-minesweeper")) {
            Kernel kernel = registry.get(id);
            List<Values> inputs = new ArrayList<>();
            kernel.inputs(new Coverage.Samples(100, Coverage.DEFAULT_SEED)).forEach(inputs::add);
            List<Outcome> forward = inputs.stream().map(kernel::emulateOutcome).toList();
            List<Values> backward = new ArrayList<>(inputs);
            Collections.reverse(backward);
            List<Outcome> reversed = new ArrayList<>(backward.stream().map(kernel::emulateOutcome).toList());
            Collections.reverse(reversed);
            assertEquals(forward, reversed, id);
            // each on a new kernel, through emulate: the same outcomes
            Supplier<Kernel> maker = registry.workers(id).maker();
            List<Outcome> alone = inputs.stream().map(input -> maker.get().emulate(input, 0).outcome()).toList();
            assertEquals(forward, alone, id);
        }
    }

    @Test
    void randsDistributionOverAMinuteIsFarFromZ99() {
        Distribution dist = DistributionEngine.distribution(registry.get("mlfe-rand"));
        assertEquals(60_000, dist.inputs());
        // second 0: 1,000 of the 60,000 instants give -1
        assertEquals(1_000, dist.rows().stream().filter(r -> r.value() == 0xFFFF_FFFFL).findFirst().orElseThrow()
                .count());
        List<Distribution.Row> inRange = dist.rows().stream().filter(r -> r.value() < 100).toList();
        assertEquals(100, inRange.size());
    }
}
