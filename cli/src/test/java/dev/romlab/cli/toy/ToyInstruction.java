package dev.romlab.cli.toy;

import java.util.Locale;
import java.util.Optional;

import dev.romlab.asm.CycleCount;

/**
 * The toy CPU's whole instruction table, the one place each instruction is written: opcode, mnemonic, whether a
 * byte operand follows, and cycles (taken/not taken for {@code jnz}). The executor, the assembler and the
 * disassembler all read it. Any other opcode is a one-byte, one-cycle no-op that disassembles as {@code .db}.
 */
enum ToyInstruction {
    NOP(0x00, false, CycleCount.of(1)),
    LDA(0x01, true, CycleCount.of(2)),
    ADD(0x02, true, CycleCount.of(2)),
    JNZ(0x03, true, new CycleCount(3, 2)),
    HLT(0xFF, false, CycleCount.of(1));

    /** Cycles of an opcode the table does not name. */
    static final int UNDEFINED_CYCLES = 1;

    private static final ToyInstruction[] BY_OPCODE = new ToyInstruction[256];

    static {
        for (ToyInstruction instruction : values()) {
            BY_OPCODE[instruction.opcode] = instruction;
        }
    }

    final int opcode;
    final boolean operand;
    final CycleCount cycles;

    ToyInstruction(int opcode, boolean operand, CycleCount cycles) {
        this.opcode = opcode;
        this.operand = operand;
        this.cycles = cycles;
    }

    String mnemonic() {
        return name().toLowerCase(Locale.ROOT);
    }

    int length() {
        return operand ? 2 : 1;
    }

    /** The row of {@code opcode}, or null for an undefined one. */
    static ToyInstruction decode(int opcode) {
        return BY_OPCODE[opcode & 0xFF];
    }

    static Optional<ToyInstruction> byMnemonic(String mnemonic) {
        for (ToyInstruction instruction : values()) {
            if (instruction.mnemonic().equalsIgnoreCase(mnemonic)) {
                return Optional.of(instruction);
            }
        }
        return Optional.empty();
    }
}
