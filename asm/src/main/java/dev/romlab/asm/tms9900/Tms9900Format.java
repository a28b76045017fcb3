package dev.romlab.asm.tms9900;

/**
 * The instruction formats of the TMS9900 (TMS 9900 Microprocessor Data Manual, section 3.5): which bits of the
 * instruction word are the opcode and what the rest holds.
 */
public enum Tms9900Format {
    /** Format I: two general addresses, source bits 10-15, destination bits 4-9 (A, MOV, SZCB ...). */
    TWO_ADDRESS(0xF000),
    /** Format II: a signed word displacement from the next instruction (JMP, JEQ ...). */
    JUMP(0xFF00),
    /** Format II: a signed CRU bit displacement from R12 (SBO, SBZ, TB). */
    CRU_BIT(0xFF00),
    /** Formats III and IX: a general source address and a workspace register (COC, CZC, XOR, MPY, DIV). */
    REGISTER_DESTINATION(0xFC00),
    /** Format IX: a general source address and an extended-operation number 0-15 (XOP). */
    EXTENDED_OPERATION(0xFC00),
    /** Format IV: a general source address and a bit count 0-15, 0 meaning 16 (LDCR, STCR). */
    CRU_MULTIPLE(0xFC00),
    /** Format V: a workspace register and a count 0-15, 0 meaning the count in R0 (SLA, SRA, SRC, SRL). */
    SHIFT(0xFF00),
    /** Format VI: one general address (B, CLR, INC ...). */
    SINGLE(0xFFC0),
    /** Format VII: no operand (IDLE, RTWP ...); bits 11-15 are ignored. */
    NONE(0xFFE0),
    /** Format VIII: a workspace register and an immediate word (LI, AI, ANDI, ORI, CI); bit 11 is ignored. */
    REGISTER_IMMEDIATE(0xFFF0),
    /** Format VIII: a workspace register (STWP, STST); bit 11 is ignored. */
    REGISTER(0xFFF0),
    /** Format VIII: an immediate word (LWPI, LIMI); bits 11-15 are ignored. */
    IMMEDIATE(0xFFE0);

    private final int opcodeMask;

    Tms9900Format(int opcodeMask) {
        this.opcodeMask = opcodeMask;
    }

    /** The bits of the instruction word that hold the opcode and the bits the format ignores. */
    public int opcodeMask() {
        return opcodeMask;
    }

    /** The bits the chip ignores: a canonical word has them clear (format VII and VIII: MAME decodes by word >> 5). */
    public int ignoredBits() {
        switch (this) {
            case NONE:
            case IMMEDIATE:
                return 0x001F;
            case REGISTER_IMMEDIATE:
            case REGISTER:
                return 0x0010;
            default:
                return 0;
        }
    }

    /** Whether an immediate word follows the instruction word. */
    public boolean hasImmediate() {
        return this == REGISTER_IMMEDIATE || this == IMMEDIATE;
    }

    /** Whether the format has a general source address (bits 10-15). */
    public boolean hasSource() {
        return this == TWO_ADDRESS || this == REGISTER_DESTINATION || this == EXTENDED_OPERATION
                || this == CRU_MULTIPLE || this == SINGLE;
    }
}
