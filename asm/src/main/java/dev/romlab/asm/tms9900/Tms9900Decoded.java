package dev.romlab.asm.tms9900;

/**
 * One instruction as its words hold it: the table row and the words (instruction word, then the immediate or the
 * source address word, then the destination address word), read field by field.
 */
public record Tms9900Decoded(Tms9900Instruction instruction, int[] words) {

    public Tms9900Decoded {
        words = words.clone();
    }

    @Override
    public int[] words() {
        return words.clone();
    }

    public int word() {
        return words[0];
    }

    /** The general source operand (formats I, III, IV, VI, IX), bits 10-15. */
    public Tms9900Operand source() {
        return Tms9900Operand.decode(words[0] & 0x3F, words.length > 1 ? words[1] : 0);
    }

    /** The general destination operand of format I, bits 4-9; its address word follows the source's. */
    public Tms9900Operand destination() {
        int addressWord = source().mode().hasAddressWord() ? 2 : 1;
        return Tms9900Operand.decode(words[0] >> 6 & 0x3F, words.length > addressWord ? words[addressWord] : 0);
    }

    /** Bits 6-9 (formats III, IV, IX: the register, count or XOP number) or 12-15 (formats V and VIII). */
    public int field() {
        Tms9900Format format = instruction.format();
        boolean high = format == Tms9900Format.REGISTER_DESTINATION || format == Tms9900Format.CRU_MULTIPLE
                || format == Tms9900Format.EXTENDED_OPERATION;
        return high ? words[0] >> 6 & 15 : words[0] & 15;
    }

    /** The shift count, bits 8-11 (0: the count in R0). */
    public int shiftCount() {
        return words[0] >> 4 & 15;
    }

    /** The signed displacement of a jump (in words) or a CRU bit instruction (in bits), bits 8-15. */
    public int displacement() {
        return (byte) words[0];
    }

    /** The immediate word of format VIII. */
    public int immediate() {
        return words[1];
    }

    /** Whether the general operands are bytes: the B instructions, and LDCR/STCR of 1 to 8 bits. */
    public boolean byteOperands() {
        if (instruction.format() == Tms9900Format.CRU_MULTIPLE) {
            return field() >= 1 && field() <= 8;
        }
        return instruction.byteOperation();
    }
}
