package dev.romlab.cli;

import java.util.Locale;

import picocli.CommandLine.TypeConversionException;

/**
 * A number as users type it on the command line, in the notations of the assembler sources: {@code 0x100},
 * {@code $100}, {@code >100} (TI's notation: quote it in a shell), {@code #100} (CASL II's), {@code 100h}
 * (hexadecimal) or {@code 256} (decimal); {@code _} may group digits ({@code 100_000_000}).
 */
final class NumberLiteral {

    private NumberLiteral() {
    }

    /** The value of {@code text}; a picocli conversion error naming the accepted forms when it is not a number. */
    static long parse(String text) {
        String digits = text.strip().replace("_", "").toLowerCase(Locale.ROOT);
        try {
            if (digits.startsWith("0x")) {
                return Long.parseLong(digits.substring(2), 16);
            }
            if (digits.startsWith("$") || digits.startsWith(">") || digits.startsWith("#")) {
                return Long.parseLong(digits.substring(1), 16);
            }
            if (digits.endsWith("h")) {
                return Long.parseLong(digits.substring(0, digits.length() - 1), 16);
            }
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is not a number (write 0x100, $100, >100, #100, 100h or 256)");
        }
    }
}
