package dev.romlab.cli;

import java.io.PrintWriter;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.TraceListener;

/**
 * Prints one fixed-column line per executed instruction, for reading and for grep:
 *
 * <pre>
 * T=      18 +7  PC=0103 3E 05       ld a,$05             AF=0500 BC=0000 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF
 *   F=--------      (one line; wrapped here)
 * </pre>
 *
 * T-states of the run so far, right-aligned in 8 columns ({@code T=} then the count, wider past 99,999,999);
 * {@code +} and the instruction's own T-states, left-aligned in 3; the address of the instruction; its bytes
 * (11 columns, room for four); its disassembly (20 columns); then the registers and flags after it. The
 * disassembly is read from memory after the instruction ran, so code that rewrites itself shows its new form.
 */
final class TraceWriter implements TraceListener {

    static final String COLUMNS = "T=%8d +%-3dPC=%04X %-11s %-20s ";

    private final PrintWriter out;
    private final CpuType cpuType;
    private final Memory memory;
    private final RegisterFormat registers;
    private final long startCycles;

    TraceWriter(PrintWriter out, CpuType cpuType, Memory memory, Cpu cpu) {
        this.out = out;
        this.cpuType = cpuType;
        this.memory = memory;
        this.registers = new RegisterFormat(cpu.registers().registers(), cpuType.mainRegisters());
        this.startCycles = cpu.cycles();
    }

    @Override
    public void executed(int pc, int cycles, Cpu cpu) {
        DisassembledInstruction instruction = cpuType.decode(memory, pc);
        StringBuilder line = new StringBuilder(String.format(COLUMNS, cpu.cycles() - startCycles, cycles, pc,
                instruction.hexBytes(), instruction.text()));
        registers.appendTo(line, cpu.registers());
        line.append(' ');
        cpuType.flags().appendTo(line, cpu.registers());
        out.println(line);
    }
}
