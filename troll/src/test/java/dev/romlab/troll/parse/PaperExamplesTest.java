package dev.romlab.troll.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.Unparser;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every example expression of the paper (seed 002_9a6f8b4afe0aaa86.txt) parses, and prints back stably. */
class PaperExamplesTest {

    private static final List<String> EXAMPLES = List.of(
            "d6", "D6", "d d6", "sum 5d6", "(4+1)d6", "(d4)d6", "3*d6", "-d7", "sum 3d6+4", "z9", "3z9", "Z4",
            "d4#d6", "10#(sum 5d6)", "3d6 U 3d8", "d6 U 3d8", "3d6 @ d8", "{1, 2, 1}", "{}", "{d6, 3d8}",
            "1..6", "d4..d10", "7..3", "choose {-1,0,1}", "{1..10} pick 3", "{1,2,2} pick 2", "count 6 = 10d6",
            "count 4 < 10d6", "count d6 > 10d6", "2d6 drop 3", "d6 drop d6", "(d6+d6) keep {5,7}",
            "d6 keep d6", "{2,2,3} -- {2,4}", "different {2, 1, 2}", "count different x", "min 3d6",
            "largest 1 least 2 3d6", "minimal x", "maximal x", "median 3d20", "x := d6; x*x",
            "x := d6; y := d6; x*x*y*y", "(x := d6; x) U x", "x := 2; (x := 1; x) U x",
            "if x = y then 2*x else max (x U y)", "if ?0.5 then x else y", "if x = 2 U y = 3 then 42 else 24",
            "if x = 2 & y = 3 then 42 else 24", "foreach x in c do x+1",
            "c := 7d10; max (foreach x in 1..10 do sum (x = c))", "repeat x:=d8 until x<8",
            "repeat x:=d8 while x=8", "repeat x:=2d6 until (min x)=/=(max x)", "accumulate x:=d10 while x=10",
            "count 7< N#(accumulate x:=d10 while x=10)", "\"1\" |> \"two\" |> \"three\"", "\"1<>two<>three\"",
            "\"1\" || \"two\" <> \"three\"", "6' sum largest 3 4d6",
            "\"Str |>Dex|>Con|>Int|>Wis|>Chr\" || 6'sum largest 3 4d6", "count T <= N d10",
            "x := 10d8; (min x)+(sum x)", "x := 10d8 drop (2..7); count 1=x + count 8=x",
            "sum 10#(x := d8; count 1=x + count 8=x)", "sum (largest M N#(sum accumulate x:=d10 while x=10))",
            "\"choose {\" || (S'\n (sum (largest M N#(sum accumulate x := d10 while x=10))))\n"
                    + "|| (((S-1)'\",\") <| \"}\")");

    @Test
    void everyExampleParsesAndItsPrintedFormParsesToTheSameTree() {
        for (String example : EXAMPLES) {
            String printed = Unparser.toSource(Parser.parseExpression(example));
            Expr reparsed = Parser.parseExpression(printed);
            assertEquals(printed, Unparser.toSource(reparsed), "example: " + example);
        }
    }

    @Test
    void theFunctionExamplesParse() {
        List<String> programs = List.of(
                "function mul(v) =\n  if v then (min v)*call mul(largest ((count v)-1) v)\n  else 1\ncall mul(5d10)",
                "function down(n) =\n   x := d n;\n   if x=1 then 1 else x + call down(x)\ncall down(10)",
                "compositional product(1,id,times)\nfunction id(x) = x\nfunction times(x,y) = x*y\n"
                        + "call product(3d6)",
                "compositional product(1,sum,*)\ncall product(3d6)");
        for (String program : programs) {
            assertInstanceOf(Expr.Call.class, Parser.parse(program).main(), program);
        }
    }
}
