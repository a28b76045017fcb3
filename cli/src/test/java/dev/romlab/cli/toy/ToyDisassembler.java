package dev.romlab.cli.toy;

import java.util.ArrayList;
import java.util.List;
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

    /** Data as {@code .db} bytes with the meaning as a comment. */
    @Override
    public DisassembledInstruction dataLine(int address, byte[] bytes, String meaning, CycleCount cycles) {
        StringBuilder text = new StringBuilder(".db ");
        for (int i = 0; i < bytes.length; i++) {
            text.append(i == 0 ? "" : ",").append(String.format("$%02X", bytes[i] & 0xFF));
        }
        return new DisassembledInstruction(address, bytes, text + " ; " + meaning, cycles);
    }

    /** The instructions of the range; one cut off by its end shows as {@code .db} of its opcode. */
    @Override
    public List<DisassembledInstruction> disassemble(IntUnaryOperator memory, int from, int length) {
        List<DisassembledInstruction> lines = new ArrayList<>();
        int end = from + length;
        for (int address = from; address < end; ) {
            DisassembledInstruction line = decode(memory, address);
            if (address + line.length() > end) {
                line = new DisassembledInstruction(address, new byte[] {line.bytes()[0]}, String.format(
                        ".db $%02X ; cut off: %s", line.bytes()[0] & 0xFF, line.text()), line.cycles());
            }
            lines.add(line);
            address += line.length();
        }
        return lines;
    }
}
