package dev.romlab.asm;

import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * ca65's token pseudo-functions ({@code .string}, {@code .concat}, {@code .xmatch}, {@code .blank} ...): each call is
 * replaced by the text it stands for, innermost first, after text macros are replaced and before the line is read,
 * as ca65 expands them while reading tokens ({@code .segment .string(SEG)} becomes {@code .segment "BSS"} when
 * {@code SEG} is defined as {@code BSS}). A token list argument may be enclosed in braces ({@code {a, b}}).
 * What each function gives, and how tokens compare, was checked against ca65 2.19 (asm/README.md).
 */
final class TokenFunctions {

    /** What the functions need from the pass: values of expressions and the CPU's mnemonics. */
    interface Context {

        /** The value of an expression that must be known here; empty (reported) when it is not. */
        OptionalLong value(SourceText expression);

        /** The value of an expression when it is known here (every symbol defined above), else empty, silently. */
        OptionalLong constantValue(String expression);

        /** Whether {@code word} is one of the CPU's mnemonics. */
        boolean isMnemonic(String word);

        /** The size {@code .sizeof(name)} gives, or empty when none is known above. */
        OptionalLong sizeOf(String name);

        /** Reports a misused function. */
        void error(SourceText where, String message);
    }

    /** Raised for a misused function: its position and message. */
    private static final class Misuse extends Exception {
        private final SourceText where;

        Misuse(SourceText where, String message) {
            super(message, null, false, false);
            this.where = where;
        }
    }

    private static final List<String> NAMES = List.of("string", "concat", "strlen", "ident", "xmatch", "match",
            "blank", "tcount", "left", "mid", "right", "sprintf", "const", "ismnemonic", "ismnem", "sizeof");

    private final LexicalRules lexical;
    private final Context context;

    TokenFunctions(LexicalRules lexical, Context context) {
        this.lexical = lexical;
        this.context = context;
    }

    /** {@code text} (code starting at {@code column}) with every call replaced; null after an error (reported). */
    String replace(String text, int column) {
        try {
            return replaceCalls(new SourceText(text, column));
        } catch (Misuse e) {
            context.error(e.where, e.getMessage());
            return null;
        }
    }

    /** Whether {@code text} may hold a call (a cheap test before the work). */
    boolean mayHoldCall(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (String name : NAMES) {
            if (lower.contains("." + name)) {
                return true;
            }
        }
        return false;
    }

