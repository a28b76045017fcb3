package dev.romlab.troll.sample;

import dev.romlab.troll.value.Value;

/**
 * An immutable chain of variable bindings, innermost first: a binding hides an outer one of the same name only
 * inside its own scope (paper section 4, "Local definitions do not overwrite earlier definitions").
 */
record Scope(String name, Value value, Scope outer) {

    /** The innermost value bound to name, or null when it is unbound; a null scope is the empty one. */
    static Value lookup(Scope scope, String name) {
        for (Scope s = scope; s != null; s = s.outer) {
            if (s.name.equals(name)) {
                return s.value;
            }
        }
        return null;
    }
}
