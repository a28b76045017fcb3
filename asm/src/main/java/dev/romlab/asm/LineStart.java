package dev.romlab.asm;

/**
 * The first two words of a source line and the directives they name, read before text macros are replaced:
 * what decides whether a line is a preprocessor line ({@code #define}, {@code #if}, {@code NAME macro a,b},
 * {@code .rept 3}) that is handled as a whole.
 *
 * @param first       the first word ({@code #define}, a label without its colon, ...), possibly empty
 * @param firstKind   the directive the first word names, or null
 * @param afterFirst  the rest of the line's code after the first word (and its colon)
 * @param second      the second word
 * @param secondKind  the directive the second word names, or null
 * @param afterSecond the rest of the code after the second word
 */
record LineStart(SourceText first, DirectiveKind firstKind, SourceText afterFirst, SourceText second,
        DirectiveKind secondKind, SourceText afterSecond) {

    static LineStart of(SourceLine line, SourceDialect dialect) {
        LexicalRules lexical = dialect.lexical();
        String text = line.text();
        SourceText code = new SourceText(text.substring(0, lexical.codeEnd(text)), 1).trim();
        SourceText first = leadingWord(code, lexical);
        SourceText afterFirst = code.slice(first.text().length(), code.text().length());
        if (afterFirst.text().startsWith(":")) {
            afterFirst = afterFirst.slice(1, afterFirst.text().length());
        }
        afterFirst = afterFirst.trim();
        SourceText second = leadingWord(afterFirst, lexical);
        SourceText afterSecond = afterFirst.slice(second.text().length(), afterFirst.text().length()).trim();
        return new LineStart(first, directiveOf(first, dialect), afterFirst, second, directiveOf(second, dialect),
                afterSecond);
    }

    /** The leading word of {@code text}: symbol characters and directive prefixes, possibly empty. */
    static SourceText leadingWord(SourceText text, LexicalRules lexical) {
        String s = text.text();
        int end = 0;
        while (end < s.length() && (lexical.isSymbolPart(s.charAt(end)) || lexical.isDirectivePrefix(s.charAt(end)))) {
            end++;
        }
        return text.slice(0, end);
    }

    private static DirectiveKind directiveOf(SourceText word, SourceDialect dialect) {
        return word.isEmpty() ? null : dialect.directive(word.text());
    }
}
