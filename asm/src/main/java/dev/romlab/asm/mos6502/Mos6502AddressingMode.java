package dev.romlab.asm.mos6502;

/**
 * The 13 addressing modes of the NMOS 6502 (MOS MCS6500 Microcomputer Family Programming Manual, appendix
 * A), with the instruction length each gives and how ca65 writes its operand ({@code %s} for the number).
 */
public enum Mos6502AddressingMode {
    IMPLIED(1, ""),
    ACCUMULATOR(1, "a"),
    IMMEDIATE(2, "#%s"),
    ZERO_PAGE(2, "%s"),
    ZERO_PAGE_X(2, "%s,x"),
    ZERO_PAGE_Y(2, "%s,y"),
    ABSOLUTE(3, "%s"),
    ABSOLUTE_X(3, "%s,x"),
    ABSOLUTE_Y(3, "%s,y"),
    INDIRECT(3, "(%s)"),
    /** {@code (zp,x)}. */
    INDEXED_INDIRECT(2, "(%s,x)"),
    /** {@code (zp),y}. */
    INDIRECT_INDEXED(2, "(%s),y"),
    RELATIVE(2, "%s");

    private final int length;
    private final String operandFormat;

    Mos6502AddressingMode(int length, String operandFormat) {
        this.length = length;
        this.operandFormat = operandFormat;
    }

    /** The instruction's length in bytes: the opcode and 0, 1 or 2 operand bytes. */
    public int length() {
        return length;
    }

    /** The operand as ca65 writes it, with {@code number} in place ({@code ($12),y}). */
    public String operand(String number) {
        return String.format(operandFormat, number);
    }

    /** The zero-page form of an absolute mode (same index), or null when there is none. */
    public Mos6502AddressingMode zeroPageForm() {
        switch (this) {
            case ABSOLUTE:
                return ZERO_PAGE;
            case ABSOLUTE_X:
                return ZERO_PAGE_X;
            case ABSOLUTE_Y:
                return ZERO_PAGE_Y;
            default:
                return null;
        }
    }
}
