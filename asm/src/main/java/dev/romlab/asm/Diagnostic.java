package dev.romlab.asm;

import java.util.List;

/**
 * One error found in a source file, with everything needed to show it the way compilers do:
 *
 * <pre>
 * dice.asm:12:8: error: undefined symbol 'DIESIDES'
 *     ld h,DIESIDES-1
 *          ^
 * </pre>
 *
 * Lines and columns count from 1; a column is a character index (a tab counts as one column). A diagnostic
 * about a whole file (one that cannot be read) has line 0 and no source line. When the line was reached through
 * macro calls, repetitions or includes, one note per step follows, innermost first:
 *
 * <pre>
 * lib.asm:3:8: error: undefined symbol 'NOPE'
 *     ld a,NOPE
 *          ^
 * note: in macro 'load' called at main.asm:12:5
 * note: included from main.asm:2:1
 * </pre>
 *
 * @param file       the file name as the source was named (include files: relative to the including file)
 * @param line       1-based line number, 0 when the diagnostic is about the whole file
 * @param column     1-based column the caret points at, 0 when there is none
 * @param message    what is wrong, without the file position
 * @param sourceLine the full text of the line (after text macros were replaced), "" when there is none
 * @param notes      how the line was reached ({@code in macro 'foo' called at a.asm:12:5}), innermost first
 */
public record Diagnostic(String file, int line, int column, String message, String sourceLine, List<String> notes) {

    private static final String INDENT = "    ";

    public Diagnostic {
        notes = List.copyOf(notes);
    }

    /** A diagnostic about a line reached directly (no macro, repetition or include in between). */
    public Diagnostic(String file, int line, int column, String message, String sourceLine) {
        this(file, line, column, message, sourceLine, List.of());
    }

    /**
     * The three-line form: position and message, the source line without its leading white space (indented
     * by four spaces; of a long line, the part around the column: {@link LineExcerpt}), and a caret under the
     * column (tabs inside the line are repeated so the caret lines up); then the notes, one line each. A long
     * message is cut as a long line is ({@link LineExcerpt#message}).
     */
    public String format() {
        StringBuilder out = new StringBuilder(file);
        if (line > 0) {
            out.append(':').append(line);
            if (column > 0) {
                out.append(':').append(column);
            }
        }
        out.append(": error: ").append(LineExcerpt.message(message));
        if (line > 0 && !sourceLine.isBlank()) {
            int indent = 0;
            while (Character.isWhitespace(sourceLine.charAt(indent))) {
                indent++;
            }
            LineExcerpt shown = LineExcerpt.around(sourceLine.substring(indent).stripTrailing(),
                    Math.min(column - 1, sourceLine.length()) - indent);
            out.append('\n').append(INDENT).append(shown.text());
            if (column > 0) {
                out.append('\n').append(INDENT).append(shown.caretLine());
            }
        }
        for (String note : notes) {
            out.append("\nnote: ").append(note);
        }
        return out.toString();
    }
}
