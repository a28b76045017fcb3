package dev.romlab.kernels.z80;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.z80.Z80Disassembler;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.TraceListener;

/**
 * Keeps the last instructions of a run and formats them as {@code romlab exec --trace} prints them (cli's
 * TraceWriter): {@code T=      18 +7  PC=9D95 0E 14       ld c,$14             AF=... SP=FFFD F=-Z---P--}.
 * Only raw numbers are stored while the routine runs (a ring of fixed arrays); lines are made at the end, so a
 * long run (a division by 1 takes 65,535 loops) costs no formatting per instruction.
 */
final class Z80TraceTail implements TraceListener {

    private static final String COLUMNS = "T=%8d +%-3dPC=%04X %-11s %-20s ";
    private static final String[] REGISTERS = {"AF", "BC", "DE", "HL", "IX", "IY", "SP"};
    private static final String FLAG_LETTERS = "SZ5H3PNC";
    private static final Z80Disassembler DISASSEMBLER = new Z80Disassembler();

    private final Memory memory;
    private final long startCycles;
    private final int[] pcs;
    private final int[] instructionCycles;
    private final long[] runCycles;
    private final int[][] registers;
    private long count;

    Z80TraceTail(Memory memory, Cpu cpu, int lines) {
        this.memory = memory;
        this.startCycles = cpu.cycles();
        this.pcs = new int[lines];
        this.instructionCycles = new int[lines];
        this.runCycles = new long[lines];
        this.registers = new int[lines][REGISTERS.length];
    }

    @Override
    public void executed(int pc, int cycles, Cpu cpu) {
        int slot = (int) (count++ % pcs.length);
        pcs[slot] = pc;
        instructionCycles[slot] = cycles;
        runCycles[slot] = cpu.cycles() - startCycles;
        RegisterFile file = cpu.registers();
        for (int r = 0; r < REGISTERS.length; r++) {
            registers[slot][r] = file.get(REGISTERS[r]);
        }
    }

    /** The kept instructions, oldest first, one trace line each. */
    List<String> lines() {
        List<String> out = new ArrayList<>();
        for (long i = Math.max(0, count - pcs.length); i < count; i++) {
            out.add(line((int) (i % pcs.length)));
        }
        return out;
    }

    private String line(int slot) {
        DisassembledInstruction instruction = DISASSEMBLER.decode(memory::read, pcs[slot]);
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, COLUMNS, runCycles[slot],
                instructionCycles[slot], pcs[slot], instruction.hexBytes(), instruction.text()));
        for (int r = 0; r < REGISTERS.length; r++) {
            line.append(String.format(Locale.ROOT, "%s=%04X ", REGISTERS[r], registers[slot][r]));
        }
        int flags = registers[slot][0] & 0xFF;
        line.append("F=");
        for (int bit = 7; bit >= 0; bit--) {
            line.append((flags >>> bit & 1) != 0 ? FLAG_LETTERS.charAt(7 - bit) : '-');
        }
        return line.toString();
    }
}
