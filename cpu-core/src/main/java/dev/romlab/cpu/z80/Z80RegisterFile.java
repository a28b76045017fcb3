package dev.romlab.cpu.z80;

import dev.romlab.cpu.RegisterFile;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The Z80's registers by name, for the command line, traces, diffs and conformance harnesses. Besides the
 * programmer's registers it names the hidden state the SingleStepTests vectors record: WZ (MEMPTR), Q,
 * EI (the last instruction was EI), P (the last instruction was LD A,I or LD A,R) and HALTED.
 */
final class Z80RegisterFile implements RegisterFile {

    private static final List<Register> REGISTERS = List.of(
            new Register("A", 8), new Register("F", 8), new Register("B", 8), new Register("C", 8),
            new Register("D", 8), new Register("E", 8), new Register("H", 8), new Register("L", 8),
            new Register("AF", 16), new Register("BC", 16), new Register("DE", 16), new Register("HL", 16),
            new Register("AF'", 16), new Register("BC'", 16), new Register("DE'", 16), new Register("HL'", 16),
            new Register("IX", 16), new Register("IY", 16),
            new Register("IXH", 8), new Register("IXL", 8), new Register("IYH", 8), new Register("IYL", 8),
            new Register("SP", 16), new Register("PC", 16), new Register("WZ", 16),
            new Register("I", 8), new Register("R", 8), new Register("IFF1", 1), new Register("IFF2", 1),
            new Register("IM", 2), new Register("Q", 8), new Register("EI", 1), new Register("P", 1),
            new Register("HALTED", 1));

    // positions in REGISTERS: get and set switch on them, so a reader or writer resolved once parses no name
    private static final int A = 0;
    private static final int F = 1;
    private static final int B = 2;
    private static final int C = 3;
    private static final int D = 4;
    private static final int E = 5;
    private static final int H = 6;
    private static final int L = 7;
    private static final int AF = 8;
    private static final int BC = 9;
    private static final int DE = 10;
    private static final int HL = 11;
    private static final int AF2 = 12;
    private static final int BC2 = 13;
    private static final int DE2 = 14;
    private static final int HL2 = 15;
    private static final int IX = 16;
    private static final int IY = 17;
    private static final int IXH = 18;
    private static final int IXL = 19;
    private static final int IYH = 20;
    private static final int IYL = 21;
    private static final int SP = 22;
    private static final int PC = 23;
    private static final int WZ = 24;
    private static final int I = 25;
    private static final int R = 26;
    private static final int IFF1 = 27;
    private static final int IFF2 = 28;
    private static final int IM = 29;
    private static final int Q = 30;
    private static final int EI = 31;
    private static final int P = 32;
    private static final int HALTED = 33;
    /** Each register's position by its name in upper case. */
    private static final Map<String, Integer> POSITIONS = IntStream.range(0, REGISTERS.size()).boxed()
            .collect(Collectors.toUnmodifiableMap(i -> REGISTERS.get(i).name(), i -> i));

    private final Z80 cpu;

    Z80RegisterFile(Z80 cpu) {
        this.cpu = cpu;
    }

    @Override
    public List<Register> registers() {
        return REGISTERS;
    }

    @Override
    public int get(String name) {
        return get(position(name));
    }

    @Override
    public void set(String name, int value) {
        set(position(name), value);
    }

    @Override
    public IntSupplier reader(String name) {
        int position = position(name);
        return () -> get(position);
    }

    @Override
    public IntConsumer writer(String name) {
        int position = position(name);
        return value -> set(position, value);
    }

    private static int position(String name) {
        Integer position = POSITIONS.get(name.toUpperCase(Locale.ROOT));
        if (position == null) {
            throw unknown(name);
        }
        return position;
    }

    private int get(int position) {
        Z80 z = cpu;
        return switch (position) {
            case A -> z.a;
            case F -> z.f;
            case B -> z.b;
            case C -> z.c;
            case D -> z.d;
            case E -> z.e;
            case H -> z.h;
            case L -> z.l;
            case AF -> z.af();
            case BC -> z.bc();
            case DE -> z.de();
            case HL -> z.hl();
            case AF2 -> z.af2;
            case BC2 -> z.bc2;
            case DE2 -> z.de2;
            case HL2 -> z.hl2;
            case IX -> z.ix;
            case IY -> z.iy;
            case IXH -> z.ix >>> 8;
            case IXL -> z.ix & 0xFF;
            case IYH -> z.iy >>> 8;
            case IYL -> z.iy & 0xFF;
            case SP -> z.sp;
            case PC -> z.pc;
            case WZ -> z.wz;
            case I -> z.i;
            case R -> z.r();
            case IFF1 -> z.iff1 ? 1 : 0;
            case IFF2 -> z.iff2 ? 1 : 0;
            case IM -> z.im;
            case Q -> z.q();
            case EI -> (z.after & Z80.AFTER_EI) != 0 ? 1 : 0;
            case P -> (z.after & Z80.AFTER_LD_A_IR) != 0 ? 1 : 0;
            case HALTED -> z.halted ? 1 : 0;
            default -> throw new IllegalStateException("register " + position);
        };
    }

    private void set(int position, int value) {
        Z80 z = cpu;
        int v8 = value & 0xFF;
        int v16 = value & 0xFFFF;
        switch (position) {
            case A -> z.a = v8;
            case F -> z.f = v8;
            case B -> z.b = v8;
            case C -> z.c = v8;
            case D -> z.d = v8;
            case E -> z.e = v8;
            case H -> z.h = v8;
            case L -> z.l = v8;
            case AF -> z.setAF(v16);
            case BC -> z.setBC(v16);
            case DE -> z.setDE(v16);
            case HL -> z.setHL(v16);
            case AF2 -> z.af2 = v16;
            case BC2 -> z.bc2 = v16;
            case DE2 -> z.de2 = v16;
            case HL2 -> z.hl2 = v16;
            case IX -> z.ix = v16;
            case IY -> z.iy = v16;
            case IXH -> z.ix = (v8 << 8) | (z.ix & 0xFF);
            case IXL -> z.ix = (z.ix & 0xFF00) | v8;
            case IYH -> z.iy = (v8 << 8) | (z.iy & 0xFF);
            case IYL -> z.iy = (z.iy & 0xFF00) | v8;
            case SP -> z.sp = v16;
            case PC -> z.pc = v16;
            case WZ -> z.wz = v16;
            case I -> z.i = v8;
            case R -> z.setR(v8);
            case IFF1 -> z.iff1 = (value & 1) != 0;
            case IFF2 -> z.iff2 = (value & 1) != 0;
            case IM -> z.im = value & 3;
            case Q -> z.setQ(v8);
            case EI -> z.after = setBit(z.after, Z80.AFTER_EI, value);
            case P -> z.after = setBit(z.after, Z80.AFTER_LD_A_IR, value);
            case HALTED -> z.halted = (value & 1) != 0;
            default -> throw new IllegalStateException("register " + position);
        }
        z.updateSlowStepNeeded(); // HALTED, EI and P are looked at by the slow step only
    }

    private static int setBit(int bits, int bit, int value) {
        return (value & 1) != 0 ? bits | bit : bits & ~bit;
    }

    private static IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException("the Z80 has no register named '" + name + "'; it has " + REGISTERS
                .stream().map(Register::name).toList());
    }
}