    private String replaceCalls(SourceText source) throws Misuse {
        String text = source.text();
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int end = WordReplacer.tokenEnd(text, i, lexical);
            String name = functionName(text.substring(i, end));
            int open = skipBlanks(text, end);
            if (name != null && open < text.length() && text.charAt(open) == '(') {
                int close = closingParenthesis(text, open);
                if (close < 0) {
                    throw new Misuse(source.slice(i, end), "missing ')' after '." + name + "('");
                }
                SourceText arguments = source.slice(open + 1, close);
                String replacedArguments = replaceCalls(arguments);
                out.append(call(name, source.slice(i, end),
                        new SourceText(replacedArguments, arguments.column())));
                i = close + 1;
                continue;
            }
            out.append(text, i, end);
            i = end;
        }
        return out.toString();
    }

    private String functionName(String token) {
        if (token.length() < 2 || !lexical.isDirectivePrefix(token.charAt(0))) {
            return null;
        }
        String name = token.substring(1).toLowerCase(Locale.ROOT);
        return NAMES.contains(name) ? name : null;
    }

    private String call(String name, SourceText at, SourceText arguments) throws Misuse {
        List<SourceText> parts = topLevelParts(arguments);
        switch (name) {
            case "string":
                return quote(stringOf(one(name, at, parts)));
            case "concat": {
                StringBuilder joined = new StringBuilder();
                for (SourceText part : parts) {
                    joined.append(stringArgument(name, part));
                }
                return quote(joined.toString());
            }
            case "strlen":
                return Integer.toString(stringArgument(name, one(name, at, parts)).length());
            case "ident": {
                String identifier = stringArgument(name, one(name, at, parts));
                if (!lexical.isSymbol(identifier)) {
                    throw new Misuse(arguments, "'.ident' needs a valid name, not \"" + identifier + "\"");
                }
                return identifier;
            }
            case "xmatch":
            case "match":
                count(name, at, parts, 2);
                return flag(matches(tokens(unbraced(parts.get(0))), tokens(unbraced(parts.get(1))),
                        name.equals("xmatch")));
            case "blank":
                return flag(tokens(unbraced(arguments)).isEmpty());
            case "tcount":
                return Integer.toString(tokens(unbraced(arguments)).size());
            case "left":
            case "right": {
                if (parts.size() < 2) {
                    throw new Misuse(at, "'." + name + "' takes a count and a token list");
                }
                List<Token> list = tokens(unbraced(from(arguments, parts.get(1))));
                int n = (int) Math.min(count(parts.get(0)), list.size());
                return join(name.equals("left") ? list.subList(0, n) : list.subList(list.size() - n, list.size()));
            }
            case "mid": {
                if (parts.size() < 3) {
                    throw new Misuse(at, "'.mid' takes a start, a count and a token list");
                }
                List<Token> list = tokens(unbraced(from(arguments, parts.get(2))));
                int start = (int) Math.min(count(parts.get(0)), list.size());
                int n = (int) Math.min(count(parts.get(1)), list.size() - start);
                return join(list.subList(start, start + n));
            }
            case "sprintf":
                return quote(sprintf(at, parts));
            case "sizeof": {
                SourceText of = one(name, at, parts);
                OptionalLong size = context.sizeOf(of.text());
                if (size.isEmpty()) {
                    throw new Misuse(of, "the size of '" + of.text() + "' is not known here (a .struct, .union, "
                            + "named scope or label defined above has one)");
                }
                return Long.toString(size.getAsLong());
            }
            case "const":
                return flag(context.constantValue(one(name, at, parts).text()).isPresent());
            default: // ismnemonic, ismnem
                return flag(context.isMnemonic(one(name, at, parts).text()));
        }
    }

    /** {@code .string}'s argument: a name as written, a number in decimal (ca65: {@code .string($10)} is "16"). */
    private String stringOf(SourceText argument) throws Misuse {
        String text = argument.text();
        if (lexical.isSymbol(text) || (text.length() > 1 && lexical.isDirectivePrefix(text.charAt(0))
                && lexical.isSymbol(text.substring(1)))) {
            return text;
        }
        if (!text.isEmpty() && lexical.startsNumber(text, 0) && lexical.numberEnd(text, 0) == text.length()) {
            return Long.toString(number(argument));
        }
        throw new Misuse(argument, "'.string' takes a name or a number, not '" + text + "'");
    }

    private String sprintf(SourceText at, List<SourceText> parts) throws Misuse {
        if (parts.isEmpty() || parts.get(0).isEmpty()) {
            throw new Misuse(at, "'.sprintf' needs a format string");
        }
        String format = stringArgument("sprintf", parts.get(0));
        StringBuilder out = new StringBuilder();
        int argument = 1;
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i);
            if (c != '%') {
                out.append(c);
                i++;
                continue;
            }
            int end = i + 1;
            while (end < format.length() && "-+ #0123456789".indexOf(format.charAt(end)) >= 0) {
                end++;
            }
            if (end >= format.length()) {
                throw new Misuse(parts.get(0), "'.sprintf' format ends inside a conversion");
            }
            char conversion = format.charAt(end);
            String flags = format.substring(i + 1, end);
            i = end + 1;
            if (conversion == '%') {
                out.append('%');
                continue;
            }
            if (argument >= parts.size()) {
                throw new Misuse(at, "'.sprintf' has fewer arguments than its format needs");
            }
            SourceText value = parts.get(argument++);
            try {
                if (conversion == 's') {
                    out.append(String.format(Locale.ROOT, "%" + flags + "s", stringArgument("sprintf", value)));
                } else if ("diuxXoc".indexOf(conversion) >= 0) {
                    long number = context.value(value).orElse(0);
                    char javaConversion = conversion == 'i' || conversion == 'u' ? 'd' : conversion;
                    Object boxed = conversion == 'c' ? (Object) (char) (number & 0xFF) : (Object) number;
                    out.append(String.format(Locale.ROOT, "%" + flags + javaConversion, boxed));
                } else {
                    throw new Misuse(parts.get(0), "'.sprintf' does not know the conversion '%" + conversion + "'");
                }
            } catch (IllegalFormatException e) {
                throw new Misuse(parts.get(0), "'.sprintf' cannot use '%" + flags + conversion + "'");
            }
        }
        if (argument < parts.size()) {
            throw new Misuse(parts.get(argument), "'.sprintf' has more arguments than its format uses");
        }
        return out.toString();
    }

    /** The arguments from {@code part} to their end: a token list may hold commas ({@code .left(1, a, b)}). */
    private static SourceText from(SourceText arguments, SourceText part) {
        return arguments.slice(part.column() - arguments.column(), arguments.text().length()).trim();
    }

    private long count(SourceText expression) {
        return Math.max(0, context.value(expression).orElse(0));
    }

    private String stringArgument(String name, SourceText argument) throws Misuse {
        String text = argument.text();
        if (text.length() < 2 || text.charAt(0) != '"' || !lexical.isQuoted(text)) {
            throw new Misuse(argument, "'." + name + "' takes strings in double quotes, not '" + text + "'");
        }
        return lexical.unquote(text);
    }

    private static SourceText one(String name, SourceText at, List<SourceText> parts) throws Misuse {
        count(name, at, parts, 1);
        return parts.get(0);
    }

    private static void count(String name, SourceText at, List<SourceText> parts, int wanted) throws Misuse {
        if (parts.size() != wanted || parts.stream().anyMatch(SourceText::isEmpty)) {
            throw new Misuse(at, "'." + name + "' takes " + wanted + " argument" + (wanted == 1 ? "" : "s"));
        }
    }

    private static String flag(boolean value) {
        return value ? "1" : "0";
    }

    private static String quote(String text) {
        return '"' + text + '"';
    }

    private static String join(List<Token> tokens) {
        StringBuilder out = new StringBuilder();
        for (Token token : tokens) {
            out.append(out.length() == 0 ? "" : " ").append(token.text());
        }
        return out.toString();
    }

    /**
     * Whether two token lists match: {@code .xmatch} compares kind and value (numbers by value: {@code $10} matches
     * {@code 16}; names in their case), {@code .match} the kind only (any name matches any other, any number any
     * other). As in ca65, {@code a x y} are register tokens (any case), each a kind of its own, as is each operator.
     */
    private boolean matches(List<Token> first, List<Token> second, boolean exact) {
        if (first.size() != second.size()) {
            return false;
        }
        for (int i = 0; i < first.size(); i++) {
            Token a = first.get(i);
            Token b = second.get(i);
            boolean valueIsKind = a.kind() == Kind.OTHER || a.kind() == Kind.REGISTER;
            if (a.kind() != b.kind() || ((exact || valueIsKind) && !a.value().equals(b.value()))) {
                return false;
            }
        }
        return true;
    }

    private enum Kind { NAME, REGISTER, NUMBER, STRING, CHARACTER, LOCAL, OTHER }

    /** A token, its kind and what {@code .xmatch} compares ({@code value}). */
    private record Token(Kind kind, String text, String value) {
    }

    private static final List<String> TWO_CHARACTER_OPERATORS = List.of("::", ":=", "<=", ">=", "<>", "<<", ">>",
            "&&", "||");

    private List<Token> tokens(SourceText source) throws Misuse {
        String text = source.text();
        List<Token> tokens = new ArrayList<>();
        int i = skipBlanks(text, 0);
        while (i < text.length()) {
            char c = text.charAt(i);
            int end;
            Token token;
            if (lexical.opensQuote(text, i)) {
                end = WordReplacer.tokenEnd(text, i, lexical);
                String quoted = text.substring(i, end);
                token = new Token(c == '"' ? Kind.STRING : Kind.CHARACTER, quoted,
                        lexical.isQuoted(quoted) ? lexical.unquote(quoted) : quoted);
            } else if (lexical.startsNumber(text, i)) {
                end = lexical.numberEnd(text, i);
                token = new Token(Kind.NUMBER, text.substring(i, end),
                        Long.toString(number(source.slice(i, end))));
            } else if (lexical.isSymbolStart(c) || (c == lexical.localLabelPrefix() && c != 0)) {
                end = i + 1;
                while (end < text.length() && lexical.isSymbolPart(text.charAt(end))) {
                    end++;
                }
                String word = text.substring(i, end);
                boolean register = word.length() == 1 && "axyAXY".indexOf(c) >= 0;
                token = new Token(register ? Kind.REGISTER : lexical.isLocal(word) ? Kind.LOCAL : Kind.NAME, word,
                        register ? word.toLowerCase(Locale.ROOT) : word);
            } else {
                end = WordReplacer.tokenEnd(text, i, lexical);
                for (String operator : TWO_CHARACTER_OPERATORS) {
                    if (end == i + 1 && text.startsWith(operator, i)) {
                        end = i + 2;
                    }
                }
                String word = text.substring(i, end);
                token = new Token(Kind.OTHER, word, word.toLowerCase(Locale.ROOT));
            }
            tokens.add(token);
            i = skipBlanks(text, end);
        }
        return tokens;
    }

    private long number(SourceText token) throws Misuse {
        try {
            return NumberForm.parse(token.text(), lexical.numberForms());
        } catch (IllegalArgumentException e) {
            throw new Misuse(token, "'" + token.text() + "' is not a number");
        }
    }

    /** A token list without the braces around it ({@code {a, b}}). */
    private static SourceText unbraced(SourceText text) {
        SourceText trimmed = text.trim();
        String s = trimmed.text();
        return s.startsWith("{") && s.endsWith("}") ? trimmed.slice(1, s.length() - 1) : trimmed;
    }

    /** The comma-separated parts of {@code text}, commas inside parentheses, braces and quotes not counted. */
    private List<SourceText> topLevelParts(SourceText source) {
        String text = source.text();
        List<SourceText> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (lexical.opensQuote(text, i)) {
                i = WordReplacer.tokenEnd(text, i, lexical);
                continue;
            }
            if (c == '(' || c == '{') {
                depth++;
            } else if (c == ')' || c == '}') {
                depth--;
            } else if (c == ',' && depth == 0) {
                parts.add(source.slice(start, i).trim());
                start = i + 1;
            }
            i++;
        }
        SourceText last = source.slice(start, text.length()).trim();
        if (!parts.isEmpty() || !last.isEmpty()) {
            parts.add(last);
        }
        return parts;
    }

    private int closingParenthesis(String text, int open) {
        int depth = 0;
        int i = open;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (lexical.opensQuote(text, i)) {
                i = WordReplacer.tokenEnd(text, i, lexical);
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
            i++;
        }
        return -1;
    }

    private static int skipBlanks(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
