package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.z80.Z80Instruction;
import dev.romlab.asm.z80.Z80InstructionTable;
import dev.romlab.asm.z80.Z80Prefix;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import org.junit.jupiter.api.Test;

/**
 * The executor against the instruction table, opcode by opcode: every opcode of every page (base, CB, ED, DD, FD,
 * DD CB, FD CB) runs once with the conditions false and once with them true (F = $00, then $FF), and the repeating
 * and counting forms once on their last round and once repeating (BC = $0001, then $0101: LDIR and CPIR stop, then
 * repeat; INIR, OTIR and DJNZ, which count B, repeat, then stop). Each step's T-states must be one of the table's
 * two counts, both runs together must show both, and the pc must end where the table's length puts it.
 *
 * <p>Every target is arranged to be the next instruction: the instruction ends at $1000, operand bytes are
 * {@code 00 10 ...} (so nn = $1000 and e = d = 0), HL = IX = IY = $1000 and the stack holds $1000. Then any jump,
 * call or return, taken or not, lands on start + length, except RST (at its vector) and a repeating block
 * instruction (back on itself).
 */
class Z80AgreesWithInstructionTableTest {

    private static final int NEXT = 0x1000;
    private static final int STACK = 0x2000;
    private static final int DATA = 0x3000;
    private static final int IGNORED_PREFIX_T_STATES = 4;
    private static final int EXTENDED_HOLE_T_STATES = 8;
    private static final Set<String> REPEATING = Set.of("ldir", "lddr", "cpir", "cpdr", "inir", "indr", "otir",
            "otdr");

    private final Z80InstructionTable table = Z80InstructionTable.instance();

    /**
     * One step to check: the bytes to place (the step's own, and for a lone prefix the prefix after it), the step's
     * length and cycles from the table, and what the table says it is.
     */
    private record Expected(byte[] bytes, int length, CycleCount cycles, String meaning, boolean repeats,
            int rstVector) {

        Expected(byte[] bytes, CycleCount cycles, String meaning, boolean repeats, int rstVector) {
            this(bytes, bytes.length, cycles, meaning, repeats, rstVector);
        }
    }

    private final List<String> disagreements = new ArrayList<>();

    @Test
    void everyOpcodeOfEveryPageTakesTheTableLengthAndCycles() {
        for (int op = 0; op < 256; op++) {
            if (op != 0xCB && op != 0xDD && op != 0xED && op != 0xFD) {
                check(row(Z80Prefix.NONE, op));
            }
            check(row(Z80Prefix.CB, op));
            check(extended(op));
            check(indexed(0xDD, Z80Prefix.DD, Z80Prefix.DDCB, op));
            check(indexed(0xFD, Z80Prefix.FD, Z80Prefix.FDCB, op));
            check(row(Z80Prefix.DDCB, op));
            check(row(Z80Prefix.FDCB, op));
        }
        assertTrue(disagreements.isEmpty(), () -> disagreements.size()
                + " opcodes disagree with the table:\n" + String.join("\n", disagreements));
    }

    private Expected row(Z80Prefix page, int op) {
        Z80Instruction row = table.decode(page, op);
        if (row == null) {
            throw new AssertionError("no table row for " + page + " " + Integer.toHexString(op));
        }
        return new Expected(bytes(row), row.tStates(), row.template(), REPEATING.contains(row.mnemonic()),
                row.mnemonic().equals("rst") ? op & 0x38 : -1);
    }

    /** ED page: a row, or a hole (an 8 T-state, two-byte no-op). */
    private Expected extended(int op) {
        return table.decode(Z80Prefix.ED, op) != null ? row(Z80Prefix.ED, op)
                : new Expected(new byte[] {(byte) 0xED, (byte) op}, CycleCount.of(EXTENDED_HOLE_T_STATES),
                        "ED hole", false, -1);
    }

