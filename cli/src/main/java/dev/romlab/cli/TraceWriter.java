package dev.romlab.cli;

import java.io.PrintWriter;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.TraceListener;
import dev.romlab.cpu.trace.TraceLineFormat;

/**
 * Prints one {@link TraceLineFormat} line per executed instruction (the format a kernel divergence's trace tail
 * shares). The disassembly is read from memory after the instruction ran, so code that rewrites itself shows its
 * new form.
 */
final class TraceWriter implements TraceListener {

    private final PrintWriter out;
    private final CpuDescription cpuType;
    private final Memory memory;
    private final TraceLineFormat format;
    private final long startCycles;

    TraceWriter(PrintWriter out, CpuDescription cpuType, Memory memory, Cpu cpu) {
        this.out = out;
        this.cpuType = cpuType;
        this.memory = memory;
        this.format = new TraceLineFormat(cpu.registers().registers(), cpuType);
        this.startCycles = cpu.cycles();
    }

    @Override
    public void executed(int pc, int cycles, Cpu cpu) {
        out.println(format.line(cpu.cycles() - startCycles, cycles, pc, cpuType.disassembler().decode(memory::read, pc),
                cpu.registers()::get));
    }
}
