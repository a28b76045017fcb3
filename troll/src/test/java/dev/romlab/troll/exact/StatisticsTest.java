package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
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

    private static Distribution<Value> limited(String source, int limit) {
        return new ExactEngine(Parser.parse(source), limit).distribution();
    }

    @Test
    void cutOffMassCountsAsNothingAsInTheOriginal() {
        // The example at limit 2: 1..5 with 1/6 each, 7..11 with 1/36 each, 1/36 cut off.
        // Average 15/6 + 45/36 = 15/4; sum p*x*x = 55/6 + 415/36 = 745/36, less (15/4)^2 gives 955/144;
        // mean deviation (6.75/6 + 26.25/36) = 89/48.
        Statistics original = Statistics.of(limited("sum accumulate x:=d6 while x=6", 2));
        assertEquals(Rational.of(15, 4), original.mean());
        assertEquals(Rational.of(955, 144), original.variance());
        assertEquals(Rational.of(89, 48), original.meanDeviation());
        assertEquals(new BigDecimal("2.57526"), original.spread(6));
    }

    @Test
    void conditionalFiguresDivideByTheMassLeft() {
        // 15/4 over 35/36 is 27/7 (3.857, what romlab printed before and the original does not).
        Statistics conditional = Statistics.conditional(limited("sum accumulate x:=d6 while x=6", 2));
        assertEquals(Rational.of(27, 7), conditional.mean());
    }

    @Test
    void halfCutOffByHand() {
        // Limit 1 keeps only the path that stops at once: {1} with 1/2. Original: average 1/2, spread
        // sqrt(1/2 - 1/4), mean deviation 1/2 * |1 - 1/2|. Conditional: always 1.
        Distribution<Value> d = limited("sum accumulate x := d2 while x = 2", 1);
        assertEquals(Rational.of(1, 2), d.missing());
        assertEquals(new Statistics(Rational.of(1, 2), Rational.of(1, 4), Rational.of(1, 4)), Statistics.of(d));
        assertEquals(new Statistics(Rational.ONE, Rational.ZERO, Rational.ZERO), Statistics.conditional(d));
    }

    @Test
    void withoutMissingMassBothAgree() {
        for (String source : new String[] {"d6", "?0.25", "sum accumulate x := d2 while x = 2 & 1 = 2"}) {
            Distribution<Value> d = new ExactEngine(Parser.parse(source)).distribution();
            assertEquals(Statistics.of(d), Statistics.conditional(d), source);
        }
    }

    @Test
    void everyPathCutOffGivesZerosAsTheOriginalPrintsAndNoConditionalFigures() {
        Distribution<Value> d = limited("function f(n) = call f(n)\ncall f(1)", 3);
        assertEquals(Rational.ONE, d.missing());
        assertEquals(new Statistics(Rational.ZERO, Rational.ZERO, Rational.ZERO), Statistics.of(d));
        assertNull(Statistics.conditional(d));
    }

    @Test
    void integerWeightSumsAgreeWithTheDefinitionOutcomeByOutcome() {
        for (String source : new String[] {"d6 - 4", "sum 3d6 - 11", "sum accumulate x := d6 while x = 6",
                "sum largest 2 3#(sum accumulate x := d10 while x = 10)", "?0.3", "max 4d10 - min 2d20"}) {
            Distribution<Value> d = new ExactEngine(Parser.parse(source), 3).distribution();
            assertEquals(byDefinition(d, Rational.ONE), Statistics.of(d), source);
            assertEquals(byDefinition(d, Rational.of(d.weightSum(), d.denominator())), Statistics.conditional(d),
                    source);
        }
    }

    /** The moments one exact fraction per outcome, each probability divided by {@code total}. */
    private static Statistics byDefinition(Distribution<Value> d, Rational total) {
        Rational mean = Rational.ZERO;
        Rational square = Rational.ZERO;
        for (Map.Entry<Value, Rational> entry : d.probabilities().entrySet()) {
            Rational x = valueOf(entry.getKey());
            Rational p = entry.getValue().divide(total);
            mean = mean.add(p.multiply(x));
            square = square.add(p.multiply(x).multiply(x));
        }
        Rational deviation = Rational.ZERO;
        for (Map.Entry<Value, Rational> entry : d.probabilities().entrySet()) {
            Rational x = valueOf(entry.getKey());
            deviation = deviation.add(entry.getValue().divide(total).multiply(x.subtract(mean).abs()));
        }
        return new Statistics(mean, square.subtract(mean.multiply(mean)), deviation);
    }

    private static Rational valueOf(Value value) {
        Multiset m = (Multiset) value;
        return Rational.of(m.isEmpty() ? 0 : m.get(0));
    }
}
