package dev.romlab.cpu.mos6502;

import dev.romlab.cpu.RegisterFile;
import java.util.List;
import java.util.Locale;

/** The 6502's registers by name: A, X, Y, S, P (bit 5 reads 1, B reads 0, as in the vectors) and PC. */
final class Mos6502RegisterFile implements RegisterFile {

    private static final List<Register> REGISTERS = List.of(new Register("A", 8), new Register("X", 8),
            new Register("Y", 8), new Register("S", 8), new Register("P", 8), new Register("PC", 16));

    private final Mos6502 cpu;

    Mos6502RegisterFile(Mos6502 cpu) {
        this.cpu = cpu;
    }

    @Override
    public List<Register> registers() {
        return REGISTERS;
    }

    @Override
    public int get(String name) {
        return switch (name.toUpperCase(Locale.ROOT)) {
            case "A" -> cpu.a;
            case "X" -> cpu.x;
            case "Y" -> cpu.y;
            case "S" -> cpu.s;
            case "P" -> cpu.flags();
            case "PC" -> cpu.pc;
            default -> throw unknown(name);
        };
    }

    @Override
    public void set(String name, int value) {
        switch (name.toUpperCase(Locale.ROOT)) {
            case "A" -> cpu.a = value & 0xFF;
            case "X" -> cpu.x = value & 0xFF;
            case "Y" -> cpu.y = value & 0xFF;
            case "S" -> cpu.s = value & 0xFF;
            case "P" -> cpu.setFlags(value);
            case "PC" -> cpu.setPc(value);
            default -> throw unknown(name);
        }
    }

    private static IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException("the 6502 has no register " + name + " (it has A X Y S P PC)");
    }
}
