package dev.romlab.troll.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.FunctionRef;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.ast.UnaryOp;
import dev.romlab.troll.ast.Unparser;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Grouping follows the paper's precedence table (appendix "Operator precedences"); each test pins one row. */
class ParserTest {

    private static void assertGroups(String expected, String source) {
        assertEquals(expected, Unparser.toSource(Parser.parseExpression(source)), "grouping of: " + source);
    }

    private static TrollException parseError(String source) {
        return assertThrows(TrollException.class, () -> Parser.parse(source), source);
    }

    @Test
    void prefixDieBindsTighterThanInfixDie() {
        assertGroups("((d 5) d 6)", "d5 d6");
        assertGroups("((d 4) d 6)", "(d4)d6");
        assertGroups("(d (d 6))", "d d6");
    }

    @Test
    void infixDiceAndHashGroupRight() {
        assertGroups("(2 d (3 d 6))", "2d3d6");
        assertGroups("((d 4) # (d 6))", "d4#d6");
        assertGroups("(10 # (sum (5 d 6)))", "10#(sum 5d6)");
        assertGroups("(3 z 9)", "3z9");
        assertGroups("(z 4)", "Z4");
    }

    @Test
    void filtersGroupRightAndBindTighterThanPrefixOperators() {
        assertGroups("(3 < (6 > x))", "3 < 6 > x");
        assertGroups("(count (6 = (10 d 6)))", "count 6 = 10d6");
        assertGroups("(count (T <= (N d 10)))", "count T <= N d10");
        assertGroups("(count (7 =/= (N # (accumulate x := (d 10) while (x = 10)))))",
                "count 7=/= N#(accumulate x:=d10 while x=10)");
    }

    @Test
    void prefixOperatorsTakeTheirOperandAtTheirOwnLevel() {
        assertGroups("((sum (3 d 6)) + 4)", "sum 3d6+4");
        assertGroups("((2 * (sum (3 d 6))) + 1)", "2 * sum 3d6 + 1");
        assertGroups("(largest 1 (least 2 (3 d 6)))", "largest 1 least 2 3d6");
        assertGroups("(max (different (choose {1, 2})))", "max different choose {1,2}");
    }

    @Test
    void aSelectionCountGivesWayWhenNothingIsLeftToSelectFrom() {
        assertGroups("(largest 2 (3 d 6))", "largest 2 3d6");
        assertGroups("(largest 2 (d 6))", "largest 2 d6");
        assertGroups("((least 1 (2 d 6)) + 1)", "least 1 2d6 + 1");
        assertGroups("(largest (2 d 3) (4 d 6))", "largest 2d3 4d6");
    }

    @Test
    void prefixMinusBindsTighterThanTimesButLooserThanSum() {
        assertGroups("((- x) * y)", "-x*y");
        assertGroups("(- (sum x))", "- sum x");
        assertGroups("(- (3 d 6))", "-3d6");
        assertGroups("(x - (- 1))", "x - -1");
    }

    @Test
    void arithmeticGroupsLeft() {
        assertGroups("(((d 6) + (d 8)) - 3)", "d6 + d8 - 3");
        assertGroups("((12 / 3) * 2)", "12 / 3 * 2");
        assertGroups("(1 + (2 * 3))", "1 + 2 * 3");
        assertGroups("((7 mod 3) * 2)", "7 mod 3 * 2");
    }

    @Test
    void unionAndAmpersandGroupRightBelowPlus() {
        assertGroups("((1 + 2) U (3 U 4))", "1 + 2 U 3 @ 4");
        assertGroups("((x = 2) & ((y = 3) U w))", "x = 2 & y = 3 U w");
    }

    @Test
    void dropKeepPickGroupLeftBelowUnion() {
        assertGroups("(((2 d 6) drop (1 U 2)) keep 6)", "2d6 drop 1 U 2 keep 6");
        assertGroups("({(1 .. 10)} pick 3)", "{1..10} pick 3");
        assertGroups("({2, 2, 3} -- {2, 4})", "{2,2,3} -- {2,4}");
    }

    @Test
    void rangeIsLooserThanDropAndDoesNotAssociate() {
        assertGroups("((d 4) .. (d 10))", "d4..d10");
        assertGroups("((1 drop 2) .. 6)", "1 drop 2 .. 6");
        TrollException error = parseError("1..2..3");
        assertEquals(new Position(1, 5), error.position(), error.getMessage());
    }

    @Test
    void textOperatorsGroupRightBelowRange() {
        assertGroups("(\"1\" || (\"two\" <> \"three\"))", "\"1\" || \"two\" <> \"three\"");
        assertGroups("(\"a\" |> (\"b\" <| (1 .. 2)))", "\"a\" |> \"b\" <| 1..2");
    }

    @Test
    void quotesMakeTextBoxes() {
        assertGroups("(6 ' (sum (largest 3 (4 d 6))))", "6'sum largest 3 4d6");
        assertGroups("('(3 d 6))", "'3d6");
        assertGroups("(((S - 1) ' \",\") <| \"}\")", "((S-1)'\",\") <| \"}\"");
    }

