package dev.romlab.cpu.debug;

/**
 * Tells run control which instructions are calls, so that "next" can step over them. It comes from the CPU's
 * disassembler (one source of truth per instruction set), never from CPU knowledge in the debugger.
 */
@FunctionalInterface
public interface CallDecoder {

    /** A decoder that knows no calls: "next" is then a single step. */
    CallDecoder NONE = address -> 0;

    /**
     * The length, in addresses, of the instruction at {@code address} when it is a call (Z80 CALL and RST,
     * 6502 JSR, ...) that returns to the instruction after it; 0 when it is not a call.
     */
    int callLength(int address);

    /**
     * The length, in addresses, of any instruction at {@code address}, for "finish" to tell a return (the pc
     * elsewhere than after it) from a pop; -1 when this decoder does not know lengths.
     */
    default int length(int address) {
        return -1;
    }
}
