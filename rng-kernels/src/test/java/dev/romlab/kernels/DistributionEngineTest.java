package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;

/** Exact distributions over every random byte, against counts worked out from the instructions. */
class DistributionEngineTest {

    private final KernelRegistry registry = KernelRegistry.bundled();

    private static List<Long> counts(Distribution d) {
        return d.rows().stream().map(Distribution.Row::count).toList();
    }

    @Test
    void d20GivesEveryFaceTwelveOrThirteenTimes() {
        // face f takes the bytes r with floor(20r/256) = f-1: 13 of them, 12 where 256f/20 lands on a multiple of 12.8
        Distribution d = DistributionEngine.distribution(registry.get("z80-rolldie"), 20);
        List<Long> expected = LongStream.rangeClosed(1, 20).map(f -> f % 5 == 0 ? 12 : 13).boxed().toList();
        assertEquals(expected, counts(d));
        assertEquals("1..20: 12 to 13 of 256 each", d.finding());
    }

    @Test
    void maxu8WithRange20FavoursTheMiddle() {
        // each block of 32 bytes gives 0..19, then 4..15 again (the & $0F of 20..31): 8 of 256 for 0-3 and 16-19,
        // 16 of 256 for 4-15
        Distribution d = DistributionEngine.distribution(registry.get("z80-maxu8"), 20);
        List<Long> expected = LongStream.range(0, 20).map(v -> v >= 4 && v <= 15 ? 16 : 8).boxed().toList();
        assertEquals(expected, counts(d));
    }

    @Test
    void d256NeverRolls256AndRollsZeroInstead() {
        Distribution d = DistributionEngine.distribution(registry.get("z80-rolldie"), 256);
        assertEquals(List.of(256L), d.neverOccurring());
        assertEquals(List.of(0L), d.outOfRange());
        assertEquals("1..256: 1 of 256 each (uniform); never 256; out of range: 0", d.finding());
    }

    @Test
    void rangeZeroNeverReturns() {
        Distribution d = DistributionEngine.distribution(registry.get("z80-srl"), 0);
        assertEquals(256, d.neverReturned());
        assertEquals("never returns, for any of the inputs", d.finding());
    }

    @Test
    void kernelsWithoutARandomByteHaveNoDistribution() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DistributionEngine.distribution(registry.get("z80-mul")));
        assertEquals("z80-mul does not reduce a random byte: it has no distribution", e.getMessage());
    }
}
