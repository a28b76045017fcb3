package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.asm.z80.Z80Dialect;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Expressions: C precedence and associativity, the TI-83+ number notations, characters, {@code $}. */
class ExpressionParserTest {

    private static final Expression.Scope SCOPE = new Expression.Scope() {
        private final Map<String, Long> symbols = Map.of("DIESIDES", 20L, "_LFSRSeed", 0x9E09L);

        @Override
        public Long symbol(String name) {
            return symbols.get(name);
        }

        @Override
        public long currentAddress() {
            return 0x9D95;
        }
    };

    private static long eval(String text) throws ExpressionException {
        return Z80Dialect.instance().expressionParser().parse(new SourceText(text, 1)).evaluate(SCOPE);
    }

    @Test
    void multiplicationBindsTighterThanAdditionAndParenthesesOverride() throws ExpressionException {
        assertEquals(7, eval("1+2*3"));
        assertEquals(9, eval("(1+2)*3"));
    }

    @Test
    void parsedExpressionsArePostfix() throws ExpressionException {
        Expression expression = Z80Dialect.instance().expressionParser().parse(new SourceText("-(1+2)*X", 1));
        assertEquals(List.of(new Expression.Number(1, 3), new Expression.Number(2, 5),
                new Expression.Binary(BinaryOperator.ADD, 4), new Expression.Unary(UnaryOperator.NEGATE, 1),
                new Expression.Symbol("X", 8), new Expression.Binary(BinaryOperator.MULTIPLY, 7)),
                expression.postfix());
    }

    @Test
    void shiftsBindLooserThanAdditionAsInC() throws ExpressionException {
        assertEquals(8, eval("1<<2+1"));
        assertEquals(0x12, eval("$1234>>8"));
    }

    @Test
    void bitwiseOperatorsFollowCPrecedence() throws ExpressionException {
        assertEquals(10, eval("6&3|8"));
        assertEquals(1, eval("1|2^3"));
        assertEquals(0xFF, eval("~0&$FF"));
    }

    @Test
    void comparisonsAndLogicalOperatorsGiveOneOrZero() throws ExpressionException {
        assertEquals(1, eval("1==1 && 2>1"));
        assertEquals(0, eval("3<=2 || 0"));
        assertEquals(1, eval("!0"));
        assertEquals(1, eval("4 != 5"));
    }

    @Test
    void binaryOperatorsAreLeftAssociative() throws ExpressionException {
        assertEquals(5, eval("10-2-3"));
        assertEquals(2, eval("100/10/5"));
    }

    @Test
    void unaryMinusAndRemainder() throws ExpressionException {
        assertEquals(-6, eval("-2*3"));
        assertEquals(3, eval("7%4"));
        assertEquals(1, eval("DIESIDES % 19"));
    }

    @Test
    void hexNumbersInEveryNotation() throws ExpressionException {
        assertEquals(255, eval("$FF"));
        assertEquals(255, eval("0FFh"));
        assertEquals(255, eval("0ffH"));
        assertEquals(255, eval("0xFF"));
    }

    @Test
    void binaryNumbersInEveryNotationAndDecimal() throws ExpressionException {
        assertEquals(5, eval("%0101"));
        assertEquals(5, eval("0b0101"));
        assertEquals(255, eval("255"));
    }

    @Test
    void characterConstants() throws ExpressionException {
        assertEquals(0x41, eval("'A'"));
        assertEquals(0x36, eval("'0'+6"));
        assertEquals('$', eval("'$'"));
    }

    @Test
    void symbolsAndTheCurrentAddress() throws ExpressionException {
        assertEquals(0x9E0D, eval("_LFSRSeed+4"));
        assertEquals(19, eval("DIESIDES-1"));
        assertEquals(0x9D97, eval("$+2"));
    }

    @Test
    void badNumbersPointAtTheirFirstCharacter() {
        ExpressionException e = assertThrows(ExpressionException.class, () -> eval("1+12G4"));
        assertEquals("bad number '12G4' at column 3", e.getMessage() + " at column " + e.column());
        ExpressionException hex = assertThrows(ExpressionException.class, () -> eval("$G"));
        assertEquals("bad number '$G' at column 1", hex.getMessage() + " at column " + hex.column());
    }

    @Test
    void undefinedSymbolsAndDivisionByZeroPointAtTheirOperand() {
        ExpressionException undefined = assertThrows(ExpressionException.class, () -> eval("2*NOPE"));
        assertEquals("undefined symbol 'NOPE' at column 3", undefined.getMessage() + " at column "
                + undefined.column());
        ExpressionException zero = assertThrows(ExpressionException.class, () -> eval("5/(2-2)"));
        assertEquals("division by zero at column 4", zero.getMessage() + " at column " + zero.column());
    }

    @Test
    void missingParenthesisIsReported() {
        ExpressionException e = assertThrows(ExpressionException.class, () -> eval("(1+2"));
        assertEquals("missing ')' at column 1", e.getMessage() + " at column " + e.column());
    }
}
