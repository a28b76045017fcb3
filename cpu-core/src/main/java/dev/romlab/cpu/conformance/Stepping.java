package dev.romlab.cpu.conformance;

import java.util.function.IntSupplier;

import dev.romlab.cpu.Cpu;

/**
 * How a conformance suite runs the instructions of a vector's CPU: the interpreter's {@link Cpu#step()} unless a test
 * runs them through another engine (a translating engine's blocks of one instruction), with the same checks.
 */
@FunctionalInterface
public interface Stepping {

    /** The interpreter's own step. */
    Stepping INTERPRETER = cpu -> cpu::step;

    /** The step of a vector's fresh {@code cpu}: each call runs one instruction and returns the cycles it took. */
    IntSupplier of(Cpu cpu);
}
