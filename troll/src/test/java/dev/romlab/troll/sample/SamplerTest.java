package dev.romlab.troll.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.TextBox;
import dev.romlab.troll.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One test per construct, with scripted draws so every result is exact. */
class SamplerTest {

    private static Value roll(String source, Map<String, Integer> variables, ScriptedRandom random) {
        Value value = new Sampler(Parser.parse(source), random).roll(variables);
        assertTrue(random.exhausted(), "not every scripted draw was used by " + source);
        return value;
    }

    private static Value roll(String source, long... draws) {
        return roll(source, Map.of(), new ScriptedRandom(draws));
    }

    private static void assertRolls(String expected, String source, long... draws) {
        assertEquals(expected, roll(source, draws).toString(), source);
    }

    /** On the evaluation thread, as Sampler's javadoc asks, so runaway recursion meets the call limit first. */
    private static TrollException failure(String source, long... draws) {
        return assertThrows(TrollException.class, () -> LargeStack.call(
                () -> new Sampler(Parser.parse(source), new ScriptedRandom(draws)).roll(Map.of())), source);
    }

    @Test
    void diceDrawOneFacePerDie() {
        ScriptedRandom random = new ScriptedRandom(0, 5, 2);
        assertEquals(Multiset.of(1, 3, 6), roll("3d6", Map.of(), random));
        assertEquals(List.of(6L, 6L, 6L), random.bounds);
    }

    @Test
    void tooManyDiceAreRefusedBeforeRolling() {
        TrollException error = failure("100000000 d 6");
        assertEquals(new Position(1, 11), error.position());
        assertTrue(error.detail().contains("too large"), error.detail());
    }

    @Test
    void zDiceStartAtZero() {
        ScriptedRandom random = new ScriptedRandom(0, 9);
        assertEquals(Multiset.of(0, 9), roll("2z9", Map.of(), random));
        assertEquals(List.of(10L, 10L), random.bounds);
    }

    @Test
    void dieSizeMayItselfBeRolled() {
        ScriptedRandom random = new ScriptedRandom(3, 1);
        assertEquals(Multiset.singleton(2), roll("d d6", Map.of(), random));
        assertEquals(List.of(6L, 4L), random.bounds);
    }

    @Test
    void badDiceAreErrorsAtTheOperator() {
        assertEquals(new Position(1, 5), failure("(-1)d6").position());
        assertEquals(new Position(1, 1), failure("d0").position());
        assertEquals(Multiset.singleton(0), roll("z0", 0));
        assertEquals(Multiset.singleton(Integer.MAX_VALUE), roll("z 2147483647", 2147483647L));
    }

    @Test
    void arithmeticFloorsDivisionAsStandardMl() {
        assertRolls("3", "7/2");
        assertRolls("-4", "-7/2");
        assertRolls("1", "-7 mod 2");
        assertRolls("-1", "7 mod -2");
        assertRolls("7", "1 + 2 * 3");
    }

    @Test
    void divisionAndModuloByZeroAreErrors() {
        TrollException error = failure("1 + 6/0");
        assertEquals(new Position(1, 6), error.position());
        assertEquals("division by zero", error.detail());
        assertEquals("modulo by zero", failure("6 mod (1-1)").detail());
    }

    @Test
    void runTimeErrorsShowTheLineAndACaret() {
        String source = "x := d6;\n  x / (x - x)";
        TrollException error = failure(source, 2);
        assertEquals("2:5: division by zero\n  x / (x - x)\n    ^", error.describe(source));
    }

    @Test
    void arithmeticNeedsSingletons() {
        TrollException error = failure("3d6+4", 0, 1, 2);
        assertEquals(new Position(1, 4), error.position());
        assertTrue(error.detail().contains("{1 2 3}"), error.detail());
    }

    @Test
    void collectionOperatorsOnALiteral() {
        String c = "{3,1,3,2}";
        assertRolls("9", "sum " + c);
        assertRolls("4", "count " + c);
        assertRolls("1", "min " + c);
        assertRolls("3", "max " + c);
        assertRolls("1", "minimal " + c);
        assertRolls("3 3", "maximal " + c);
        assertRolls("1 2 3", "different " + c);
        assertRolls("{}", "min {}");
        assertRolls("0", "sum {}");
    }

    @Test
    void medianIsTheSmallestOfTheLargerHalf() {
        assertRolls("6", "median {2,6,23}");
        assertRolls("3", "median {1,2,3,4}");
        assertRolls("{}", "median {}");
    }

