package dev.romlab.asm;

import java.util.List;

/**
 * A parsed assembler expression, held in postfix order ({@code 1+2*3} is {@code 1 2 3 * +}) so that evaluating
 * it is a loop over an operand stack whatever its length or nesting: no recursion, so no stack overflow. Every
 * term remembers the 1-based source column it starts at, so errors found while evaluating (undefined symbol,
 * division by zero) point at the right character.
 */
public final class Expression {

    /** One term of the postfix form. */
    public sealed interface Term permits Number, CharacterConstant, Symbol, CurrentAddress, Unary, Binary {
        int column();
    }

    public record Number(long value, int column) implements Term {
    }

    /** {@code 'A'}: a character's code, which the scope may map ({@link Scope#character}). */
    public record CharacterConstant(int code, int column) implements Term {
    }

    public record Symbol(String name, int column) implements Term {
    }

    /** {@code $}: the address of the statement being assembled. */
    public record CurrentAddress(int column) implements Term {
    }

    /** Applies to the value on top of the stack. */
    public record Unary(UnaryOperator operator, int column) implements Term {
    }

    /** Applies to the two values on top of the stack, the right operand on top. */
    public record Binary(BinaryOperator operator, int column) implements Term {
    }

    /** What an expression can refer to: symbols and the current address. */
    public interface Scope {

        /** The value of a symbol, or null when it is not (yet) defined. */
        Long symbol(String name);

        /** The value of {@code $}: the address of the statement being assembled. */
        long currentAddress();

        /** The value of the character constant with {@code code}: the code, unless a character map says otherwise. */
        default long character(int code) {
            return code;
        }

        /** What to say of a symbol that has no value. */
        default String undefinedMessage(String name) {
            return "undefined symbol '" + name + "'";
        }
    }

    private final List<Term> postfix;
    private final int stackSize;

    Expression(List<Term> postfix) {
        this.postfix = List.copyOf(postfix);
        int depth = 0;
        int deepest = 0;
        for (Term term : postfix) {
            depth += term instanceof Binary ? -1 : term instanceof Unary ? 0 : 1;
            deepest = Math.max(deepest, depth);
        }
        this.stackSize = deepest;
    }

    /** The terms in postfix order. */
    public List<Term> postfix() {
        return postfix;
    }

    /** The value of the expression; symbols come from {@code scope}. */
    public long evaluate(Scope scope) throws ExpressionException {
        long[] values = new long[stackSize];
        int[] columns = new int[stackSize];
        int top = -1;
        for (Term term : postfix) {
            if (term instanceof Binary binary) {
                long right = values[top];
                if (right == 0 && binary.operator().dividesByRightOperand()) {
                    throw new ExpressionException(columns[top], "division by zero");
                }
                top--;
                values[top] = binary.operator().apply(values[top], right);
            } else if (term instanceof Unary unary) {
                values[top] = unary.operator().apply(values[top]);
                columns[top] = unary.column();
            } else {
                top++;
                values[top] = valueOf(term, scope);
                columns[top] = term.column();
            }
        }
        return values[0];
    }

    private static long valueOf(Term operand, Scope scope) throws ExpressionException {
        if (operand instanceof Number number) {
            return number.value();
        }
        if (operand instanceof CharacterConstant character) {
            return scope.character(character.code());
        }
        if (operand instanceof Symbol symbol) {
            Long value = scope.symbol(symbol.name());
            if (value == null) {
                throw new ExpressionException(symbol.column(), scope.undefinedMessage(symbol.name()));
            }
            return value;
        }
        return scope.currentAddress();
    }
}
