package dev.romlab.asm.tms9900;

/**
 * One TMS9900 instruction: its Editor/Assembler mnemonic, opcode, format and its time in the data manual's terms
 * (TMS 9900 Microprocessor Data Manual, section 3.6, "Instruction execution times"): C clock cycles with every
 * operand in a register, and where its memory accesses go. Its M (accesses) is one fetch, one more for an
 * immediate word, then {@code sourceAccesses + destinationAccesses + workspaceAccesses + vectorAccesses +
 * contextAccesses}; {@link Tms9900Timing} adds the addressing modes (table A) and the counted variants.
 *
 * @param mnemonic            upper case, as the Editor/Assembler manual spells it
 * @param opcode              the instruction word with every operand field zero
 * @param format              where the operands are
 * @param byteOperation       whether its general operands are bytes (AB, CB, MOVB, SB, SOCB, SZCB)
 * @param cycles              C, all operands registers (jumps: taken; DIV: the least without overflow)
 * @param sourceAccesses      accesses to the source operand (format VI: reads of the one operand)
 * @param destinationAccesses accesses to the destination (format VI: writes of the one operand; a store reads
 *                            before it writes, and the data manual counts both)
 * @param workspaceAccesses   accesses to registers the instruction names implicitly (R11 of BL, R12 of the CRU
 *                            instructions, R13-R15 of RTWP)
 * @param vectorAccesses      reads of the XOP vector at >0040 + 4n (fixed addresses)
 * @param contextAccesses     writes to the new workspace of BLWP and XOP (an address only the data tells)
 */
public record Tms9900Instruction(String mnemonic, int opcode, Tms9900Format format, boolean byteOperation,
        int cycles, int sourceAccesses, int destinationAccesses, int workspaceAccesses, int vectorAccesses,
        int contextAccesses) {

    /** The number of words the instruction takes with {@code word} as its first (1 to 3). */
    public int length(int word) {
        int length = format.hasImmediate() ? 2 : 1;
        if (format.hasSource() && Tms9900AddressingMode.of(word >> 4 & 3, word & 15).hasAddressWord()) {
            length++;
        }
        if (format == Tms9900Format.TWO_ADDRESS
                && Tms9900AddressingMode.of(word >> 10 & 3, word >> 6 & 15).hasAddressWord()) {
            length++;
        }
        return length;
    }
}
