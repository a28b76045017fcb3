package dev.romlab.cpu.debug;

/**
 * An expression that cannot be read: what is wrong and where, as a column of the expression's text (from 0), so
 * that the monitor can put a caret under it.
 */
public final class ExpressionException extends IllegalArgumentException {

    private final String text;
    private final int column;
    private final String reason;

    public ExpressionException(String text, int column, String reason) {
        super(reason + " (column " + (column + 1) + " of '" + text + "')");
        this.text = text;
        this.column = column;
        this.reason = reason;
    }

    /** The expression as written. */
    public String text() {
        return text;
    }

    /** Where in {@link #text()} the problem is, from 0. */
    public int column() {
        return column;
    }

    /** What is wrong, without the position. */
    public String reason() {
        return reason;
    }
}
