package dev.romlab.asm;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The symbol file formats romlab writes ({@code asm --symbols}) and reads ({@code disasm}, {@code exec},
 * {@code debug}: the format told by the content, {@link #of(String)}).
 */
public enum SymbolFormat {
    /** romlab's own: {@code NAME = $1234}, sorted by name ({@link SymbolFile}). */
    ROMLAB,
    /** A VICE label file, as ld65 {@code -Ln} writes it: {@code al 000200 .start} ({@link ViceLabelFile}). */
    VICE,
    /** {@code NAME EQU value}: pasmo's symbol file, xas99's {@code -E} file ({@link EquateFile}). */
    EQU,
    /**
     * spasm-ng's label file ({@code -L}): {@code NAME = $1234}, the names upper-cased (spasm-ng's default is case
     * insensitive) and sorted ignoring case, each value {@code $%.4X} of a C int (storage.cpp,
     * {@code write_labels}). romlab's own reader reads it.
     */
    SPASM;

    /** The format's name on the command line: {@code romlab}, {@code vice}, {@code equ}, {@code spasm}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The format a file's name implies: {@code .lbl} VICE, {@code .equ} EQU, {@code .lab} spasm-ng's. */
    public static Optional<SymbolFormat> byExtension(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".lbl")) {
            return Optional.of(VICE);
        }
        if (lower.endsWith(".equ")) {
            return Optional.of(EQU);
        }
        return lower.endsWith(".lab") ? Optional.of(SPASM) : Optional.empty();
    }

    /**
     * The format of a symbol file's {@code text}, by its first line that is neither blank nor a comment: an
     * {@code al} command is VICE's, {@code NAME EQU value} (or xas99's {@code name:}) an equate file, anything else
     * romlab's (which also reads spasm-ng's).
     */
    public static SymbolFormat of(String text) {
        if (ViceLabelFile.matches(text)) {
            return VICE;
        }
        return EquateFile.matches(text) ? EQU : ROMLAB;
    }

    /**
     * The symbols of a symbol file's {@code text} in any format, told by its content, in file order.
     *
     * @throws IllegalArgumentException naming the line number and the line that is not in the file's format
     */
    public static Map<String, Long> read(String text) {
        return switch (of(text)) {
            case VICE -> ViceLabelFile.parse(text);
            case EQU -> EquateFile.parse(text);
            case ROMLAB, SPASM -> SymbolFile.parse(text);
        };
    }

    /**
     * {@code symbols} in this format; {@code hexPrefix} is the CPU's ({@code >} makes EQU xas99's form). romlab's
     * own format also marks data ranges: {@link SymbolFile#format(Assembly, AddressRanges)}.
     */
    public String write(Map<String, Long> symbols, String hexPrefix) {
        return switch (this) {
            case ROMLAB -> SymbolFile.format(symbols);
            case VICE -> ViceLabelFile.format(symbols);
            case EQU -> EquateFile.format(symbols, hexPrefix);
            case SPASM -> spasm(symbols);
        };
    }

    private static String spasm(Map<String, Long> symbols) {
        Map<String, Long> upper = new TreeMap<>();
        symbols.forEach((name, value) -> upper.put(name.toUpperCase(Locale.ROOT), value));
        StringBuilder out = new StringBuilder();
        upper.forEach((name, value) -> out.append(String.format("%s = $%04X\n", name, value.intValue())));
        return out.toString();
    }
}
