package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import dev.romlab.troll.exact.Rational;
import org.junit.jupiter.api.Test;

/** A report's figures of a weight are {@link Rational}'s, by whichever shortcut they are made. */
class WeightFiguresTest {

    @Test
    void figuresAreTheRationalsFigures() {
        Random random = new Random(11);
        List<BigInteger> denominators = List.of(BigInteger.ONE, BigInteger.valueOf(6), BigInteger.valueOf(216),
                BigInteger.ONE.shiftLeft(256), BigInteger.TEN.pow(77).multiply(BigInteger.valueOf(3)),
                new BigInteger(300, random).setBit(299), new BigInteger(300, random).setBit(299).shiftLeft(5)
                        .add(BigInteger.ONE.shiftLeft(5)));
        for (BigInteger denominator : denominators) {
            WeightFigures figures = new WeightFigures(denominator);
            for (BigInteger weight : weights(denominator, random)) {
                Rational exact = Rational.of(weight, denominator);
                String context = weight + "/" + denominator;
                assertEquals(exact.toString(), figures.fraction(weight), context);
                assertEquals(exact.toDouble(), figures.toDouble(weight), context);
                assertEquals(exact.toDouble(), figures.toDouble(weight), context + " again");
            }
        }
    }

    /** Zero, the whole, small and nearly whole weights, multiples of the denominator's factors, and random ones. */
    private static List<BigInteger> weights(BigInteger denominator, Random random) {
        List<BigInteger> weights = new ArrayList<>();
        weights.add(BigInteger.ZERO);
        weights.add(denominator);
        for (long small : new long[] {1, 2, 3, 5, 7, 8, 12, 1L << 40, (1L << 53) - 1, Long.MAX_VALUE}) {
            BigInteger weight = BigInteger.valueOf(small);
            if (weight.compareTo(denominator) <= 0) {
                weights.add(weight);
                weights.add(denominator.subtract(weight));
            }
            weights.add(weight.negate());
        }
        for (int i = 0; i < 200; i++) {
            BigInteger weight = new BigInteger(denominator.bitLength() + 1, random).mod(denominator.add(BigInteger.ONE));
            weights.add(weight);
            weights.add(weight.gcd(denominator).multiply(BigInteger.valueOf(random.nextInt(1000) + 1)));
            weights.add(BigInteger.valueOf(random.nextLong() >>> 11).shiftLeft(random.nextInt(200)));
        }
        return weights;
    }
}
