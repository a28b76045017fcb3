package dev.romlab.asm;

import java.util.List;
import java.util.function.IntUnaryOperator;

/** The decoding view of one CPU's instruction table: instructions at addresses, as text and bytes. */
public interface Disassembler {

    /** Decodes the instruction at {@code address}; {@code memory} gives the byte (or word) at an address. */
    DisassembledInstruction decode(IntUnaryOperator memory, int address);

    /**
     * The instructions in the {@code length} bytes from {@code from}; one cut off by the end of the range shows its
     * bytes inside it as data, so that the text assembles back to exactly the range.
     */
    List<DisassembledInstruction> disassemble(IntUnaryOperator memory, int from, int length);
}
