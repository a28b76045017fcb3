package dev.romlab.asm.comet2;

/**
 * The operand shapes of COMET II and MLFE instructions (IPA CASL II specification, "instruction table"; MLFE adds
 * the three-register form). The shape decides the fields an instruction word uses and, on COMET II, its length.
 */
public enum Comet2OperandForm {
    /** {@code NOP}, {@code RET}: the opcode alone. */
    NONE,
    /** {@code LD r,adr[,x]}: register, address and an optional index register (two words on COMET II). */
    R_ADR_X,
    /** {@code LD r1,r2}: two registers in one word. */
    R1_R2,
    /** {@code ADDA r1,r2,r3} (MLFE only): r1 gets r2 op r3; r3 stands in the address field. */
    R1_R2_R3,
    /**
     * {@code READ r1,r2,adr} / {@code WRITE r1,r2,adr} (MLFE only): the port is (r1) plus the word at adr, as the
     * simulator's manual writes {@code READ r1, r2 [, label]}; r2 in the x field, adr in the address field.
     */
    R1_R2_ADR,
    /** {@code JUMP adr[,x]}, {@code PUSH adr[,x]}, {@code CALL adr[,x]}, {@code SVC adr[,x]}: no register. */
    ADR_X,
    /** {@code POP r}: one register. */
    R;

    /** Whether the instruction carries an address (and so is two words long on COMET II). */
    public boolean hasAddress() {
        return this == R_ADR_X || this == ADR_X || this == R1_R2_ADR;
    }
}