    @Test
    void letGroupsRightAndItsValueStopsAtTheSemicolon() {
        assertGroups("(x := (d 6); (y := (d 6); ((x * x) * y)))", "x := d6; y := d6; x*x*y");
        assertGroups("(x := 2; ((x := 1; x) U x))", "x := 2; (x := 1; x) U x");
    }

    @Test
    void conditionalTailsExtendAsFarAsPossible() {
        assertGroups("(if (x = y) then (2 * x) else (max (x U y)))", "if x = y then 2*x else max (x U y)");
        assertGroups("(if ?0.25 then 1 else (2 + 3))", "if ?0.25 then 1 else 2 + 3");
        assertGroups("(foreach x in (1 .. 10) do (sum (x = c)))", "foreach x in 1..10 do sum (x = c)");
    }

    @Test
    void loopsReadTheirTest() {
        assertGroups("(repeat x := (d 8) until (x < 8))", "repeat x:=d8 until x<8");
        assertGroups("(repeat x := (2 d 6) until ((min x) =/= (max x)))", "repeat x:=2d6 until (min x)=/=(max x)");
        assertGroups("(sum (accumulate x := (d 10) while (x = 10)))", "sum accumulate x:=d10 while x=10");
    }

    @Test
    void chanceKeepsItsExactDecimal() {
        Expr.Chance chance = (Expr.Chance) Parser.parseExpression("?0.125");
        assertEquals(new BigDecimal("0.125"), chance.probability());
    }

    @Test
    void commentsRunToTheEndOfTheLine() {
        assertGroups("((d 6) + 1)", "d6 \\ a six-sided die\n + 1 \\ and one more");
    }

    @Test
    void namesAreLettersOnly() {
        assertGroups("(N d 6)", "N d6");
        assertGroups("(sum dX)", "sum dX");
        parseError("Nd6");
    }

    @Test
    void functionsMayBeDeclaredBeforeAndAfterTheMainExpression() {
        Program program = Parser.parse("""
                function even(n) =
                  if n=0 then 1 else call odd(n-1)

                call even(d9)

                function odd(n) =
                  if n=0 then 0 else call even(n-1)
                """);
        assertEquals("call even((d 9))", Unparser.toSource(program.main()));
        assertEquals(List.of("even", "odd"), program.declarations().keySet().stream().sorted().toList());
        Declaration.Function odd = (Declaration.Function) program.declarations().get("odd");
        assertEquals(List.of("n"), odd.parameters());
        assertEquals("(if (n = 0) then 0 else call even((n - 1)))", Unparser.toSource(odd.body()));
    }

    @Test
    void compositionalTakesNamesOrPredefinedOperators() {
        Program program = Parser.parse("compositional product(1,sum,*)\ncall product(3d6)");
        Declaration.Compositional product = (Declaration.Compositional) program.declarations().get("product");
        assertEquals("1", Unparser.toSource(product.empty()));
        assertEquals(new FunctionRef.Prefix(UnaryOp.SUM), product.singleton());
        assertEquals(new FunctionRef.Infix(BinaryOp.TIMES), product.union());
        Program named = Parser.parse("compositional product(1,id,times)\nfunction id(x) = x\n"
                + "function times(x,y) = x*y\ncall product(3d6)");
        assertEquals(new FunctionRef.Named("id"),
                ((Declaration.Compositional) named.declarations().get("product")).singleton());
    }

    @Test
    void errorsNameLineAndColumnWithACaret() {
        String source = "x := d6;\nx + * 2";
        TrollException error = parseError(source);
        assertEquals(new Position(2, 5), error.position());
        assertEquals("2:5: expected an expression but found '*'\nx + * 2\n    ^", error.describe(source));
    }

    /** A tab before the column stays a tab under it, so the caret lines up however wide a terminal shows tabs. */
    @Test
    void caretKeepsTheTabsOfTheLineBeforeIt() {
        String source = "\tx +\t* 2";
        TrollException error = parseError(source);
        assertEquals("1:6: expected an expression but found '*'\n\tx +\t* 2\n\t   \t^", error.describe(source));
    }

    @Test
    void unexpectedEndIsReportedWhereTheInputEnds() {
        TrollException error = parseError("sum (3d6");
        assertEquals(new Position(1, 9), error.position(), error.getMessage());
        assertTrue(error.detail().contains("')'"), error.detail());
    }

    @Test
    void lexicalErrorsHavePositions() {
        assertEquals(new Position(1, 4), parseError("d6 $ 2").position());
        assertEquals(new Position(2, 3), parseError("1\n  \"open").position());
        assertEquals(new Position(1, 1), parseError("?1.5").position());
    }

    @Test
    void declarationsMustBeUniqueAndAMainExpressionPresent() {
        parseError("function f(x) = x\nfunction f(y) = y\ncall f(1)");
        assertEquals(new Position(1, 18), parseError("function f(x) = x").position());
        parseError("1 2");
    }
}
