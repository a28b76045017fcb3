package dev.romlab.asm.z80;

import dev.romlab.asm.CycleCount;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One row of the Z80 instruction table: an opcode (on its {@link Z80Prefix page}), the syntax the assembler
 * accepts and the disassembler prints, and the T-states.
 *
 * @param prefix   the opcode page
 * @param opcode   the opcode byte (after the prefix; for DD CB / FD CB after the displacement)
 * @param mnemonic lower case
 * @param operands the operand patterns in source order (which is also the order of their bytes)
 * @param tStates  T-states, with taken/not-taken or repeat/last where the instruction has two
 * @param role     whether the assembler, the disassembler or both use this row
 */
public record Z80Instruction(Z80Prefix prefix, int opcode, String mnemonic, List<Z80OperandPattern> operands,
        CycleCount tStates, Role role) {

    /** Who uses a row: most rows both ways; some byte sequences have no unique syntax, some syntax no bytes. */
    public enum Role {
        /** The assembler emits these bytes for this syntax and the disassembler prints this syntax. */
        CANONICAL,
        /**
         * Another encoding of an instruction that has a canonical row (ED 4C = neg): the disassembler prints it
         * as {@code .db} bytes with this syntax in a comment, so that it assembles back to the same bytes.
         */
        ALIAS,
        /** Another spelling the assembler accepts ({@code in (c)}, {@code sub a,b}, {@code add b}). */
        SYNONYM
    }

    public Z80Instruction {
        operands = List.copyOf(operands);
    }

    /** A row from a template such as {@code "ld (ix+d),n"}. */
    static Z80Instruction of(Z80Prefix prefix, int opcode, String template, CycleCount tStates, Role role) {
        int space = template.indexOf(' ');
        String mnemonic = space < 0 ? template : template.substring(0, space);
        List<Z80OperandPattern> operands = new ArrayList<>();
        if (space >= 0) {
            for (String operand : template.substring(space + 1).split(",")) {
                operands.add(Z80OperandPattern.parse(operand));
            }
        }
        return new Z80Instruction(prefix, opcode, mnemonic, operands, tStates, role);
    }

    /** The same opcode with other operands, time or role. */
    Z80Instruction with(Z80Prefix newPrefix, List<Z80OperandPattern> newOperands, CycleCount newTStates,
            Role newRole) {
        return new Z80Instruction(newPrefix, opcode, mnemonic, newOperands, newTStates, newRole);
    }

    /** Bytes in the instruction: prefix, opcode, operand bytes. */
    public int length() {
        return prefix.length() + 1 + operands.stream().mapToInt(Z80OperandPattern::byteCount).sum();
    }

    /** The syntax with placeholders: {@code ld (ix+d),n}. */
    public String template() {
        return operands.isEmpty() ? mnemonic
                : mnemonic + " " + operands.stream().map(Object::toString).collect(Collectors.joining(","));
    }

    @Override
    public String toString() {
        return template();
    }
}
