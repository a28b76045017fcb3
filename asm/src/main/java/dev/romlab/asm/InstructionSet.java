package dev.romlab.asm;

import java.util.Optional;

/**
 * The CPU-specific half of an assembler: turns one instruction statement into bytes. The generic two-pass
 * driver ({@link Assembler}) handles everything else: files, lines, labels, directives, symbols, outputs.
 */
public interface InstructionSet {

    /** A short name for messages and listings, such as {@code z80}. */
    String name();

    /** Whether {@code mnemonic} (any case) names an instruction of this CPU. */
    boolean isMnemonic(String mnemonic);

    /**
     * Encodes an instruction whose mnemonic {@link #isMnemonic is known}; reports what is wrong through
     * {@code context} and returns empty when the operands do not fit any form of it.
     */
    Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context);
}
