package dev.romlab.asm;

import java.util.Locale;
import java.util.Set;

/**
 * A way of writing a number that a dialect accepts. A number token starts with a digit or with the prefix
 * character of an enabled form and runs over letters and digits; {@link #parse} tries the dialect's forms.
 */
public enum NumberForm {
    /** {@code $FF} (Motorola, MOS and the TI-83+ community). */
    DOLLAR_HEX,
    /** {@code #FF} (pasmo, sjasmplus and ZX Spectrum sources). */
    HASH_HEX,
    /** {@code %0101}. */
    PERCENT_BINARY,
    /** {@code >FF} (TI Editor/Assembler). */
    GREATER_HEX,
    /** {@code :0101} (TI Editor/Assembler as xas99 reads it). */
    COLON_BINARY,
    /** {@code 0xFF} (C). */
    C_HEX,
    /** {@code 0b0101} (C). */
    C_BINARY,
    /** {@code 0FFh} (Intel, Zilog). */
    H_SUFFIX_HEX,
    /** {@code 0101b} (Intel, Zilog; TI's own include file writes {@code 10101010b}). */
    B_SUFFIX_BINARY,
    /** {@code 255}. */
    DECIMAL;

    /** The character that starts a number of this form although it is not a digit, or 0. */
    char prefix() {
        switch (this) {
            case DOLLAR_HEX:
                return '$';
            case HASH_HEX:
                return '#';
            case PERCENT_BINARY:
                return '%';
            case GREATER_HEX:
                return '>';
            case COLON_BINARY:
                return ':';
            default:
                return 0;
        }
    }

    /**
     * The value of {@code token} in the first of {@code forms} that reads it ({@code 0Bh} is not a C binary
     * number but a hex one); throws {@link NumberFormatException} when none does. Digits beyond 64 bits are an
     * error, not a silent wrap.
     */
    public static long parse(String token, Set<NumberForm> forms) {
        String lower = token.toLowerCase(Locale.ROOT);
        for (NumberForm form : values()) {
            if (forms.contains(form)) {
                String digits = form.digits(lower);
                if (digits != null && isNumber(digits, form.radix())) {
                    return Long.parseUnsignedLong(digits, form.radix());
                }
            }
        }
        throw new NumberFormatException(token);
    }

    /** The digits of {@code lower} if it is written in this form, else null. */
    private String digits(String lower) {
        char prefix = prefix();
        if (prefix != 0) {
            return lower.length() > 1 && lower.charAt(0) == prefix ? lower.substring(1) : null;
        }
        if (lower.isEmpty() || !Character.isDigit(lower.charAt(0))) {
            return null;
        }
        switch (this) {
            case C_HEX:
                return lower.startsWith("0x") ? lower.substring(2) : null;
            case C_BINARY:
                return lower.startsWith("0b") && lower.length() > 2 ? lower.substring(2) : null;
            case H_SUFFIX_HEX:
                return lower.endsWith("h") ? lower.substring(0, lower.length() - 1) : null;
            case B_SUFFIX_BINARY:
                return lower.endsWith("b") ? lower.substring(0, lower.length() - 1) : null;
            default:
                return lower;
        }
    }

    private int radix() {
        switch (this) {
            case PERCENT_BINARY:
            case COLON_BINARY:
            case C_BINARY:
            case B_SUFFIX_BINARY:
                return 2;
            case DECIMAL:
                return 10;
            default:
                return 16;
        }
    }

    private static boolean isNumber(String digits, int radix) {
        if (digits.isEmpty() || digits.chars().anyMatch(c -> Character.digit(c, radix) < 0)) {
            return false;
        }
        try {
            Long.parseUnsignedLong(digits, radix);
            return true;
        } catch (NumberFormatException tooLong) {
            return false;
        }
    }
}
