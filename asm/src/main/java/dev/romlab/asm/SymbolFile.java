package dev.romlab.asm;

import java.util.Map;

/**
 * The symbol table as text, one {@code NAME = $1234} line per symbol, sorted by name (case-sensitive, as
 * {@link String#compareTo}). Values from 0 to $FFFF are written as four hex digits, larger ones with as many
 * hex digits as they need, negative ones in decimal ({@code -5}): each line is itself valid {@code .equ}
 * source.
 */
public final class SymbolFile {

    private SymbolFile() {
    }

    public static String format(Assembly assembly) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Long> symbol : assembly.symbols().entrySet()) {
            out.append(symbol.getKey()).append(" = ").append(value(symbol.getValue())).append('\n');
        }
        return out.toString();
    }

    private static String value(long value) {
        if (value < 0) {
            return Long.toString(value);
        }
        return value <= 0xFFFF ? String.format("$%04X", value) : "$" + Long.toHexString(value).toUpperCase();
    }
}
