package dev.romlab.asm.z80;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.DisassembledInstruction.AddressOperand;
import dev.romlab.asm.Disassembler;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.IntUnaryOperator;

/**
 * The Z80 disassembler: the decoding view of {@link Z80InstructionTable}. Every byte sequence decodes, and the
 * text of every decoded instruction assembles back to exactly its bytes (at its address):
 * <ul>
 * <li>canonical instructions print as mnemonics, numbers in hex ({@code ld hl,$9D9C}, {@code (ix-$03)}), JR
 * and DJNZ targets as absolute addresses;</li>
 * <li>byte sequences with no unique mnemonic print as {@code db} (no dot: pasmo takes only that) with the meaning
 * as a comment: ED mirrors
 * ({@code db $ED,$4C ; neg}), {@code ED 63}/{@code ED 6B} ({@code ld (nn),hl} with 4 more T-states), the
 * DD CB BIT copies, ED holes ({@code db $ED,$00 ; nop (no ED instruction)}, 8 T-states);</li>
 * <li>a DD or FD prefix in front of an opcode it does not affect (Young, "The Undocumented Z80 Documented",
 * section 6.1: it acts as a 4 T-state NOP) is its own one-byte {@code db $DD} line; the next line decodes the
 * opcode after it.</li>
 * </ul>
 */
public final class Z80Disassembler implements Disassembler {

    private static final CycleCount IGNORED_PREFIX = CycleCount.of(4);
    private static final CycleCount EXTENDED_HOLE = CycleCount.of(8);

    private final Z80InstructionTable table = Z80InstructionTable.instance();

    /** Decodes the instruction at {@code address}; {@code memory} gives the byte at an address (0..0xFFFF). */
    @Override
    public DisassembledInstruction decode(IntUnaryOperator memory, int address) {
        IntUnaryOperator read = offset -> memory.applyAsInt((address + offset) & 0xFFFF) & 0xFF;
        int first = read.applyAsInt(0);
        switch (first) {
            case 0xCB:
                return instruction(table.decode(Z80Prefix.CB, read.applyAsInt(1)), read, address);
            case 0xED: {
                Z80Instruction row = table.decode(Z80Prefix.ED, read.applyAsInt(1));
                if (row == null) {
                    return data(address, bytes(read, 2), "nop (no ED instruction)", EXTENDED_HOLE);
                }
                return instruction(row, read, address);
            }
            case 0xDD:
            case 0xFD: {
                boolean ix = first == 0xDD;
                int second = read.applyAsInt(1);
                Z80Instruction row = second == 0xCB
                        ? table.decode(ix ? Z80Prefix.DDCB : Z80Prefix.FDCB, read.applyAsInt(3))
                        : table.decode(ix ? Z80Prefix.DD : Z80Prefix.FD, second);
                if (row == null) {
                    return data(address, bytes(read, 1), "prefix ignored by the next opcode", IGNORED_PREFIX);
                }
                return instruction(row, read, address);
            }
            default:
                return instruction(table.decode(Z80Prefix.NONE, first), read, address);
        }
    }

    /**
     * Decodes the instruction at {@code address} of {@code image}, whose first byte sits at {@code origin};
     * bytes outside the image read as 0.
     */
    public DisassembledInstruction decode(byte[] image, int origin, int address) {
        return decode(imageReader(image, origin), address);
    }

    /**
     * Disassembles {@code length} bytes of {@code image} (loaded at {@code origin}) starting at {@code from}.
     * An instruction that would run past the range is cut: its bytes inside the range become a {@code db}
     * line with the instruction as a comment, so the lines assemble back to exactly the range.
     */
    public List<DisassembledInstruction> disassemble(byte[] image, int origin, int from, int length) {
        return disassemble(imageReader(image, origin), from, length);
    }

    private static IntUnaryOperator imageReader(byte[] image, int origin) {
        return address -> {
            int index = address - origin;
            return index >= 0 && index < image.length ? image[index] & 0xFF : 0;
        };
    }

    private static DisassembledInstruction instruction(Z80Instruction row, IntUnaryOperator read, int address) {
        byte[] bytes = bytes(read, row.length());
        List<AddressOperand> addressOperands = new ArrayList<>();
        String text = text(row, bytes, address, addressOperands);
        if (row.role() == Z80Instruction.Role.ALIAS) {
            return data(address, bytes, text, row.tStates());
        }
        return new DisassembledInstruction(address, bytes, text, row.tStates(), addressOperands, isCall(row));
    }

