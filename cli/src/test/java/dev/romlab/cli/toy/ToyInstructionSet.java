package dev.romlab.cli.toy;

import java.util.Optional;

import dev.romlab.asm.EncodedInstruction;
import dev.romlab.asm.EncodingContext;
import dev.romlab.asm.InstructionSet;
import dev.romlab.asm.InstructionStatement;

/** The toy CPU's assembler half: {@code lda 5}, {@code add 1}, {@code jnz loop}, {@code hlt}, {@code nop}. */
final class ToyInstructionSet implements InstructionSet {

    @Override
    public String name() {
        return "toy";
    }

    @Override
    public boolean isMnemonic(String mnemonic) {
        return ToyInstruction.byMnemonic(mnemonic).isPresent();
    }

    @Override
    public Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context) {
        ToyInstruction instruction = ToyInstruction.byMnemonic(statement.mnemonic().text()).orElseThrow();
        int wanted = instruction.operand ? 1 : 0;
        if (statement.operands().size() != wanted) {
            context.error(statement.mnemonic(), instruction.mnemonic() + " takes " + wanted + " operand"
                    + (wanted == 1 ? "" : "s"));
            return Optional.empty();
        }
        if (!instruction.operand) {
            return Optional.of(new EncodedInstruction(new byte[] {(byte) instruction.opcode}, instruction.cycles));
        }
        long value = context.value(statement.operands().get(0));
        context.checkRange(value, 0, 0xFF, statement.operands().get(0));
        return Optional.of(new EncodedInstruction(new byte[] {(byte) instruction.opcode, (byte) value},
                instruction.cycles));
    }
}