    @Test
    void leastAndLargestKeepAtMostN() {
        assertRolls("1 2", "least 2 {3,1,3,2}");
        assertRolls("3 3", "largest 2 {3,1,3,2}");
        assertRolls("1 2 3 3", "largest 9 {3,1,3,2}");
        assertEquals(new Position(1, 1), failure("least -1 {1}").position());
    }

    @Test
    void hashRepeatsTheWholeExpression() {
        ScriptedRandom random = new ScriptedRandom(1, 0, 1, 3);
        assertEquals(Multiset.of(2, 1, 2, 4), roll("2#(d2 U d4)", Map.of(), random));
        assertEquals(List.of(2L, 4L, 2L, 4L), random.bounds);
        assertRolls("{}", "0#d6");
        assertTrue(failure("(-1)#d6").detail().contains("negative"));
    }

    @Test
    void unionAndBraces() {
        assertRolls("1 2 2 3", "{1, 2} U {2, 3}");
        assertRolls("1 2 2 3", "{1, 2} @ {2, 3}");
        assertRolls("{}", "{}");
    }

    @Test
    void rangesAreInclusiveAndEmptyWhenReversed() {
        assertRolls("3", "3..3");
        assertRolls("{}", "4..3");
        assertRolls("-1 0 1", "-1..1");
    }

    @Test
    void chooseDrawsOneElement() {
        ScriptedRandom random = new ScriptedRandom(2);
        assertEquals(Multiset.singleton(9), roll("choose {5,7,9}", Map.of(), random));
        assertEquals(List.of(3L), random.bounds);
        assertEquals("choose from an empty collection", failure("choose {}").detail());
    }

    @Test
    void pickDrawsWithoutReplacement() {
        ScriptedRandom random = new ScriptedRandom(9, 0, 0);
        assertEquals(Multiset.of(10, 2, 3), roll("{1..10} pick 3", Map.of(), random));
        assertEquals(List.of(10L, 9L, 8L), random.bounds);
        assertRolls("1 2 2", "{1,2,2} pick 5");
        assertTrue(failure("{1} pick -1").detail().contains("negative"));
    }

    @Test
    void filtersKeepElementsOfTheRightOperand() {
        assertRolls("2", "count 7< {3,8,9,7}");
        assertRolls("8 9", "7 < {3,8,9,7}");
        assertRolls("3 7", "7 >= {3,8,9,7}");
        assertRolls("7", "7 = {3,8,9,7}");
        assertRolls("3 8 9", "7 =/= {3,8,9,7}");
        assertRolls("4", "3 < 6 > {1,4,6}");
    }

    @Test
    void dropKeepAndMultisetDifference() {
        assertRolls("3", "{2,2,3} drop {2,4}");
        assertRolls("2 2", "{2,2,3} keep {2,4}");
        assertRolls("2 3", "{2,2,3} -- {2,4}");
    }

    @Test
    void ifTreatsEmptyAsFalse() {
        assertRolls("2", "if {} then 1 else 2");
        assertRolls("1", "if {0} then 1 else 2");
    }

    @Test
    void ampersandIsLogicalAndWithoutEvaluatingTheRightWhenFalse() {
        assertRolls("{}", "{} & d6");
        assertRolls("5", "1 & d6", 4);
    }

    @Test
    void chanceComparesADecimalDraw() {
        ScriptedRandom random = new ScriptedRandom(24);
        assertEquals(Multiset.singleton(1), roll("?0.25", Map.of(), random));
        assertEquals(List.of(100L), random.bounds);
        assertRolls("{}", "?0.25", 25);
    }

    @Test
    void localDefinitionsHideWithoutOverwriting() {
        assertRolls("1 2", "x := 2; (x := 1; x) U x");
        assertRolls("16", "x := d6; x*x", 3);
        assertEquals("unknown variable x", failure("(x := d6; x) U x", 0).detail());
    }

    @Test
    void foreachUnitesTheBodyOverEachElement() {
        assertRolls("14", "c := {1,3,3,3,5,7,7}; max (foreach x in 1..10 do sum (x = c))");
        assertRolls("2 3 4", "foreach x in {1,2,3} do x+1");
    }

    @Test
    void repeatReturnsTheLastIteration() {
        ScriptedRandom random = new ScriptedRandom(7, 7, 2);
        assertEquals(Multiset.singleton(3), roll("repeat x:=d8 until x<8", Map.of(), random));
        assertEquals(List.of(8L, 8L, 8L), random.bounds);
        assertRolls("5", "repeat x:=d8 while x=8", 7, 4);
    }

