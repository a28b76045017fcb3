package dev.romlab.cpu.trace;

import java.util.function.ToIntFunction;

/**
 * A flag register as one letter per bit, most significant first, {@code -} for a clear bit: the Z80's F as
 * {@code F=SZ5H3PNC} letters gives {@code F=-Z---P--} for $44.
 *
 * @param register the flag register's name
 * @param letters  one letter per bit, from the highest bit down
 */
public record FlagFormat(String register, String letters) {

    /** Appends {@code F=-Z---P--}, reading the flag register's value by name from {@code values}. */
    public void appendTo(StringBuilder out, ToIntFunction<String> values) {
        int value = values.applyAsInt(register);
        out.append(register).append('=');
        int top = letters.length() - 1;
        for (int i = 0; i <= top; i++) {
            out.append((value >>> (top - i) & 1) != 0 ? letters.charAt(i) : '-');
        }
    }
}
