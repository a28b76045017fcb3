package dev.romlab.asm.mos6502;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.DisassembledInstruction.AddressOperand;
import dev.romlab.asm.Disassembler;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.function.IntUnaryOperator;

/**
 * The decoding view of {@link Mos6502InstructionTable}, in ca65 syntax: {@code lda ($12),y}, branch targets as
 * absolute addresses, {@code a:} before an absolute operand below $100 so that it assembles back to the absolute
 * opcode. The opcodes without a spelling of their own (the extra NOPs and JAMs, {@code $EB} SBC) print as
 * {@code .byte} with their meaning as a comment; a branch that wraps around $0000 or $FFFF shows the wrap
 * ({@code bpl $FF82-$10000}). Every line assembles back to exactly its bytes, with romlab and with ca65.
 */
public final class Mos6502Disassembler implements Disassembler {

    /**
     * $CB as ca65 2.19 spells it with --cpu 6502X: it knows {@code axs} but not the table's {@code sbx} (romlab's
     * assembler takes both).
     */
    private static final String CA65_SBX = "axs";

    @Override
    public DisassembledInstruction decode(IntUnaryOperator memory, int address) {
        Mos6502Instruction row = Mos6502InstructionTable.byOpcode(memory.applyAsInt(address & 0xFFFF) & 0xFF);
        byte[] bytes = new byte[row.length()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) memory.applyAsInt((address + i) & 0xFFFF);
        }
        List<AddressOperand> addressOperands = new ArrayList<>();
        String text = text(row, bytes, address, addressOperands);
        if (!row.canonical()) {
            return data(address, bytes, text, row.cycles());
        }
        return new DisassembledInstruction(address, bytes, text, row.cycles(), addressOperands,
                row.mnemonic().equals("jsr"));
    }

    private static String text(Mos6502Instruction row, byte[] bytes, int address, List<AddressOperand> operands) {
        Mos6502AddressingMode mode = row.mode();
        switch (mode) {
            case IMPLIED:
                return row.mnemonic();
            case ACCUMULATOR:
                return row.mnemonic() + " a";
            case IMMEDIATE:
                return spelling(row) + " #" + hexByte(bytes[1]);
            case RELATIVE:
                return branch(row, address + 2 + bytes[1], operands);
            default:
                if (mode.length() == 2) {
                    return withAddress(row, bytes[1] & 0xFF, hexByte(bytes[1]), operands);
                }
                int value = (bytes[1] & 0xFF) | (bytes[2] & 0xFF) << 8;
                boolean needsWidth = value < 0x100 && mode.zeroPageForm() != null
                        && Mos6502InstructionTable.forms(row.mnemonic()).containsKey(mode.zeroPageForm());
                return withAddress(row, value, (needsWidth ? "a:" : "") + hexWord(value), operands);
        }
    }

    /**
     * A branch to {@code target}, the address after it plus the offset. A branch across $0000 or $FFFF reaches its
     * target as the CPU's 16-bit program counter wraps, but ca65 takes a branch operand as a plain number and refuses
     * {@code bpl $FF82} at $0000 (65408 is not in -128..127; ca65 2.19, as romlab's assembler): the target then
     * prints with the $10000 the wrap took off or added, {@code bpl $FF82-$10000}, which both assemble to 10 80.
     */
    private static String branch(Mos6502Instruction row, int target, List<AddressOperand> operands) {
        int wrapped = target & 0xFFFF;
        String text = withAddress(row, wrapped, hexWord(wrapped), operands);
        if (target < 0) {
            return text + "-$10000";
        }
        return target > 0xFFFF ? text + "+$10000" : text;
    }

    /** The mnemonic as ca65 spells it. */
    private static String spelling(Mos6502Instruction row) {
        return row.mnemonic().equals("sbx") ? CA65_SBX : row.mnemonic();
    }

    /** {@code mnemonic operand} with the address's number recorded as an address operand. */
    private static String withAddress(Mos6502Instruction row, int value, String number,
            List<AddressOperand> operands) {
        String prefix = row.mnemonic() + " ";
        String operand = row.mode().operand(number);
        int start = prefix.length() + operand.indexOf('$');
        operands.add(new AddressOperand(value, start, prefix.length() + operand.indexOf(number) + number.length()));
        return prefix + operand;
    }

    @Override
    public DisassembledInstruction dataLine(int address, byte[] bytes, String meaning, CycleCount cycles) {
        return data(address, bytes, meaning, cycles);
    }

    private static DisassembledInstruction data(int address, byte[] bytes, String meaning, CycleCount cycles) {
        StringJoiner text = new StringJoiner(",", ".byte ", meaning.isEmpty() ? "" : " ; " + meaning);
        for (byte b : bytes) {
            text.add(hexByte(b));
        }
        return new DisassembledInstruction(address, bytes, text.toString(), cycles);
    }

    private static String hexByte(int value) {
        return String.format("$%02X", value & 0xFF);
    }

    private static String hexWord(int value) {
        return String.format("$%04X", value);
    }

    /** ca65: {@code name = $1234} (ca65 has no {@code equ}). */
    @Override
    public Optional<String> equateLine(String name, int value) {
        return Optional.of(String.format("%s = $%04X", name, value));
    }

    /** ca65: {@code .org $0200} (ld65 then needs no address of its own: {@code ld65 -t none}). */
    @Override
    public Optional<String> originLine(int address, int placed) {
        return Optional.of(sourceLine(String.format(".org $%04X", address)));
    }
}
