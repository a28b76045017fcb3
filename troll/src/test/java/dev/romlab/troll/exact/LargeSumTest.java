package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue #11: a sum the convolution computes in milliseconds stays in milliseconds to its statistics. Its
 * probabilities stay the array of doubles they were computed as ({@link FloatSums}), never a map of 238,091
 * outcomes with big-integer weights (1.4 GB and seconds before). The budgets are measured on this thread, in CPU
 * time and bytes allocated, so a loaded machine does not make them flaky; falling back to building an object per
 * outcome breaks the allocation budget several times over.
 */
class LargeSumTest {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static Distribution<Value> dist(String source) {
        return new ExactEngine(Parser.parse(source)).distribution();
    }

    @Test
    void sumOf47618d6StaysAnArrayThroughItsStatistics() {
        dist("sum 3000d6"); // the engine's classes loaded and compiled first: the budgets measure the work
        long cpu = THREADS.getCurrentThreadCpuTime();
        long allocated = THREADS.getCurrentThreadAllocatedBytes();
        Distribution<Value> sums = dist("sum 47618d6");
        Statistics statistics = Statistics.of(sums);
        long cpuMillis = (THREADS.getCurrentThreadCpuTime() - cpu) / 1_000_000;
        long megabytes = (THREADS.getCurrentThreadAllocatedBytes() - allocated) >> 20;

        assertNotNull(sums.floatSums(), "the sums stay an array");
        assertEquals(238_091, sums.size());
        assertEquals(47618, sums.floatSums().lowest());
        assertEquals(166663.0, statistics.mean().toDouble(), 1e-6);
        // 372.673897...: to 10 digits, the transform's rounding noise on the far sums (about 1e-16 each, which lifted
        // it by 1e-4 when kept) set to zero
        assertEquals(Math.sqrt(47618 * 35.0 / 12), Math.sqrt(statistics.variance().toDouble()), 1e-7);
        assertEquals(Rational.ZERO, sums.missing(), "no path is cut off: the doubles' rounding is no missing mass");
        assertTrue(megabytes < 200, "allocated " + megabytes + " MB");
        assertTrue(cpuMillis < 5_000, "took " + cpuMillis + " ms of CPU");
    }

    @Test
    void aLargeSumOfRollsWithMissingMassKeepsIt() {
        // a roll of 1..5 that misses 1/1000 of its mass (a path cut off by a limit); 3000 rolls, summed in floating
        // point, miss 1 - (999/1000)^3000 of it all
        Map<Integer, BigInteger> weights = new java.util.HashMap<>();
        for (int face = 1; face <= 5; face++) {
            weights.put(face, BigInteger.valueOf(1998));
        }
        IntDistribution roll = IntDistribution.of(Distribution.of(weights, BigInteger.valueOf(10_000)));
        Distribution<Integer> sums = roll.floatingTimes(3000).toDistribution();
        assertEquals(1 - Math.pow(0.999, 3000), sums.missing().toDouble(), 1e-9);
    }

    @Test
    void twoLargeSumsAddAsOneConvolution() {
        Distribution<Value> added = dist("sum 30000d6 + sum 20000d8");
        assertNotNull(added.floatSums(), "the sum of two sums stays an array");
        assertEquals(dist("sum (30000d6 U 20000d8)").weights(), added.weights());
    }

    @Test
    void aDifferenceOfLargeSumsIsASumOfTheNegatedOne() {
        Distribution<Value> difference = dist("sum 3000d6 - sum 3000d4");
        assertNotNull(difference.floatSums(), "the difference stays an array");
        assertEquals(dist("sum 3000d6 + sum 3000#(-d4)").weights(), difference.weights());
    }

    @Test
    void theArraysWeightsAreTheMapsWeights() {
        Distribution<Value> sums = dist("sum 3000d6");
        FloatSums array = sums.floatSums();
        assertNotNull(array);
        assertEquals(array.weightOf(10), sums.weights().get(Multiset.singleton(3010)));
        assertEquals(sums.denominator(), sums.weights().values().stream().reduce(BigInteger.ZERO, BigInteger::add));
        assertEquals(sums.size(), sums.weights().keySet().size());
    }
}
