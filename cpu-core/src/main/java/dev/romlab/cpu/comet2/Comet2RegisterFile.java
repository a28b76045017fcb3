package dev.romlab.cpu.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

import dev.romlab.cpu.RegisterFile;

/** COMET II's registers by name: GR0-GR7 (MLFE GR0-GR13) of the word's width, SP, PR and FR (OF SF ZF). */
final class Comet2RegisterFile implements RegisterFile {

    private final Comet2 cpu;
    private final List<Register> registers;

    Comet2RegisterFile(Comet2 cpu) {
        this.cpu = cpu;
        List<Register> all = new ArrayList<>();
        for (int n = 0; n < cpu.profile().registers(); n++) {
            all.add(new Register("GR" + n, cpu.profile().wordBits()));
        }
        all.add(new Register("SP", 16));
        all.add(new Register("PR", 16));
        all.add(new Register("FR", 3));
        this.registers = List.copyOf(all);
    }

    @Override
    public List<Register> registers() {
        return registers;
    }

    @Override
    public int get(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return switch (upper) {
            case "SP" -> cpu.stackPointer();
            case "PR", "PC" -> cpu.pc();
            case "FR" -> cpu.fr();
            default -> cpu.register(generalRegister(upper, name));
        };
    }

    @Override
    public void set(String name, int value) {
        String upper = name.toUpperCase(Locale.ROOT);
        switch (upper) {
            case "SP" -> cpu.setSp(value);
            case "PR", "PC" -> cpu.setPc(value);
            case "FR" -> cpu.setFr(value);
            default -> cpu.setRegister(generalRegister(upper, name), value);
        }
    }

    /** GR0-GR13 read the register straight away: no name to parse on every read. */
    @Override
    public IntSupplier reader(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (!upper.startsWith("GR")) {
            return RegisterFile.super.reader(upper);
        }
        int n = generalRegister(upper, name);
        return () -> cpu.register(n);
    }

    /** Every register set straight away: no name to parse on every write (a kernel sets SP before each call). */
    @Override
    public IntConsumer writer(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return switch (upper) {
            case "SP" -> cpu::setSp;
            case "PR", "PC" -> cpu::setPc;
            case "FR" -> cpu::setFr;
            default -> {
                int n = generalRegister(upper, name);
                yield value -> cpu.setRegister(n, value);
            }
        };
    }

    private int generalRegister(String upper, String name) {
        if (upper.startsWith("GR")) {
            try {
                int n = Integer.parseInt(upper.substring(2));
                if (n >= 0 && n < cpu.profile().registers() && upper.equals("GR" + n)) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // not a register number: reported below
            }
        }
        throw new IllegalArgumentException(cpu.profile().id() + " has no register " + name + " (it has GR0-GR"
                + (cpu.profile().registers() - 1) + " SP PR FR)");
    }
}
