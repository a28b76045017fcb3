package dev.romlab.troll.exact;

import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.value.Value;
import java.util.Map;

/**
 * The variables visible to an expression and how deep in function calls it runs. A binding hides an outer one
 * of the same name without overwriting it (paper section 4). A variable used at most once may be bound to its
 * unevaluated expression instead of a value, so the smart paths still see {@code 20d20} behind
 * {@code x := 20d20; sum largest 5 x} (the paper, section 8.1: such a variable "is automatically substituted").
 * Bindings form a chain, innermost first, so a binding costs one link however many are outside it (10,000 chained
 * {@code x := ...;} would otherwise copy quadratically many entries, issue #11).
 */
record Scope(Binding innermost, int callDepth) {

    /**
     * An expression bound by {@code :=} and evaluated where its single use is, in the scope of the binding;
     * determined when its value is certain there ({@link ExactEvaluator#determined}).
     */
    record Deferred(Expr expression, Scope scope, boolean determined) {
    }

    /**
     * One variable, bound to a value or to a deferred expression (exactly one of the two), those outside, how many
     * links the chain has from this one out, and the name's hash, compared first in a lookup.
     */
    record Binding(String name, Value value, Deferred deferred, Binding outer, int links, int hash) {

        Binding(String name, Value value, Deferred deferred, Binding outer) {
            this(name, value, deferred, outer, outer == null ? 1 : outer.links + 1, name.hashCode());
        }
    }

    static Scope of(Map<String, Value> variables) {
        return function(variables, 0);
    }

    /** A function body sees only its parameters (paper section 6: not even command-line variables). */
    static Scope function(Map<String, Value> parameters, int callDepth) {
        Binding bindings = null;
        for (Map.Entry<String, Value> parameter : parameters.entrySet()) {
            bindings = new Binding(parameter.getKey(), parameter.getValue(), null, bindings);
        }
        return new Scope(bindings, callDepth);
    }

    Scope with(String name, Value value) {
        return new Scope(new Binding(name, value, null, innermost), callDepth);
    }

    Scope defer(String name, Expr expression, boolean determined) {
        return new Scope(new Binding(name, null, new Deferred(expression, this, determined), innermost), callDepth);
    }

    /** The value bound to name, or null when it is unbound or bound to a deferred expression. */
    Value value(String name) {
        Binding binding = binding(name);
        return binding == null ? null : binding.value();
    }

    /** The deferred expression bound to name, or null when it is unbound or bound to a value. */
    Deferred deferred(String name) {
        Binding binding = binding(name);
        return binding == null ? null : binding.deferred();
    }

    /** How many bindings the chain holds, hidden ones included: at least as many as the visible variables. */
    int bindings() {
        return innermost == null ? 0 : innermost.links();
    }

    /** Whether name is bound, to a value or a deferred expression. */
    boolean binds(String name) {
        return binding(name) != null;
    }

    /** The innermost binding of name, or null when it is unbound: one walk for both of its kinds. */
    Binding binding(String name) {
        // Fields, not accessors, and the hash first: names of one length ("most", "face", "kept") are common, and
        // the walk runs before the JIT compiles it in a short exact run (issue #11).
        int hash = name.hashCode();
        for (Binding b = innermost; b != null; b = b.outer) {
            if (b.hash == hash && b.name.equals(name)) {
                return b;
            }
        }
        return null;
    }
}
