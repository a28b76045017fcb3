package dev.romlab.asm;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Symbols by name (case-sensitive) with where each was defined. Both passes share one table: the first pass
 * defines every label, so the second sees forward references; a definition is recognised in the second pass
 * by the index of the statement that made it, which tells a re-definition (an error) from the same one seen
 * again.
 */
final class SymbolTable {

    /**
     * Marks the names no source can write, left out of {@link #values}: the scope of a macro expansion's local
     * labels ({@code macro#N}) and unnamed labels ({@code unnamed#N}). No dialect's symbols contain it ({@code @},
     * used before, is ca65's cheap-local prefix).
     */
    static final char HIDDEN_MARK = '#';


    /** Statement index of symbols defined on the command line. */
    static final int COMMAND_LINE = -1;
    /** Statement index of the linker's symbols (a configuration's SYMBOLS, {@code __CODE_LOAD__}). */
    static final int LINKER = -2;

    private final Map<String, Definition> definitions = new HashMap<>();
    /** Every defined name by its lower-case form, for dialects whose symbols match in any case. */
    private final NamesInAnyCase namesInAnyCase = new NamesInAnyCase();

    /** A symbol's value (null while not computable) and its defining statement. */
    static final class Definition {
        private Long value;
        private int statement;
        private String where;
        /** Whether the symbol may be assigned again ({@code .set}); a label or constant may not. */
        private boolean variable;

        Definition(Long value, int statement, String where) {
            this.value = value;
            this.statement = statement;
            this.where = where;
        }

        String where() {
            return where;
        }
    }

    /** The value of {@code name}, or null when it is undefined or not computable yet. */
    Long value(String name) {
        Definition definition = definitions.get(name);
        return definition == null ? null : definition.value;
    }

    /** Whether a statement or the command line defined {@code name}, computable or not. */
    boolean isDefined(String name) {
        return definitions.containsKey(name);
    }

    /** Whether a statement or the command line defined {@code name}: defined, and not by the linker. */
    boolean isDefinedHere(String name) {
        Definition definition = definitions.get(name);
        return definition != null && definition.statement != LINKER;
    }

    /**
     * The value of the one symbol whose name differs from {@code name} only in case, or null when there is none
     * or more than one.
     */
    Long valueInAnyCase(String name) {
        String found = namesInAnyCase.find(name);
        return found == null ? null : value(found);
    }

    /** Whether {@code name} was defined on the command line ({@code -D}), which overrides a source constant. */
    boolean isCommandLine(String name) {
        Definition definition = definitions.get(name);
        return definition != null && definition.statement == COMMAND_LINE;
    }

    /**
     * Whether {@code name} has a value defined on the command line or by {@code statement} or one before it:
     * the same answer in both passes, so a conditional on it cannot change the layout between them.
     */
    boolean isDefinedBefore(String name, int statement) {
        Definition definition = definitions.get(name);
        return definition != null && definition.value != null && definition.statement <= statement;
    }

    /**
     * Defines {@code name} by statement {@code statement}, or updates the value if that statement defined it
     * before (the second pass). Returns the earlier definition when another statement defined the name.
     */
    Definition define(String name, Long value, int statement, String where) {
        Definition existing = definitions.get(name);
        if (existing == null) {
            definitions.put(name, new Definition(value, statement, where));
            namesInAnyCase.add(name);
            return null;
        }
        if (existing.statement != statement) {
            return existing;
        }
        existing.value = value;
        return null;
    }

    /**
     * Assigns {@code value} to the variable {@code name} ({@code NAME .set VALUE}), defining it by the first
     * assignment; later ones replace the value, so code below each sees the last one above it. Returns the
     * earlier definition when {@code name} is a label or constant.
     */
    Definition assign(String name, Long value, int statement, String where) {
        Definition existing = definitions.get(name);
        if (existing != null && !existing.variable && existing.statement != statement) {
            return existing;
        }
        define(name, value, statement, where);
        Definition definition = definitions.get(name);
        definition.variable = true;
        definition.value = value;
        definition.statement = statement;
        definition.where = where;
        return null;
    }

    /**
     * Every symbol with a value, sorted by name, except the local labels of macro expansions (named
     * {@code macro#N.label}) and unnamed labels, which no source can write.
     */
    Map<String, Long> values() {
        Map<String, Long> values = new TreeMap<>();
        definitions.forEach((name, definition) -> {
            if (definition.value != null && name.indexOf(HIDDEN_MARK) < 0) {
                values.put(name, definition.value);
            }
        });
        return values;
    }
}
