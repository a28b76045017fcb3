package dev.romlab.asm;

/** A piece of a source line (a mnemonic, an operand, an expression) and the 1-based column it starts at. */
public record SourceText(String text, int column) {

    public boolean isEmpty() {
        return text.isEmpty();
    }

    /** The part from {@code begin} to {@code end} (exclusive), with its own column. */
    public SourceText slice(int begin, int end) {
        return new SourceText(text.substring(begin, end), column + begin);
    }

    /** The same piece without the white space around it, its column moved past the leading part. */
    public SourceText trim() {
        int begin = 0;
        while (begin < text.length() && Character.isWhitespace(text.charAt(begin))) {
            begin++;
        }
        int end = text.length();
        while (end > begin && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return slice(begin, end);
    }
}
