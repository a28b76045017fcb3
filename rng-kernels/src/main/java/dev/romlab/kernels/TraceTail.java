package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.TraceListener;
import dev.romlab.cpu.trace.TraceLineFormat;

/**
 * Keeps the last instructions of a run on any CPU and formats them as {@code romlab exec --trace} prints them (both
 * use {@link TraceLineFormat}): {@code T=      18 +7  PC=9D95 0E 14       ld c,$14             AF=... F=-Z---P--}.
 * Only raw numbers are stored while the routine runs (a ring of fixed arrays); lines are made at the end, so a
 * long run (a division by 1 takes 65,535 loops) costs no formatting per instruction.
 */
public final class TraceTail implements TraceListener {

    private final CpuDescription description;
    private final Memory memory;
    private final TraceLineFormat format;
    private final String[] read;
    private final long startCycles;
    private final int[] pcs;
    private final int[] instructionCycles;
    private final long[] runCycles;
    private final int[][] registers;
    private long count;

    /** Keeps the last {@code lines} instructions {@code cpu} (described by {@code description}) runs. */
    public TraceTail(Memory memory, Cpu cpu, CpuDescription description, int lines) {
        this.memory = memory;
        this.description = description;
        this.format = new TraceLineFormat(cpu.registers().registers(), description);
        this.read = format.registersRead().toArray(String[]::new);
        this.startCycles = cpu.cycles();
        this.pcs = new int[lines];
        this.instructionCycles = new int[lines];
        this.runCycles = new long[lines];
        this.registers = new int[lines][read.length];
    }

    @Override
    public void executed(int pc, int cycles, Cpu cpu) {
        int slot = (int) (count++ % pcs.length);
        pcs[slot] = pc;
        instructionCycles[slot] = cycles;
        runCycles[slot] = cpu.cycles() - startCycles;
        RegisterFile file = cpu.registers();
        for (int r = 0; r < read.length; r++) {
            registers[slot][r] = file.get(read[r]);
        }
    }

    /** The kept instructions, oldest first, one trace line each. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        for (long i = Math.max(0, count - pcs.length); i < count; i++) {
            int slot = (int) (i % pcs.length);
            out.add(format.line(runCycles[slot], instructionCycles[slot], pcs[slot],
                    description.disassembler().decode(memory::read, pcs[slot]),
                    name -> registers[slot][format.registersRead().indexOf(name)]));
        }
        return out;
    }
}
