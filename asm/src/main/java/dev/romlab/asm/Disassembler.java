package dev.romlab.asm;

import java.util.function.IntUnaryOperator;

/** The decoding view of one CPU's instruction table: one instruction at an address, as text and bytes. */
@FunctionalInterface
public interface Disassembler {

    /** Decodes the instruction at {@code address}; {@code memory} gives the byte (or word) at an address. */
    DisassembledInstruction decode(IntUnaryOperator memory, int address);
}
