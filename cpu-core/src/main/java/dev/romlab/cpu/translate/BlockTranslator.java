package dev.romlab.cpu.translate;

import java.lang.invoke.MethodHandles;

import dev.romlab.cpu.Memory;

/**
 * One CPU's half of the translating engine: it decodes a guest basic block and writes its bytecode; the shared
 * {@link Translation} caches, runs and invalidates the blocks. A translator writes each instruction as calls of
 * the interpreter's own methods with the operands it decoded as constants, so the two engines share one
 * definition of every instruction, and it may leave an instruction to the interpreter (a block then ends before
 * it).
 */
public interface BlockTranslator {

    /** The memory the CPU runs on, whose code the blocks come from. */
    Memory memory();

    /** A lookup with private access in the CPU's class: blocks are defined as its nestmates. */
    MethodHandles.Lookup lookup();

    /**
     * Writes the block that starts at {@code pc} into {@code writer}'s method (it stops before an address where
     * {@link BlockWriter#mayContinueAt} says no), or returns null, writing nothing, when the instruction at
     * {@code pc} is left to the interpreter.
     */
    BlockShape translate(int pc, BlockWriter writer);

    /**
     * Whether a block may run now. False while an interrupt is due or the CPU is halted or stopped, which the
     * interpreter handles one instruction at a time.
     */
    boolean blocksMayRun();
}
