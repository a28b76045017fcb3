package dev.romlab.cpu;

/**
 * Makes a CPU in its power-up state over the given memory and I/O ports: what a {@link CpuDescription} holds to
 * build its executor, and what the conformance runners call once per test vector.
 */
@FunctionalInterface
public interface CpuFactory {

    Cpu create(Memory memory, IoPorts ports);
}
