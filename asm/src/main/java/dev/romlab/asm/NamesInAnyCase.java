package dev.romlab.asm;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Names by their lower-case form, for dialects whose names match in any case when none matches exactly (spasm-ng
 * upper-cases every label, {@code #define} and macro name unless run with {@code -A}): {@code B_CALL(x)} finds
 * {@code #define b_call(x)}, {@code tAsmCmp} the symbol {@code tasmCmp}. Two names that differ only in case are
 * both kept, so a name written in a third case finds neither.
 */
final class NamesInAnyCase {

    private final Map<String, Set<String>> byLowerCase = new HashMap<>();

    void add(String name) {
        byLowerCase.computeIfAbsent(key(name), k -> new HashSet<>()).add(name);
    }

    void remove(String name) {
        Set<String> names = byLowerCase.get(key(name));
        if (names != null && names.remove(name) && names.isEmpty()) {
            byLowerCase.remove(key(name));
        }
    }

    /** The one name that differs from {@code name} only in case (or equals it), or null when none or several do. */
    String find(String name) {
        Set<String> names = byLowerCase.getOrDefault(key(name), Set.of());
        return names.size() == 1 ? names.iterator().next() : null;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
