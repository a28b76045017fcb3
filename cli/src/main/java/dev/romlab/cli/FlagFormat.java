package dev.romlab.cli;

import dev.romlab.cpu.RegisterFile;

/**
 * A flag register as one letter per bit, most significant first, {@code -} for a clear bit: the Z80's F as
 * {@code F=SZ5H3PNC} letters gives {@code F=-Z---P--} for $44.
 *
 * @param register the flag register's name
 * @param letters  one letter per bit, from the highest bit down
 */
record FlagFormat(String register, String letters) {

    void appendTo(StringBuilder out, RegisterFile registers) {
        int value = registers.get(register);
        out.append(register).append('=');
        int top = letters.length() - 1;
        for (int i = 0; i <= top; i++) {
            out.append((value >>> (top - i) & 1) != 0 ? letters.charAt(i) : '-');
        }
    }
}
