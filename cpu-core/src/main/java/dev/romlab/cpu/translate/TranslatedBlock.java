package dev.romlab.cpu.translate;

/**
 * The code of one translated block: a class written by a CPU's {@link BlockTranslator}, defined as a nestmate of the
 * CPU's class so that it reads and writes the interpreter's own fields and calls its own methods.
 */
public abstract class TranslatedBlock {

    /**
     * Runs the block from its first instruction on {@code cpu}, leaving the pc and the cycle count where the
     * interpreter would after the same instructions; returns how many it executed (fewer than the block holds when a
     * write changed translated code and the block stopped after that instruction), or 0, having changed nothing,
     * when what the block assumes of the CPU's state at its start does not hold (the interpreter then steps).
     */
    public abstract int run(Object cpu, Translation translation);
}
