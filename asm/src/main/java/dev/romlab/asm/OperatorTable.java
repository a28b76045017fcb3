package dev.romlab.asm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A dialect's expression operators: how each is spelled, how tightly each binary operator binds (higher binds
 * tighter) and whether it groups to the left or the right. Prefix operators bind tighter than any binary one.
 * Spellings made of letters ({@code high}, {@code mod}) match only as whole words, in any case.
 *
 * <pre>{@code
 * OperatorTable.c(Map.of("high", UnaryOperator.HIGH_BYTE))            // C's table (C11 6.5) plus high/low
 * OperatorTable.leftToRight(Map.of("+", ADD, "-", SUBTRACT, "*", MULTIPLY, "/", DIVIDE),
 *         Map.of("-", UnaryOperator.NEGATE))                          // no precedence: 1+2*3 = 9
 * }</pre>
 */
public final class OperatorTable {

    /** One spelling of a binary operator at its precedence level. */
    public record Binary(String spelling, BinaryOperator operator, int precedence, boolean rightAssociative) {
    }

    /**
     * One spelling of a prefix operator, applied to the operand after it and, where {@code precedence} is below a
     * binary operator's, to that operator's result too (ca65's {@code !}: {@code !2 + 1} is {@code !(2 + 1)}).
     */
    public record Unary(String spelling, UnaryOperator operator, int precedence) {

        /** A prefix operator that binds tighter than any binary one. */
        public Unary(String spelling, UnaryOperator operator) {
            this(spelling, operator, Integer.MAX_VALUE);
        }
    }

    private final List<Binary> binaries;
    private final List<Unary> unaries;

    public OperatorTable(List<Binary> binaries, List<Unary> unaries) {
        // Longest spelling first, so that "<<" is found before "<" and "<=" before "<".
        List<Binary> sortedBinaries = new ArrayList<>(binaries);
        sortedBinaries.sort(Comparator.comparingInt((Binary b) -> b.spelling().length()).reversed());
        List<Unary> sortedUnaries = new ArrayList<>(unaries);
        sortedUnaries.sort(Comparator.comparingInt((Unary u) -> u.spelling().length()).reversed());
        this.binaries = List.copyOf(sortedBinaries);
        this.unaries = List.copyOf(sortedUnaries);
    }

    /**
     * C's binary operators and precedence (C11 6.5: {@code * / %}, {@code + -}, {@code << >>}, {@code < <= > >=},
     * {@code == !=}, {@code &}, {@code ^}, {@code |}, {@code &&}, {@code ||}, all left to right), C's prefix
     * operators {@code - + ~ !}, plus {@code extraUnaries} (such as {@code high}).
     */
    public static OperatorTable c(Map<String, UnaryOperator> extraUnaries) {
        List<Binary> binaries = List.of(
                new Binary("||", BinaryOperator.LOGICAL_OR, 1, false),
                new Binary("&&", BinaryOperator.LOGICAL_AND, 2, false),
                new Binary("|", BinaryOperator.OR, 3, false),
                new Binary("^", BinaryOperator.XOR, 4, false),
                new Binary("&", BinaryOperator.AND, 5, false),
                new Binary("==", BinaryOperator.EQUAL, 6, false),
                new Binary("!=", BinaryOperator.NOT_EQUAL, 6, false),
                new Binary("<", BinaryOperator.LESS, 7, false),
                new Binary("<=", BinaryOperator.LESS_OR_EQUAL, 7, false),
                new Binary(">", BinaryOperator.GREATER, 7, false),
                new Binary(">=", BinaryOperator.GREATER_OR_EQUAL, 7, false),
                new Binary("<<", BinaryOperator.SHIFT_LEFT, 8, false),
                new Binary(">>", BinaryOperator.SHIFT_RIGHT, 8, false),
                new Binary("+", BinaryOperator.ADD, 9, false),
                new Binary("-", BinaryOperator.SUBTRACT, 9, false),
                new Binary("*", BinaryOperator.MULTIPLY, 10, false),
                new Binary("/", BinaryOperator.DIVIDE, 10, false),
                new Binary("%", BinaryOperator.REMAINDER, 10, false));
        List<Unary> unaries = new ArrayList<>(List.of(new Unary("-", UnaryOperator.NEGATE),
                new Unary("+", UnaryOperator.PLUS), new Unary("~", UnaryOperator.COMPLEMENT),
                new Unary("!", UnaryOperator.NOT)));
        extraUnaries.forEach((spelling, operator) -> unaries.add(new Unary(spelling, operator)));
        return new OperatorTable(binaries, unaries);
    }

    /** Every binary operator at one level, grouped strictly left to right (TI Editor/Assembler: no precedence). */
    public static OperatorTable leftToRight(Map<String, BinaryOperator> binaries, Map<String, UnaryOperator> unaries) {
        List<Binary> levels = new ArrayList<>();
        binaries.forEach((spelling, operator) -> levels.add(new Binary(spelling, operator, 1, false)));
        List<Unary> prefixes = new ArrayList<>();
        unaries.forEach((spelling, operator) -> prefixes.add(new Unary(spelling, operator)));
        return new OperatorTable(levels, prefixes);
    }

    /**
     * This table with {@code spelling} as one more way to write the binary operator spelled {@code existing}, at
     * its precedence (spasm-ng and pasmo read {@code =} as {@code ==} inside an expression).
     */
    public OperatorTable withSynonym(String spelling, String existing) {
        Binary original = binaries.stream().filter(b -> b.spelling().equals(existing)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no binary operator " + existing));
        List<Binary> more = new ArrayList<>(binaries);
        more.add(new Binary(spelling, original.operator(), original.precedence(), original.rightAssociative()));
        return new OperatorTable(more, unaries);
    }

    /** The binary operator spelled at {@code position} of {@code text}, or null. */
    Binary binaryAt(String text, int position, LexicalRules lexical) {
        for (Binary binary : binaries) {
            if (spelledAt(binary.spelling(), text, position, lexical)) {
                return binary;
            }
        }
        return null;
    }

    /** The prefix operator spelled at {@code position} of {@code text}, or null. */
    Unary unaryAt(String text, int position, LexicalRules lexical) {
        for (Unary unary : unaries) {
            if (spelledAt(unary.spelling(), text, position, lexical)) {
                return unary;
            }
        }
        return null;
    }

    private static boolean spelledAt(String spelling, String text, int position, LexicalRules lexical) {
        if (!Character.isLetter(spelling.charAt(0))) {
            return text.startsWith(spelling, position);
        }
        if (!text.regionMatches(true, position, spelling, 0, spelling.length())) {
            return false;
        }
        int end = position + spelling.length();
        boolean wordStart = position == 0 || !lexical.isSymbolPart(text.charAt(position - 1));
        return wordStart && (end == text.length() || !lexical.isSymbolPart(text.charAt(end)));
    }
}
