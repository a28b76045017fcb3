package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Expressions whose value is certain once their variables are known are computed value by value
 * ({@link CertainEvaluator}), not as distributions: the result is the one the distribution path gives, which each
 * right-hand program is forced onto by a term {@code 0 * d1} (always 0, but drawn, so nothing around it is
 * determined). Errors read as the distribution path reports them.
 */
class CertainPathTest {

    private static Distribution<Value> dist(String source) {
        return new ExactEngine(Parser.parse(source)).distribution();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "x := 4d3; foreach f in x do count f = x            | x := 4d3; foreach f in x do count (f + 0 * d1) = x",
        "x := 5d4; most := max (foreach f in x do count f = x); max (foreach f in x do if most = count f = x then f"
                + " else {}) | x := 5d4; most := max (foreach f in x do count f = x); max (foreach f in x do if most"
                + " = count f = x then f + 0 * d1 else {})",
        "x := 4d3; foreach f in x do {f, f * 10}            | x := 4d3; foreach f in x do {f, f * 10 + 0 * d1}",
        "x := d6; y := x * 2; w := 7; y + y                 | x := d6; y := x * 2 + 0 * d1; w := 7; y + y",
        "x := d6; y := x * 2; y + 1                         | x := d6; y := x * 2; y + 1 + 0 * d1",
        "x := d4; (x ~ 3) + (q ~ 2)                         | x := d4; (x ~ 3) + (q ~ 2) + 0 * d1",
        "x := d3; p := [x, x + 1]; %2 p * %1 p              | x := d3; p := [x, x + 1]; %2 p * %1 p + 0 * d1",
        "x := 3d3; [sum x, [count x, [min x, [max x, [median x, [different x, [minimal x, [maximal x, [-(sum x),"
                + " [sgn (sum x - 5), !x]]]]]]]]]] | x := 3d3; [sum x, [count x, [min x, [max x, [median x,"
                + " [different x, [minimal x, [maximal x, [-(sum x), [sgn (sum x - 5 + 0 * d1), !x]]]]]]]]]]",
        "x := 2d4; y := 2d3; [x U y, [x drop y, [x keep y, [x -- y, [(min x)..(max y), [least 1 x, [largest 1 y,"
                + " (sum x) / (sum y) * (sum x mod 3)]]]]]]] | x := 2d4; y := 2d3; [x U y, [x drop y, [x keep y,"
                + " [x -- y, [(min x)..(max y), [least 1 x, [largest 1 y, (sum x) / (sum y) * (sum x mod 3)"
                + " + 0 * d1]]]]]]]",
        "x := d4; 2 < x & x                                 | x := d4; 2 < x & x + 0 * d1",
        "x := 2d3; if 2 < x then {x, x} else -(sum x)       | x := 2d3; if 2 < x then {x, x} else -(sum x) + 0 * d1",
        "x := d3; (y := 1 / 0; x)                           | x := d3; (y := 1 / 0; x + 0 * d1)",
    })
    void determinedPartsGiveWhatTheDistributionPathGives(String certain, String drawn) {
        assertEquals(dist(drawn), dist(certain));
    }

    /** keepmost's body is determined: memoised once for every depth it is called at, with the same result. */
    @Test
    void callsOfADeterminedBodyAgreeAtEveryDepth() {
        String functions = """
                function double(x) = x U x
                function again(x, n) = if n = 0 then x else call again(call double(x), n - 1)
                """;
        Distribution<Value> d = dist(functions + "count call again(d2, 3)");
        assertEquals(Rational.ONE, d.probability(Multiset.singleton(8)));
        assertEquals(dist(functions.replace("x U x", "x U x U ((0 * d1) < {})") + "count call again(d2, 3)"), d);
    }

    @Test
    void anErrorReadsAsTheDistributionPathReportsIt() {
        TrollException certain = assertThrows(TrollException.class, () -> dist("x := d6; y := 1 / (x - x); y + y"));
        TrollException drawn = assertThrows(TrollException.class,
                () -> dist("x := d6; y := 1 / (x - x); y + y + 0 * d1"));
        assertEquals(drawn.getMessage(), certain.getMessage());
        assertEquals(drawn.position(), certain.position());
        assertTrue(certain.getMessage().contains("division by zero"), certain.getMessage());
    }

    @Test
    void aWrongOperandReadsAsTheDistributionPathReportsIt() {
        TrollException certain = assertThrows(TrollException.class, () -> dist("x := 2d6; x + 1"));
        TrollException drawn = assertThrows(TrollException.class, () -> dist("x := 2d6; x + 1 + 0 * d1"));
        assertEquals(drawn.getMessage(), certain.getMessage());
    }

    @Test
    void aLongDeterminedCalculationEndsAtTheTimeBudget() {
        String source = "x := d2; sum (foreach i in 1..100000 do sum (foreach j in 1..100000 do i * x))";
        TrollException error = assertThrows(TrollException.class, () ->
                new ExactEngine(Parser.parse(source), 12, 1000, Duration.ofMillis(50)).distribution());
        assertTrue(error.getMessage().contains("ran past its time budget of 50 ms"), error.getMessage());
    }

    @Test
    void aZeroTimeBudgetEndsEvenADeterminedProgram() {
        TrollException error = assertThrows(TrollException.class, () ->
                new ExactEngine(Parser.parse("1 + 2"), 12, 1000, Duration.ZERO).distribution());
        assertTrue(error.getMessage().contains("ran past its time budget of 0 ms"), error.getMessage());
    }
}
