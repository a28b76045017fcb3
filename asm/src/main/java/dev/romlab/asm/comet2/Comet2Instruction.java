package dev.romlab.asm.comet2;

/**
 * One opcode of the COMET II / MLFE instruction table.
 *
 * @param mnemonic     upper case, as the specification writes it ({@code ADDA})
 * @param opcode       the OP field, 0-255
 * @param form         the operand shape, which gives the fields used and the length
 * @param dataAccesses memory words the instruction reads or writes besides its own words (the operand of
 *                     {@code LD r,adr}, the stack word of {@code PUSH}, {@code POP}, {@code CALL}, {@code RET}); the
 *                     cost model's second term
 * @param mlfeOnly     whether only MLFE has it (multiply, divide, three-register forms, {@code READ}/{@code WRITE})
 */
public record Comet2Instruction(String mnemonic, int opcode, Comet2OperandForm form, int dataAccesses,
        boolean mlfeOnly) {

    /** Whether {@code profile} has this instruction. */
    public boolean existsOn(Comet2Profile profile) {
        return profile == Comet2Profile.MLFE || !mlfeOnly;
    }

    /**
     * Cost units of one execution on {@code profile}: one per word fetched and one per data access (the
     * specification defines no timing; this is romlab's documented model).
     */
    public int costUnits(Comet2Profile profile) {
        return profile.length(form) + dataAccesses;
    }
}
