package dev.romlab.asm;

/**
 * An assembler expression tree. Every node remembers the 1-based source column it starts at, so errors found
 * while evaluating (undefined symbol, division by zero) point at the right character.
 */
public sealed interface Expression {

    int column();

    /** The value of the expression; symbols come from {@code scope}. */
    long evaluate(Scope scope) throws ExpressionException;

    /** What an expression can refer to: symbols and the current address. */
    interface Scope {

        /** The value of a symbol, or null when it is not (yet) defined. */
        Long symbol(String name);

        /** The value of {@code $}: the address of the statement being assembled. */
        long currentAddress();
    }

    record Number(long value, int column) implements Expression {
        @Override
        public long evaluate(Scope scope) {
            return value;
        }
    }

    record Symbol(String name, int column) implements Expression {
        @Override
        public long evaluate(Scope scope) throws ExpressionException {
            Long value = scope.symbol(name);
            if (value == null) {
                throw new ExpressionException(column, "undefined symbol '" + name + "'");
            }
            return value;
        }
    }

    record CurrentAddress(int column) implements Expression {
        @Override
        public long evaluate(Scope scope) {
            return scope.currentAddress();
        }
    }

    /** {@code -x}, {@code +x}, {@code ~x} (bitwise not), {@code !x} (1 when x is 0, else 0). */
    record Unary(char operator, Expression operand, int column) implements Expression {
        @Override
        public long evaluate(Scope scope) throws ExpressionException {
            long value = operand.evaluate(scope);
            switch (operator) {
                case '-':
                    return -value;
                case '~':
                    return ~value;
                case '!':
                    return value == 0 ? 1 : 0;
                default:
                    return value;
            }
        }
    }

    record Binary(BinaryOperator operator, Expression left, Expression right, int column) implements Expression {
        @Override
        public long evaluate(Scope scope) throws ExpressionException {
            long leftValue = left.evaluate(scope);
            long rightValue = right.evaluate(scope);
            if (rightValue == 0 && operator.dividesByRightOperand()) {
                throw new ExpressionException(right.column(), "division by zero");
            }
            return operator.apply(leftValue, rightValue);
        }
    }
}
