package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;

class FairnessCommandTest {

    @Test
    void rollDieD20BesideD20() {
        // faces 5, 10, 15, 20: 12/256 = 3/64, the others 13/256, against 1/20 each:
        // TVD = 1/2 (16 * |13/256 - 1/20| + 4 * |12/256 - 1/20|) = 1/2 (16 * 4 + 4 * 16)/5120 = 1/80
        CommandRun run = CommandRun.of("fairness", "z80-rolldie").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("z80-rolldie with DIESIDES=20 against the Troll spec 'd 20' over every random byte (256 inputs)",
                lines.get(0));
        assertEquals("VALUE  KERNEL  P(KERNEL)  SPEC   P(SPEC)  KERNEL/SPEC", lines.get(1));
        assertEquals("    1  13/256   0.050781  1/20  0.050000     1.015625", lines.get(2));
        assertEquals("    5    3/64   0.046875  1/20  0.050000     0.937500", lines.get(6));
        assertEquals("never: none", lines.get(22));
        assertEquals("outside the spec (marked !): none", lines.get(23));
        assertEquals("total variation distance: 1/80 = 0.012500", lines.get(24));
        assertEquals("largest ratio kernel/spec: 65/64 = 1.015625 (at 1)", lines.get(25));
    }

    @Test
    void maxu8WithRange20IsThreeTwentiethsFromItsSpec() {
        // 8 values at 8/256 and 12 at 16/256 against 1/20: TVD = 1/2 (8 * 4.8 + 12 * 3.2)/256 = 3/20
        CommandRun run = CommandRun.of("fairness", "z80-maxu8", "--sides", "20").assertExit(0);

        assertTrue(run.out().contains("against the Troll spec 'z 19'"), run.transcript());
        assertTrue(run.out().contains("\ntotal variation distance: 3/20 = 0.150000\n"), run.transcript());
        assertTrue(run.out().contains("\nlargest ratio kernel/spec: 5/4 = 1.250000 (at 4)\n"), run.transcript());
    }

    @Test
    void aSpecOverrideMarksValuesOutsideIt() {
        // d20 against d 10: 1..10 carry 1/2 of the kernel's mass (|p - 1/10| sums to 1/2), 11..20 the other 1/2
        // outside the spec: TVD = 1/2 (1/2 + 1/2) = 1/2
        CommandRun run = CommandRun.of("fairness", "z80-rolldie", "--spec", "d 10").assertExit(0);

        assertTrue(run.out().contains("\n  11!  13/256   0.050781     0  0.000000            -\n"), run.transcript());
        assertTrue(run.out().contains("\noutside the spec (marked !): 11, 12, 13, 14, 15, 16, 17, 18, 19, 20\n"),
                run.transcript());
        assertTrue(run.out().contains("\ntotal variation distance: 1/2 = 0.500000\n"), run.transcript());
    }

    @Test
    void anUnparsableSpecFailsWithTrollsPosition() {
        CommandRun run = CommandRun.of("fairness", "z80-rolldie", "--spec", "d 6 +")
                .assertFailure("--spec 1:6: ");
        assertTrue(run.err().contains("\nd 6 +\n     ^"), run.transcript());
    }

    @Test
    void jsonHasExactFractions() {
        CommandRun run = CommandRun.of("fairness", "z80-rolldie", "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals("d 20", json.get("spec"), run.out());
        Map<?, ?> first = (Map<?, ?>) ((List<?>) json.get("rows")).get(0);
        assertEquals(Map.of("value", 1L, "kernelProbabilityExact", "13/256", "specProbabilityExact", "1/20",
                "ratioExact", "65/64"), Map.of("value", ((Number) first.get("value")).longValue(),
                        "kernelProbabilityExact", first.get("kernelProbabilityExact"),
                        "specProbabilityExact", first.get("specProbabilityExact"),
                        "ratioExact", first.get("ratioExact")), run.out());
        assertEquals(13 / 256.0, ((Number) first.get("kernelProbability")).doubleValue(), run.out());
        assertEquals("1/80", json.get("totalVariationDistanceExact"), run.out());
        assertEquals(0.0125, ((Number) json.get("totalVariationDistance")).doubleValue(), run.out());
        assertEquals("65/64", json.get("largestRatioExact"), run.out());
        assertEquals(1L, json.get("largestRatioValue"), run.out());
        assertEquals(List.of(), json.get("neverOccurring"), run.out());
    }

    @Test
    void rangeZeroHasNoSpecOfItsOwn() {
        CommandRun.of("fairness", "z80-maxu8", "--sides", "0")
                .assertUsageError("z80-maxu8 with rangeMax 0 has no spec (it is meant to produce no value)");
    }

    @Test
    void aKernelWithoutRandomByteIsAUsageError() {
        CommandRun.of("fairness", "z80-mul").assertUsageError("z80-mul does not reduce a random byte");
    }
}
