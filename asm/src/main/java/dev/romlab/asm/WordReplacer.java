package dev.romlab.asm;

import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Replaces whole words of source text (symbols and local labels, by a dialect's rules) outside quotes and outside
 * number tokens ({@code 0FFh} is a number, not the word {@code FFh}). Used for macro parameters, {@code local} names
 * and ca65's {@code .paramcount}.
 */
final class WordReplacer {

    private WordReplacer() {
    }

    static String replace(String text, LexicalRules lexical, Map<String, String> replacements) {
        if (replacements.isEmpty()) {
            return text;
        }
        return replaceTokens(text, lexical, token -> {
            char first = token.charAt(0);
            boolean word = lexical.isSymbolStart(first) || (first == lexical.localLabelPrefix() && first != 0);
            return word ? replacements.get(token) : null;
        });
    }

    /** {@code text} with each token that is {@code keyword} in any case ({@code .paramcount}) replaced. */
    static String replaceKeyword(String text, LexicalRules lexical, String keyword, String replacement) {
        if (!text.toLowerCase(Locale.ROOT).contains(keyword)) {
            return text;
        }
        return replaceTokens(text, lexical, token -> token.equalsIgnoreCase(keyword) ? replacement : null);
    }

    /** {@code text} with each token replaced by what {@code replacement} gives for it (null: kept). */
    private static String replaceTokens(String text, LexicalRules lexical, UnaryOperator<String> replacement) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int end = tokenEnd(text, i, lexical);
            String token = text.substring(i, end);
            String replaced = replacement.apply(token);
            out.append(replaced != null ? replaced : token);
            i = end;
        }
        return out.toString();
    }

    /**
     * The end of the token starting at {@code i}: a quoted string, a number, a symbol or local label, a word
     * that starts with a directive prefix ({@code .equ}, {@code #define}), or one character.
     */
    static int tokenEnd(String text, int i, LexicalRules lexical) {
        char c = text.charAt(i);
        if (lexical.opensQuote(text, i)) {
            int end = lexical.quoteEnd(text, i);
            return end < 0 ? text.length() : end;
        }
        if (lexical.startsNumber(text, i)) {
            return lexical.numberEnd(text, i);
        }
        if (lexical.isSymbolStart(c)) {
            return lexical.symbolEnd(text, i);
        }
        boolean wordPrefix = lexical.isDirectivePrefix(c) || (c == lexical.localLabelPrefix() && c != 0);
        if (wordPrefix && i + 1 < text.length() && lexical.isSymbolStart(text.charAt(i + 1))) {
            return lexical.symbolEnd(text, i + 1);
        }
        return i + 1;
    }
}
