package dev.romlab.asm.mos6502;

import dev.romlab.asm.CycleCount;

/**
 * One opcode of the instruction table.
 *
 * @param opcode    the byte, 0-255
 * @param mnemonic  ca65's mnemonic, lower case ({@code lda}, {@code lax}, {@code jam})
 * @param mode      the addressing mode, which gives the length
 * @param cycles    base cycles; {@code 4+} when an indexed read crossing a page takes one more; {@code 2/3/4} for
 *                  branches
 * @param canonical whether this is the opcode the assembler emits for {@code mnemonic} in {@code mode}; the others
 *                  (the extra NOPs and JAMs, {@code $EB} SBC) have no spelling of their own and disassemble as
 *                  {@code .byte}
 */
public record Mos6502Instruction(int opcode, String mnemonic, Mos6502AddressingMode mode, CycleCount cycles,
        boolean canonical) {

    public int length() {
        return mode.length();
    }

    /** Whether the CPU stops at this opcode (the twelve JAM/KIL opcodes). */
    public boolean jams() {
        return mnemonic.equals("jam");
    }
}
