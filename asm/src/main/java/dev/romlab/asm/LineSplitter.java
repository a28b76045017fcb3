package dev.romlab.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts source lines into pieces while respecting quotes: the comment ({@code ;} to the end of the line), the
 * statements ({@code \} separates statements on one line, TI-83+ habit), the operands (top-level commas).
 *
 * <p>Quotes: {@code "..."} and {@code '...'} hide {@code ; \ ,} from splitting. An apostrophe right after a
 * letter or digit is part of a word ({@code af'}), not the start of a quote. There are no escape sequences:
 * {@code \} always separates statements.
 */
final class LineSplitter {

    private LineSplitter() {
    }

    /** The statements of {@code line} (1-based columns), comment removed; blank pieces are left out. */
    static List<SourceText> statements(String line) {
        List<SourceText> statements = new ArrayList<>();
        int start = 0;
        char quote = 0;
        int i = 0;
        for (; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (opensQuote(line, i)) {
                quote = c;
            } else if (c == ';') {
                break;
            } else if (c == '\\') {
                addPiece(statements, line, start, i);
                start = i + 1;
            }
        }
        addPiece(statements, line, start, i);
        return statements;
    }

    /** The comma-separated operands of {@code text} (parentheses and quotes hide commas), each trimmed. */
    static List<SourceText> operands(SourceText text) {
        List<SourceText> operands = new ArrayList<>();
        if (text.trim().isEmpty()) {
            return operands;
        }
        String s = text.text();
        int start = 0;
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (opensQuote(s, i)) {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                operands.add(text.slice(start, i).trim());
                start = i + 1;
            }
        }
        operands.add(text.slice(start, s.length()).trim());
        return operands;
    }

    /** Whether {@code text} is one quoted string ({@code "..."} or {@code '...'}) and nothing else. */
    static boolean isQuoted(String text) {
        if (text.length() < 2 || (text.charAt(0) != '"' && text.charAt(0) != '\'')) {
            return false;
        }
        return text.indexOf(text.charAt(0), 1) == text.length() - 1;
    }

    private static boolean opensQuote(String text, int index) {
        char c = text.charAt(index);
        if (c == '"') {
            return true;
        }
        return c == '\'' && (index == 0 || !Character.isLetterOrDigit(text.charAt(index - 1)));
    }

    private static void addPiece(List<SourceText> pieces, String line, int begin, int end) {
        SourceText piece = new SourceText(line.substring(begin, end), begin + 1).trim();
        if (!piece.isEmpty()) {
            pieces.add(piece);
        }
    }
}
