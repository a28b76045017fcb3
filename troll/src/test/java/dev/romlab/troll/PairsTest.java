package dev.romlab.troll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.Unparser;
import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.exact.Rational;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Pair;
import dev.romlab.troll.value.RollText;
import dev.romlab.troll.value.TextBox;
import dev.romlab.troll.value.Value;
import dev.romlab.troll.value.ValueOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code [e1, e2]}, {@code %1 e} and {@code %2 e}, as the original's Parser.grm, Interpreter.sml and Main.sml define
 * them: a pair holds any two values, {@code %1}/{@code %2} take them apart, collection operators reject a pair.
 */
class PairsTest {

    private static Value roll(String source) {
        return new Sampler(Parser.parse(source), new SplitMixRandom(1)).roll(Map.of());
    }

    private static String unparse(String source) {
        return Unparser.toSource(Parser.parseExpression(source));
    }

    @Test
    void parsesPairsAndProjectionsAtTheLevelOfSum() {
        assertEquals("[(1 + 2), {3, 4}]", unparse("[1+2, {3,4}]"));
        // %1 and %2 sit in the row of sum (Parser.grm): their operand is read at the filter level
        assertEquals("((%1 (x > (%2 x))) + 1)", unparse("%1 x > %2 x + 1"));
        assertEquals("[[1, 2], (x := 3; x)]", unparse("[[1,2], x := 3; x]"));
    }

    @Test
    void aPairNeedsItsCommaAndClosingBracket() {
        TrollException missing = assertThrows(TrollException.class, () -> Parser.parse("[1 2]"));
        assertEquals(new Position(1, 4), missing.position());
        TrollException unclosed = assertThrows(TrollException.class, () -> Parser.parse("[1, 2"));
        assertEquals(new Position(1, 6), unclosed.position());
        assertThrows(TrollException.class, () -> Parser.parse("%3 [1, 2]"));
    }

    @Test
    void holdsAnyTwoValuesAndProjectionsTakeThemApart() {
        assertEquals(new Pair(Multiset.of(3), Multiset.of(1, 2)), roll("[3, {2, 1}]"));
        assertEquals(Multiset.of(3), roll("%1 [3, {2, 1}]"));
        assertEquals(Multiset.of(1, 2), roll("%2 [3, {2, 1}]"));
        assertEquals(new Pair(Multiset.of(4), TextBox.line("a")), roll("%2 [1, [4, \"a\"]]"));
        assertEquals(Multiset.of(7), roll("p := [d6, 7]; %2 p"));
        assertEquals(Multiset.of(5), roll("function f(p) = %1 p + %2 p\ncall f([2, 3])"));
    }

    @Test
    void pairsAreEqualWhenBothPartsAre() {
        assertEquals(new Pair(Multiset.of(1), Multiset.of(2)), new Pair(Multiset.of(1), Multiset.of(2)));
        assertEquals(new Pair(Multiset.of(1), Multiset.of(2)).hashCode(),
                new Pair(Multiset.of(1), Multiset.of(2)).hashCode());
        assertNotEquals(new Pair(Multiset.of(1), Multiset.of(2)), new Pair(Multiset.of(2), Multiset.of(1)));
    }

    @Test
    void printsAsTheOriginalsStringIVal() {
        assertEquals("[3, 1 2]", RollText.show(roll("[3, {2, 1}]")));
        assertEquals("[~1, ]", RollText.show(roll("[-1, {}]")));
        assertEquals("[[1, 2], a]", RollText.show(roll("[[1, 2], \"a\"]")));
        assertEquals(TextBox.line("[1 2, 3]"), roll("'[{1, 2}, 3]"));
    }

    @Test
    void collectionOperatorsRejectAPairAndProjectionsRejectTheRest() {
        TrollException sum = assertThrows(TrollException.class, () -> roll("sum [1, 2]"));
        assertEquals(new Position(1, 5), sum.position());
        assertTrue(sum.detail().contains("not a pair"), sum.detail());
        assertThrows(TrollException.class, () -> roll("[1, 2] + 1"));
        assertThrows(TrollException.class, () -> roll("2 # [1, 2]"));
        TrollException first = assertThrows(TrollException.class, () -> roll("%1 {1, 2}"));
        assertEquals("operand of '%1' must be a pair", first.detail());
    }

    @Test
    void theExactEngineGivesPairsTheirJointDistribution() {
        Distribution<Value> pairs = exact("[d2, 2 * d2]");
        assertEquals(4, pairs.size());
        assertEquals(Rational.of(1, 4), pairs.probability(new Pair(Multiset.of(2), Multiset.of(4))));
        Distribution<Value> sorted = exact("p := [d3, d3]; if (%1 p) > (%2 p) then [%2 p, %1 p] else p");
        assertEquals(Rational.of(2, 9), sorted.probability(new Pair(Multiset.of(1), Multiset.of(3))));
        assertEquals(Rational.of(1, 9), sorted.probability(new Pair(Multiset.of(3), Multiset.of(3))));
        assertEquals(Rational.of(0), sorted.probability(new Pair(Multiset.of(3), Multiset.of(1))));
    }

    @Test
    void theExactEngineTakesPairsApartAndMergesEqualOutcomes() {
        Distribution<Value> sum = exact("%1 [d6, 2] + %2 [1, d2]");
        assertEquals(Rational.of(1, 12), sum.probability(Multiset.of(2)));
        Distribution<Value> nested = exact("%2 %1 [[d2, 5], 7]");
        assertEquals(Distribution.certain(Multiset.of(5)), nested);
    }

    @Test
    void theExactEngineRejectsPairsWhereTheSamplerDoes() {
        TrollException sum = assertThrows(TrollException.class, () -> exact("sum [1, 2]"));
        assertTrue(sum.detail().contains("not a pair"), sum.detail());
        TrollException first = assertThrows(TrollException.class, () -> exact("1 + %1 {d6, 2}"));
        assertEquals(new Position(1, 5), first.position());
        assertEquals("operand of '%1' must be a pair", first.detail());
    }

    @Test
    void outcomesAreOrderedAsTheOriginalOrdersThem() {
        List<Value> values = new ArrayList<>(List.of(new Pair(Multiset.of(2), Multiset.EMPTY),
                new Pair(Multiset.of(1), Multiset.of(5)), TextBox.line("a"), Multiset.of(1, 2), Multiset.EMPTY,
                new Pair(Multiset.of(1), Multiset.of(3)), Multiset.of(1)));
        values.sort(ValueOrder.INSTANCE);
        assertEquals(List.of(Multiset.EMPTY, Multiset.of(1), Multiset.of(1, 2), TextBox.line("a"),
                new Pair(Multiset.of(1), Multiset.of(3)), new Pair(Multiset.of(1), Multiset.of(5)),
                new Pair(Multiset.of(2), Multiset.EMPTY)), values);
    }

    private static Distribution<Value> exact(String source) {
        return new ExactEngine(Parser.parse(source)).distribution(Map.of());
    }
}
