package dev.romlab.asm;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

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
     * Whether {@code mnemonic} takes operands: in a dialect with fixed fields ({@link LexicalRules#fixedFields()}),
     * everything after one that takes none is a comment ({@code RT   return}).
     */
    default boolean takesOperands(String mnemonic) {
        return true;
    }

    /**
     * Whether {@code name} (as ca65's {@code .setcpu "6502X"} writes it, any case) names a CPU this set assembles
     * for: the names a source may choose without changing anything. None by default.
     */
    default boolean cpuNamed(String name) {
        return false;
    }

    /** Whether 16-bit words ({@link DirectiveKind#WORDS}) are stored high byte first (TMS9900). */
    default boolean bigEndian() {
        return false;
    }

    /**
     * The boundary instructions and {@link DirectiveKind#WORDS} start on (2 on the TMS9900: the assembler pads
     * with a zero byte before them, and a label on their line names the aligned address); 1 for none.
     */
    default int alignment() {
        return 1;
    }

    /**
     * The same instruction set with the cycle column of a machine: {@code waitStates} gives the wait states of a
     * memory access at an address (a machine profile's memory map, from cpu-core), {@code workspace} where the
     * registers live on a CPU that keeps them in memory (the TMS9900's WP). A CPU whose table has no wait-state model
     * (Z80, 6502) returns itself.
     */
    default InstructionSet withWaitStates(IntUnaryOperator waitStates, OptionalInt workspace) {
        return this;
    }

    /**
     * Encodes an instruction whose mnemonic {@link #isMnemonic is known}; reports what is wrong through
     * {@code context} and returns empty when the operands do not fit any form of it.
     */
    Optional<EncodedInstruction> encode(InstructionStatement statement, EncodingContext context);
}
