package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IntDistributionTest {

    @Test
    void threeD6HasTheKnownCounts() {
        IntDistribution threeD6 = IntDistribution.uniform(1, 6).times(3);
        assertEquals(Rational.of(1, 216), threeD6.probability(3));
        assertEquals(Rational.of(27, 216), threeD6.probability(10));
        assertEquals(Rational.of(25, 216), threeD6.probability(12));
        assertEquals(Rational.ZERO, threeD6.probability(19));
    }

    @Test
    void zeroCopiesIsCertainZero() {
        assertEquals(Rational.ONE, IntDistribution.uniform(1, 6).times(0).probability(0));
    }

    @Test
    void kroneckerProductEqualsSchoolbook() {
        Random random = new Random(4);
        BigInteger[] a = randomWeights(random, 97);
        BigInteger[] b = randomWeights(random, 61);
        assertArrayEquals(IntDistribution.schoolbook(a, b), IntDistribution.kronecker(a, b));
    }

    @Test
    void powerOfAnUnevenDistributionEqualsRepeatedAddition() {
        // Weights 3, 0, 5, 1 over 7..10 (denominator 9): Miller's recurrence against plain convolution.
        IntDistribution uneven = IntDistribution.of(Distribution.of(
                Map.of(7, BigInteger.valueOf(3), 9, BigInteger.valueOf(5), 10, BigInteger.ONE), BigInteger.valueOf(9)));
        IntDistribution added = IntDistribution.certain(0);
        for (int i = 0; i < 7; i++) {
            added = added.plus(uneven);
        }
        assertEquals(added.toDistribution(), uneven.times(7).toDistribution());
    }

    @Test
    void fewDiceWithManyFacesUseTheWindow() {
        IntDistribution twoD1000 = IntDistribution.uniform(1, 1000).times(2);
        assertEquals(Rational.of(1000, 1000 * 1000), twoD1000.probability(1001));
        assertEquals(Rational.of(1, 1000 * 1000), twoD1000.probability(2));
    }

    @Test
    void thousandD10HasExactTailsAndSymmetry() {
        IntDistribution sum = IntDistribution.uniform(1, 10).times(1000);
        assertEquals(Rational.of(BigInteger.ONE, BigInteger.TEN.pow(1000)), sum.probability(1000));
        assertEquals(Rational.of(BigInteger.valueOf(1000), BigInteger.TEN.pow(1000)), sum.probability(1001));
        assertEquals(sum.probability(5400), sum.probability(5600));
    }

    private static BigInteger[] randomWeights(Random random, int length) {
        BigInteger[] weights = new BigInteger[length];
        for (int i = 0; i < length; i++) {
            weights[i] = new BigInteger(random.nextInt(300), random);
        }
        return weights;
    }
}
