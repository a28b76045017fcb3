package dev.romlab.cli.toy;

import java.util.function.IntUnaryOperator;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.Disassembler;

/** The toy CPU's disassembler: the decoding view of {@link ToyInstruction}; undefined opcodes as {@code .db}. */
final class ToyDisassembler implements Disassembler {

    @Override
    public DisassembledInstruction decode(IntUnaryOperator memory, int address) {
        int opcode = memory.applyAsInt(address & 0xFF) & 0xFF;
        ToyInstruction instruction = ToyInstruction.decode(opcode);
        if (instruction == null) {
            return new DisassembledInstruction(address, new byte[] {(byte) opcode}, String.format(
                    ".db $%02X ; nop (undefined)", opcode), CycleCount.of(ToyInstruction.UNDEFINED_CYCLES));
        }
        if (!instruction.operand) {
            return new DisassembledInstruction(address, new byte[] {(byte) opcode}, instruction.mnemonic(),
                    instruction.cycles);
        }
        int operand = memory.applyAsInt((address + 1) & 0xFF) & 0xFF;
        return new DisassembledInstruction(address, new byte[] {(byte) opcode, (byte) operand},
                String.format("%s $%02X", instruction.mnemonic(), operand), instruction.cycles);
    }
}
