package dev.romlab.asm;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A symbol file of {@code NAME EQU value} lines, which assemblers write to be included by another program's source:
 * pasmo's symbol file ({@code pasmo --bin prog.asm prog.bin prog.sym}: {@code start\t\tEQU 00100H}, pasmo 0.5.3
 * output), xas99's {@code -E} file in strict mode ({@code START  EQU  >A000    *     }, xas99.py's
 * {@code '{:<6} EQU  >{:04X}    * {} {}'}), and the like (zmac's, tniASM's). Reading takes any of the number forms
 * they use ({@code 0100H}, {@code >0100}, {@code $0100}, {@code 0x0100}, decimal), a colon after the name, comments
 * after {@code ;} or {@code *}, and xas99's own (not strict) form, where {@code name:} stands on the line before
 * {@code equ >0100}.
 */
final class EquateFile {

    private static final Pattern LINE = Pattern.compile(
            "(?i)\\s*(?:([^\\s:;*=][^\\s:=]*):?\\s+)?EQU\\s+(\\S+)\\s*(?:[;*].*)?");
    private static final Pattern NAME_ALONE = Pattern.compile("\\s*([^\\s:;*=][^\\s:=]*):\\s*");

    private static final Set<NumberForm> NUMBERS = EnumSet.of(NumberForm.DOLLAR_HEX, NumberForm.GREATER_HEX,
            NumberForm.HASH_HEX, NumberForm.C_HEX, NumberForm.H_SUFFIX_HEX, NumberForm.DECIMAL);

    private EquateFile() {
    }

    /** Whether {@code text}'s first line that is neither blank nor a comment is an equate or xas99's {@code name:}. */
    static boolean matches(String text) {
        return text.lines().filter(line -> !line.isBlank() && !isComment(line)).findFirst()
                .map(line -> LINE.matcher(line).matches() && line.strip().split("\\s+").length > 2
                        || NAME_ALONE.matcher(line).matches())
                .orElse(false);
    }

    /**
     * {@code symbols} as the CPU's assembler writes them: xas99's strict form where hex is {@code >1234} (the
     * TMS9900), else pasmo's.
     */
    static String format(Map<String, Long> symbols, String hexPrefix) {
        StringBuilder out = new StringBuilder();
        symbols.forEach((name, value) -> out.append(hexPrefix.equals(">")
                ? String.format("%-6s EQU  >%04X    *     \n", name, value & 0xFFFF)
                : String.format("%s\t\tEQU %s\n", name, value < 0 ? Long.toString(value)
                        : String.format("0%04XH", value))));
        return out.toString();
    }

    /**
     * The symbols of {@code text}, in file order.
     *
     * @throws IllegalArgumentException naming the line number and the line that is not {@code NAME EQU value}
     */
    static Map<String, Long> parse(String text) {
        Map<String, Long> symbols = new LinkedHashMap<>();
        String[] lines = text.split("\\R", -1);
        String pending = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || isComment(line)) {
                continue;
            }
            Matcher alone = NAME_ALONE.matcher(line);
            if (alone.matches() && pending == null) {
                pending = alone.group(1);
                continue;
            }
            Matcher matcher = LINE.matcher(line);
            String name = matcher.matches() ? matcher.group(1) != null ? matcher.group(1) : pending : null;
            if (name == null || matcher.group(1) != null && pending != null) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected NAME EQU value, found '" + line
                        + "'");
            }
            symbols.put(name, value(matcher.group(2), i + 1, line));
            pending = null;
        }
        return symbols;
    }

    /** A number in any form the equate files use, a minus sign allowed. */
    private static long value(String text, int lineNumber, String line) {
        boolean negative = text.startsWith("-");
        try {
            long value = NumberForm.parse(negative ? text.substring(1) : text, NUMBERS);
            return negative ? -value : value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + lineNumber + ": no number in '" + line + "'");
        }
    }

    private static boolean isComment(String line) {
        String stripped = line.strip();
        return stripped.startsWith(";") || line.startsWith("*");
    }
}