    /**
     * DD/FD page: a row; DD CB/FD CB are checked on their own pages; before DD, FD or ED a lone prefix (4 T-states,
     * one byte); before any other opcode the prefix is ignored and the step is that opcode plus 4 T-states.
     */
    private Expected indexed(int prefixByte, Z80Prefix page, Z80Prefix bitPage, int op) {
        if (op == 0xCB) {
            return row(bitPage, 0x06);
        }
        if (table.decode(page, op) != null) {
            return row(page, op);
        }
        if (op == 0xDD || op == 0xFD || op == 0xED) {
            return new Expected(new byte[] {(byte) prefixByte, (byte) op}, 1, CycleCount.of(IGNORED_PREFIX_T_STATES),
                    "lone prefix", false, -1);
        }
        Expected base = row(Z80Prefix.NONE, op);
        byte[] bytes = new byte[base.bytes().length + 1];
        bytes[0] = (byte) prefixByte;
        System.arraycopy(base.bytes(), 0, bytes, 1, base.bytes().length);
        CycleCount cycles = new CycleCount(base.cycles().taken() + IGNORED_PREFIX_T_STATES,
                base.cycles().notTaken() + IGNORED_PREFIX_T_STATES);
        return new Expected(bytes, cycles, "ignored prefix, " + base.meaning(), base.repeats(), base.rstVector());
    }

    /** The row's bytes: prefix, then opcode and operands, DD CB's displacement before its opcode. */
    private static byte[] bytes(Z80Instruction row) {
        byte[] bytes = new byte[row.length()];
        Z80Prefix prefix = row.prefix();
        for (int i = 0; i < prefix.length(); i++) {
            bytes[i] = (byte) prefix.byteAt(i);
        }
        int operandAt = prefix.length() + 1;
        if (prefix.displacementBeforeOpcode()) {
            bytes[prefix.length()] = 0;
            bytes[prefix.length() + 1] = (byte) row.opcode();
            return bytes;
        }
        bytes[prefix.length()] = (byte) row.opcode();
        for (int i = operandAt; i < bytes.length; i++) {
            bytes[i] = (byte) ((i - operandAt) % 2 == 0 ? NEXT & 0xFF : NEXT >>> 8);
        }
        return bytes;
    }

    private void check(Expected expected) {
        Set<Integer> seen = new TreeSet<>();
        for (int variant = 0; variant < 2; variant++) {
            int start = NEXT - expected.length();
            Memory memory = new Memory();
            memory.load(start, expected.bytes());
            memory.write(STACK, NEXT & 0xFF);
            memory.write(STACK + 1, NEXT >>> 8);
            Z80 z80 = new Z80(memory, IoPorts.NONE);
            RegisterFile registers = z80.registers();
            registers.set("A", 0x55);
            registers.set("F", variant == 0 ? 0x00 : 0xFF);
            registers.set("BC", variant == 0 ? 0x0001 : 0x0101);
            registers.set("DE", DATA);
            registers.set("HL", NEXT);
            registers.set("IX", NEXT);
            registers.set("IY", NEXT);
            registers.set("SP", STACK);
            z80.setPc(start);
            int tStates = z80.step();
            seen.add(tStates);
            boolean repeated = expected.repeats() && tStates == expected.cycles().taken();
            int wantedPc = repeated ? start : expected.rstVector() >= 0 ? expected.rstVector() : NEXT;
            if (z80.pc() != wantedPc) {
                disagree(expected, String.format("pc $%04X after it, the table's length puts it at $%04X", z80.pc(),
                        wantedPc));
            }
        }
        Set<Integer> wanted = new TreeSet<>(List.of(expected.cycles().taken(), expected.cycles().notTaken()));
        if (!seen.equals(wanted)) {
            disagree(expected, "T-states " + seen + ", the table says " + expected.cycles().text());
        }
    }

    private void disagree(Expected expected, String what) {
        StringBuilder hex = new StringBuilder();
        for (byte b : expected.bytes()) {
            hex.append(String.format("%02X ", b & 0xFF));
        }
        disagreements.add(hex + "(" + expected.meaning() + "): " + what);
    }
}
