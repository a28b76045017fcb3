package dev.romlab.asm;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one file of a linked program ({@code romlab asm a.s b.s --config x.cfg}) declares about names shared
 * between files, as ca65 writes it into an object for ld65: the names it imports, exports, and declares global
 * (exported if the file defines them, imported if not: an imported value does not make a name the file's). Each name keeps its first declaration, for messages.
 */
final class Linkage {

    /** A name declared by {@code .import}, {@code .export} or {@code .global} at {@code where}:{@code column}. */
    record Declared(String name, SourceLine where, int column, boolean zeroPage) {

        Diagnostic error(String message) {
            return new Diagnostic(where.file(), where.number(), column, message, where.text());
        }
    }

    /**
     * A name declared an entry of a CONDES table ({@code .constructor name, priority}): ld65 lists the exported
     * name's address in the table of {@code type}, ordered by {@code priority}.
     */
    record CondesEntry(Declared declared, int type, int priority) {
    }

    private final Map<String, Declared> imports = new LinkedHashMap<>();
    private final Map<String, CondesEntry> condes = new LinkedHashMap<>();
    private final Map<String, Declared> exports = new LinkedHashMap<>();
    private final Map<String, Declared> globals = new LinkedHashMap<>();

    void imports(Declared name) {
        imports.putIfAbsent(name.name(), name);
    }

    void exports(Declared name) {
        exports.putIfAbsent(name.name(), name);
    }

    /** An entry of a CONDES table; ca65 exports its name too. */
    void condes(CondesEntry entry) {
        condes.putIfAbsent(entry.type() + " " + entry.declared().name(), entry);
        exports(entry.declared());
    }

    Collection<CondesEntry> condesEntries() {
        return condes.values();
    }

    void global(Declared name) {
        globals.putIfAbsent(name.name(), name);
    }

    /** The names imported, {@code .global} names the file does not define among them. */
    Collection<Declared> imported(SymbolTable defined) {
        Map<String, Declared> all = new LinkedHashMap<>(imports);
        globals.values().stream().filter(g -> !defined.isDefinedHere(g.name())).forEach(g -> all.putIfAbsent(g.name(), g));
        return all.values();
    }

    /** The names exported, {@code .global} names the file defines among them. */
    Collection<Declared> exported(SymbolTable defined) {
        Map<String, Declared> all = new LinkedHashMap<>(exports);
        globals.values().stream().filter(g -> defined.isDefinedHere(g.name())).forEach(g -> all.putIfAbsent(g.name(), g));
        return all.values();
    }
}
