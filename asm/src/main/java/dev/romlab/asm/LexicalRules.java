package dev.romlab.asm;

import java.util.Set;

/**
 * How a dialect writes the pieces of a line: comments, statement separators, quotes, symbols, local labels,
 * numbers and the current address. The core's line splitter, expression parser and text macros read source
 * only through these rules.
 *
 * @param commentChar           starts a comment that runs to the end of the line ({@code ;})
 * @param statementSeparator    separates statements on one line ({@code \} in TI-83+ sources), 0 for none
 * @param quoteChars            the characters that open and close strings and character constants
 * @param doubledQuoteEscapes   whether a doubled quote inside a string stands for the quote ({@code 'It''s'})
 * @param apostropheEndsWord    whether an apostrophe right after a letter or digit belongs to the word
 *                              ({@code af'}) instead of opening a quote
 * @param columnOneLabels       whether a word in column 1 that is no instruction, directive or macro is a label
 *                              without its colon ({@code loop  djnz loop}), as most assemblers read it
 * @param symbolsMatchAnyCase   whether a symbol written in another case ({@code tAsmCmp} for {@code tasmCmp})
 *                              finds the one symbol that differs only in case, when no symbol matches exactly;
 *                              text macros ({@code #define}) and macros alike ({@link NamesInAnyCase})
 * @param directivePrefixes     the characters directives may start with ({@code .org}, {@code #define}): they are
 *                              part of the word, and an unknown word starting with one is an unknown directive
 * @param localLabelPrefix      the first character of a local label ({@code .loop}), 0 for none; a local label
 *                              belongs to the last global label above it, or to one macro expansion
 * @param numberForms           the number notations the dialect reads
 * @param currentAddressChar    the character that alone stands for the current address ({@code $}), 0 for none
 * @param unnamedLabels         whether a statement may start with {@code :} (a label without a name) and
 *                              {@code :-}, {@code :--}, {@code :+}, {@code :++} name the nearest such labels
 *                              before and after (ca65)
 * @param fixedFields           TI Editor/Assembler's fields: whatever starts in column 1 is a label (directive and
 *                              mnemonic names too), a {@code *} in column 1 makes the line a comment, and the
 *                              operand field ends at the first blank outside quotes: the rest is a comment, as is
 *                              everything after a mnemonic that takes no operands
 * @param symbolCharacters      characters besides letters, digits and {@code _} that may continue a symbol
 *                              ({@code .$} for xas99's {@code w$0000} and {@code edb.top})
 * @param scopedNames           whether a symbol may name the scope it is in: {@code scope::name}, and
 *                              {@code ::name} for the outermost scope (ca65's {@code .proc} and {@code .scope})
 * @param backslashEscapes      whether {@code \} inside quotes starts an escape ({@code '\n'}, {@code "\r\n"}), as
 *                              spasm-ng reads it ({@link BackslashEscapes}); file names stay as written, a
 *                              {@code \} in them a folder separator
 * @param relativeLabelMark     xas99's local labels, 0 for none: {@code !name} (the name may be empty) in column 1
 *                              defines one, which may be defined again; a reference {@code !name} is the next
 *                              definition after this line, {@code !!name} the one after that, {@code -!name} the
 *                              last one before this line
 * @param macroCallPrefix       what a macro call starts with ({@code .fill} calls xas99's {@code .defm fill}), 0 for
 *                              calls by the bare name
 * @param macroParameterMark    xas99's numbered macro parameters, 0 for named ones: {@code #1}, {@code #2} ... in a
 *                              body stand for the first, second ... argument of the call, however many it has
 * @param reusableLabels        spasm-ng's reusable labels: a label named {@code _} may be defined again and again;
 *                              a reference {@code _} or {@code +_} is the next one after this line, {@code ++_} the
 *                              one after that, {@code -_} the last one defined up to this line (its own included),
 *                              {@code --_} the one before that
 */
