package dev.romlab.cpu.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.asm.tms9900.Tms9900Access;
import dev.romlab.asm.tms9900.Tms9900AddressingMode;
import dev.romlab.asm.tms9900.Tms9900Cost;
import dev.romlab.asm.tms9900.Tms9900Decoded;
import dev.romlab.asm.tms9900.Tms9900Instruction;
import dev.romlab.asm.tms9900.Tms9900InstructionTable;
import dev.romlab.asm.tms9900.Tms9900Operand;
import dev.romlab.asm.tms9900.Tms9900Timing;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The interpreter against the assembler's timing table ({@code dev.romlab.asm.tms9900.Tms9900Timing}, the cycle
 * column of listings and disassemblies), for every one of the 65,536 opcode words: every instruction in every
 * addressing mode, register, count and displacement. Each word runs once on a memory whose regions have different
 * wait states (code, workspace, the operands of each mode, the XOP vectors, the new workspace of a context
 * switch), so its time must be the table's C plus, access by access, the wait states where the table says each
 * access goes: the cycles, the access count and the place of every access agree. A word the table does not
 * decode must stop the interpreter as an illegal opcode after the table's 6 cycles.
 *
 * <p>The state makes every data-dependent time one the table names: registers and operands hold >1000 (positive,
 * so ABS does not negate; executed by X it is {@code JMP $+2}, 10 cycles and its fetch), R0 = >1000 gives a shift
 * count of 16, a jump taken or not is told by where the pc ends (by ST = 0 for a displacement of 0), a DIV that
 * overflows by OV.
 */
class Tms9900AgreesWithInstructionTableTest {

    private static final int CODE = 0xA000;
    private static final int WORKSPACE = 0x8300;
    /** What every register and operand holds: the address *Rn and *Rn+ reach, and JMP $+2 for X. */
    private static final int VALUE = 0x1000;
    /** Every address word: @>C000, and @>C000(Rn) = >D000. */
    private static final int ADDRESS_WORD = 0xC000;
    /** The XOP vectors' new workspace. */
    private static final int XOP_WORKSPACE = 0x7000;
    /** X's executed JMP $+2 beyond X's own time: 10 cycles less 4, its fetch less 1 access (data manual, X). */
    private static final int X_EXECUTING_JMP = 6;

    /** The conditional jumps taken with every status bit clear (data manual, "Jump instructions"). */
    private static final Set<String> TAKEN_WHEN_ST_IS_0 = Set.of("JLT", "JLE", "JNE", "JNC", "JNO", "JL");

    private final List<String> disagreements = new ArrayList<>();

    /** Wait states of each region's page, all different so that a misplaced access shows. */
    private static void waitStates(Memory memory) {
        memory.waitStates(CODE, CODE + 0xFF, 1);
        memory.waitStates(WORKSPACE, WORKSPACE + 0xFF, 2);
        memory.waitStates(VALUE, VALUE + 0xFF, 3);
        memory.waitStates(ADDRESS_WORD, ADDRESS_WORD + 0xFF, 5);
        memory.waitStates(ADDRESS_WORD + VALUE, ADDRESS_WORD + VALUE + 0xFF, 6);
        memory.waitStates(0x0000, 0x00FF, 7);
        memory.waitStates(XOP_WORKSPACE, XOP_WORKSPACE + 0xFF, 9);
    }

    @Test
    void everyOpcodeWordTakesTheTableTimeAccessByAccess() {
        for (int word = 0; word <= 0xFFFF; word++) {
            check(word);
        }
        assertTrue(disagreements.isEmpty(), () -> disagreements.size() + " opcode words disagree with the table:\n"
                + String.join("\n", disagreements.subList(0, Math.min(20, disagreements.size()))));
    }

