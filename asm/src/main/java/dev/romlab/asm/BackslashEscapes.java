package dev.romlab.asm;

/**
 * Backslash escapes inside quotes, as spasm-ng reads them in character constants and strings ({@code parser.cpp},
 * case {@code '\''} of {@code parse_single_num}; {@code utils.cpp}, {@code reduce_string}, which reads each escape
 * through the same code): {@code \n} line feed, {@code \r} carriage return, {@code \t} tab, {@code \0} NUL,
 * {@code \\}, {@code \'} and {@code \"} the character, and any other character after the backslash stands for
 * itself ({@code "C:\DIR"} is {@code C:DIR}).
 *
 * <p>Where pasmo reads the same escape otherwise, the escape is an error instead of a silent choice, so no program
 * gets bytes its own assembler would not give: pasmo (0.5.3, run on test lines) reads {@code \a} as 7, {@code \x41}
 * as hex, {@code \101} and {@code \012} as octal, and {@code \N \R \T} as the letters, which spasm-ng (whose escape
 * letters are case-blind) reads as 'a', 'x', '1', NUL then digits, and line feed, CR, tab. spasm-ng's {@code \#}
 * (a random byte) has no fixed value and is an error too.
 */
final class BackslashEscapes {

    private BackslashEscapes() {
    }

    /** An escape romlab does not read, at {@code offset} (of its backslash) inside the quoted text. */
    static final class BadEscape extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        private final int offset;

        BadEscape(int offset, String message) {
            super(message);
            this.offset = offset;
        }

        /** Where the backslash stands in the quoted text, opening quote at 0. */
        int offset() {
            return offset;
        }
    }

    /**
     * The end (exclusive) of the escape whose backslash is at {@code index} of {@code text}, inside a quote opened
     * with {@code quote} at {@code open}: past the escaped character, or just past the backslash for pasmo's
     * {@code '\'} (a lone backslash in apostrophes, which spasm-ng would read as an unclosed {@code '\''}).
     */
    static int escapeEnd(String text, int open, int index, char quote) {
        if (index + 1 >= text.length()) {
            return index + 1;
        }
        boolean lonePasmoBackslash = quote == '\'' && index == open + 1 && text.charAt(index + 1) == '\''
                && (index + 2 >= text.length() || text.charAt(index + 2) != '\'');
        return lonePasmoBackslash ? index + 1 : index + 2;
    }

    /**
     * The characters between the quotes of {@code quoted} with its escapes read, and with {@code doubledQuotes} a
     * doubled quote read as one.
     */
    static String decode(String quoted, boolean doubledQuotes) {
        char quote = quoted.charAt(0);
        String inner = quoted.substring(1, quoted.length() - 1);
        if (inner.equals("\\")) {
            return inner; // pasmo's '\'
        }
        StringBuilder out = new StringBuilder(inner.length());
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (doubledQuotes && c == quote && i + 1 < inner.length() && inner.charAt(i + 1) == quote) {
                out.append(quote);
                i++;
                continue;
            }
            if (c != '\\' || i + 1 == inner.length()) {
                out.append(c);
                continue;
            }
            char next = inner.charAt(++i);
            char following = i + 1 < inner.length() ? inner.charAt(i + 1) : 0;
            out.append(escaped(next, following, i));
        }
        return out.toString();
    }

    /** What {@code \next} stands for ({@code following} the character after it, 0 for none). */
    private static char escaped(char next, char following, int index) {
        int offset = index; // the backslash is at index - 1 of the inner text, so at index of the quoted text
        switch (next) {
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case '0':
                if (following >= '0' && following <= '7') {
                    throw new BadEscape(offset, "escape '\\0" + following + "...' is an octal number to pasmo but "
                            + "NUL followed by digits to spasm-ng: write the byte as a number");
                }
                return '\0';
            case 'a':
                throw ambiguous(offset, next, "7 (bell)", "'a'");
            case 'x':
                throw ambiguous(offset, next, "a hex number", "'x'");
            case 'N':
                throw ambiguous(offset, next, "'N'", "a line feed (10)");
            case 'R':
                throw ambiguous(offset, next, "'R'", "a carriage return (13)");
            case 'T':
                throw ambiguous(offset, next, "'T'", "a tab (9)");
            case '#':
                throw new BadEscape(offset, "escape '\\#' is a random byte to spasm-ng: romlab gives no random "
                        + "bytes, write the value");
            default:
                if (next >= '1' && next <= '7') {
                    throw ambiguous(offset, next, "an octal number", "'" + next + "'");
                }
                return next; // \\ \' \" and any other character: the character itself, to both
        }
    }

    private static BadEscape ambiguous(int offset, char next, String pasmo, String spasm) {
        return new BadEscape(offset, "escape '\\" + next + "' is " + pasmo + " to pasmo but " + spasm
                + " to spasm-ng: write the byte as a number");
    }
}
