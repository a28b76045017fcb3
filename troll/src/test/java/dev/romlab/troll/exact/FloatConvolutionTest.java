package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Sums too large for exact weights are computed in floating point ({@link FloatConvolution}): checked against the
 * exact power on sums small enough for both: every probability within n times a double's rounding error of the
 * largest one, as the class comment says.
 */
class FloatConvolutionTest {

    @Test
    void powersAgreeWithTheExactOnesToTheStatedDigits() {
        for (int n : new int[] {2, 30, 300, 3000}) {
            IntDistribution exact = IntDistribution.uniform(1, 6).times(n);
            IntDistribution floating = IntDistribution.uniform(1, 6).floatingTimes(n);
            double worst = worstError(exact, floating, n, 6 * n);
            // Measured: n times 1.3e-16 to 2.4e-16 of the largest probability.
            assertTrue(worst < 1e-15 * n, n + "d6: worst error " + worst + " of the largest probability");
        }
    }

    @Test
    void sumsWithAnApproximateOperandAreApproximate() {
        IntDistribution big = IntDistribution.uniform(1, 6).floatingTimes(100);
        IntDistribution plusDie = big.plus(IntDistribution.uniform(1, 4));
        IntDistribution exact = IntDistribution.uniform(1, 6).times(100).plus(IntDistribution.uniform(1, 4));
        assertTrue(plusDie.toDistribution().approximate());
        assertFalse(exact.toDistribution().approximate());
        assertTrue(worstError(exact, plusDie, 101, 604) < 1e-13);
        assertTrue(big.times(3).toDistribution().approximate());
    }

    @Test
    void everyPossibleSumStaysAnOutcomeEvenBelowADoublesRange() {
        // 6^-2000 is far below a double and below the weights' 2^-256: the extreme sums still appear, weight 1.
        Distribution<Integer> sums = IntDistribution.uniform(1, 6).floatingTimes(2000).toDistribution();
        assertEquals(10001, sums.size());
        assertTrue(sums.probability(2000).toDouble() < 1e-70);
    }

    /** The largest difference of the two probabilities of a sum, over the largest probability. */
    private static double worstError(IntDistribution exact, IntDistribution floating, int low, int high) {
        double worst = 0;
        double largest = 0;
        for (int sum = low; sum <= high; sum++) {
            double p = exact.probability(sum).toDouble();
            largest = Math.max(largest, p);
            worst = Math.max(worst, Math.abs(floating.probability(sum).toDouble() - p));
        }
        return worst / largest;
    }
}
