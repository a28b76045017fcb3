package dev.romlab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RegisterFile.Register;

/**
 * Registers as {@code NAME=hex} fields separated by spaces ({@code AF=0500 BC=0000 I=00 IM=1}), each as
 * many hex digits wide as the register has bits: a fixed width per register, so lines line up.
 */
final class RegisterFormat {

    private final List<String> names;
    private final List<String> formats;

    /** A format for the registers {@code names} (in that order) of CPUs with {@code registers}. */
    RegisterFormat(List<Register> registers, List<String> names) {
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

    void appendTo(StringBuilder out, RegisterFile registers) {
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(String.format(formats.get(i), registers.get(names.get(i))));
        }
    }

    String format(RegisterFile registers) {
        StringBuilder out = new StringBuilder();
        appendTo(out, registers);
        return out.toString();
    }
}
