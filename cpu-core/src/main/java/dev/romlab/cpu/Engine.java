package dev.romlab.cpu;

import java.util.Locale;

/**
 * How a {@link Runner} executes a CPU's instructions: one at a time by its interpreter, or as translated blocks
 * (guest basic blocks compiled to JVM bytecode, {@link dev.romlab.cpu.translate.Translation}), which give the same
 * registers, memory and cycles. A run that watches every instruction (a trace, a watchpoint, checkpoints, a single
 * step) always interprets.
 */
public enum Engine {
    INTERPRETER,
    TRANSLATOR;

    /** The name on the command line: {@code interpreter}, {@code translator}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
