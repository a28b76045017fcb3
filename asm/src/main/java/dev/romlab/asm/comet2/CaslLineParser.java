package dev.romlab.asm.comet2;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a CASL II / MLFE source line into its fields (IPA CASL II specification, "instruction line": a label
 * starts in column 1; the opcode and the operands follow after blanks; {@code ;} starts a comment). Operands are
 * separated by commas, with blanks allowed after them (as MLFE programs write {@code RPUSH 1, 7}); a {@code ;} or a
 * comma inside a quoted constant belongs to it.
 */
final class CaslLineParser {

    /** Where a line has a problem: the 1-based column and the message. */
    record Problem(int column, String message) {
    }

    private final boolean escapes;

    /** @param escapes whether {@code \} escapes a character inside quotes (MLFE: {@code '\n'}) */
    CaslLineParser(boolean escapes) {
        this.escapes = escapes;
    }

    /**
     * The statement on {@code line}, or null for a blank or comment line; problems are added to {@code problems}.
     *
     * @param labelled whether a word in column 1 is a label (false: it is the operation, as in a listing whose
     *                 indentation was lost)
     */
    CaslStatement parse(String line, boolean labelled, List<Problem> problems) {
        int end = commentStart(line);
        String code = line.substring(0, end);
        if (code.isBlank()) {
            return null;
        }
        int i = 0;
        String label = null;
        if (labelled && !Character.isWhitespace(code.charAt(0))) {
            i = tokenEnd(code, 0);
            label = code.substring(0, i);
        }
        i = skipBlanks(code, i);
        if (i >= code.length()) {
            return new CaslStatement(label, null, 0, List.of());
        }
        int mnemonicStart = i;
        i = tokenEnd(code, i);
        String mnemonic = code.substring(mnemonicStart, i);
        i = skipBlanks(code, i);
        return new CaslStatement(label, mnemonic, mnemonicStart + 1, operands(code, i, problems));
    }

    private List<CaslOperand> operands(String code, int start, List<Problem> problems) {
        List<CaslOperand> operands = new ArrayList<>();
        if (start >= code.length()) {
            return operands;
        }
        int i = start;
        while (true) {
            int operandStart = i;
            i = operandEnd(code, i);
            String text = code.substring(operandStart, i);
            int blank = firstBlank(text);
            if (blank >= 0) {
                int after = skipBlanks(text, blank);
                if (after < text.length()) {
                    problems.add(new Problem(operandStart + after + 1, "unexpected text '" + text.substring(after).strip()
                            + "' after the operand (separate operands with commas; a comment starts with ';')"));
                }
                text = text.substring(0, blank);
            }
            if (text.isEmpty()) {
                problems.add(new Problem(operandStart + 1, "missing operand"));
            }
            operands.add(new CaslOperand(text, operandStart + 1));
            if (i >= code.length()) {
                return operands;
            }
            i = skipBlanks(code, i + 1);
        }
    }

    /** The index of the comma that ends the operand at {@code i}, or the end of the code. */
    private int operandEnd(String code, int i) {
        while (i < code.length() && code.charAt(i) != ',') {
            i = code.charAt(i) == '\'' ? quoteEnd(code, i) : i + 1;
        }
        return i;
    }

    private int firstBlank(String text) {
        int i = 0;
        while (i < text.length()) {
            if (text.charAt(i) == '\'') {
                i = quoteEnd(text, i);
            } else if (Character.isWhitespace(text.charAt(i))) {
                return i;
            } else {
                i++;
            }
        }
        return -1;
    }

    /** Where the comment starts ({@code ;} outside quotes), or the line's length. */
    private int commentStart(String line) {
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == ';') {
                return i;
            }
            i = c == '\'' ? quoteEnd(line, i) : i + 1;
        }
        return line.length();
    }

    /** The index after the quoted constant opening at {@code open} ({@code ''} is a quote inside it). */
    int quoteEnd(String text, int open) {
        int i = open + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (escapes && c == '\\' && i + 1 < text.length()) {
                i += 2;
            } else if (c == '\'') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
                    i += 2;
                } else {
                    return i + 1;
                }
            } else {
                i++;
            }
        }
        return text.length();
    }

    private static int tokenEnd(String text, int i) {
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipBlanks(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
