package dev.romlab.cpu.hotspots;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.TraceListener;

/**
 * How often the instruction at each address ran and the cycles it took there, in the CPU's own unit (T-states,
 * cycles, clock cycles, cost units): {@code exec --hotspots}. It is a {@link TraceListener}, so it rides in the
 * {@link Runner}'s trace slot, which a run without one pays nothing for; counting allocates nothing, two arrays
 * indexed by the address the instruction started at (a word address on COMET II and MLFE).
 *
 * <pre>{@code
 * InstructionCounts counts = new InstructionCounts();
 * new Runner(cpu).trace(counts).run();
 * counts.cycles(0x0108);      // 35: five runs of ld a,(de)
 * }</pre>
 */
public final class InstructionCounts implements TraceListener {

    private static final int MASK = Memory.SIZE - 1;

    private final long[] executions = new long[Memory.SIZE];
    private final long[] cycles = new long[Memory.SIZE];

    @Override
    public void executed(int pc, int instructionCycles, Cpu cpu) {
        int address = pc & MASK;
        executions[address]++;
        cycles[address] += instructionCycles;
    }

    /** How many times the instruction at {@code address} ran. */
    public long executions(int address) {
        return executions[address & MASK];
    }

    /** The cycles the instructions at {@code address} took, all runs together. */
    public long cycles(int address) {
        return cycles[address & MASK];
    }

    /** Every instruction counted. */
    public long totalExecutions() {
        long total = 0;
        for (long count : executions) {
            total += count;
        }
        return total;
    }

    /** Every cycle counted. */
    public long totalCycles() {
        long total = 0;
        for (long count : cycles) {
            total += count;
        }
        return total;
    }
}