public record LexicalRules(char commentChar, char statementSeparator, String quoteChars, boolean doubledQuoteEscapes,
        boolean apostropheEndsWord, boolean columnOneLabels, boolean symbolsMatchAnyCase, String directivePrefixes,
        char localLabelPrefix, Set<NumberForm> numberForms, char currentAddressChar, boolean unnamedLabels,
        boolean fixedFields, String symbolCharacters, boolean scopedNames, boolean backslashEscapes,
        char relativeLabelMark, char macroCallPrefix, char macroParameterMark, boolean reusableLabels) {

    /** The name of spasm-ng's reusable labels. */
    public static final String REUSABLE_LABEL = "_";

    /** What separates a scope from the name in it: {@code proc::label}. */
    public static final String SCOPE_SEPARATOR = "::";

    public LexicalRules {
        numberForms = Set.copyOf(numberForms);
    }

    /** Rules without backslash escapes, xas99's local labels and macro spellings. */
    public LexicalRules(char commentChar, char statementSeparator, String quoteChars, boolean doubledQuoteEscapes,
            boolean apostropheEndsWord, boolean columnOneLabels, boolean symbolsMatchAnyCase, String directivePrefixes,
            char localLabelPrefix, Set<NumberForm> numberForms, char currentAddressChar, boolean unnamedLabels,
            boolean fixedFields, String symbolCharacters, boolean scopedNames) {
        this(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord, columnOneLabels,
                symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms, currentAddressChar,
                unnamedLabels, fixedFields, symbolCharacters, scopedNames, false, (char) 0, (char) 0, (char) 0, false);
    }

    /** The same rules with backslash escapes inside quotes. */
    public LexicalRules withBackslashEscapes() {
        return new LexicalRules(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord,
                columnOneLabels, symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms,
                currentAddressChar, unnamedLabels, fixedFields, symbolCharacters, scopedNames, true, relativeLabelMark,
                macroCallPrefix, macroParameterMark, reusableLabels);
    }

    /** These rules with xas99's local labels, written with {@code mark} ({@code !}). */
    public LexicalRules withRelativeLabels(char mark) {
        return new LexicalRules(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord,
                columnOneLabels, symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms,
                currentAddressChar, unnamedLabels, fixedFields, symbolCharacters, scopedNames, backslashEscapes, mark,
                macroCallPrefix, macroParameterMark, reusableLabels);
    }

    /** These rules with xas99's macros: called as {@code callPrefix} + name, parameters {@code parameterMark} + n. */
    public LexicalRules withNumberedMacros(char callPrefix, char parameterMark) {
        return new LexicalRules(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord,
                columnOneLabels, symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms,
                currentAddressChar, unnamedLabels, fixedFields, symbolCharacters, scopedNames, backslashEscapes,
                relativeLabelMark, callPrefix, parameterMark, reusableLabels);
    }

    /** These rules with spasm-ng's reusable labels ({@code _}, {@code -_}, {@code +_}). */
    public LexicalRules withReusableLabels() {
        return new LexicalRules(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord,
                columnOneLabels, symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms,
                currentAddressChar, unnamedLabels, fixedFields, symbolCharacters, scopedNames, backslashEscapes,
                relativeLabelMark, macroCallPrefix, macroParameterMark, true);
    }

    /**
     * The end (exclusive) of a reusable-label reference at {@code start} ({@code _}, {@code ++_}, {@code --_}: one
     * kind of sign repeated, then {@code _} that no symbol character continues); {@code start} when none.
     */
    public int reusableReferenceEnd(String text, int start) {
        if (!reusableLabels) {
            return start;
        }
        int i = start;
        if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
            char sign = text.charAt(i);
            while (i < text.length() && text.charAt(i) == sign) {
                i++;
            }
        }
        if (!text.startsWith(REUSABLE_LABEL, i)) {
            return start;
        }
        i += REUSABLE_LABEL.length();
        return i < text.length() && isSymbolPart(text.charAt(i)) ? start : i;
    }

    /**
     * The end (exclusive) of a local label of {@link #relativeLabelMark()} at {@code start}: marks, then symbol
     * characters; with {@code backward}, a {@code -} may come first ({@code -!loop}). {@code start} when none.
     */
    public int relativeLabelEnd(String text, int start, boolean backward) {
        if (relativeLabelMark == 0) {
            return start;
        }
        int i = backward && text.startsWith("-", start) ? start + 1 : start;
        int marks = i;
        while (i < text.length() && text.charAt(i) == relativeLabelMark) {
            i++;
        }
        if (i == marks) {
            return start;
        }
        while (i < text.length() && isSymbolPart(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Rules without scoped names. */
    public LexicalRules(char commentChar, char statementSeparator, String quoteChars, boolean doubledQuoteEscapes,
            boolean apostropheEndsWord, boolean columnOneLabels, boolean symbolsMatchAnyCase, String directivePrefixes,
            char localLabelPrefix, Set<NumberForm> numberForms, char currentAddressChar, boolean unnamedLabels,
            boolean fixedFields, String symbolCharacters) {
        this(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord, columnOneLabels,
                symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms, currentAddressChar,
                unnamedLabels, fixedFields, symbolCharacters, false);
    }

    /** Rules without fixed fields or extra symbol characters. */
    public LexicalRules(char commentChar, char statementSeparator, String quoteChars, boolean doubledQuoteEscapes,
            boolean apostropheEndsWord, boolean columnOneLabels, boolean symbolsMatchAnyCase, String directivePrefixes,
            char localLabelPrefix, Set<NumberForm> numberForms, char currentAddressChar, boolean unnamedLabels) {
        this(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord, columnOneLabels,
                symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms, currentAddressChar,
                unnamedLabels, false, "", false);
    }

    /** Rules without unnamed labels. */
    public LexicalRules(char commentChar, char statementSeparator, String quoteChars, boolean doubledQuoteEscapes,
            boolean apostropheEndsWord, boolean columnOneLabels, boolean symbolsMatchAnyCase, String directivePrefixes,
            char localLabelPrefix, Set<NumberForm> numberForms, char currentAddressChar) {
        this(commentChar, statementSeparator, quoteChars, doubledQuoteEscapes, apostropheEndsWord, columnOneLabels,
                symbolsMatchAnyCase, directivePrefixes, localLabelPrefix, numberForms, currentAddressChar, false);
    }

    /**
     * The end (exclusive) of an unnamed-label reference ({@code :+}, {@code :--}) at {@code start}, or {@code start}
     * when there is none.
     */
    public int unnamedReferenceEnd(String text, int start) {
        if (!unnamedLabels || start + 1 >= text.length() || text.charAt(start) != ':') {
            return start;
        }
        char direction = text.charAt(start + 1);
        if (direction != '+' && direction != '-') {
            return start;
        }
        int end = start + 1;
        while (end < text.length() && text.charAt(end) == direction) {
            end++;
        }
        return end;
    }

    /** Symbols start with an ASCII letter or {@code _}. */
    public boolean isSymbolStart(char c) {
        return c == '_' || (c < 128 && Character.isLetter(c));
    }

    /**
     * Symbols go on with letters, digits, {@code _}, the dialect's {@code symbolCharacters} and, where local labels
     * use it, the local-label prefix.
     */
    public boolean isSymbolPart(char c) {
        return isSymbolStart(c) || (c >= '0' && c <= '9') || (c == localLabelPrefix && c != 0)
                || symbolCharacters.indexOf(c) >= 0;
    }

    /** Whether {@code c} may start a directive ({@code .} of {@code .org}, {@code #} of {@code #define}). */
    public boolean isDirectivePrefix(char c) {
        return directivePrefixes.indexOf(c) >= 0;
    }

    /** Whether {@code text} is a symbol: a global name or a local label (prefix then a name), scoped or not. */
    public boolean isSymbol(String text) {
        return !text.isEmpty() && symbolEnd(text, 0) == text.length();
    }

    /** Whether {@code name} is written as a local label. */
    public boolean isLocal(String name) {
        return localLabelPrefix != 0 && !name.isEmpty() && name.charAt(0) == localLabelPrefix;
    }

    /**
     * The end (exclusive) of the symbol or local label starting at {@code start}, or {@code start} when none. With
     * scoped names, {@code ::name} and {@code scope::name} (scopes nested any deep) are one symbol.
     */
    public int symbolEnd(String text, int start) {
        int i = start;
        if (scopedNames && startsScopedPart(text, i)) {
            i += SCOPE_SEPARATOR.length();
        } else if (i < text.length() && text.charAt(i) == localLabelPrefix && localLabelPrefix != 0) {
            i++;
            // ca65's cheap locals are any identifier after the prefix, digits first included (@1, @2nd).
            if (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                return symbolTail(text, i);
            }
        }
        if (i >= text.length() || !isSymbolStart(text.charAt(i))) {
            return start;
        }
        return symbolTail(text, i);
    }

    /** The end of the symbol characters (and inner {@code ::} scope separators) from {@code i}. */
    private int symbolTail(String text, int i) {
        while (i < text.length() && isSymbolPart(text.charAt(i))) {
            i++;
            if (scopedNames && startsScopedPart(text, i)) {
                i += SCOPE_SEPARATOR.length();
            }
        }
        return i;
    }

    /** {@code ::} followed by a name. */
    private boolean startsScopedPart(String text, int i) {
        int name = i + SCOPE_SEPARATOR.length();
        return text.startsWith(SCOPE_SEPARATOR, i) && name < text.length() && isSymbolStart(text.charAt(name));
    }

    /** Whether the character at {@code index} opens a string or character constant. */
    public boolean opensQuote(String text, int index) {
        char c = text.charAt(index);
        if (quoteChars.indexOf(c) < 0) {
            return false;
        }
        return !(apostropheEndsWord && c == '\'' && index > 0 && Character.isLetterOrDigit(text.charAt(index - 1)));
    }

    /**
     * The end (exclusive) of the quoted text opened at {@code start}, closing quote included, or -1 when the line
     * ends first. A doubled quote inside does not close it where the dialect says so; where it does not, three
     * quotes in a row are the quote character itself. With backslash escapes, an escaped quote does not close it.
     */
    public int quoteEnd(String text, int start) {
        char quote = text.charAt(start);
        if (!doubledQuoteEscapes && text.startsWith(String.valueOf(quote).repeat(3), start)) {
            return start + 3; // ca65 reads three apostrophes as the apostrophe itself
        }
        for (int i = start + 1; i < text.length(); i++) {
            if (backslashEscapes && text.charAt(i) == '\\') {
                i = BackslashEscapes.escapeEnd(text, start, i, quote) - 1;
            } else if (text.charAt(i) == quote) {
                if (doubledQuoteEscapes && i + 1 < text.length() && text.charAt(i + 1) == quote) {
                    i++;
                    continue;
                }
                return i + 1;
            }
        }
        return -1;
    }

    /**
     * The characters of {@code text} if it is exactly one quoted string ({@code "abc"}, {@code 'It''s'}), with
     * doubled quotes undone and escapes read; null otherwise.
     *
     * @throws IllegalArgumentException an escape the dialect does not read ({@link #badEscapeOffset} says where)
     */
    public String unquote(String text) {
        if (!isQuoted(text)) {
            return null;
        }
        char quote = text.charAt(0);
        String inner = backslashEscapes ? BackslashEscapes.decode(text, doubledQuoteEscapes)
                : text.substring(1, text.length() - 1);
        return doubledQuoteEscapes && !backslashEscapes
                ? inner.replace(String.valueOf(quote) + quote, String.valueOf(quote)) : inner;
    }

    /**
     * A file name in quotes ({@code #include "inc\dice.inc"}) as written, without reading escapes, or null when
     * {@code text} is not one quoted string; where {@code \} escapes, it separates folders, as in spasm-ng.
     */
    public String unquoteFileName(String text) {
        if (!isQuoted(text)) {
            return null;
        }
        String inner = text.substring(1, text.length() - 1);
        return backslashEscapes ? inner.replace('\\', '/') : inner;
    }

    /** Where in the quoted text the escape that {@link #unquote} refused stands (its backslash), from 0. */
    public static int badEscapeOffset(IllegalArgumentException refused) {
        return refused instanceof BackslashEscapes.BadEscape bad ? bad.offset() : 0;
    }

    /** Whether {@code text} is exactly one quoted string. */
    public boolean isQuoted(String text) {
        return text.length() >= 2 && quoteChars.indexOf(text.charAt(0)) >= 0 && quoteEnd(text, 0) == text.length();
    }

    /** The start of a number token at {@code index}: a digit, or an enabled prefix followed by a letter or digit. */
    public boolean startsNumber(String text, int index) {
        char c = text.charAt(index);
        if (Character.isDigit(c)) {
            return true;
        }
        boolean followed = index + 1 < text.length() && Character.isLetterOrDigit(text.charAt(index + 1));
        return followed && numberForms.stream().anyMatch(form -> form.prefix() == c);
    }

    /** The end (exclusive) of the number token starting at {@code start}. */
    public int numberEnd(String text, int start) {
        int i = start + 1;
        while (i < text.length() && Character.isLetterOrDigit(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * The end (exclusive) of a fixed-field operand field starting at {@code start}: the first blank outside quotes
     * (an unclosed quote runs to the end).
     */
    public int operandFieldEnd(String text, int start) {
        for (int i = start; i < text.length(); i++) {
            if (opensQuote(text, i)) {
                int end = quoteEnd(text, i);
                if (end < 0) {
                    return text.length();
                }
                i = end - 1;
            } else if (Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return text.length();
    }

    /** The end (exclusive) of the code on {@code line}: where its comment starts, or its length. */
    public int codeEnd(String line) {
        if (fixedFields && line.startsWith("*")) {
            return 0;
        }
        for (int i = 0; i < line.length(); i++) {
            if (opensQuote(line, i)) {
                int end = quoteEnd(line, i);
                if (end < 0) {
                    return line.length();
                }
                i = end - 1;
            } else if (line.charAt(i) == commentChar) {
                return i;
            }
        }
        return line.length();
    }
}
