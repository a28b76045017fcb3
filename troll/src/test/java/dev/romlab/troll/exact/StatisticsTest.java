package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StatisticsTest {

    private static Statistics of(String source) {
        return Statistics.of(new ExactEngine(Parser.parse(source)).distribution());
    }

    @Test
    void oneDieHasTheTextbookMoments() {
        Statistics d6 = of("d6");
        assertEquals(Rational.of(7, 2), d6.mean());
        assertEquals(Rational.of(35, 12), d6.variance());
        assertEquals(Rational.of(3, 2), d6.meanDeviation());
        assertEquals(new BigDecimal("1.708"), d6.spread(4));
    }

    @Test
    void emptyCountsAsZero() {
        // ?0.25 is 1 or {}: mean 1/4, variance 1/4 - 1/16.
        Statistics chance = of("?0.25");
        assertEquals(Rational.of(1, 4), chance.mean());
        assertEquals(Rational.of(3, 16), chance.variance());
    }

    @Test
    void noStatisticsForCollections() {
        assertNull(of("2d6"));
    }

    @Test
    void cutOffMassIsLeftOutOfTheAverage() {
        // With limit 1, accumulate x := d2 while x = 2 keeps only the path that stops at once: {1}.
        Distribution<Multiset> d = new ExactEngine(Parser.parse("sum accumulate x := d2 while x = 2"), 1)
                .distribution();
        assertEquals(Rational.of(1, 2), d.missing());
        assertEquals(Rational.ONE, Statistics.of(d).mean());
    }

    @Test
    void integerWeightSumsAgreeWithTheDefinitionOutcomeByOutcome() {
        for (String source : new String[] {"d6 - 4", "sum 3d6 - 11", "sum accumulate x := d6 while x = 6",
                "sum largest 2 3#(sum accumulate x := d10 while x = 10)", "?0.3", "max 4d10 - min 2d20"}) {
            Distribution<Multiset> d = new ExactEngine(Parser.parse(source), 3).distribution();
            assertEquals(byDefinition(d), Statistics.of(d), source);
        }
    }

    /** The moments as the paper defines them, one exact fraction per outcome, conditional on the computed mass. */
    private static Statistics byDefinition(Distribution<Multiset> d) {
        Rational total = Rational.of(d.weightSum(), d.denominator());
        Rational mean = Rational.ZERO;
        Rational square = Rational.ZERO;
        for (Map.Entry<Multiset, Rational> entry : d.probabilities().entrySet()) {
            Rational x = Rational.of(entry.getKey().isEmpty() ? 0 : entry.getKey().get(0));
            Rational p = entry.getValue().divide(total);
            mean = mean.add(p.multiply(x));
            square = square.add(p.multiply(x).multiply(x));
        }
        Rational deviation = Rational.ZERO;
        for (Map.Entry<Multiset, Rational> entry : d.probabilities().entrySet()) {
            Rational x = Rational.of(entry.getKey().isEmpty() ? 0 : entry.getKey().get(0));
            deviation = deviation.add(entry.getValue().divide(total).multiply(x.subtract(mean).abs()));
        }
        return new Statistics(mean, square.subtract(mean.multiply(mean)), deviation);
    }
}
