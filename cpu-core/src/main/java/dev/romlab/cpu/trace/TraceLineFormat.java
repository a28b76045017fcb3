package dev.romlab.cpu.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.RegisterFile.Register;

/**
 * One fixed-column line per executed instruction, for reading and for grep: the single format of
 * {@code romlab exec --trace} and of the trace tail a kernel divergence shows, for any CPU.
 *
 * <pre>
 * T=      18 +7  PC=0103 3E 05       ld a,$05             AF=0500 BC=0000 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF
 *   F=--------      (one line; wrapped here)
 * </pre>
 *
 * The cycles of the run so far after the cycle unit's symbol ({@code T=} for T-states), right-aligned in 8 columns
 * (wider past 99,999,999); {@code +} and the instruction's own cycles, left-aligned in 3; the address of the
 * instruction, as many hex digits as the CPU's addresses have; its code as hex words of the CPU's word size (room
 * for its longest instruction: 11 columns for the Z80's four bytes); its disassembly (20 columns); then the
 * registers and flags after it.
 */
public final class TraceLineFormat {

    private final String columns;
    private final int wordBytes;
    private final RegisterFormat registers;
    private final FlagFormat flags;
    private final List<String> read;

    /** The format for {@code cpu}, whose register file has {@code cpuRegisters}. */
    public TraceLineFormat(List<Register> cpuRegisters, CpuDescription cpu) {
        CpuDisplay display = cpu.display();
        // a trace is fixed columns for diff and grep, as emulators' trace logs are: plain digits, no separators
        this.columns = cpu.cycleUnit().symbol() + "=%8d +%-3dPC=%0" + cpu.addressSpace().addressDigits() + "X %-"
                + cpu.codeColumns() + "s %-20s ";
        this.wordBytes = cpu.addressSpace().wordBits() / 8;
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
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, columns, runCycles, cycles, pc,
                instruction.hexWords(wordBytes), text));
        registers.appendTo(line, values);
        line.append(' ');
        flags.appendTo(line, values);
        return line.toString();
    }
}
