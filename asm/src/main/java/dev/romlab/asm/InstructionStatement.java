package dev.romlab.asm;

import java.util.List;

/** An instruction as the source wrote it: the mnemonic and the comma-separated operands, each trimmed. */
public record InstructionStatement(SourceText mnemonic, List<SourceText> operands) {

    public InstructionStatement {
        operands = List.copyOf(operands);
    }
}
