package dev.romlab.asm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The symbol table as text, one {@code NAME = $1234} line per symbol, sorted by name (case-sensitive, as
 * {@link String#compareTo}). Values from 0 to $FFFF are written as four hex digits, larger ones with as many
 * hex digits as they need, negative ones in decimal ({@code -5}): each line is itself valid {@code .equ}
 * source. {@link #parse} reads the format back (blank lines and {@code ;} comments allowed), for tools that show
 * labels for a binary.
 */
public final class SymbolFile {

    private static final Pattern LINE =
            Pattern.compile("\\s*([^\\s=;]+)\\s*=\\s*(?:\\$([0-9A-Fa-f]+)|(-?[0-9]+))\\s*(;.*)?");

    /** {@code ; data $0112-$0116}: addresses a disassembly prints as data (both ends included). */
    private static final Pattern DATA =
            Pattern.compile("(?i)\\s*;\\s*data\\s+\\$([0-9A-F]{1,8})\\s*-\\s*\\$([0-9A-F]{1,8})\\s*");

    private SymbolFile() {
    }

    /**
     * The symbols, then a {@code ; data $0112-$0116} comment line for each range of {@code data}: the addresses the
     * assembly filled with data directives, which {@code romlab disasm} then prints as data again ({@link
     * #dataRanges}); other readers take the lines as comments.
     */
    public static String format(Assembly assembly, AddressRanges data) {
        StringBuilder out = new StringBuilder(format(assembly));
        for (AddressRanges.Range range : data.ranges()) {
            out.append(String.format("; data $%04X-$%04X\n", range.first(), range.last()));
        }
        return out.toString();
    }

    /** The {@code ; data $0112-$0116} lines of a symbol file's {@code text}. */
    public static AddressRanges dataRanges(String text) {
        List<AddressRanges.Range> ranges = new ArrayList<>();
        text.lines().map(DATA::matcher).filter(Matcher::matches).forEach(matcher -> ranges.add(new AddressRanges.Range(
                Integer.parseInt(matcher.group(1), 16), Integer.parseInt(matcher.group(2), 16))));
        return new AddressRanges(ranges);
    }

    public static String format(Assembly assembly) {
        return format(assembly.symbols());
    }

    /** {@code symbols} (sorted by name, as an assembly's are) one {@code NAME = $1234} line each. */
    static String format(Map<String, Long> symbols) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Long> symbol : symbols.entrySet()) {
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

    /**
     * The symbols of a symbol file's {@code text}, in file order.
     *
     * @throws IllegalArgumentException naming the line number and the line that is not {@code NAME = $1234}
     */
    public static Map<String, Long> parse(String text) {
        Map<String, Long> symbols = new LinkedHashMap<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || line.strip().startsWith(";")) {
                continue;
            }
            Matcher matcher = LINE.matcher(line);
            if (!matcher.matches()) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected NAME = $1234, found '" + line + "'");
            }
            try {
                symbols.put(matcher.group(1), matcher.group(2) != null ? Long.parseLong(matcher.group(2), 16)
                        : Long.parseLong(matcher.group(3)));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": value out of range in '" + line + "'");
            }
        }
        return symbols;
    }
}
