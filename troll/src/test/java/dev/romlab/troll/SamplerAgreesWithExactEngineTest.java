package dev.romlab.troll;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.ast.Program;
import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import dev.romlab.troll.value.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The two engines give each construct one meaning: every sampled outcome must be possible in the exact
 * distribution, and sampled frequencies must lie within five standard deviations of the exact probabilities.
 * The seed is fixed, so the test is deterministic.
 */
class SamplerAgreesWithExactEngineTest {

    private static final int SAMPLES = 3000;

    private static final List<String> PROGRAMS = List.of(
            "sum 3d6", "count 5 <= 7d10", "median 4d6", "largest 2 4d6", "{1,2,2,3} pick 2", "d4#d3",
            "x := d6; x*x", "repeat x:=2d4 until (min x)=/=(max x)", "if ?0.3 then d4 else z3", "max (3d6 -- {6})",
            "different 3d4", "d6 drop d6", "d6 keep d6", "foreach x in 1..3 do d x", "-d6 / 2", "d6 mod 4",
            "minimal 3d4", "maximal 3d4", "d3..d5", "least 2 3z2", "choose {d4, 7}", "2d6 & d2", "count 3 > 4d6",
            "function f(n) = if n=1 then 0 else 1 + call f(n/2)\ncall f(d8)",
            "compositional product(1,sum,*)\ncall product(2d4)", "sgn (d6 - 3)", "!(6 = 2d6)", "N ~ d4",
            "compositional signs(0,sgn,+)\ncall signs({d3 - 2, d3 - 2, d3 - 2})", "[d2, 2d2]",
            "p := [d4, d4]; if (%1 p) > (%2 p) then p else [%2 p, %1 p]", "[[d2, {}], z1]", "%2 [d2, d3 + %1 [d2, 0]]",
            "if ?0.5 then [1, d2] else d2");

    @Test
    void everyConstructMeansTheSameInBothEngines() {
        for (String source : PROGRAMS) {
            Program program = Parser.parse(source);
            Distribution<Value> exact = new ExactEngine(program).distribution(Map.of());
            Map<Value, Integer> counts = new HashMap<>();
            Sampler sampler = new Sampler(program, new SplitMixRandom(source.hashCode()));
            for (int i = 0; i < SAMPLES; i++) {
                counts.merge(sampler.roll(Map.of()), 1, Integer::sum);
            }
            for (Map.Entry<Value, Integer> sampled : counts.entrySet()) {
                assertTrue(!exact.probability(sampled.getKey()).isZero(), source + ": sampled " + sampled.getKey()
                        + " which the exact distribution says is impossible: " + exact);
            }
            exact.probabilities().forEach((outcome, probability) -> {
                double p = probability.toDouble();
                double expected = SAMPLES * p;
                double observed = counts.getOrDefault(outcome, 0);
                double tolerance = 5 * Math.sqrt(SAMPLES * p * (1 - p)) + 1;
                assertTrue(Math.abs(observed - expected) <= tolerance, source + ": outcome " + outcome + " sampled "
                        + observed + " times of " + SAMPLES + ", exact probability " + probability + " expects "
                        + expected);
            });
        }
    }
}
