package dev.romlab.troll.ast;

/**
 * The filter operators. {@code t < c} keeps the elements x of c with {@code t < x}: the threshold is the left
 * operand and the kept elements come from the right one (paper appendix, issue #4).
 */
public enum Comparison {
    LESS("<"),
    LESS_OR_EQUAL("<="),
    GREATER(">"),
    GREATER_OR_EQUAL(">="),
    EQUAL("="),
    NOT_EQUAL("=/=");

    private final String spelling;

    Comparison(String spelling) {
        this.spelling = spelling;
    }

    /** How the operator is written in Troll source. */
    public String spelling() {
        return spelling;
    }

    /** Whether {@code threshold op element} holds, the test a filter applies to each element. */
    public boolean keeps(int threshold, int element) {
        return switch (this) {
            case LESS -> threshold < element;
            case LESS_OR_EQUAL -> threshold <= element;
            case GREATER -> threshold > element;
            case GREATER_OR_EQUAL -> threshold >= element;
            case EQUAL -> threshold == element;
            case NOT_EQUAL -> threshold != element;
        };
    }
}
