package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;

class DistCommandTest {

    @Test
    void rollDieD20GivesEachFace12Or13Of256() {
        CommandRun run = CommandRun.of("dist", "z80-rolldie").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("z80-rolldie with DIESIDES=20: values 1..20 over every random byte (256 inputs)", lines.get(0));
        assertEquals("VALUE  COUNT  PROBABILITY  BAR", lines.get(1));
        assertEquals("    1     13     0.050781  " + "#".repeat(50), lines.get(2));
        assertEquals("    5     12     0.046875  " + "#".repeat(46), lines.get(6));
        assertEquals("never: none", lines.get(22));
        assertEquals("finding: 1..20: 12 to 13 of 256 each", lines.get(23));
    }

    @Test
    void valuesThatNeverOccurAreListedWithCountZero() {
        // DIESIDES = 256: H = 255, A = high byte of L*256 + 1 = L + 1, so 256 wraps to 0 (docs: rng-kernels README)
        CommandRun run = CommandRun.of("dist", "z80-rolldie", "--sides", "256").assertExit(0);

        assertTrue(run.out().contains("\n  256      0     0.000000\n"), run.transcript());
        assertTrue(run.out().contains("\nnever: 256\n"), run.transcript());
        assertTrue(run.out().contains("\nout of range (marked !): 0\n"), run.transcript());
        assertTrue(run.out().contains("\n   0!      1     0.003906  "), run.transcript());
    }

    @Test
    void srlWithRangeThreeIsFarFromUniform() {
        CommandRun run = CommandRun.of("dist", "z80-srl", "--sides", "3").assertExit(0);

        assertTrue(run.out().contains("\n    0      1     0.003906  #\n    1    128     0.500000  " + "#".repeat(50)),
                run.transcript());
    }

    @Test
    void jsonHasRowsAndNeverOccurring() {
        CommandRun run = CommandRun.of("dist", "z80-rolldie", "--sides", "256", "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals(List.of(256L), ((List<?>) json.get("neverOccurring")).stream()
                .map(v -> ((Number) v).longValue()).toList(), run.out());
    }

    @Test
    void aKernelWithoutRandomByteHasNoDistribution() {
        CommandRun.of("dist", "z80-mul").assertUsageError("z80-mul does not reduce a random byte");
    }

    @Test
    void exhaustiveNeedsAKernelWhoseDefaultTakesAPartOfItsInput() {
        CommandRun.of("dist", "z80-rolldie", "--exhaustive").assertUsageError("z80-rolldie has no larger input for "
                + "an exhaustive distribution than its default a 0..255: leave out --exhaustive");
        CommandRun.of("fairness", "fds-backgammon-dice", "--exhaustive", "--frames", "3")
                .assertUsageError("--frames counts the real streams: leave out --exhaustive");
    }
}
