package dev.romlab.troll.exact;

import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.value.Multiset;
import java.util.HashMap;
import java.util.Map;

/**
 * The variables visible to an expression and how deep in function calls it runs. A binding hides an outer one
 * of the same name without overwriting it (paper section 4). A variable used at most once may be bound to its
 * unevaluated expression instead of a value, so the smart paths still see {@code 20d20} behind
 * {@code x := 20d20; sum largest 5 x} (the paper, section 8.1: such a variable "is automatically substituted").
 */
record Scope(Map<String, Multiset> variables, Map<String, Deferred> deferred, int callDepth) {

    /** An expression bound by {@code :=} and evaluated where its single use is, in the scope of the binding. */
    record Deferred(Expr expression, Scope scope) {
    }

    Scope {
        variables = Map.copyOf(variables);
        deferred = Map.copyOf(deferred);
    }

    static Scope of(Map<String, Multiset> variables) {
        return new Scope(variables, Map.of(), 0);
    }

    /** A function body sees only its parameters (paper section 6: not even command-line variables). */
    static Scope function(Map<String, Multiset> parameters, int callDepth) {
        return new Scope(parameters, Map.of(), callDepth);
    }

    Scope with(String name, Multiset value) {
        Map<String, Multiset> inner = new HashMap<>(variables);
        inner.put(name, value);
        Map<String, Deferred> stillDeferred = new HashMap<>(deferred);
        stillDeferred.remove(name);
        return new Scope(inner, stillDeferred, callDepth);
    }

    Scope defer(String name, Expr expression) {
        Map<String, Multiset> values = new HashMap<>(variables);
        values.remove(name);
        Map<String, Deferred> inner = new HashMap<>(deferred);
        inner.put(name, new Deferred(expression, this));
        return new Scope(values, inner, callDepth);
    }
}
