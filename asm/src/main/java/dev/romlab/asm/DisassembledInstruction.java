package dev.romlab.asm;

import java.util.Arrays;

/**
 * One instruction a disassembler decoded.
 *
 * @param address where its first byte is
 * @param bytes   its bytes, prefixes and operands included
 * @param text    assembler source that assembles back to exactly {@code bytes} at {@code address}: a mnemonic
 *                line ({@code jr $9D9A}, relative targets as absolute addresses), or, for a byte sequence with
 *                no unique mnemonic, {@code .db} with the meaning as a comment ({@code .db $ED,$4C ; neg})
 * @param cycles  its cycles in the CPU's unit (Z80: T-states), from the instruction table
 */
public record DisassembledInstruction(int address, byte[] bytes, String text, CycleCount cycles) {

    public DisassembledInstruction {
        bytes = bytes.clone();
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
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) {
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(String.format("%02X", b & 0xFF));
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
                && Arrays.equals(line.bytes, bytes) && line.text.equals(text) && line.cycles.equals(cycles);
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
