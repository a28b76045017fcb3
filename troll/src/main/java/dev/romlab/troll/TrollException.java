package dev.romlab.troll;

import dev.romlab.troll.ast.Position;

/**
 * A parse or run-time error of a Troll definition, at a line and column of its source. Never a crash: every
 * error the language defines (division by zero, negative counts, unknown names, ...) ends here.
 */
public final class TrollException extends RuntimeException {

    /** The most columns of a source line an error shows (a generated line may be megabytes long). */
    private static final int SHOWN_COLUMNS = 100;

    private final Position position;
    private final String detail;

    public TrollException(Position position, String detail) {
        super(position + ": " + detail);
        this.position = position;
        this.detail = detail;
    }

    /**
     * The error for an expression whose values filled the Java heap: thrown by an engine that caught the JVM's
     * {@link OutOfMemoryError} once the values being built were garbage, so that a program too large for memory
     * ends like any other error, never in the JVM's crash (issue #11).
     */
    public static TrollException outOfMemory(Position position) {
        return new TrollException(position, "out of memory: the values built here need more than the "
                + (Runtime.getRuntime().maxMemory() >> 20) + " MB the Java heap may take");
    }

    public Position position() {
        return position;
    }

    /** The message without the position. */
    public String detail() {
        return detail;
    }

    /**
     * {@code line:column: message}, then the source line and a caret under the column; of a line longer than
     * {@link #SHOWN_COLUMNS}, only that many columns around the caret, with {@code ...} where it is cut.
     */
    public String describe(String source) {
        String[] lines = source.split("\n", -1);
        String line = position.line() >= 1 && position.line() <= lines.length ? lines[position.line() - 1] : "";
        line = line.replace("\r", "");
        int caretAt = Math.max(0, Math.min(position.column() - 1, line.length()));
        if (line.length() > SHOWN_COLUMNS) {
            int start = Math.max(0, Math.min(caretAt - SHOWN_COLUMNS / 2, line.length() - SHOWN_COLUMNS));
            int end = start + SHOWN_COLUMNS;
            String cut = "...";
            line = (start > 0 ? cut : "") + line.substring(start, end) + (end < line.length() ? cut : "");
            caretAt += start > 0 ? cut.length() - start : 0;
        }
        StringBuilder under = new StringBuilder(caretAt + 1);
        for (int i = 0; i < caretAt; i++) {
            under.append(line.charAt(i) == '\t' ? '\t' : ' '); // a tab stays a tab, so the caret lines up
        }
        return getMessage() + "\n" + line + "\n" + under.append('^');
    }
}
