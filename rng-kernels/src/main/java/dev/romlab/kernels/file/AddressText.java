package dev.romlab.kernels.file;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An address as a kernel file writes it: a label, {@code label+2}, {@code label-1}, or a number ({@code $8000},
 * {@code 0x8000}, {@code >8300}, {@code #0010}, decimal), resolved against one assembly's symbols.
 */
final class AddressText {

    private static final Pattern LABEL_OFFSET = Pattern.compile("([A-Za-z_.@][A-Za-z0-9_.@?]*)\\s*(?:([+-])\\s*(\\S+))?");

    private AddressText() {
    }

    /** The address {@code text} names, masked to {@code addresses}; {@link IllegalArgumentException} otherwise. */
    static int resolve(String text, Map<String, Long> symbols, int addresses) {
        String t = text.strip();
        Long number = number(t);
        if (number != null) {
            return check(number, text, addresses);
        }
        Matcher m = LABEL_OFFSET.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("not an address: '" + text + "' (a label, label+N or a number)");
        }
        Long value = symbols.get(m.group(1));
        if (value == null) {
            throw new IllegalArgumentException("label '" + m.group(1) + "' is not in the program"
                    + programLabels(m.group(1), symbols));
        }
        long offset = 0;
        if (m.group(2) != null) {
            Long n = number(m.group(3));
            if (n == null) {
                throw new IllegalArgumentException("not an offset: '" + m.group(3) + "'");
            }
            offset = m.group(2).equals("+") ? n : -n;
        }
        return check(value + offset, text, addresses);
    }

    /**
     * The hint for a label written without its program: the CASL II assembler names a label of a program (START to
     * END) {@code PROGRAM.LABEL}, as YACASL2 does, since two programs may each have their own {@code LOOP}.
     */
    private static String programLabels(String label, Map<String, Long> symbols) {
        List<String> named = symbols.keySet().stream().filter(s -> s.endsWith("." + label)).sorted().toList();
        return named.isEmpty() ? "" : "; a program's own label is PROGRAM.LABEL: " + String.join(" or ", named);
    }

    /** A number in any of romlab's notations, or null when {@code text} is not one. */
    static Long number(String text) {
        String t = text.strip().replace("_", "");
        try {
            if (t.startsWith("$") || t.startsWith(">") || t.startsWith("#")) {
                return Long.parseUnsignedLong(t.substring(1), 16);
            }
            if (t.startsWith("0x") || t.startsWith("0X")) {
                return Long.parseUnsignedLong(t.substring(2), 16);
            }
            if (t.startsWith("%")) {
                return Long.parseUnsignedLong(t.substring(1), 2);
            }
            return Long.parseUnsignedLong(t);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static int check(long address, String text, int addresses) {
        if (address < 0 || address >= addresses) {
            throw new IllegalArgumentException("'" + text + "' is outside memory (0.." + (addresses - 1) + ")");
        }
        return (int) address;
    }
}
