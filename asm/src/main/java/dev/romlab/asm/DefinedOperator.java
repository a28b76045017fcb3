package dev.romlab.asm;

import java.util.function.Predicate;

/**
 * The {@code defined(NAME)} (or {@code defined NAME}, ca65's {@code .defined(NAME)}) operator of {@code #if}
 * conditions, as in C, and ca65's {@code .defined(NAME)} in any expression: replaced by 1 or 0 before text macros
 * are replaced and the expression is read, so that it sees names, not their values.
 */
final class DefinedOperator {

    private DefinedOperator() {
    }

    static String replace(String text, LexicalRules lexical, Predicate<String> isDefined) {
        return replace(text, lexical, isDefined, false);
    }

    /** Replaces only the spelling with a directive prefix ({@code .defined(NAME)}), for any expression. */
    static String replacePrefixed(String text, LexicalRules lexical, Predicate<String> isDefined) {
        return replace(text, lexical, isDefined, true);
    }

    private static String replace(String text, LexicalRules lexical, Predicate<String> isDefined,
            boolean prefixedOnly) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int end = WordReplacer.tokenEnd(text, i, lexical);
            String token = text.substring(i, end);
            if (isDefinedOperator(token, lexical, prefixedOnly)) {
                int j = skipSpaces(text, end);
                boolean parenthesized = j < text.length() && text.charAt(j) == '(';
                int nameStart = skipSpaces(text, parenthesized ? j + 1 : j);
                int nameEnd = lexical.symbolEnd(text, nameStart);
                int close = parenthesized ? skipSpaces(text, nameEnd) : nameEnd;
                if (nameEnd > nameStart && (!parenthesized || (close < text.length() && text.charAt(close) == ')'))) {
                    out.append(isDefined.test(text.substring(nameStart, nameEnd)) ? '1' : '0');
                    i = parenthesized ? close + 1 : nameEnd;
                    continue;
                }
            }
            out.append(token);
            i = end;
        }
        return out.toString();
    }

    /** {@code defined}, or with a directive prefix as ca65 writes it ({@code .defined}). */
    private static boolean isDefinedOperator(String token, LexicalRules lexical, boolean prefixedOnly) {
        boolean prefixed = token.length() > 1 && lexical.isDirectivePrefix(token.charAt(0));
        return (prefixed || !prefixedOnly) && (prefixed ? token.substring(1) : token).equalsIgnoreCase("defined");
    }

    private static int skipSpaces(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
