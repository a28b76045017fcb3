package dev.romlab.troll.ast;

/**
 * A part of a {@code compositional} declaration (paper section 6.1): a user function by name or a predefined
 * operator. The singleton part may be {@code - d D z Z sum count min max minimal maximal choose different}; the
 * union part may be {@code + * @ U}.
 */
public sealed interface FunctionRef {

    /** A user-defined function, resolved against the program's declarations. */
    record Named(String name) implements FunctionRef {
    }

    /** A predefined prefix operator used as a one-argument function. */
    record Prefix(UnaryOp op) implements FunctionRef {
    }

    /** {@code d}, {@code D}, {@code z} or {@code Z} used as a one-argument function. */
    record DieRoll(DieKind kind) implements FunctionRef {
    }

    /** A predefined commutative, associative operator used as a two-argument function. */
    record Infix(BinaryOp op) implements FunctionRef {
    }
}
