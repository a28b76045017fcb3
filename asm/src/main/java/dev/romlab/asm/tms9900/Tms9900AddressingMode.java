package dev.romlab.asm.tms9900;

/**
 * The five general addressing modes (data manual, section 3.3) and what each adds to an instruction's time: table A
 * of section 3.6 gives the clock cycles (C) and memory accesses (M) per operand on top of the register form.
 */
public enum Tms9900AddressingMode {
    /** {@code Rn}: the workspace register itself. */
    REGISTER(0, 0, 0, 0),
    /** {@code *Rn}: the word the register points to (one access to read the register). */
    INDIRECT(1, 4, 4, 1),
    /** {@code @addr}: an address word after the instruction (one fetch). */
    SYMBOLIC(2, 8, 8, 1),
    /** {@code @addr(Rn)}: the address word plus the register (a fetch and a register read). */
    INDEXED(2, 8, 8, 2),
    /** {@code *Rn+}: as {@link #INDIRECT}, then the register steps by 1 (byte) or 2 (word): read and write it. */
    AUTO_INCREMENT(3, 6, 8, 2);

    private final int bits;
    private final int byteCycles;
    private final int wordCycles;
    private final int accesses;

    Tms9900AddressingMode(int bits, int byteCycles, int wordCycles, int accesses) {
        this.bits = bits;
        this.byteCycles = byteCycles;
        this.wordCycles = wordCycles;
        this.accesses = accesses;
    }

    /** The two T bits of the instruction word. */
    public int bits() {
        return bits;
    }

    /** The clock cycles the mode adds (table A). */
    public int cycles(boolean byteOperand) {
        return byteOperand ? byteCycles : wordCycles;
    }

    /** The memory accesses the mode adds (table A): register reads and writes, address words fetched. */
    public int accesses() {
        return accesses;
    }

    /** Whether an address word follows in the instruction stream. */
    public boolean hasAddressWord() {
        return this == SYMBOLIC || this == INDEXED;
    }

    /** The mode of the T bits {@code t} with the register field {@code register} (T = 2 with R0 is symbolic). */
    public static Tms9900AddressingMode of(int t, int register) {
        switch (t) {
            case 0:
                return REGISTER;
            case 1:
                return INDIRECT;
            case 2:
                return register == 0 ? SYMBOLIC : INDEXED;
            default:
                return AUTO_INCREMENT;
        }
    }
}
