package dev.romlab.troll.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.FunctionRef;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.UnaryOp;
import dev.romlab.troll.ast.Unparser;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Lexing and grouping of the operators the original program's quick reference lists beyond the paper: {@code sgn},
 * {@code !} (prefix operators, with {@code sum}) and {@code x ~ e} (at the level of {@code #}, right-associative).
 */
class QuickReferenceSyntaxTest {

    private static String grouping(String source) {
        return Unparser.toSource(Parser.parseExpression(source));
    }

    @Test
    void sgnIsAKeywordAndBangAndTildeAreOperators() {
        String kinds = Lexer.tokenize("sgn !x ~ 3").stream().map(token -> token.kind().name())
                .collect(Collectors.joining(" "));
        assertEquals("SGN BANG NAME TILDE NUMBER END", kinds);
    }

    @Test
    void sgnTakesItsOperandAtTheLevelOfSum() {
        assertEquals("((sgn (d 6)) - 3)", grouping("sgn d6 - 3"));
        assertEquals("(sgn ((d 6) - 3))", grouping("sgn (d6 - 3)"));
        assertEquals("(2 * (sgn (3 < (2 d 6))))", grouping("2 * sgn 3 < 2d6"));
    }

    @Test
    void bangTakesItsOperandAtTheLevelOfSum() {
        assertEquals("(! (6 = (2 d 6)))", grouping("!6=2d6"));
        assertEquals("((! (d 2)) + 1)", grouping("! d2 + 1"));
    }

    @Test
    void tildeBindsLikeHashAndGroupsRight() {
        assertEquals("(N ~ (2 d 6))", grouping("N ~ 2d6"));
        assertEquals("((N ~ 3) + 1)", grouping("N~3+1"));
        assertEquals("(N ~ (M ~ 4))", grouping("N ~ M ~ 4"));
    }

    @Test
    void tildeNeedsAVariableOnItsLeft() {
        TrollException error = assertThrows(TrollException.class, () -> Parser.parse("3 ~ 4"));
        assertEquals(new Position(1, 3), error.position());
        assertEquals("'~' needs a variable name on its left", error.detail());
    }

    @Test
    void sgnMayBeTheSingletonPartOfACompositionalFunction() {
        Declaration.Compositional f = (Declaration.Compositional) Parser.parse(
                "compositional signs(0, sgn, +)\ncall signs(3d6)").declarations().get("signs");
        assertEquals(new FunctionRef.Prefix(UnaryOp.SIGN), f.singleton());
    }
}
