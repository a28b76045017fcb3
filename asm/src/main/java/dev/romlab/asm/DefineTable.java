package dev.romlab.asm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Text macros ({@code #define NAME body}, {@code #define NAME(a,b) body}) and their replacement in source lines,
 * as the C preprocessor does it: whole words outside quotes, arguments split at top-level commas, the result
 * scanned again, a macro never replaced inside its own replacement. Replacement deeper than
 * {@value #MAX_DEPTH} levels or longer than {@value #MAX_LENGTH} characters is reported, never a crash.
 */
final class DefineTable {

    static final int MAX_DEPTH = 64;
    static final int MAX_LENGTH = 65_536;

    /** A text macro: parameters (null for a plain name) and the replacement text. */
    record Define(List<String> parameters, String body) {
    }

    /** A replacement that cannot be made, at a 1-based column of the line. */
    static final class DefineException extends Exception {

        private static final long serialVersionUID = 1L;

        private final int column;

        DefineException(int column, String message) {
            super(message);
            this.column = column;
        }

        int column() {
            return column;
        }
    }

    private final LexicalRules lexical;
    private final Map<String, Define> defines = new HashMap<>();
    private final NamesInAnyCase namesInAnyCase = new NamesInAnyCase();

    /** Whether a replacement that stands alone as an operand keeps the operand's form as written. */
    private final boolean operandFormsAsWritten;

    DefineTable(LexicalRules lexical, boolean operandFormsAsWritten) {
        this.lexical = lexical;
        this.operandFormsAsWritten = operandFormsAsWritten;
    }

    void define(String name, List<String> parameters, String body) {
        defines.put(name, new Define(parameters == null ? null : List.copyOf(parameters), body));
        namesInAnyCase.add(name);
    }

    /** Adds {@code text} to the end of the body of {@code name}, which is defined. */
    void append(String name, String text) {
        Define define = defines.get(name);
        defines.put(name, new Define(define.parameters(), define.body() + text));
    }

    void undefine(String name) {
        String defined = definedName(name);
        if (defined != null) {
            defines.remove(defined);
            namesInAnyCase.remove(defined);
        }
    }

    boolean isDefined(String name) {
        return definedName(name) != null;
    }

    /**
     * The name of the text macro {@code word} calls: itself, or where the dialect's names match in any case
     * ({@link LexicalRules#symbolsMatchAnyCase()}) the one macro that differs only in case; null for none.
     */
    private String definedName(String word) {
        if (defines.containsKey(word)) {
            return word;
        }
        return lexical.symbolsMatchAnyCase() ? namesInAnyCase.find(word) : null;
    }

    /** The text macros without parameters, name to body. */
    Map<String, String> plainDefines() {
        Map<String, String> plain = new HashMap<>();
        defines.forEach((name, define) -> {
            if (define.parameters() == null) {
                plain.put(name, define.body());
            }
        });
        return plain;
    }

    /** {@code text} with every text macro replaced. */
    String expand(String text) throws DefineException {
        if (defines.isEmpty()) {
            return text;
        }
        return expand(text, new HashSet<>(), 0, 1);
    }

    private String expand(String text, Set<String> active, int depth, int column) throws DefineException {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int end = WordReplacer.tokenEnd(text, i, lexical);
            String word = text.substring(i, end);
            String name = lexical.isSymbolStart(text.charAt(i)) ? definedName(word) : null;
            Define define = name != null && !active.contains(name) ? defines.get(name) : null;
            if (define == null) {
                out.append(word);
                i = end;
                continue;
            }
            // Inside a replacement, positions are not in the line: report the word the line wrote.
            int at = depth == 0 ? column + i : column;
            String replacement = define.body();
            if (define.parameters() != null) {
                int open = skipSpaces(text, end);
                if (open >= text.length() || text.charAt(open) != '(') {
                    out.append(word);
                    i = end;
                    continue;
                }
                int close = closingParenthesis(text, open);
                if (close < 0) {
                    throw new DefineException(at, "missing ')' after the arguments of '" + word + "'");
                }
                List<String> arguments = arguments(text.substring(open + 1, close));
                if (arguments.size() != define.parameters().size()) {
                    throw new DefineException(at, "'" + word + "' takes " + define.parameters().size()
                            + " argument" + (define.parameters().size() == 1 ? "" : "s") + ", not "
                            + arguments.size());
                }
                Map<String, String> substitutions = new HashMap<>();
                for (int p = 0; p < arguments.size(); p++) {
                    substitutions.put(define.parameters().get(p), arguments.get(p));
                }
                replacement = WordReplacer.replace(replacement, lexical, substitutions);
                end = close + 1;
            }
            if (depth >= MAX_DEPTH) {
                throw new DefineException(at, "#define replacement nested deeper than " + MAX_DEPTH
                        + " levels (a text macro that uses itself through another?)");
            }
            active.add(name);
            String expanded = expand(replacement, active, depth + 1, at);
            active.remove(name);
            if (depth == 0 && operandFormsAsWritten && standsAloneAfterComma(text, i, end)
                    && isOneParenthesized(expanded)) {
                // spasm-ng matches the operand as written (ld a,PAGE: a number), then replaces PAGE by "(0)";
                // a "+" keeps "(0)" from reading as (address) here.
                out.append('+');
            }
            out.append(expanded);
            if (out.length() > MAX_LENGTH) {
                throw new DefineException(at, "#define replacement longer than " + MAX_LENGTH + " characters");
            }
            i = end;
        }
        return out.toString();
    }

    /** The arguments of a call, split at top-level commas (parentheses and quotes hide commas), trimmed. */
    private List<String> arguments(String text) {
        List<String> arguments = new ArrayList<>();
        if (text.isBlank()) {
            return arguments;
        }
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (lexical.opensQuote(text, i)) {
                int close = lexical.quoteEnd(text, i);
                i = (close < 0 ? text.length() : close) - 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                arguments.add(text.substring(start, i).trim());
                start = i + 1;
            }
        }
        arguments.add(text.substring(start).trim());
        return arguments;
    }

    /**
     * Whether the word at {@code start}..{@code end} of {@code text} is a whole operand after the first: a comma before
     * it, and after it the end, a comma, a comment or the next statement.
     */
    private boolean standsAloneAfterComma(String text, int start, int end) {
        int before = start - 1;
        while (before >= 0 && Character.isWhitespace(text.charAt(before))) {
            before--;
        }
        int after = skipSpaces(text, end);
        return before >= 0 && text.charAt(before) == ','
                && (after == text.length() || text.charAt(after) == ',' || text.charAt(after) == lexical.commentChar()
                        || text.charAt(after) == lexical.statementSeparator());
    }

    /** Whether {@code text} is one expression in parentheses: {@code (0)}, {@code (a+1)}, not {@code (a)+(b)}. */
    private boolean isOneParenthesized(String text) {
        String trimmed = text.strip();
        return trimmed.startsWith("(") && closingParenthesis(trimmed, 0) == trimmed.length() - 1;
    }

    private int closingParenthesis(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (lexical.opensQuote(text, i)) {
                int close = lexical.quoteEnd(text, i);
                if (close < 0) {
                    return -1;
                }
                i = close - 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static int skipSpaces(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