    /** CALL (conditional or not) and RST push the address of the next instruction and jump (Zilog UM0080). */
    private static boolean isCall(Z80Instruction row) {
        return row.mnemonic().equals("call") || row.mnemonic().equals("rst");
    }

    /**
     * The mnemonic form of {@code row} with the operand values found in {@code bytes}; adds the operands that
     * are addresses (16-bit immediates, memory operands, relative targets) to {@code addressOperands}.
     */
    private static String text(Z80Instruction row, byte[] bytes, int address, List<AddressOperand> addressOperands) {
        if (row.operands().isEmpty()) {
            return row.mnemonic();
        }
        Z80Prefix prefix = row.prefix();
        int cursor = prefix.displacementBeforeOpcode() ? prefix.length() : prefix.length() + 1;
        StringBuilder text = new StringBuilder(row.mnemonic());
        for (Z80OperandPattern operand : row.operands()) {
            text.append(text.length() == row.mnemonic().length() ? ' ' : ',');
            String operandText = operandText(operand, bytes, cursor, address);
            int value = addressValue(operand, bytes, cursor, address);
            if (value >= 0) {
                int start = text.length() + (operand instanceof Z80OperandPattern.Memory16 ? 1 : 0); // after "("
                addressOperands.add(new AddressOperand(value, start, start + hexWord(value).length()));
            }
            text.append(operandText);
            cursor += operand.byteCount();
        }
        return text.toString();
    }

    /** The address an operand names, or -1 for an operand that is no address. */
    private static int addressValue(Z80OperandPattern operand, byte[] bytes, int at, int address) {
        if (operand instanceof Z80OperandPattern.Immediate16 || operand instanceof Z80OperandPattern.Memory16) {
            return word(bytes, at);
        } else if (operand instanceof Z80OperandPattern.Relative) {
            return relativeTarget(bytes, at, address);
        }
        return -1;
    }

    private static String operandText(Z80OperandPattern operand, byte[] bytes, int at, int address) {
        if (operand instanceof Z80OperandPattern.Immediate8) {
            return hexByte(bytes[at]);
        } else if (operand instanceof Z80OperandPattern.Immediate16) {
            return hexWord(word(bytes, at));
        } else if (operand instanceof Z80OperandPattern.Memory16) {
            return "(" + hexWord(word(bytes, at)) + ")";
        } else if (operand instanceof Z80OperandPattern.Port8) {
            return "(" + hexByte(bytes[at]) + ")";
        } else if (operand instanceof Z80OperandPattern.Relative) {
            return hexWord(relativeTarget(bytes, at, address));
        } else if (operand instanceof Z80OperandPattern.Indexed indexed) {
            int displacement = bytes[at];
            return "(" + indexed.register() + (displacement < 0 ? "-" : "+") + hexByte(Math.abs(displacement)) + ")";
        }
        return operand.toString();
    }

    private static int relativeTarget(byte[] bytes, int at, int address) {
        return (address + bytes.length + bytes[at]) & 0xFFFF;
    }

    @Override
    public DisassembledInstruction dataLine(int address, byte[] bytes, String meaning, CycleCount cycles) {
        return data(address, bytes, meaning, cycles);
    }

    private static DisassembledInstruction data(int address, byte[] bytes, String meaning, CycleCount cycles) {
        StringJoiner text = new StringJoiner(",", "db ", meaning.isEmpty() ? "" : " ; " + meaning);
        for (byte b : bytes) {
            text.add(hexByte(b));
        }
        return new DisassembledInstruction(address, bytes, text.toString(), cycles);
    }

    private static byte[] bytes(IntUnaryOperator read, int count) {
        byte[] bytes = new byte[count];
        for (int i = 0; i < count; i++) {
            bytes[i] = (byte) read.applyAsInt(i);
        }
        return bytes;
    }

    private static int word(byte[] bytes, int at) {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8;
    }

    private static String hexByte(int value) {
        return String.format("$%02X", value & 0xFF);
    }

    private static String hexWord(int value) {
        return String.format("$%04X", value);
    }
}