    @Test
    void accumulateUnitesEveryIteration() {
        assertRolls("4 10 10", "accumulate x:=d10 while x=10", 9, 9, 3);
    }

    @Test
    void endlessLoopsAreErrors() {
        assertTrue(failure("repeat x:=1 while x=1").detail().contains("still running"));
    }

    @Test
    void recursiveFunctionsFromThePaper() {
        String mul = "function mul(v) =\n  if v then (min v)*call mul(largest ((count v)-1) v)\n  else 1\n";
        assertRolls("24", mul + "call mul({2,3,4})");
        String evenOdd = "function even(n) = if n=0 then 1 else call odd(n-1)\ncall even(N)\n"
                + "function odd(n) = if n=0 then 0 else call even(n-1)";
        assertEquals(Multiset.singleton(0), roll(evenOdd, Map.of("N", 7), new ScriptedRandom()));
        assertEquals(Multiset.singleton(1), roll(evenOdd, Map.of("N", 4), new ScriptedRandom()));
    }

    @Test
    void functionsDoNotSeeOuterVariables() {
        TrollException error = assertThrows(TrollException.class, () -> new Sampler(
                Parser.parse("function f(x) = x + N\ncall f(1)"), new ScriptedRandom()).roll(Map.of("N", 1)));
        assertEquals(new Position(1, 21), error.position());
    }

    @Test
    void runawayRecursionIsAnError() {
        assertTrue(failure("function f(x) = call f(x)\ncall f(1)").detail().contains("deeper"));
        assertEquals("unknown function g", failure("call g(1)").detail());
        assertTrue(failure("function f(x) = x\ncall f(1, 2)").detail().contains("takes 1 argument"));
    }

    @Test
    void compositionalFunctionsFoldOverElements() {
        String named = "compositional product(1,id,times)\nfunction id(x) = x\nfunction times(x,y) = x*y\n";
        assertRolls("24", named + "call product({2,3,4})");
        assertRolls("1", named + "call product({})");
        assertRolls("24", "compositional product(1,sum,*)\ncall product({2,3,4})");
        assertRolls("3", "compositional size(0,count,+)\ncall size({5,5,6})");
    }

    @Test
    void commandLineVariablesAreTheOuterScope() {
        ScriptedRandom random = new ScriptedRandom(4, 5, 0);
        assertEquals(Multiset.singleton(2), roll("count T <= N d10", Map.of("N", 3, "T", 5), random));
        assertEquals(List.of(10L, 10L, 10L), random.bounds);
    }

    @Test
    void textBoxesStackAndAlign() {
        assertEquals(List.of("1    ", "two  ", "three"), box("\"1\" |> \"two\" |> \"three\""));
        assertEquals(List.of("    1", "  two", "three"), box("\"1\" <| \"two\" <| \"three\""));
        assertEquals(List.of("  1  ", " two ", "three"), box("\"1<>two<>three\""));
        assertEquals(List.of("1 two ", " three"), box("\"1\" || \"two\" <> \"three\""));
    }

    @Test
    void besidePadsTheShorterBoxAtTheBottom() {
        assertEquals(List.of("abc", "  d"), box("\"ab\" || (\"c\" |> \"d\")"));
    }

    @Test
    void quoteTurnsSamplesIntoRightAlignedLines() {
        assertEquals(List.of(" 7", "12"), box("2'sum 2d6", 0, 5, 5, 5));
        assertEquals(List.of("1 2 3"), box("'{3,2,1}"));
        assertEquals(List.of("Str  7", "Dex 12"), box("\"Str |>Dex\" || 2'sum 2d6", 0, 5, 5, 5));
    }

    private static List<String> box(String source, long... draws) {
        Value value = roll(source, draws);
        assertTrue(value instanceof TextBox, source + " gave " + value);
        return ((TextBox) value).lines();
    }

    @Test
    void aSeedReproducesARun() {
        assertEquals(rolls(42), rolls(42));
        assertNotEquals(rolls(42), rolls(43));
    }

    private static List<Value> rolls(long seed) {
        Sampler sampler = new Sampler(Parser.parse("sum 3d6"), new SplitMixRandom(seed));
        List<Value> values = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            values.add(sampler.roll(Map.of()));
        }
        return values;
    }
}