    private void check(int word) {
        Tms9900Instruction row = Tms9900InstructionTable.decode(word);
        int[] words = new int[row == null ? 1 : row.length(word)];
        words[0] = word;
        for (int i = 1; i < words.length; i++) {
            words[i] = ADDRESS_WORD;
        }
        Memory memory = new Memory();
        waitStates(memory);
        for (int address : new int[] {VALUE, ADDRESS_WORD, ADDRESS_WORD + VALUE}) {
            put(memory, address, VALUE);
            put(memory, address + 2, VALUE);
        }
        for (int r = 0; r < 16; r++) {
            put(memory, WORKSPACE + 2 * r, VALUE);
        }
        for (int n = 0; n < 16; n++) {
            put(memory, 0x40 + 4 * n, XOP_WORKSPACE);
            put(memory, 0x42 + 4 * n, CODE);
        }
        for (int i = 0; i < words.length; i++) {
            put(memory, CODE + 2 * i, words[i]);
        }
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.setPc(CODE);
        cpu.registers().set("WP", WORKSPACE);
        int took = cpu.step();
        String name = String.format(">%04X %s", word, row == null ? "illegal" : row.mnemonic());
        if (row == null) {
            agree(name, Tms9900InstructionTable.ILLEGAL_CYCLES + 1, took);
            agree(name + " stops", 1, cpu.halted() ? 1 : 0);
            return;
        }
        Tms9900Decoded decoded = new Tms9900Decoded(row, words);
        Tms9900Cost cost = cost(decoded, cpu);
        int expected = cost.cycles() + (row.mnemonic().equals("X") ? X_EXECUTING_JMP : 0);
        for (Tms9900Access access : cost.accesses()) {
            expected += memory.waitStates(address(access, decoded, cpu));
        }
        agree(name, expected, took);
    }

    /** The table's time for the path the interpreter took. */
    private static Tms9900Cost cost(Tms9900Decoded decoded, Tms9900 cpu) {
        Tms9900Instruction row = decoded.instruction();
        int next = CODE + 2 * decoded.words().length;
        if (row.mnemonic().startsWith("J") && !row.mnemonic().equals("JMP")) {
            // A jump by 0 ends at the next word either way: then ST (0) decides, as the data manual's table does.
            boolean taken = decoded.displacement() != 0 ? cpu.pc() != next
                    : TAKEN_WHEN_ST_IS_0.contains(row.mnemonic());
            if (!taken) {
                return Tms9900Timing.jumpNotTaken();
            }
        }
        if (row.mnemonic().equals("DIV") && (cpu.st() & Tms9900.OV) != 0) {
            return Tms9900Timing.divideOverflow(decoded);
        }
        if (row.mnemonic().startsWith("S") && row.mnemonic().length() == 3 && decoded.shiftCount() == 0
                && "SRA SRL SLA SRC".contains(row.mnemonic())) {
            return Tms9900Timing.shiftCountedInR0(decoded, VALUE);
        }
        return Tms9900Timing.of(decoded);
    }

    /** Where the interpreter's memory puts an access the table places. */
    private static int address(Tms9900Access access, Tms9900Decoded decoded, Tms9900 cpu) {
        return switch (access.place()) {
            case FETCH -> CODE + 2 * access.index();
            case WORKSPACE -> WORKSPACE + 2 * access.index();
            case SOURCE -> operand(decoded.source(), access.index());
            case DESTINATION -> operand(decoded.destination(), access.index());
            case VECTOR -> access.index();
            case CONTEXT -> cpu.wp();
        };
    }

    private static int operand(Tms9900Operand operand, int word) {
        Tms9900AddressingMode mode = operand.mode();
        return switch (mode) {
            case REGISTER -> WORKSPACE + 2 * (operand.register() + word);
            case INDIRECT, AUTO_INCREMENT -> VALUE + 2 * word;
            case SYMBOLIC -> ADDRESS_WORD + 2 * word;
            case INDEXED -> ADDRESS_WORD + VALUE + 2 * word;
        };
    }

    private void agree(String name, int expected, int actual) {
        if (expected != actual) {
            disagreements.add(name + ": table " + expected + ", interpreter " + actual);
        }
    }

    private static void put(Memory memory, int address, int word) {
        memory.write(address, word >>> 8);
        memory.write(address + 1, word);
    }

    @Test
    void theTableDecodesTheSameIllegalOpcodesAsTheInterpreter() {
        assertEquals(null, Tms9900InstructionTable.decode(0x0000));
        assertEquals(null, Tms9900InstructionTable.decode(0x0320));
        assertEquals(null, Tms9900InstructionTable.decode(0x0780));
        assertEquals(null, Tms9900InstructionTable.decode(0x0C00));
    }
}
