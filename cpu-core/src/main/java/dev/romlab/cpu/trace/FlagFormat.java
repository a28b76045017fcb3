package dev.romlab.cpu.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;

/**
 * A flag register as one letter per bit, most significant first, {@code -} for a clear bit: the Z80's F as
 * {@code F=SZ5H3PNC} letters gives {@code F=-Z---P--} for $44.
 *
 * <p>Each letter names one flag for the debugger's expressions and its {@code set}: the letter and {@code F}
 * ({@code ZF}, {@code CF}; COMET II's own names OF SF ZF; the Z80's constants in MAME's z80.h are named alike);
 * digits and {@code -} are bits without a flag name.
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

    /** The flags' names, highest bit first: {@code SF ZF HF PF NF CF} for the Z80's {@code SZ5H3PNC}. */
    public List<String> flagNames() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < letters.length(); i++) {
            if (Character.isLetter(letters.charAt(i))) {
                names.add(letters.charAt(i) + "F");
            }
        }
        return names;
    }

    /** The bit of the flag named {@code name} (case-insensitive, {@code zf}), or -1 when there is none. */
    public int bitOf(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (upper.length() != 2 || upper.charAt(1) != 'F' || !Character.isLetter(upper.charAt(0))) {
            return -1;
        }
        int index = letters.indexOf(upper.charAt(0));
        return index < 0 ? -1 : letters.length() - 1 - index;
    }
}
