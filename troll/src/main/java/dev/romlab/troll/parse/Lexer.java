package dev.romlab.troll.parse;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits Troll source into tokens. Names are runs of letters only, so {@code d6} is {@code d} then {@code 6} while
 * {@code dX} is the name {@code dX} (paper appendix, "Variables, spaces and comments"); {@code \} starts a comment
 * that runs to the end of the line.
 */
final class Lexer {

    /** Two-character operators, tried before the one-character ones. */
    private static final List<TokenKind> TWO_CHARACTER = List.of(TokenKind.ASSIGN, TokenKind.LESS_OR_EQUAL,
            TokenKind.GREATER_OR_EQUAL, TokenKind.DOT_DOT, TokenKind.BAR_BAR, TokenKind.BAR_GREATER,
            TokenKind.LESS_BAR, TokenKind.LESS_GREATER, TokenKind.MINUS_MINUS, TokenKind.FIRST, TokenKind.SECOND);
    private static final List<TokenKind> ONE_CHARACTER = List.of(TokenKind.PLUS, TokenKind.MINUS, TokenKind.TIMES,
            TokenKind.DIVIDE, TokenKind.LEFT_PAREN, TokenKind.RIGHT_PAREN, TokenKind.LEFT_BRACE,
            TokenKind.RIGHT_BRACE, TokenKind.COMMA, TokenKind.SEMICOLON, TokenKind.EQUAL, TokenKind.LESS,
            TokenKind.GREATER, TokenKind.HASH, TokenKind.AT, TokenKind.AMPERSAND, TokenKind.QUOTE, TokenKind.BANG,
            TokenKind.TILDE, TokenKind.LEFT_BRACKET, TokenKind.RIGHT_BRACKET);

    private final String source;
    private int offset;
    private int line = 1;
    private int lineStart;

    private Lexer(String source) {
        this.source = source;
    }

    /** All tokens of the source, ending with one END token. */
    static List<Token> tokenize(String source) {
        return new Lexer(source).run();
    }

    private List<Token> run() {
        List<Token> tokens = new ArrayList<>();
        while (true) {
            skipBlanksAndComments();
            Position at = position();
            if (offset >= source.length()) {
                tokens.add(new Token(TokenKind.END, "", at));
                return tokens;
            }
            tokens.add(next(at));
        }
    }

    private Token next(Position at) {
        char c = source.charAt(offset);
        if (isDigit(c)) {
            return new Token(TokenKind.NUMBER, digits(), at);
        }
        if (Character.isLetter(c)) {
            int start = offset;
            while (offset < source.length() && Character.isLetter(source.charAt(offset))) {
                offset++;
            }
            String word = source.substring(start, offset);
            return new Token(TokenKind.ofWord(word), word, at);
        }
        if (c == '"') {
            return string(at);
        }
        if (c == '?') {
            return chance(at);
        }
        if (source.startsWith("=/=", offset)) {
            offset += 3;
            return new Token(TokenKind.NOT_EQUAL, "=/=", at);
        }
        for (List<TokenKind> group : List.of(TWO_CHARACTER, ONE_CHARACTER)) {
            for (TokenKind kind : group) {
                String spelling = kind.spelling();
                if (source.startsWith(spelling, offset)) {
                    offset += spelling.length();
                    return new Token(kind, spelling, at);
                }
            }
        }
        throw new TrollException(at, "unexpected character '" + c + "'");
    }

    private Token string(Position at) {
        int close = source.indexOf('"', offset + 1);
        int newline = source.indexOf('\n', offset + 1);
        if (close < 0 || (newline >= 0 && newline < close)) {
            throw new TrollException(at, "string not closed on its line");
        }
        String text = source.substring(offset + 1, close);
        offset = close + 1;
        return new Token(TokenKind.STRING, text, at);
    }

    /** {@code ?0.25}: the paper writes p as 0.d1...dn (section 4); the token text is that fraction. */
    private Token chance(Position at) {
        offset++;
        skipBlanksAndComments();
        int start = offset;
        if (offset < source.length() && isDigit(source.charAt(offset))) {
            digits();
        }
        if (offset + 1 < source.length() && source.charAt(offset) == '.' && isDigit(source.charAt(offset + 1))) {
            offset++;
            digits();
            return new Token(TokenKind.CHANCE, source.substring(start, offset), at);
        }
        throw new TrollException(at, "'?' must be followed by a decimal fraction such as 0.25");
    }

    private String digits() {
        int start = offset;
        while (offset < source.length() && isDigit(source.charAt(offset))) {
            offset++;
        }
        return source.substring(start, offset);
    }

    private void skipBlanksAndComments() {
        while (offset < source.length()) {
            char c = source.charAt(offset);
            if (c == '\\') {
                while (offset < source.length() && source.charAt(offset) != '\n') {
                    offset++;
                }
            } else if (c == '\n') {
                offset++;
                line++;
                lineStart = offset;
            } else if (Character.isWhitespace(c)) {
                offset++;
            } else {
                return;
            }
        }
    }

    private Position position() {
        return new Position(line, offset - lineStart + 1);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
