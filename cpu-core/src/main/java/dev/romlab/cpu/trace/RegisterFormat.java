package dev.romlab.cpu.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;

import dev.romlab.cpu.RegisterFile.Register;

/**
 * Registers as {@code NAME=hex} fields separated by spaces ({@code AF=0500 BC=0000 I=00 IM=1}), each as many hex
 * digits wide as the register has bits: a fixed width per register, so lines line up.
 */
public final class RegisterFormat {

    private final List<String> names;
    private final List<String> formats;

    /** A format for the registers {@code names} (in that order) of a CPU with {@code registers}. */
    public RegisterFormat(List<Register> registers, List<String> names) {
        Map<String, Register> byName = registers.stream()
                .collect(Collectors.toMap(Register::name, Function.identity()));
        this.names = List.copyOf(names);
        this.formats = new ArrayList<>();
        for (String name : names) {
            Register register = byName.get(name);
            if (register == null) {
                throw new IllegalArgumentException("no register " + name);
            }
            formats.add(name + "=%0" + (register.bits() + 3) / 4 + "X");
        }
    }

    /** The registers shown, in order. */
    public List<String> names() {
        return names;
    }

    /** Appends the fields, reading each register's value by name from {@code values} (a register file's get). */
    public void appendTo(StringBuilder out, ToIntFunction<String> values) {
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(String.format(Locale.ROOT, formats.get(i), values.applyAsInt(names.get(i))));
        }
    }
}
