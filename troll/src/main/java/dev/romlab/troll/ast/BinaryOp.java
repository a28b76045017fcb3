package dev.romlab.troll.ast;

/**
 * Operators that evaluate each of their two operands exactly once. {@code least n e} and {@code largest n e} are
 * written prefix but take two operands, the count first.
 */
public enum BinaryOp {
    PLUS("+"),
    MINUS("-"),
    TIMES("*"),
    /** Integer division that floors, as Standard ML's {@code div} (issue #4). */
    DIVIDE("/"),
    /** Modulo matching {@link #DIVIDE}: the result has the sign of the divisor, as Standard ML's {@code mod}. */
    MODULO("mod"),
    /** Multiset union, written {@code U} or {@code @}. */
    UNION("U"),
    DROP("drop"),
    KEEP("keep"),
    /** Multiset difference {@code --}. */
    DIFFERENCE("--"),
    PICK("pick"),
    RANGE(".."),
    LEAST("least"),
    LARGEST("largest"),
    /** Text boxes side by side. */
    BESIDE("||"),
    /** Text boxes stacked, left-aligned. */
    ABOVE_LEFT("|>"),
    /** Text boxes stacked, right-aligned. */
    ABOVE_RIGHT("<|"),
    /** Text boxes stacked, centred. */
    ABOVE_CENTRE("<>");

    private final String spelling;

    BinaryOp(String spelling) {
        this.spelling = spelling;
    }

    /** How the operator is written in Troll source. */
    public String spelling() {
        return spelling;
    }
}
