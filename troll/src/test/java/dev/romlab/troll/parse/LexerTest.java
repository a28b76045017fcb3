package dev.romlab.troll.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.troll.ast.Position;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class LexerTest {

    private static String kinds(String source) {
        return Lexer.tokenize(source).stream().map(token -> token.kind().name()).collect(Collectors.joining(" "));
    }

    @Test
    void lettersRunTogetherIntoOneNameButDigitsSplit() {
        assertEquals("NUMBER D NUMBER END", kinds("3d6"));
        assertEquals("NAME END", kinds("dX"));
        assertEquals("NAME NUMBER END", kinds("Nd6"));
        assertEquals("NAME D NUMBER END", kinds("N d6"));
        assertEquals("D Z D Z UNION END", kinds("d z D Z U"));
    }

    @Test
    void longestOperatorWins() {
        assertEquals("NOT_EQUAL LESS_OR_EQUAL GREATER_OR_EQUAL LESS_GREATER LESS_BAR BAR_GREATER BAR_BAR END",
                kinds("=/= <= >= <> <| |> ||"));
        assertEquals("MINUS_MINUS MINUS ASSIGN DOT_DOT EQUAL END", kinds("-- - := .. ="));
    }

    @Test
    void chanceCarriesItsFraction() {
        List<Token> tokens = Lexer.tokenize("? 0.125");
        assertEquals(TokenKind.CHANCE, tokens.get(0).kind());
        assertEquals("0.125", tokens.get(0).text());
    }

    @Test
    void stringsKeepTheirContents() {
        Token string = Lexer.tokenize("\"Str |>Dex\"").get(0);
        assertEquals(TokenKind.STRING, string.kind());
        assertEquals("Str |>Dex", string.text());
    }

    @Test
    void positionsCountLinesAndColumnsPastComments() {
        List<Position> positions = Lexer.tokenize("d6 \\ comment with d6\n  + 1").stream()
                .map(Token::position).toList();
        assertEquals(List.of(new Position(1, 1), new Position(1, 2), new Position(2, 3), new Position(2, 5),
                new Position(2, 6)), positions);
    }
}
