package dev.romlab.troll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.troll.ast.Position;
import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.exact.Rational;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The meaning of {@code sgn}, {@code !} and {@code x ~ e} (the original program's quick reference), in the sampler
 * and in the exact engine; each expected value is worked out by hand.
 */
class QuickReferenceOperatorsTest {

    private static Value roll(String source, Map<String, Integer> variables) {
        return new Sampler(Parser.parse(source), new SplitMixRandom(1)).roll(variables);
    }

    private static Distribution<Value> exact(String source, Map<String, Integer> variables) {
        return new ExactEngine(Parser.parse(source)).distribution(variables);
    }

    /** A deterministic program gives the same single outcome in both engines. */
    private static void assertBoth(Multiset expected, String source, Map<String, Integer> variables) {
        assertEquals(expected, roll(source, variables), "sampled " + source);
        assertEquals(Map.of(expected, Rational.ONE), exact(source, variables).probabilities(), "exact " + source);
    }

    @Test
    void sgnIsTheSignOfASingleValue() {
        assertBoth(Multiset.of(-1), "sgn -5", Map.of());
        assertBoth(Multiset.of(0), "sgn 0", Map.of());
        assertBoth(Multiset.of(1), "sgn 2147483647", Map.of());
    }

    @Test
    void sgnOfARollHasThreeOutcomes() {
        Distribution<Value> d = exact("sgn (d6 - 3)", Map.of());
        assertEquals(Rational.of(1, 3), d.probability(Multiset.of(-1)));
        assertEquals(Rational.of(1, 6), d.probability(Multiset.of(0)));
        assertEquals(Rational.of(1, 2), d.probability(Multiset.of(1)));
    }

    @Test
    void sgnOfACollectionIsAnError() {
        TrollException error = assertThrows(TrollException.class, () -> roll("sgn {1, 2}", Map.of()));
        assertEquals(new Position(1, 1), error.position());
        assertThrows(TrollException.class, () -> exact("sgn {}", Map.of()));
    }

    @Test
    void bangIsOneExactlyWhenItsOperandIsEmpty() {
        assertBoth(Multiset.of(1), "!{}", Map.of());
        assertBoth(Multiset.EMPTY, "!{3, 3}", Map.of());
        // No six among two dice: (5/6)^2.
        Distribution<Value> d = exact("!6=2d6", Map.of());
        assertEquals(Rational.of(25, 36), d.probability(Multiset.of(1)));
        assertEquals(Rational.of(11, 36), d.probability(Multiset.EMPTY));
    }

    @Test
    void tildeGivesTheVariableWhenBoundAndTheFallbackOtherwise() {
        assertBoth(Multiset.of(5), "N ~ 3", Map.of("N", 5));
        assertBoth(Multiset.of(3), "N ~ 3", Map.of());
        assertBoth(Multiset.of(7), "x := 7; x ~ d6", Map.of());
        assertEquals(Rational.of(1, 4), exact("N ~ d4", Map.of()).probability(Multiset.of(2)));
    }

    @Test
    void functionBodiesSeeOnlyTheirParameters() {
        // Command-line variables do not reach a function body (paper section 6), so b falls back to 10.
        assertBoth(Multiset.of(11), "function f(n) = n + (b ~ 10)\ncall f(1)", Map.of("b", 2));
        assertBoth(Multiset.of(3), "function f(b) = b ~ 10\ncall f(3)", Map.of());
    }

    @Test
    void aSingleUseThroughTildeKeepsTheExactEngineOnItsFastPath() {
        // Enumerating the multisets of 40d6 would run out of time; the convolution for sum takes milliseconds.
        Map<Value, Rational> sum = exact("sum 40d6", Map.of()).probabilities();
        assertEquals(sum, exact("x := 40d6; sum (x ~ {})", Map.of()).probabilities());
        assertEquals(sum, exact("sum (N ~ 40d6)", Map.of()).probabilities());
    }
}
