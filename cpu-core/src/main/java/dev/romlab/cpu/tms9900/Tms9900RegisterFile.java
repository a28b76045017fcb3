package dev.romlab.cpu.tms9900;

import dev.romlab.cpu.RegisterFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/** The TMS9900's registers by name: PC, WP, ST, and R0-R15, the words of the workspace at WP. */
final class Tms9900RegisterFile implements RegisterFile {

    private static final List<Register> REGISTERS = namedRegisters();

    private final Tms9900 cpu;

    Tms9900RegisterFile(Tms9900 cpu) {
        this.cpu = cpu;
    }

    private static List<Register> namedRegisters() {
        List<Register> all = new ArrayList<>(List.of(new Register("PC", 16), new Register("WP", 16),
                new Register("ST", 16)));
        for (int n = 0; n < 16; n++) {
            all.add(new Register("R" + n, 16));
        }
        return List.copyOf(all);
    }

    @Override
    public List<Register> registers() {
        return REGISTERS;
    }

    @Override
    public int get(String name) {
        return switch (name.toUpperCase(Locale.ROOT)) {
            case "PC" -> cpu.pc;
            case "WP" -> cpu.wp;
            case "ST" -> cpu.st;
            default -> cpu.peekWord(workspaceAddress(name));
        };
    }

    @Override
    public void set(String name, int value) {
        switch (name.toUpperCase(Locale.ROOT)) {
            case "PC" -> cpu.setPc(value);
            case "WP" -> cpu.setWp(value);
            case "ST" -> cpu.setSt(value);
            default -> cpu.pokeWord(workspaceAddress(name), value & 0xFFFF);
        }
    }

    /** R0-R15 read their workspace word straight away: no name to parse on every read. */
    @Override
    public IntSupplier reader(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (upper.equals("PC") || upper.equals("WP") || upper.equals("ST")) {
            return RegisterFile.super.reader(upper);
        }
        int offset = workspaceAddress(upper) - cpu.wp;
        return () -> cpu.peekWord(cpu.wp + offset);
    }

    /** R0-R15 set their workspace word straight away (at the WP of the moment): no name to parse on every write. */
    @Override
    public IntConsumer writer(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (upper.equals("PC") || upper.equals("WP") || upper.equals("ST")) {
            return RegisterFile.super.writer(upper);
        }
        int offset = workspaceAddress(upper) - cpu.wp;
        return value -> cpu.pokeWord(cpu.wp + offset, value & 0xFFFF);
    }

    /** WP: R0-R15 are the words of the workspace it points at. */
    @Override
    public boolean placesOthers(String name) {
        return name.equalsIgnoreCase("WP");
    }

    /** R0-R15 (case-insensitive) as the address of its word in the workspace. */
    private int workspaceAddress(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (upper.matches("R(1[0-5]|[0-9])")) {
            return cpu.wp + 2 * Integer.parseInt(upper.substring(1));
        }
        throw new IllegalArgumentException("the TMS9900 has no register " + name + " (it has PC WP ST R0-R15)");
    }
}
