package dev.romlab.cli;

import java.io.PrintWriter;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Labels;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.TraceListener;
import dev.romlab.cpu.trace.TraceLineFormat;

/**
 * Prints one {@link TraceLineFormat} line per executed instruction (the format a kernel divergence's trace tail
 * shares). The disassembly is read from memory after the instruction ran, so code that rewrites itself shows its
 * new form. With labels, address operands show as names ({@code djnz addByte}) and an instruction at a label
 * starts with it ({@code addByte: ld a,(de)}), as in the source. A writer that can no longer be written (its
 * reader gone) ends the run, as a failing standard output does.
 */
final class TraceWriter implements TraceListener {

    private final PrintWriter out;
    private final CpuDescription cpuType;
    private final Memory memory;
    private final TraceLineFormat format;
    private final long startCycles;
    private final Labels labels;

    TraceWriter(PrintWriter out, CpuDescription cpuType, Memory memory, Cpu cpu, Labels labels) {
        this.out = out;
        this.labels = labels;
        this.cpuType = cpuType;
        this.memory = memory;
        this.format = new TraceLineFormat(cpu.registers().registers(), cpuType);
        this.startCycles = cpu.cycles();
    }

    @Override
    public void executed(int pc, int cycles, Cpu cpu) {
        DisassembledInstruction instruction = cpuType.disassembler().decode(memory::read, pc);
        String label = labels.nameAt(pc);
        String text = instruction.text(labels::nameAt);
        out.println(format.line(cpu.cycles() - startCycles, cycles, pc, instruction,
                label == null ? text : label + ": " + text, cpu.registers()::get));
        if (out.checkError()) {
            // stderr's reader has gone (exec loop.asm --trace 2>&1 | head -1): a trace of minutes would go nowhere
            throw StandardOutputFailure.readerGone();
        }
    }
}
