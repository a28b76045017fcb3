package dev.romlab.asm;

/**
 * Parses assembler expressions: C-like operators and precedence ({@link BinaryOperator}), unary {@code - + ~ !},
 * parentheses, symbols ({@code [A-Za-z_][A-Za-z0-9_]*}, case-sensitive), {@code $} (current address), character
 * constants ({@code 'c'}) and numbers in the TI-83+ community's notations:
 * <ul>
 * <li>hex {@code $FF}, {@code 0FFh}, {@code 0xFF}</li>
 * <li>binary {@code %0101}, {@code 0b0101}</li>
 * <li>decimal {@code 255}</li>
 * </ul>
 * {@code %} is a binary number where an operand is expected and the remainder operator after one.
 */
public final class ExpressionParser {

    private final String text;
    private final int baseColumn;
    private int position;

    private ExpressionParser(SourceText source) {
        this.text = source.text();
        this.baseColumn = source.column();
    }

    /** Parses the whole of {@code source}; anything left over is an error. */
    public static Expression parse(SourceText source) throws ExpressionException {
        ExpressionParser parser = new ExpressionParser(source);
        Expression expression = parser.binary(1);
        parser.skipSpaces();
        if (parser.position < parser.text.length()) {
            throw parser.error("unexpected '" + parser.text.charAt(parser.position) + "' in expression");
        }
        return expression;
    }

    /**
     * The value of a number token such as {@code 0FFh}, {@code $FF}, {@code 0x1F}, {@code %01}, {@code 0b01},
     * {@code 42}; throws {@link NumberFormatException} when it is none of these.
     */
    public static long parseNumber(String token) {
        String lower = token.toLowerCase();
        if (lower.length() > 1 && lower.startsWith("$")) {
            return digits(lower.substring(1), 16, token);
        }
        if (lower.length() > 1 && lower.startsWith("%")) {
            return digits(lower.substring(1), 2, token);
        }
        if (lower.isEmpty() || !Character.isDigit(lower.charAt(0))) {
            throw new NumberFormatException(token);
        }
        if (lower.endsWith("h")) {
            return digits(lower.substring(0, lower.length() - 1), 16, token);
        }
        if (lower.startsWith("0x")) {
            return digits(lower.substring(2), 16, token);
        }
        if (lower.startsWith("0b")) {
            return digits(lower.substring(2), 2, token);
        }
        return digits(lower, 10, token);
    }

    private static long digits(String digits, int radix, String token) {
        if (digits.isEmpty() || digits.length() > 16 || digits.startsWith("-") || digits.startsWith("+")) {
            throw new NumberFormatException(token);
        }
        return Long.parseUnsignedLong(digits, radix);
    }

    private Expression binary(int minimumPrecedence) throws ExpressionException {
        Expression left = unary();
        while (true) {
            skipSpaces();
            BinaryOperator operator = BinaryOperator.at(text, position);
            if (operator == null || operator.precedence() < minimumPrecedence) {
                return left;
            }
            position += operator.symbol().length();
            Expression right = binary(operator.precedence() + 1);
            left = new Expression.Binary(operator, left, right, left.column());
        }
    }

    private Expression unary() throws ExpressionException {
        skipSpaces();
        if (position >= text.length()) {
            throw error("expected an expression");
        }
        char c = text.charAt(position);
        int column = column();
        if (c == '-' || c == '+' || c == '~' || c == '!') {
            position++;
            return new Expression.Unary(c, unary(), column);
        }
        return primary();
    }

    private Expression primary() throws ExpressionException {
        char c = text.charAt(position);
        int column = column();
        if (c == '(') {
            position++;
            Expression inner = binary(1);
            skipSpaces();
            if (position >= text.length() || text.charAt(position) != ')') {
                throw new ExpressionException(column, "missing ')'");
            }
            position++;
            return inner;
        }
        if (c == '\'') {
            return character(column);
        }
        if (c == '$' && !isLetterOrDigitAt(position + 1)) {
            position++;
            return new Expression.CurrentAddress(column);
        }
        if (c == '$' || c == '%' || Character.isDigit(c)) {
            return number(column);
        }
        if (isSymbolStart(c)) {
            int start = position;
            while (position < text.length() && isSymbolPart(text.charAt(position))) {
                position++;
            }
            return new Expression.Symbol(text.substring(start, position), column);
        }
        throw error("expected an expression, found '" + c + "'");
    }

    private Expression character(int column) throws ExpressionException {
        if (position + 2 >= text.length() || text.charAt(position + 2) != '\'') {
            throw error("bad character constant (expected 'c')");
        }
        char value = text.charAt(position + 1);
        position += 3;
        return new Expression.Number(value, column);
    }

    private Expression number(int column) throws ExpressionException {
        int start = position;
        position++;
        while (position < text.length() && Character.isLetterOrDigit(text.charAt(position))) {
            position++;
        }
        String token = text.substring(start, position);
        try {
            return new Expression.Number(parseNumber(token), column);
        } catch (NumberFormatException e) {
            throw new ExpressionException(column, "bad number '" + token + "'");
        }
    }

    /** After {@code $}: a letter or digit makes a hex number ({@code $FF}, or the bad number {@code $G1}). */
    private boolean isLetterOrDigitAt(int index) {
        return index < text.length() && Character.isLetterOrDigit(text.charAt(index));
    }

    static boolean isSymbolStart(char c) {
        return c == '_' || (c < 128 && Character.isLetter(c));
    }

    static boolean isSymbolPart(char c) {
        return isSymbolStart(c) || (c >= '0' && c <= '9');
    }

    private void skipSpaces() {
        while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
            position++;
        }
    }

    private int column() {
        return baseColumn + position;
    }

    private ExpressionException error(String message) {
        return new ExpressionException(column(), message);
    }
}
