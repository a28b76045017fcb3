package dev.romlab.cpu.conformance;

import dev.romlab.cpu.RegisterFile;

/**
 * The Z80 state the conformance sets describe: each field's name in {@code Z80.registers()}, its key in the
 * SingleStepTests JSON, its width, and whether it holds flags (then diffs show it as SZ5H3PNC letters).
 */
enum Z80Field {
    PC("PC", "pc", 16),
    SP("SP", "sp", 16),
    A("A", "a", 8),
    F("F", "f", 8, true),
    B("B", "b", 8),
    C("C", "c", 8),
    D("D", "d", 8),
    E("E", "e", 8),
    H("H", "h", 8),
    L("L", "l", 8),
    I("I", "i", 8),
    R("R", "r", 8),
    WZ("WZ", "wz", 16),
    IX("IX", "ix", 16),
    IY("IY", "iy", 16),
    AF_ALT("AF'", "af_", 16, true),
    BC_ALT("BC'", "bc_", 16),
    DE_ALT("DE'", "de_", 16),
    HL_ALT("HL'", "hl_", 16),
    IM("IM", "im", 2),
    IFF1("IFF1", "iff1", 1),
    IFF2("IFF2", "iff2", 1),
    /** Interrupts are held off after EI (SST {@code ei}). */
    EI("EI", "ei", 1),
    /** The last instruction was LD A,I or LD A,R, whose P/V an accepted interrupt clears (SST {@code p}). */
    P("P", "p", 1),
    /** F as the last instruction set it, or 0 if it left F alone: SCF/CCF read it (SST {@code q}). */
    Q("Q", "q", 8, true),
    HALTED("HALTED", null, 1);

    /** Bits 7 to 0 of F (Zilog Z80 CPU User Manual UM0080, "Flags"; 5 and 3 are the undocumented copies). */
    static final String FLAG_LETTERS = "SZ5H3PNC";

    final String register;
    /** The key in SingleStepTests' {@code initial}/{@code final}, or null when SST does not record it. */
    final String sstKey;
    final int bits;
    final boolean flags;

    Z80Field(String register, String sstKey, int bits) {
        this(register, sstKey, bits, false);
    }

    Z80Field(String register, String sstKey, int bits, boolean flags) {
        this.register = register;
        this.sstKey = sstKey;
        this.bits = bits;
        this.flags = flags;
    }

    int get(RegisterFile registers) {
        return registers.get(register);
    }

    void set(RegisterFile registers, int value) {
        registers.set(register, value);
    }

    /** Compares {@code expected} with the CPU's value of this field, adding a mismatch if they differ. */
    void check(VectorCheck check, int expected, RegisterFile registers) {
        int actual = get(registers);
        if (flags) {
            check.flags(register, bits, expected, actual, FLAG_LETTERS);
        } else {
            check.register(register, bits, expected, actual);
        }
    }
}
