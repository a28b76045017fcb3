package dev.romlab.asm.tms9900;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one table of the 69 TMS9900 instructions, shared by the assembler, the disassembler and the listing's cycle
 * column (and the interpreter's tests): opcodes from the TMS 9900 Microprocessor Data Manual (section 3.5), clock
 * cycles C and memory accesses M from its section 3.6 table "Instruction execution times".
 */
public final class Tms9900InstructionTable {

    /** An opcode the chip does not define takes 6 cycles and 1 access (data manual 3.6, "Undefined op codes"). */
    public static final int ILLEGAL_CYCLES = 6;

    private static final List<Tms9900Instruction> ALL;
    private static final Map<String, Tms9900Instruction> BY_MNEMONIC = new HashMap<>();

    static {
        List<Tms9900Instruction> rows = new ArrayList<>();
        // Format I: both operands general; the destination is read (C, CB) or read and written (the rest).
        twoAddress(rows, "A", 0xA000, 2);
        twoAddress(rows, "C", 0x8000, 1);
        twoAddress(rows, "S", 0x6000, 2);
        twoAddress(rows, "SOC", 0xE000, 2);
        twoAddress(rows, "SZC", 0x4000, 2);
        twoAddress(rows, "MOV", 0xC000, 2);
        String[] jumps = {"JMP", "JLT", "JLE", "JEQ", "JHE", "JGT", "JNE", "JNC", "JOC", "JNO", "JL", "JH", "JOP"};
        for (int i = 0; i < jumps.length; i++) {
            rows.add(row(jumps[i], 0x1000 + (i << 8), Tms9900Format.JUMP, 10, 0, 0, 0));
        }
        rows.add(row("SBO", 0x1D00, Tms9900Format.CRU_BIT, 12, 0, 0, 1));
        rows.add(row("SBZ", 0x1E00, Tms9900Format.CRU_BIT, 12, 0, 0, 1));
        rows.add(row("TB", 0x1F00, Tms9900Format.CRU_BIT, 12, 0, 0, 1));
        rows.add(row("COC", 0x2000, Tms9900Format.REGISTER_DESTINATION, 14, 1, 1, 0));
        rows.add(row("CZC", 0x2400, Tms9900Format.REGISTER_DESTINATION, 14, 1, 1, 0));
        rows.add(row("XOR", 0x2800, Tms9900Format.REGISTER_DESTINATION, 14, 1, 2, 0));
        rows.add(new Tms9900Instruction("XOP", 0x2C00, Tms9900Format.EXTENDED_OPERATION, false, 36, 1, 0, 0, 2, 4));
        rows.add(row("LDCR", 0x3000, Tms9900Format.CRU_MULTIPLE, 20, 1, 0, 1));
        rows.add(row("STCR", 0x3400, Tms9900Format.CRU_MULTIPLE, 42, 2, 0, 1));
        // MPY reads Rd, writes Rd and Rd+1; DIV reads and writes both (overflow: reads Rd only, 16 cycles).
        rows.add(row("MPY", 0x3800, Tms9900Format.REGISTER_DESTINATION, 52, 1, 3, 0));
        rows.add(row("DIV", 0x3C00, Tms9900Format.REGISTER_DESTINATION, 92, 1, 4, 0));
        rows.add(row("SRA", 0x0800, Tms9900Format.SHIFT, 12, 0, 2, 0));
        rows.add(row("SRL", 0x0900, Tms9900Format.SHIFT, 12, 0, 2, 0));
        rows.add(row("SLA", 0x0A00, Tms9900Format.SHIFT, 12, 0, 2, 0));
        rows.add(row("SRC", 0x0B00, Tms9900Format.SHIFT, 12, 0, 2, 0));
        rows.add(new Tms9900Instruction("BLWP", 0x0400, Tms9900Format.SINGLE, false, 26, 2, 0, 0, 0, 3));
        rows.add(row("B", 0x0440, Tms9900Format.SINGLE, 8, 1, 0, 0));
        rows.add(row("X", 0x0480, Tms9900Format.SINGLE, 8, 1, 0, 0));
        rows.add(row("CLR", 0x04C0, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("NEG", 0x0500, Tms9900Format.SINGLE, 12, 1, 1, 0));
        rows.add(row("INV", 0x0540, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("INC", 0x0580, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("INCT", 0x05C0, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("DEC", 0x0600, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("DECT", 0x0640, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("BL", 0x0680, Tms9900Format.SINGLE, 12, 1, 0, 1));
        rows.add(row("SWPB", 0x06C0, Tms9900Format.SINGLE, 10, 1, 1, 0));
        rows.add(row("SETO", 0x0700, Tms9900Format.SINGLE, 10, 1, 1, 0));
        // ABS of a positive number reads only; a negative one is written back: 14 cycles, 3 accesses.
        rows.add(row("ABS", 0x0740, Tms9900Format.SINGLE, 12, 1, 0, 0));
        rows.add(row("LI", 0x0200, Tms9900Format.REGISTER_IMMEDIATE, 12, 0, 1, 0));
        rows.add(row("AI", 0x0220, Tms9900Format.REGISTER_IMMEDIATE, 14, 0, 2, 0));
        rows.add(row("ANDI", 0x0240, Tms9900Format.REGISTER_IMMEDIATE, 14, 0, 2, 0));
        rows.add(row("ORI", 0x0260, Tms9900Format.REGISTER_IMMEDIATE, 14, 0, 2, 0));
        rows.add(row("CI", 0x0280, Tms9900Format.REGISTER_IMMEDIATE, 14, 0, 1, 0));
        rows.add(row("STWP", 0x02A0, Tms9900Format.REGISTER, 8, 0, 1, 0));
        rows.add(row("STST", 0x02C0, Tms9900Format.REGISTER, 8, 0, 1, 0));
        rows.add(row("LWPI", 0x02E0, Tms9900Format.IMMEDIATE, 10, 0, 0, 0));
        rows.add(row("LIMI", 0x0300, Tms9900Format.IMMEDIATE, 16, 0, 0, 0));
        rows.add(row("IDLE", 0x0340, Tms9900Format.NONE, 12, 0, 0, 0));
        rows.add(row("RSET", 0x0360, Tms9900Format.NONE, 12, 0, 0, 0));
        rows.add(row("RTWP", 0x0380, Tms9900Format.NONE, 14, 0, 0, 3));
        rows.add(row("CKON", 0x03A0, Tms9900Format.NONE, 12, 0, 0, 0));
        rows.add(row("CKOF", 0x03C0, Tms9900Format.NONE, 12, 0, 0, 0));
        rows.add(row("LREX", 0x03E0, Tms9900Format.NONE, 12, 0, 0, 0));
        ALL = Collections.unmodifiableList(rows);
        for (Tms9900Instruction row : rows) {
            BY_MNEMONIC.put(row.mnemonic(), row);
        }
    }

    private Tms9900InstructionTable() {
    }

    /** All 69 instructions. */
    public static List<Tms9900Instruction> all() {
        return ALL;
    }

    /** The instruction spelled {@code mnemonic} (any case), or null. */
    public static Tms9900Instruction byMnemonic(String mnemonic) {
        return BY_MNEMONIC.get(mnemonic.toUpperCase(Locale.ROOT));
    }

    /** The instruction whose opcode {@code word} holds (ignored bits set or not), or null for an illegal opcode. */
    public static Tms9900Instruction decode(int word) {
        for (Tms9900Instruction row : ALL) {
            if ((word & row.format().opcodeMask() & ~row.format().ignoredBits()) == row.opcode()) {
                return row;
            }
        }
        return null;
    }

    private static void twoAddress(List<Tms9900Instruction> rows, String mnemonic, int opcode, int destination) {
        rows.add(new Tms9900Instruction(mnemonic, opcode, Tms9900Format.TWO_ADDRESS, false, 14, 1, destination, 0,
                0, 0));
        rows.add(new Tms9900Instruction(mnemonic + "B", opcode | 0x1000, Tms9900Format.TWO_ADDRESS, true, 14, 1,
                destination, 0, 0, 0));
    }

    private static Tms9900Instruction row(String mnemonic, int opcode, Tms9900Format format, int cycles, int source,
            int destination, int workspace) {
        return new Tms9900Instruction(mnemonic, opcode, format, false, cycles, source, destination, workspace, 0, 0);
    }
}
