package dev.romlab.asm.tms9900;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.asm.DisassembledInstruction.AddressOperand;
import dev.romlab.asm.Disassembler;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * Decodes TMS9900 words into Editor/Assembler source (upper case, {@code >} hex, jump targets as absolute addresses)
 * that assembles back to the same words, with the cycles of {@link Tms9900Timing} at zero wait states: {@code 10/8}
 * a jump taken / not taken, {@code 92+} at least that many (DIV, ABS, a shift counted in R0, X). Words are big-endian;
 * an illegal opcode, or one with bits set that the chip ignores, is written as {@code DATA} with its meaning as a
 * comment.
 */
public final class Tms9900Disassembler implements Disassembler {

    /** The label field of an E/A line: six characters and a blank (E/A labels have six significant characters). */
    private static final int LABEL_FIELD = 7;

    @Override
    public DisassembledInstruction decode(IntUnaryOperator memory, int address) {
        int word = word(memory, address);
        Tms9900Instruction row = Tms9900InstructionTable.decode(word);
        if (row == null) {
            return dataLine(address, bytes(memory, address, 1), "illegal opcode",
                    CycleCount.of(Tms9900InstructionTable.ILLEGAL_CYCLES));
        }
        int length = row.length(word);
        int[] words = new int[length];
        for (int i = 0; i < length; i++) {
            words[i] = word(memory, address + 2 * i);
        }
        Tms9900Decoded decoded = new Tms9900Decoded(row, words);
        List<AddressOperand> addresses = new ArrayList<>();
        String text = text(decoded, address, addresses);
        CycleCount cycles = cycles(decoded);
        byte[] bytes = bytes(memory, address, length);
        if ((word & row.format().ignoredBits()) != 0) {
            return dataLine(address, bytes, text + " (bits the chip ignores set)", cycles);
        }
        boolean call = row.mnemonic().equals("BL") || row.mnemonic().equals("BLWP") || row.mnemonic().equals("XOP");
        return new DisassembledInstruction(address, bytes, text, cycles, addresses, call);
    }

    @Override
    public DisassembledInstruction dataLine(int address, byte[] bytes, String meaning, CycleCount cycles) {
        StringBuilder text = new StringBuilder(bytes.length % 2 == 0 ? "DATA " : "BYTE ");
        int step = bytes.length % 2 == 0 ? 2 : 1;
        for (int i = 0; i < bytes.length; i += step) {
            text.append(i > 0 ? "," : "");
            int value = step == 2 ? (bytes[i] & 0xFF) << 8 | (bytes[i + 1] & 0xFF) : bytes[i] & 0xFF;
            text.append(step == 2 ? Tms9900Operand.hex(value) : String.format(">%02X", value));
        }
        return new DisassembledInstruction(address, bytes, meaning.isEmpty() ? text.toString() : text + " ; " + meaning,
                cycles);
    }

    /** The cycle column at zero wait states: jumps taken/not taken, a minimum marked {@code +}. */
    static CycleCount cycles(Tms9900Decoded decoded) {
        Tms9900Cost cost = Tms9900Timing.of(decoded);
        if (decoded.instruction().format() == Tms9900Format.JUMP && !decoded.instruction().mnemonic().equals("JMP")) {
            return new CycleCount(cost.cycles(), Tms9900Timing.jumpNotTaken().cycles());
        }
        return cost.more() ? CycleCount.withPageCrossing(cost.cycles()) : CycleCount.of(cost.cycles());
    }

    /** Editor/Assembler text; the addresses in it (jump targets, memory operands, immediates) go to {@code out}. */
    static String text(Tms9900Decoded decoded, int address, List<AddressOperand> out) {
        Tms9900Instruction row = decoded.instruction();
        StringBuilder text = new StringBuilder(String.format("%-4s ", row.mnemonic()));
        switch (row.format()) {
            case TWO_ADDRESS:
                operand(text, decoded.source(), out);
                text.append(',');
                operand(text, decoded.destination(), out);
                break;
            case JUMP:
                addressText(text, (address + 2 + 2 * decoded.displacement()) & 0xFFFF, out);
                break;
            case CRU_BIT:
                text.append(decoded.displacement());
                break;
            case REGISTER_DESTINATION:
                operand(text, decoded.source(), out);
                text.append(",R").append(decoded.field());
                break;
            case EXTENDED_OPERATION:
            case CRU_MULTIPLE:
                operand(text, decoded.source(), out);
                text.append(',').append(decoded.field());
                break;
            case SHIFT:
                text.append('R').append(decoded.field()).append(',').append(decoded.shiftCount());
                break;
            case SINGLE:
                operand(text, decoded.source(), out);
                break;
            case REGISTER_IMMEDIATE:
                text.append('R').append(decoded.field()).append(',');
                addressText(text, decoded.immediate(), out);
                break;
            case REGISTER:
                text.append('R').append(decoded.field());
                break;
            case IMMEDIATE:
                addressText(text, decoded.immediate(), out);
                break;
            default:
                break;
        }
        return text.toString().stripTrailing();
    }

    private static void operand(StringBuilder text, Tms9900Operand operand, List<AddressOperand> out) {
        if (operand.mode().hasAddressWord()) {
            text.append('@');
            addressText(text, operand.address(), out);
            if (operand.mode() == Tms9900AddressingMode.INDEXED) {
                text.append("(R").append(operand.register()).append(')');
            }
        } else {
            text.append(operand.text());
        }
    }

    private static void addressText(StringBuilder text, int value, List<AddressOperand> out) {
        int start = text.length();
        text.append(Tms9900Operand.hex(value));
        out.add(new AddressOperand(value, start, text.length()));
    }

    private static int word(IntUnaryOperator memory, int address) {
        return (memory.applyAsInt(address & 0xFFFF) & 0xFF) << 8 | (memory.applyAsInt((address + 1) & 0xFFFF) & 0xFF);
    }

    private static byte[] bytes(IntUnaryOperator memory, int address, int words) {
        byte[] bytes = new byte[2 * words];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) memory.applyAsInt((address + i) & 0xFFFF);
        }
        return bytes;
    }

    /** E/A writes hex as {@code >1234}. */
    @Override
    public String hexPrefix() {
        return ">";
    }

    /** E/A: a label is the word in column 1, alone on its line it takes the location counter ({@code LOOP}). */
    @Override
    public String labelLine(String name) {
        return name;
    }

    /** E/A: {@code LOOP   EQU  >1234}. */
    @Override
    public Optional<String> equateLine(String name, int value) {
        return Optional.of(String.format("%-6s EQU  %s", name, Tms9900Operand.hex(value)));
    }

    /** E/A: the mnemonic stands past the six-character label field, as E/A programmers write it. */
    @Override
    public int labelField() {
        return LABEL_FIELD;
    }

    /** E/A: {@code AORG >A000}, the absolute origin. */
    @Override
    public Optional<String> originLine(int address, int placed) {
        return Optional.of(instructionLine("AORG " + Tms9900Operand.hex(address)));
    }

    /** E/A: a source ends with {@code END}. */
    @Override
    public List<String> epilogue() {
        return List.of(instructionLine("END"));
    }
}
