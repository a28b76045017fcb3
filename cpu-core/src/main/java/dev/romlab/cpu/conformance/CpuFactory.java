package dev.romlab.cpu.conformance;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;

/** Makes a fresh CPU on the given memory and ports: the runners build one per test vector. */
@FunctionalInterface
public interface CpuFactory {

    Cpu create(Memory memory, IoPorts ports);
}
