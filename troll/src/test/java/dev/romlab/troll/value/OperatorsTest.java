package dev.romlab.troll.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.UnaryOp;
import org.junit.jupiter.api.Test;

class OperatorsTest {

    private static final Position AT = new Position(3, 7);

    @Test
    void divisionFloorsAndModuloFollowsTheDivisorSign() {
        assertEquals(-4, Operators.arithmetic(BinaryOp.DIVIDE, -7, 2, AT));
        assertEquals(-4, Operators.arithmetic(BinaryOp.DIVIDE, 7, -2, AT));
        assertEquals(3, Operators.arithmetic(BinaryOp.DIVIDE, -7, -2, AT));
        assertEquals(1, Operators.arithmetic(BinaryOp.MODULO, -7, 2, AT));
        assertEquals(-1, Operators.arithmetic(BinaryOp.MODULO, 7, -2, AT));
    }

    @Test
    void overflowIsAnErrorAtThePosition() {
        TrollException error = assertThrows(TrollException.class,
                () -> Operators.arithmetic(BinaryOp.TIMES, 1 << 16, 1 << 16, AT));
        assertEquals(AT, error.position());
        assertEquals("integer overflow", error.detail());
        assertThrows(TrollException.class, () -> Operators.arithmetic(BinaryOp.DIVIDE, Integer.MIN_VALUE, -1, AT));
        assertThrows(TrollException.class,
                () -> Operators.unary(UnaryOp.NEGATE, Multiset.singleton(Integer.MIN_VALUE), AT));
    }

    @Test
    void hugeRangesAreRefusedBeforeAllocating() {
        TrollException error = assertThrows(TrollException.class,
                () -> Operators.binary(BinaryOp.RANGE, Multiset.singleton(1), Multiset.singleton(2_000_000_000), AT));
        assertEquals(AT, error.position());
    }

    @Test
    void textIsNotANumber() {
        TrollException error = assertThrows(TrollException.class,
                () -> Operators.single(TextBox.line("x"), AT, "left operand of '+'"));
        assertEquals("left operand of '+' must be a collection of numbers, not text", error.detail());
    }
}
