package dev.romlab.asm.tms9900;

/**
 * A general address operand as the instruction encodes it.
 *
 * @param mode     the addressing mode
 * @param register the register field (0 for {@link Tms9900AddressingMode#SYMBOLIC})
 * @param address  the address word of the symbolic and indexed modes, else 0
 */
public record Tms9900Operand(Tms9900AddressingMode mode, int register, int address) {

    /** The six bits T and S (or T and D) of the instruction word. */
    public int field() {
        return mode.bits() << 4 | register;
    }

    /** The operand decoded from its six-bit field; {@code address} is used where the mode has an address word. */
    public static Tms9900Operand decode(int field, int address) {
        Tms9900AddressingMode mode = Tms9900AddressingMode.of(field >> 4 & 3, field & 15);
        return new Tms9900Operand(mode, field & 15, mode.hasAddressWord() ? address & 0xFFFF : 0);
    }

    /** Editor/Assembler syntax: {@code R3}, {@code *R3}, {@code *R3+}, {@code @>8300}, {@code @>8300(R3)}. */
    public String text() {
        switch (mode) {
            case REGISTER:
                return "R" + register;
            case INDIRECT:
                return "*R" + register;
            case AUTO_INCREMENT:
                return "*R" + register + "+";
            case SYMBOLIC:
                return "@" + hex(address);
            default:
                return "@" + hex(address) + "(R" + register + ")";
        }
    }

    static String hex(int value) {
        return String.format(">%04X", value & 0xFFFF);
    }
}
