package dev.romlab.asm;

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
 * about a whole file (one that cannot be read) has line 0 and no source line.
 *
 * @param file       the file name as the source was named (include files: relative to the including file)
 * @param line       1-based line number, 0 when the diagnostic is about the whole file
 * @param column     1-based column the caret points at, 0 when there is none
 * @param message    what is wrong, without the file position
 * @param sourceLine the full text of the line, "" when there is none
 */
public record Diagnostic(String file, int line, int column, String message, String sourceLine) {

    private static final String INDENT = "    ";

    /**
     * The three-line form: position and message, the source line without its leading white space (indented
     * by four spaces), and a caret under the column (tabs inside the line are repeated so the caret lines up).
     */
    public String format() {
        StringBuilder out = new StringBuilder(file);
        if (line > 0) {
            out.append(':').append(line);
            if (column > 0) {
                out.append(':').append(column);
            }
        }
        out.append(": error: ").append(message);
        if (line > 0 && !sourceLine.isBlank()) {
            int indent = 0;
            while (Character.isWhitespace(sourceLine.charAt(indent))) {
                indent++;
            }
            out.append('\n').append(INDENT).append(sourceLine.substring(indent).stripTrailing());
            if (column > 0) {
                out.append('\n').append(INDENT);
                for (int i = indent; i < Math.min(column - 1, sourceLine.length()); i++) {
                    out.append(sourceLine.charAt(i) == '\t' ? '\t' : ' ');
                }
                out.append('^');
            }
        }
        return out.toString();
    }
}
