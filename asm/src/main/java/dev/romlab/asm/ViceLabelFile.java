package dev.romlab.asm;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A VICE label file: one monitor command {@code al [MEMSPACE:]ADDRESS .NAME} a line (VICE manual, "Monitor",
 * {@code add_label}), as ld65 writes it with {@code -Ln} ({@code al 00C000 .reset}, cc65's {@code dbgsyms.c}) and
 * VICE's {@code save_labels} does ({@code al C:c000 .reset}). The address is hex; the name drops VICE's leading dot,
 * so that it reads as in the source. Labels of a disk drive's memory ({@code 8:} to {@code 11:}) are not the CPU's
 * and are left out; {@code C:}, the computer, is the default.
 */
final class ViceLabelFile {

    /** {@code al} and an operand: {@code al = $0005} is romlab's line for a symbol named al. */
    private static final Pattern COMMAND = Pattern.compile("(?i)\\s*al\\s+[^\\s=].*");
    private static final Pattern LINE =
            Pattern.compile("(?i)\\s*al\\s+(?:([0-9a-z]+):)?\\$?([0-9a-f]+)\\s+\\.?([^\\s.]\\S*)\\s*");
    private static final String COMPUTER = "c";

    private ViceLabelFile() {
    }

    /**
     * {@code symbols} as ld65 {@code -Ln} writes them: {@code al 000200 .start}, the value as six hex digits (cc65's
     * {@code dbgsyms.c}: {@code "al %06lX .%s"}), a negative value as its 64-bit two's complement, as ld65 does.
     */
    static String format(Map<String, Long> symbols) {
        StringBuilder out = new StringBuilder();
        symbols.forEach((name, value) -> out.append(String.format("al %06X .%s\n", value, name)));
        return out.toString();
    }

    /** Whether {@code text}'s first line that is not blank is an {@code al} command (well formed or not). */
    static boolean matches(String text) {
        return text.lines().filter(line -> !line.isBlank()).findFirst().map(line -> COMMAND.matcher(line).matches())
                .orElse(false);
    }

    /**
     * The labels of {@code text}, in file order; a name given twice (ld65 writes each module's own labels) keeps its
     * last address. An address is unsigned: ld65 writes a negative constant as 16 hex digits, which no address has.
     *
     * @throws IllegalArgumentException naming the line number and the line that is not {@code al ADDRESS .NAME}
     */
    static Map<String, Long> parse(String text) {
        Map<String, Long> labels = new LinkedHashMap<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            Matcher matcher = LINE.matcher(line);
            if (!matcher.matches()) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected al C:1234 .name, found '" + line
                        + "'");
            }
            String memorySpace = matcher.group(1);
            if (memorySpace != null && !memorySpace.equalsIgnoreCase(COMPUTER)) {
                continue;
            }
            try {
                labels.put(matcher.group(3), Long.parseUnsignedLong(matcher.group(2), 16));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": address out of range in '" + line + "'");
            }
        }
        return labels;
    }
}
