package dev.romlab.troll.fuzz;

import dev.romlab.troll.sample.SplitMixRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * Random and adversarial Troll programs from the grammar (issue #11): every construct of the language, function
 * declarations with recursion, huge counts, deep nesting and long chains, and now and then a program with a
 * character changed, dropped or repeated, so that syntax errors come too. The same seed gives the same programs.
 */
public final class ProgramGenerator {

    private static final String[] PREFIX = {"-", "sum", "sgn", "!", "count", "min", "max", "minimal", "maximal",
        "median", "different", "choose", "'", "%1", "%2"};
    private static final String[] INFIX = {"+", "-", "*", "/", "mod", "U", "@", "drop", "keep", "--", "pick", "..",
        "&", "||", "|>", "<|", "<>", "d", "z", "#", "'"};
    private static final String[] FILTER = {"=", "<", ">", "<=", ">=", "=/="};
    /** Counts and sizes as people write them, the edges of int, and counts far beyond what can be enumerated. */
    private static final String[] NUMBERS = {"0", "1", "2", "3", "4", "5", "6", "8", "10", "12", "20", "100", "1000",
        "47618", "1000000", "100000000", "2147483647", "2145232853"};
    /** N is bound on the command line; the others only where a binding or loop makes them, or never. */
    private static final String[] VARIABLES = {"x", "y", "n", "N", "N", "N"};
    private static final String[] PAPER = {"sum largest 3 4d6", "count 5 < 10d10", "max 3d20", "d6 + d8",
        "accumulate x := d6 while x = 6", "repeat x := 2d6 until x > 7", "foreach x in 3d6 do x + 1",
        "x := d6; x * x", "if ?0.5 then 1 else {}", "\"text\" || 3d6", "5'sum 3d6", "{1, 2, 3} pick 2",
        "least 2 5d10", "minimal {1, 2, 2, 3}", "different 5d4", "1..6 -- {3}", "6 d 6 drop {1}",
        "p := [d6, 2d6]; (%1 p) + %2 p"};

    private final SplitMixRandom random;

    public ProgramGenerator(long seed) {
        this.random = new SplitMixRandom(seed);
    }

    /** One program: usually well formed, sometimes pathological, sometimes broken. */
    public String next() {
        int kind = below(100);
        String program;
        if (kind < 2) {
            program = deep();
        } else if (kind < 4) {
            program = chain();
        } else {
            program = declarations() + expression(2 + below(5));
        }
        return below(10) == 0 ? mutated(program) : program;
    }

    /** One expression with at most the given nesting below it. */
    private String expression(int depth) {
        if (depth <= 0) {
            return leaf();
        }
        int d = depth - 1;
        return switch (below(25)) {
            case 0, 1, 2 -> leaf();
            case 3 -> pick(PAPER);
            case 4, 5 -> "(" + expression(d) + " d " + expression(d) + ")";
            case 6 -> (below(2) == 0 ? "d " : "z ") + atom(d);
            case 7 -> "(" + expression(d) + " # " + expression(d) + ")";
            case 8, 9 -> "(" + pick(PREFIX) + " " + expression(d) + ")";
            case 10, 11, 12 -> "(" + expression(d) + " " + pick(INFIX) + " " + expression(d) + ")";
            case 13 -> "(" + expression(d) + " " + pick(FILTER) + " " + expression(d) + ")";
            case 14 -> "(" + (below(2) == 0 ? "least " : "largest ") + expression(d) + " " + expression(d) + ")";
            case 15 -> "(if " + expression(d) + " then " + expression(d) + " else " + expression(d) + ")";
            case 16 -> "(" + pick(VARIABLES) + " := " + expression(d) + "; " + expression(d) + ")";
            case 17 -> "(foreach " + pick(VARIABLES) + " in " + expression(d) + " do " + expression(d) + ")";
            case 18 -> "(" + (below(2) == 0 ? "repeat " : "accumulate ") + pick(VARIABLES) + " := " + expression(d)
                    + (below(2) == 0 ? " while " : " until ") + expression(d) + ")";
            case 19 -> collection(d);
            case 20, 21 -> "call " + pick(new String[] {"f", "g", "h", "k"}) + "(" + arguments(d) + ")";
            case 22 -> below(2) == 0 ? "(" + pick(VARIABLES) + " ~ " + expression(d) + ")"
                    : "(" + expression(d) + " " + pick(INFIX) + " " + expression(d) + ")";
            case 23 -> "[" + expression(d) + ", " + expression(d) + "]";
            default -> "(" + pick(NUMBERS) + " " + pick(new String[] {"d", "#", "'"}) + " " + expression(d) + ")";
        };
    }

    private String atom(int depth) {
        return below(2) == 0 ? leaf() : "(" + expression(depth) + ")";
    }

    private String leaf() {
        return switch (below(10)) {
            case 0, 1, 2, 3 -> pick(NUMBERS);
            case 4, 5 -> pick(VARIABLES);
            case 6 -> "?0." + (1 + below(99));
            case 7 -> "\"" + pick(new String[] {"", "a", "hit", "1||2", "x<>yy"}) + "\"";
            case 8 -> "{}";
            default -> "d" + pick(new String[] {"4", "6", "10", "20"});
        };
    }

    private String collection(int depth) {
        List<String> elements = new ArrayList<>();
        int n = below(4);
        for (int i = 0; i < n; i++) {
            elements.add(expression(depth));
        }
        return "{" + String.join(", ", elements) + "}";
    }

    private String arguments(int depth) {
        List<String> arguments = new ArrayList<>();
        int n = below(3);
        for (int i = 0; i < n; i++) {
            arguments.add(expression(depth));
        }
        return String.join(", ", arguments);
    }

    /** Functions the calls may name, recursive ones among them; k is left undeclared on purpose. */
    private String declarations() {
        StringBuilder text = new StringBuilder();
        if (below(2) == 0) {
            text.append("function f(n) = if n < 1 then ").append(expression(1)).append(" else ")
                    .append(pick(new String[] {"1 + call f(n - 1)", "call f(n - 1) U call f(n - 2)",
                        "call f(n - d3)", "call f(n)", "sum call f(n - 1) # d2"})).append('\n');
        }
        if (below(3) == 0) {
            text.append("function g(x, y) = ").append(expression(2)).append('\n');
        }
        if (below(3) == 0) {
            text.append("compositional h(").append(expression(1)).append(", ")
                    .append(pick(new String[] {"d", "z", "sum", "-", "f", "g"})).append(", ")
                    .append(pick(new String[] {"+", "*", "U", "@", "g", "f"})).append(")\n");
        }
        return text.toString();
    }

    /** Thousands of nested operands of one kind, sometimes past the parser's limit. */
    private String deep() {
        int depth = pick(new int[] {100, 1_000, 10_000, 50_000, 100_001});
        String[][] shapes = {{"(", ")"}, {"- ", ""}, {"sum ", ""}, {"d ", ""}, {"1 + (", ")"}, {"count ", ""},
            {"if 1 then ", " else 0"}, {"{", "}"}, {"'", ""}};
        String[] shape = shapes[below(shapes.length)];
        return shape[0].repeat(depth) + expression(1) + shape[1].repeat(depth);
    }

    /** A long chain of one infix operator or of bindings. */
    private String chain() {
        int length = pick(new int[] {1_000, 5_000, 10_000, 50_000});
        String leaf = leaf();
        return switch (below(5)) {
            case 0 -> (leaf + " + ").repeat(length) + leaf;
            case 1 -> (leaf + " U ").repeat(length) + leaf;
            case 2 -> "x := 1;\n" + "x := x + 1;\n".repeat(length) + "x";
            case 3 -> (leaf + " || ").repeat(length) + leaf;
            default -> (leaf + " < ").repeat(length) + leaf;
        };
    }

    private String mutated(String program) {
        if (program.isEmpty()) {
            return "(";
        }
        int at = below(program.length());
        String noise = pick(new String[] {"(", ")", "{", "}", ",", ";", ":=", "\"", "?", "1", "d", "..", " ", "'"});
        return switch (below(3)) {
            case 0 -> program.substring(0, at) + program.substring(at + 1);
            case 1 -> program.substring(0, at) + noise + program.substring(at);
            default -> program.substring(0, at) + noise + program.substring(at + 1);
        };
    }

    private int below(int bound) {
        return (int) random.nextBelow(bound);
    }

    private String pick(String[] choices) {
        return choices[below(choices.length)];
    }

    private int pick(int[] choices) {
        return choices[below(choices.length)];
    }
}
