package dev.romlab.asm;

/** An expression that cannot be parsed or evaluated, with the 1-based column of the offending text. */
public final class ExpressionException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int column;

    public ExpressionException(int column, String message) {
        super(message);
        this.column = column;
    }

    public int column() {
        return column;
    }
}
