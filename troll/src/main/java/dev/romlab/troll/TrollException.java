package dev.romlab.troll;

import dev.romlab.troll.ast.Position;

/**
 * A parse or run-time error of a Troll definition, at a line and column of its source. Never a crash: every
 * error the language defines (division by zero, negative counts, unknown names, ...) ends here.
 */
public final class TrollException extends RuntimeException {

    private final Position position;
    private final String detail;

    public TrollException(Position position, String detail) {
        super(position + ": " + detail);
        this.position = position;
        this.detail = detail;
    }

    public Position position() {
        return position;
    }

    /** The message without the position. */
    public String detail() {
        return detail;
    }

    /** {@code line:column: message}, then the source line and a caret under the column. */
    public String describe(String source) {
        String[] lines = source.split("\n", -1);
        String line = position.line() >= 1 && position.line() <= lines.length ? lines[position.line() - 1] : "";
        line = line.replace("\r", "");
        int caretAt = Math.max(0, Math.min(position.column() - 1, line.length()));
        return getMessage() + "\n" + line + "\n" + " ".repeat(caretAt) + "^";
    }
}
