package dev.romlab.asm;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * One instruction a disassembler decoded.
 *
 * @param address where its first byte is
 * @param bytes   its bytes, prefixes and operands included
 * @param text    assembler source that assembles back to exactly {@code bytes} at {@code address}: a mnemonic
 *                line ({@code jr $9D9A}, relative targets as absolute addresses), or, for a byte sequence with
 *                no unique mnemonic, {@code db} with the meaning as a comment ({@code db $ED,$4C ; neg})
 * @param cycles  its cycles in the CPU's unit (Z80: T-states), from the instruction table
 * @param addressOperands the operands of {@code text} that are addresses (jump and call targets, memory
 *                operands, 16-bit immediates), where a label may stand instead of the number
 * @param call    whether it is a call that returns to the instruction after it (Z80 CALL, RST), so that a
 *                debugger can step over it
 */
public record DisassembledInstruction(int address, byte[] bytes, String text, CycleCount cycles,
        List<AddressOperand> addressOperands, boolean call) {

    /**
     * An operand that is an address: its value, and where its number is in the instruction's text.
     *
     * @param value the address
     * @param start the index of the number's first character in the text
     * @param end   the index after its last character
     */
    public record AddressOperand(int value, int start, int end) {
    }

    public DisassembledInstruction {
        bytes = bytes.clone();
        addressOperands = List.copyOf(addressOperands);
    }

    /** An instruction without address operands that is not a call ({@code db} lines, register operations). */
    public DisassembledInstruction(int address, byte[] bytes, String text, CycleCount cycles) {
        this(address, bytes, text, cycles, List.of(), false);
    }

    /**
     * The text with each address operand that {@code names} names ({@code jp loop} for {@code jp $1234}); an
     * operand {@code names} gives null for keeps its number.
     */
    public String text(IntFunction<String> names) {
        StringBuilder out = new StringBuilder(text);
        for (int i = addressOperands.size() - 1; i >= 0; i--) {
            AddressOperand operand = addressOperands.get(i);
            String name = names.apply(operand.value());
            if (name != null) {
                out.replace(operand.start(), operand.end(), name);
            }
        }
        return out.toString();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    public int length() {
        return bytes.length;
    }

    /** The bytes as upper-case hex pairs separated by spaces: {@code DD CB 05 06}. */
    public String hexBytes() {
        return hexWords(1);
    }

    /**
     * The bytes as upper-case hex words of {@code wordBytes} bytes each, most significant byte first, separated by
     * spaces: {@code 0201 8300} for a 16-bit CPU; a last partial word shows the bytes there are.
     */
    public String hexWords(int wordBytes) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < bytes.length; i++) {
            if (i > 0 && i % wordBytes == 0) {
                out.append(' ');
            }
            out.append(String.format("%02X", bytes[i] & 0xFF));
        }
        return out.toString();
    }

    /** A display line: address, bytes, text, cycles: {@code 9D95  21 9C 9D     ld hl,$9D9C          10}. */
    public String format() {
        return String.format("%04X  %-12s %-24s %s", address, hexBytes(), text, cycles.text());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DisassembledInstruction line && line.address == address
                && Arrays.equals(line.bytes, bytes) && line.text.equals(text) && line.cycles.equals(cycles)
                && line.addressOperands.equals(addressOperands) && line.call == call;
    }

    @Override
    public int hashCode() {
        return (address * 31 + Arrays.hashCode(bytes)) * 31 + text.hashCode();
    }

    @Override
    public String toString() {
        return format();
    }
}
