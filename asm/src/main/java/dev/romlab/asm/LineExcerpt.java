package dev.romlab.asm;

/**
 * A line as a diagnostic shows it above its caret: whole when short, else the {@value #SHOWN_COLUMNS} characters
 * around the caret with {@code ...} where it is cut (a generated or binary line may be megabytes long, and its
 * caret line as long again), the caret still under the same character.
 *
 * @param text  what to show
 * @param caret the 0-based index in {@code text} the caret points at
 */
public record LineExcerpt(String text, int caret) {

    /** The most characters of a line shown: as many as fit a terminal beside the indentation. */
    public static final int SHOWN_COLUMNS = 100;

    /**
     * The most characters of a message shown: a message that quotes a token of a long line (a 2,000,000 character
     * mnemonic) shows the start and the end of it, as the line above the caret is shown cut.
     */
    public static final int SHOWN_MESSAGE_CHARACTERS = 240;

    private static final String CUT = "...";

    /** {@code message} whole when short, else its start and its end around {@code ...}. */
    public static String message(String message) {
        if (message.length() <= SHOWN_MESSAGE_CHARACTERS) {
            return message;
        }
        int end = SHOWN_MESSAGE_CHARACTERS / 4;
        return message.substring(0, SHOWN_MESSAGE_CHARACTERS - end - CUT.length()) + CUT
                + message.substring(message.length() - end);
    }

    /** The excerpt of {@code line} around index {@code caret} (past the end: just after the last character). */
    public static LineExcerpt around(String line, int caret) {
        if (line.length() <= SHOWN_COLUMNS) {
            return new LineExcerpt(line, Math.max(0, caret));
        }
        int at = Math.max(0, Math.min(caret, line.length()));
        int start = Math.max(0, Math.min(at - SHOWN_COLUMNS / 2, line.length() - SHOWN_COLUMNS));
        int end = start + SHOWN_COLUMNS;
        String text = (start > 0 ? CUT : "") + line.substring(start, end) + (end < line.length() ? CUT : "");
        return new LineExcerpt(text, at - start + (start > 0 ? CUT.length() : 0));
    }

    /** Blanks up to the caret, then {@code ^}; a tab above stays a tab below, so the caret lines up. */
    public String caretLine() {
        StringBuilder under = new StringBuilder(caret + 1);
        for (int i = 0; i < caret; i++) {
            under.append(i < text.length() && text.charAt(i) == '\t' ? '\t' : ' ');
        }
        return under.append('^').toString();
    }
}
