package dev.romlab.asm;

import java.util.function.LongBinaryOperator;

/**
 * The binary operators of assembler expressions, as operations: an {@link OperatorTable} says how a dialect
 * spells them and how tightly each binds. All arithmetic is on 64-bit signed values; comparisons and logical
 * operators give 1 or 0.
 */
public enum BinaryOperator {
    LOGICAL_OR((a, b) -> a != 0 || b != 0 ? 1 : 0),
    LOGICAL_AND((a, b) -> a != 0 && b != 0 ? 1 : 0),
    OR((a, b) -> a | b),
    XOR((a, b) -> a ^ b),
    AND((a, b) -> a & b),
    EQUAL((a, b) -> a == b ? 1 : 0),
    NOT_EQUAL((a, b) -> a != b ? 1 : 0),
    LESS((a, b) -> a < b ? 1 : 0),
    LESS_OR_EQUAL((a, b) -> a <= b ? 1 : 0),
    GREATER((a, b) -> a > b ? 1 : 0),
    GREATER_OR_EQUAL((a, b) -> a >= b ? 1 : 0),
    SHIFT_LEFT((a, b) -> a << b),
    SHIFT_RIGHT((a, b) -> a >> b),
    ADD((a, b) -> a + b),
    SUBTRACT((a, b) -> a - b),
    MULTIPLY((a, b) -> a * b),
    DIVIDE((a, b) -> a / b),
    REMAINDER((a, b) -> a % b);

    private final LongBinaryOperator operation;

    BinaryOperator(LongBinaryOperator operation) {
        this.operation = operation;
    }

    public boolean dividesByRightOperand() {
        return this == DIVIDE || this == REMAINDER;
    }

    public long apply(long left, long right) {
        return operation.applyAsLong(left, right);
    }
}
