package dev.romlab.troll.ast;

import java.util.List;

/** A top-level declaration, before or after the main expression (paper section 6). */
public sealed interface Declaration {

    /** The declared name, used by {@code call}. */
    String name();

    /** Where the declaration starts. */
    Position position();

    /** {@code function f(x1, ..., xn) = body}; recursive, no access to outer or command-line variables. */
    record Function(Position position, String name, List<String> parameters, Expr body) implements Declaration {
        public Function {
            parameters = List.copyOf(parameters);
        }
    }

    /**
     * {@code compositional f(empty, singleton, union)}: f {} = empty, f {x} = singleton(x),
     * f (a U b) = union(f a, f b). The laws are the user's promise (paper section 6.1), not checked.
     */
    record Compositional(Position position, String name, Expr empty, FunctionRef singleton, FunctionRef union)
            implements Declaration {
    }
}
