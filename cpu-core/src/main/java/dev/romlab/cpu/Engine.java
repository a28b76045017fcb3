package dev.romlab.cpu;

import java.util.Locale;
import java.util.Objects;

/**
 * How a {@link Runner} executes a CPU's instructions: one at a time by its interpreter, or as translated blocks
 * (guest basic blocks compiled to JVM bytecode, {@link dev.romlab.cpu.translate.Translation}), which give the same
 * registers, memory and cycles. A run that watches every instruction (a trace, a watchpoint, checkpoints, a single
 * step) always interprets.
 */
public enum Engine {
    INTERPRETER,
    TRANSLATOR;

    private static volatile Engine preferred = TRANSLATOR;

    /**
     * The engine a new {@link Runner} starts with: the translator, unless the process chose otherwise (the command
     * line's {@code --engine}); a run that must interpret says so on its runner.
     */
    public static Engine preferred() {
        return preferred;
    }

    /** Makes {@code engine} what new runners start with. */
    public static void prefer(Engine engine) {
        preferred = Objects.requireNonNull(engine);
    }

    /** The name on the command line: {@code interpreter}, {@code translator}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
