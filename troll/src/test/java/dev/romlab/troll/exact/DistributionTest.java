package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DistributionTest {

    private static Distribution<Integer> die(int sides) {
        return IntDistribution.uniform(1, sides).toDistribution();
    }

    @Test
    void uniformCountsRepeatedOutcomesTwice() {
        Distribution<Integer> d = Distribution.uniform(List.of(1, 2, 2));
        assertEquals(Rational.of(1, 3), d.probability(1));
        assertEquals(Rational.of(2, 3), d.probability(2));
        assertEquals(Rational.ZERO, d.probability(3));
    }

    @Test
    void combineOfTwoDiceGivesTheTriangle() {
        Distribution<Integer> twoD6 = die(6).combine(die(6), Integer::sum);
        assertEquals(Rational.of(1, 36), twoD6.probability(2));
        assertEquals(Rational.of(1, 6), twoD6.probability(7));
        assertEquals(Rational.of(1, 12), twoD6.probability(10));
        assertEquals(11, twoD6.size());
    }

    @Test
    void mapMergesOutcomes() {
        Distribution<Integer> parity = die(6).map(x -> x % 2);
        assertEquals(Rational.of(1, 2), parity.probability(0));
        assertEquals(2, parity.size());
    }

    @Test
    void bindScalesBranchesToACommonDenominator() {
        // d (d 2): with 1/2 a d1 (always 1), with 1/2 a d2; P(1) = 1/2 + 1/4.
        Distribution<Integer> nested = die(2).bind(DistributionTest::die);
        assertEquals(Rational.of(3, 4), nested.probability(1));
        assertEquals(Rational.of(1, 4), nested.probability(2));
        // d (d 3): P(3) = 1/3 * 1/3 = 1/9, P(1) = 1/3 (1 + 1/2 + 1/3) = 11/18.
        Distribution<Integer> three = die(3).bind(DistributionTest::die);
        assertEquals(Rational.of(11, 18), three.probability(1));
        assertEquals(Rational.of(1, 9), three.probability(3));
    }

    @Test
    void missingMassIsKeptThroughBind() {
        Distribution<Integer> half = Distribution.of(Map.of(1, BigInteger.ONE), BigInteger.TWO);
        assertEquals(Rational.of(1, 2), half.missing());
        Distribution<Integer> then = die(2).bind(x -> x == 1 ? half : Distribution.certain(9));
        assertEquals(Rational.of(1, 4), then.missing());
        assertEquals(Rational.of(1, 4), then.probability(1));
        assertEquals(Rational.of(1, 2), then.probability(9));
    }

    @Test
    void equalityIgnoresTheScaleOfWeights() {
        Distribution<Integer> a = Distribution.of(Map.of(1, BigInteger.TWO, 2, BigInteger.TWO), BigInteger.valueOf(4));
        assertEquals(die(2), a);
    }

    @Test
    void weightsAboveTheDenominatorAreRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> Distribution.of(Map.of(1, BigInteger.TWO), BigInteger.ONE));
    }
}
