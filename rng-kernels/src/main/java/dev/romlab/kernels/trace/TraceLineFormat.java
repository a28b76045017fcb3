package dev.romlab.kernels.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.cpu.RegisterFile.Register;

/**
 * One fixed-column line per executed instruction, for reading and for grep: the single format of
 * {@code romlab exec --trace} and of the trace tail a kernel divergence shows.
 *
 * <pre>
 * T=      18 +7  PC=0103 3E 05       ld a,$05             AF=0500 BC=0000 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF
 *   F=--------      (one line; wrapped here)
 * </pre>
 *
 * T-states of the run so far, right-aligned in 8 columns ({@code T=} then the count, wider past 99,999,999);
 * {@code +} and the instruction's own T-states, left-aligned in 3; the address of the instruction; its bytes
 * (11 columns, room for four); its disassembly (20 columns); then the registers and flags after it.
 */
public final class TraceLineFormat {

    private static final String COLUMNS = "T=%8d +%-3dPC=%04X %-11s %-20s ";

    private final RegisterFormat registers;
    private final FlagFormat flags;
    private final List<String> read;

    /** The format for a CPU with {@code cpuRegisters}, showing what {@code display} names. */
    public TraceLineFormat(List<Register> cpuRegisters, CpuDisplay display) {
        this.registers = new RegisterFormat(cpuRegisters, display.mainRegisters());
        this.flags = display.flags();
        List<String> names = new ArrayList<>(display.mainRegisters());
        names.add(flags.register());
        this.read = List.copyOf(names);
    }

    /** The registers a line reads, in order (the shown ones, then the flag register): what a recorder keeps. */
    public List<String> registersRead() {
        return read;
    }

    /**
     * The line of an instruction at {@code pc} that took {@code cycles}, with {@code runCycles} cycles run so far
     * (this one included) and the registers after it read by name from {@code values}.
     */
    public String line(long runCycles, int cycles, int pc, DisassembledInstruction instruction,
            ToIntFunction<String> values) {
        return line(runCycles, cycles, pc, instruction, instruction.text(), values);
    }

    /** The same line with {@code text} in the disassembly column (the instruction written with labels). */
    public String line(long runCycles, int cycles, int pc, DisassembledInstruction instruction, String text,
            ToIntFunction<String> values) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, COLUMNS, runCycles, cycles, pc,
                instruction.hexBytes(), text));
        registers.appendTo(line, values);
        line.append(' ');
        flags.appendTo(line, values);
        return line.toString();
    }
}
