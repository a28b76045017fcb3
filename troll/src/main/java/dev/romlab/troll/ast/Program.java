package dev.romlab.troll.ast;

import java.util.Map;

/** A parsed Troll definition: the main expression and the declarations by name. */
public record Program(Expr main, Map<String, Declaration> declarations) {

    public Program {
        declarations = Map.copyOf(declarations);
    }
}
