package dev.romlab.asm;

import java.util.function.LongBinaryOperator;

/**
 * The binary operators of assembler expressions, with C's precedence (higher binds tighter; C11 6.5). All
 * arithmetic is on 64-bit signed values; comparisons and logical operators give 1 or 0.
 */
public enum BinaryOperator {
    LOGICAL_OR("||", 1, (a, b) -> a != 0 || b != 0 ? 1 : 0),
    LOGICAL_AND("&&", 2, (a, b) -> a != 0 && b != 0 ? 1 : 0),
    OR("|", 3, (a, b) -> a | b),
    XOR("^", 4, (a, b) -> a ^ b),
    AND("&", 5, (a, b) -> a & b),
    EQUAL("==", 6, (a, b) -> a == b ? 1 : 0),
    NOT_EQUAL("!=", 6, (a, b) -> a != b ? 1 : 0),
    LESS_OR_EQUAL("<=", 7, (a, b) -> a <= b ? 1 : 0),
    GREATER_OR_EQUAL(">=", 7, (a, b) -> a >= b ? 1 : 0),
    SHIFT_LEFT("<<", 8, (a, b) -> a << b),
    SHIFT_RIGHT(">>", 8, (a, b) -> a >> b),
    LESS("<", 7, (a, b) -> a < b ? 1 : 0),
    GREATER(">", 7, (a, b) -> a > b ? 1 : 0),
    ADD("+", 9, (a, b) -> a + b),
    SUBTRACT("-", 9, (a, b) -> a - b),
    MULTIPLY("*", 10, (a, b) -> a * b),
    DIVIDE("/", 10, (a, b) -> a / b),
    REMAINDER("%", 10, (a, b) -> a % b);

    private final String symbol;
    private final int precedence;
    private final LongBinaryOperator operation;

    BinaryOperator(String symbol, int precedence, LongBinaryOperator operation) {
        this.symbol = symbol;
        this.precedence = precedence;
        this.operation = operation;
    }

    public String symbol() {
        return symbol;
    }

    public int precedence() {
        return precedence;
    }

    public boolean dividesByRightOperand() {
        return this == DIVIDE || this == REMAINDER;
    }

    public long apply(long left, long right) {
        return operation.applyAsLong(left, right);
    }

    /**
     * The operator written at {@code position} of {@code text}, or null. Two-character operators are declared
     * before the one-character operators they start with, so the first match is the longest.
     */
    static BinaryOperator at(String text, int position) {
        for (BinaryOperator operator : values()) {
            if (text.startsWith(operator.symbol, position)) {
                return operator;
            }
        }
        return null;
    }
}
