package dev.romlab.kernels.comet2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DepartureEngine;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;

/** mlfe-rand: the emulator against the faithful model, edge cases named, and where xorshift128 departs. */
class MlfeRandKernelTest {

    private final Kernel rand = KernelRegistry.bundled().get("mlfe-rand");

    private static Values input(long minute, long us, long a, long b) {
        return Values.of(ChapterClock.MINUTE.value(minute), ChapterClock.US.value(us), MlfeRandKernel.A.value(a),
                MlfeRandKernel.B.value(b));
    }

    private long value(Values input) {
        Outcome outcome = rand.emulate(input, 0).outcome();
        assertEquals(rand.model(input), outcome, input.text());
        return ((Outcome.Returned) outcome).output().get("value");
    }

    @Test
    void theDefaultSampleMatchesTheFaithfulModelWithItsCostUnits() {
        DiffReport report = DiffEngine.diff(rand, rand.inputs(Coverage.defaultSet()));
        assertTrue(report.matches(), report::summary);
        assertEquals(10_000, report.checked());
    }

    @Test
    void everyMicrosecondOfOneSecondMatchesTheModelOnEveryProcessor() {
        // second 12 of the minute: 12 rounds a call (from the fourth on every round runs the same
        // instructions on the same values), 1,000,000 calls, a few seconds of both cores
        InputSpace second = InputSpace.exhaustive(List.of(Field.range("us", 32, 12_000_000, 12_999_999)),
                Values.of(ChapterClock.MINUTE.value(16), MlfeRandKernel.A.value(0), MlfeRandKernel.B.value(100)));
        DiffReport report = DiffEngine.diff(KernelRegistry.bundled().workers("mlfe-rand"), second, done -> { });
        assertTrue(report.matches(), report::summary);
        assertEquals(1_000_000, report.checked());
    }

    @Test
    void anExhaustiveRunIsEveryMicrosecondOfOneMinuteWithAAndBFixed() {
        InputSpace minute = rand.inputs(new Coverage.Exhaustive());
        assertEquals(60_000_000, minute.size());
        assertEquals("every us 0..59999999 with minute=16 A=0 B=100", minute.description());
        assertEquals("minute=16 A=0 B=100 us=0", minute.iterator().next().text());
        InputSpace set = rand.inputs(new Coverage.Exhaustive(), Settings.none(rand.parameters()).with("minute", "3")
                .with("B", "6"));
        assertEquals("every us 0..59999999 with minute=3 A=0 B=6", set.description());
    }

    @Test
    void distTakesTheMinuteAAndBGivenAndRefusesTheMicrosecond() {
        RandomByteInput input = rand.randomByteInput(Settings.none(rand.parameters()).with("minute", "20")
                .with("A", "5").with("B", "10")).orElseThrow();
        assertEquals(10, input.defaultSides());
        assertEquals("minute=20 A=5", input.fixed().text());
        assertEquals("every 1/1000 s of minute 20, at a us drawn for each", input.over());
        assertEquals("B=10 minute=20 A=5 ms=7", input.input(10, 7).text());
        assertThrows(IllegalArgumentException.class, () -> rand.randomByteInput(Settings.none(rand.parameters())
                .with("us", "5")));
    }

    @Test
    void edgeCases() {
        // second 0: no round runs, GR0 keeps the error value -1
        assertEquals(0xFFFF_FFFFL, value(input(16, 41_285, 0, 100)));
        // B < A: refused; A = B: computed (the prose says refused), (A + W) mod B
        assertEquals(0xFFFF_FFFFL, value(input(16, 39_041_285, 50, 10)));
        assertTrue(value(input(16, 39_041_285, 10, 10)) < 10);
        // minute 0: W = 0 and from round 4 on the value is A mod B: 0
        assertEquals(0, value(input(0, 39_041_285, 0, 100)));
        // the value is in 0..B-1, not A..B-1
        long low = 0;
        for (long us = 5_000_000; us < 5_000_400; us++) {
            low += value(input(16, us, 90, 100)) < 90 ? 1 : 0;
        }
        assertTrue(low > 300, "values below A: " + low);
    }

    @Test
    void fromTheFourthRoundOnTheSecondDoesNotMatter() {
        for (long second = 4; second < 60; second++) {
            assertEquals(value(input(16, 4_041_285, 0, 100)), value(input(16, second * 1_000_000 + 41_285, 0, 100)));
        }
    }

    @Test
    void xorshift128DepartsWhereverAIsBelowB() {
        DepartureReport report = DepartureEngine.compare(rand, rand.inputs(new Coverage.Samples(2_000,
                Coverage.DEFAULT_SEED)), done -> { });
        // B < A (about half the sample) gives -1 in both; elsewhere the value is the same about 1 time in B
        assertTrue(report.departing() > 0.45 * report.checked(), report::summary);
    }
}
