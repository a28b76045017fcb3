package dev.romlab.asm.tms9900;

/**
 * Where one memory access of an instruction goes, as far as the instruction's words tell: the wait states of the
 * memory there make up the W x M part of its time.
 *
 * @param place what the access is for
 * @param index the word number after the instruction word ({@link Place#FETCH}), the register
 *              ({@link Place#WORKSPACE}, -1 when it depends on the data), the word of the operand
 *              ({@link Place#SOURCE}, {@link Place#DESTINATION}: 0, or 1 for BLWP's second vector word), the
 *              address ({@link Place#VECTOR}); 0 for {@link Place#CONTEXT}
 */
public record Tms9900Access(Place place, int index) {

    /** What an access is for. */
    public enum Place {
        /** The instruction word and the words after it (immediate and address words), at PC. */
        FETCH,
        /** A workspace register, at WP + 2 x register. */
        WORKSPACE,
        /** The source operand's word (a workspace register in the register mode). */
        SOURCE,
        /** The destination operand's word. */
        DESTINATION,
        /** The XOP vector, at a fixed address. */
        VECTOR,
        /** The new workspace of BLWP and XOP: the vector's data decides where. */
        CONTEXT
    }
}
