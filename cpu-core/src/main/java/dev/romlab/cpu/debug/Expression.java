package dev.romlab.cpu.debug;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * A debugger expression, one small language for every CPU: the condition of a breakpoint or watchpoint
 * ({@code break LOOP if A == 3 && HL > $8000}).
 *
 * <ul>
 * <li>values: numbers ({@code 42}, {@code $2A}, {@code 0x2A}, {@code 2Ah}, {@code >2A} as the TMS9900's assembler
 * writes hex, {@code #002A} as CASL II does, {@code %101010}), registers and flags by name (case-insensitive:
 * {@code a}, {@code HL'}, {@code R3}, {@code GR1}, {@code ZF}), labels ({@code buffer+2}), memory ({@code [HL]}
 * and {@code peek(addr)} the byte, or the word where addresses count words; {@code peekw(addr)} the word in the
 * CPU's byte order); see {@link ExpressionSymbols};</li>
 * <li>operators, with C's precedence: {@code ! - ~}, {@code * / %}, {@code + -}, {@code << >>},
 * {@code < <= > >=}, {@code == !=}, {@code &}, {@code ^}, {@code |}, {@code &&}, {@code ||}; comparisons give 1 or
 * 0, and a condition holds when its value is not 0, as in MAME's debugger.</li>
 * </ul>
 *
 * Arithmetic is on 64-bit signed numbers and registers read unsigned. An expression is parsed once into a tree of
 * {@link LongSupplier}s: evaluating it allocates nothing, so a condition on a breakpoint in a hot loop costs only
 * its arithmetic. A division by zero throws {@link ArithmeticException}.
 */
public final class Expression {

    /** The operators of each binary precedence level, loosest first. */
    private static final List<List<String>> LEVELS = List.of(List.of("||"), List.of("&&"), List.of("|"),
            List.of("^"), List.of("&"), List.of("==", "!="), List.of("<=", ">=", "<", ">"), List.of("<<", ">>"),
            List.of("+", "-"), List.of("*", "/", "%"));

    private final String text;
    private final LongSupplier root;

    private Expression(String text, LongSupplier root) {
        this.text = text;
        this.root = root;
    }

    /** Reads {@code text}; {@link ExpressionException} says where it is wrong. */
    public static Expression parse(String text, ExpressionSymbols symbols) {
        Parser parser = new Parser(text, symbols);
        LongSupplier root = parser.expression(0);
        parser.skipSpaces();
        if (parser.pos < text.length()) {
            throw parser.error(parser.pos, text.charAt(parser.pos) == '='
                    ? "'=' alone is no operator: write == to compare" : "unexpected '" + parser.rest() + "'");
        }
        return new Expression(text.strip(), root);
    }

    /** The value. */
    public long evaluate() {
        return root.getAsLong();
    }

    /** Whether the value is not 0. */
    public boolean holds() {
        return root.getAsLong() != 0;
    }

    /** The expression as written (without surrounding spaces). */
    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }

    /** Recursive descent over the text, one method per kind of operand, binary operators by {@link #LEVELS}. */
    private static final class Parser {

        private final String text;
        private final ExpressionSymbols symbols;
        private int pos;

        Parser(String text, ExpressionSymbols symbols) {
            this.text = text;
            this.symbols = symbols;
        }

        LongSupplier expression(int level) {
            if (level == LEVELS.size()) {
                return unary();
            }
            LongSupplier left = expression(level + 1);
            while (true) {
                skipSpaces();
                String operator = operatorAt(level);
                if (operator == null) {
                    return left;
                }
                pos += operator.length();
                LongSupplier right = expression(level + 1);
                left = combine(operator, left, right);
            }
        }

        /** The operator of {@code level} at the position, not the first half of a longer one ({@code <} of {@code <<}). */
        private String operatorAt(int level) {
            for (String operator : LEVELS.get(level)) {
                if (text.startsWith(operator, pos) && !longerOperator(operator)) {
                    return operator;
                }
            }
            return null;
        }

        private boolean longerOperator(String operator) {
            String next = pos + operator.length() < text.length() ? text.substring(pos, pos + operator.length() + 1)
                    : "";
            return switch (operator) {
                case "|", "&" -> next.equals(operator + operator);
                case "<", ">" -> next.equals(operator + operator) || next.equals(operator + "=");
                default -> false;
            };
        }

        private static LongSupplier combine(String operator, LongSupplier a, LongSupplier b) {
            return switch (operator) {
                case "||" -> () -> a.getAsLong() != 0 || b.getAsLong() != 0 ? 1 : 0;
                case "&&" -> () -> a.getAsLong() != 0 && b.getAsLong() != 0 ? 1 : 0;
                case "|" -> () -> a.getAsLong() | b.getAsLong();
                case "^" -> () -> a.getAsLong() ^ b.getAsLong();
                case "&" -> () -> a.getAsLong() & b.getAsLong();
                case "==" -> () -> a.getAsLong() == b.getAsLong() ? 1 : 0;
                case "!=" -> () -> a.getAsLong() != b.getAsLong() ? 1 : 0;
                case "<=" -> () -> a.getAsLong() <= b.getAsLong() ? 1 : 0;
                case ">=" -> () -> a.getAsLong() >= b.getAsLong() ? 1 : 0;
                case "<" -> () -> a.getAsLong() < b.getAsLong() ? 1 : 0;
                case ">" -> () -> a.getAsLong() > b.getAsLong() ? 1 : 0;
                case "<<" -> () -> a.getAsLong() << b.getAsLong();
                case ">>" -> () -> a.getAsLong() >>> b.getAsLong();
                case "+" -> () -> a.getAsLong() + b.getAsLong();
                case "-" -> () -> a.getAsLong() - b.getAsLong();
                case "*" -> () -> a.getAsLong() * b.getAsLong();
                case "/" -> () -> a.getAsLong() / b.getAsLong();
                case "%" -> () -> a.getAsLong() % b.getAsLong();
                default -> throw new IllegalStateException(operator);
            };
        }

        private LongSupplier unary() {
            skipSpaces();
            if (pos < text.length()) {
                char c = text.charAt(pos);
                if (c == '!' && !text.startsWith("!=", pos) || c == '-' || c == '~') {
                    pos++;
                    LongSupplier operand = unary();
                    return switch (c) {
                        case '!' -> () -> operand.getAsLong() == 0 ? 1 : 0;
                        case '-' -> () -> -operand.getAsLong();
                        default -> () -> ~operand.getAsLong();
                    };
                }
            }
            return operand();
        }

        private LongSupplier operand() {
            skipSpaces();
            if (pos >= text.length()) {
                throw error(pos, "expected a value");
            }
            char c = text.charAt(pos);
            if (c == '(') {
                pos++;
                LongSupplier inner = expression(0);
                expect(')');
                return inner;
            }
            if (c == '[') {
                pos++;
                LongSupplier address = expression(0);
                expect(']');
                return () -> symbols.peek(address.getAsLong());
            }
            if (Character.isDigit(c) || c == '$' || c == '#' || c == '>' || c == '%') {
                return number();
            }
            if (Character.isLetter(c) || c == '_' || c == '.' || c == '@') {
                return name();
            }
            throw error(pos, "expected a value, not '" + c + "'");
        }

        private LongSupplier number() {
            int start = pos;
            char c = text.charAt(pos);
            int radix = 10;
            if (c == '$' || c == '#' || c == '>') {
                radix = 16;
                pos++;
            } else if (c == '%') {
                radix = 2;
                pos++;
            } else if (text.startsWith("0x", pos) || text.startsWith("0X", pos)) {
                radix = 16;
                pos += 2;
            }
            int digits = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
                pos++;
            }
            String number = text.substring(digits, pos).replace("_", "");
            if (radix == 10 && number.length() > 1 && (number.endsWith("h") || number.endsWith("H"))) {
                radix = 16; // 2Ah, as Z80 assemblers write hex
                number = number.substring(0, number.length() - 1);
            }
            try {
                long value = Long.parseLong(number, radix);
                return () -> value;
            } catch (NumberFormatException e) {
                throw error(start, "'" + text.substring(start, pos) + "' is not a number (write 42, $2A, 0x2A, 2Ah, "
                        + ">2A, #2A or %101010)");
            }
        }

        private LongSupplier name() {
            int start = pos;
            while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos))
                    || "_.@?'".indexOf(text.charAt(pos)) >= 0)) {
                pos++;
            }
            String name = text.substring(start, pos);
            skipSpaces();
            if (pos < text.length() && text.charAt(pos) == '(' && (name.equalsIgnoreCase("peek")
                    || name.equalsIgnoreCase("peekw"))) {
                pos++;
                LongSupplier address = expression(0);
                expect(')');
                return name.equalsIgnoreCase("peek") ? () -> symbols.peek(address.getAsLong())
                        : () -> symbols.peekWord(address.getAsLong());
            }
            LongSupplier value = symbols.value(name);
            if (value == null && name.endsWith("'")) {
                // a quote that is no part of a register name (AF' is one) ends the name
                pos = start + name.length() - 1;
                value = symbols.value(name.substring(0, name.length() - 1));
            }
            if (value == null) {
                throw error(start, "no register, flag or label is named '" + name + "' (" + symbols.known() + ")");
            }
            return value;
        }

        private void expect(char closing) {
            skipSpaces();
            if (pos >= text.length() || text.charAt(pos) != closing) {
                throw error(pos, "expected '" + closing + "'");
            }
            pos++;
        }

        void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        String rest() {
            return text.substring(pos).strip();
        }

        ExpressionException error(int column, String reason) {
            return new ExpressionException(text, column, reason);
        }
    }
}
