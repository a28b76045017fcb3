package dev.romlab.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts source lines into pieces by a dialect's {@link LexicalRules}, respecting quotes: the comment (to the end of
 * the line), the statements (the statement separator, {@code \} in TI-83+ sources), the operands (top-level
 * commas). Quoted text hides all of these, escaped quotes included where the dialect has backslash escapes.
 */
final class LineSplitter {

    private final LexicalRules lexical;

    LineSplitter(LexicalRules lexical) {
        this.lexical = lexical;
    }

    /** The statements of {@code line} (1-based columns), comment removed; blank pieces are left out. */
    List<SourceText> statements(String line) {
        List<SourceText> statements = new ArrayList<>();
        int end = lexical.codeEnd(line);
        int start = 0;
        for (int i = 0; i < end; i++) {
            if (lexical.opensQuote(line, i)) {
                int close = lexical.quoteEnd(line, i);
                i = (close < 0 ? end : close) - 1;
            } else if (line.charAt(i) == lexical.statementSeparator() && lexical.statementSeparator() != 0) {
                addPiece(statements, line, start, i);
                start = i + 1;
            }
        }
        addPiece(statements, line, start, end);
        return statements;
    }

    /** The comma-separated operands of {@code text} (parentheses and quotes hide commas), each trimmed. */
    List<SourceText> operands(SourceText text) {
        List<SourceText> operands = new ArrayList<>();
        if (text.trim().isEmpty()) {
            return operands;
        }
        String s = text.text();
        int start = 0;
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (lexical.opensQuote(s, i)) {
                int close = lexical.quoteEnd(s, i);
                i = (close < 0 ? s.length() : close) - 1;
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

    private static void addPiece(List<SourceText> pieces, String line, int begin, int end) {
        SourceText piece = new SourceText(line.substring(begin, end), begin + 1).trim();
        if (!piece.isEmpty()) {
            pieces.add(piece);
        }
    }
}
