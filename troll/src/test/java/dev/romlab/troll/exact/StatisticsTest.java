package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import java.math.BigDecimal;
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
}
