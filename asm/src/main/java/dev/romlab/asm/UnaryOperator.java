package dev.romlab.asm;

import java.util.function.LongUnaryOperator;

/** The prefix operators of assembler expressions; an {@link OperatorTable} says how a dialect spells them. */
public enum UnaryOperator {
    NEGATE(v -> -v),
    PLUS(v -> v),
    /** Bitwise not. */
    COMPLEMENT(v -> ~v),
    /** 1 when the operand is 0, else 0. */
    NOT(v -> v == 0 ? 1 : 0),
    /** Bits 0-7 ({@code low x}, ca65's {@code <x}). */
    LOW_BYTE(v -> v & 0xFF),
    /** Bits 8-15 ({@code high x}, ca65's {@code >x}). */
    HIGH_BYTE(v -> (v >> 8) & 0xFF),
    /** Bits 16-23 (ca65's {@code ^x}, the bank byte). */
    BANK_BYTE(v -> (v >> 16) & 0xFF),
    /** Bits 0-15 (ca65's {@code .loword}). */
    LOW_WORD(v -> v & 0xFFFF);

    private final LongUnaryOperator operation;

    UnaryOperator(LongUnaryOperator operation) {
        this.operation = operation;
    }

    public long apply(long value) {
        return operation.applyAsLong(value);
    }
}
