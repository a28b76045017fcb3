package dev.romlab.cpu;

import java.util.Objects;

/**
 * How romlab prints an address of one CPU for users, in the hex notation of that CPU's assembler and at the width of
 * its address space: {@code $1234} on the Z80 and the 6502, {@code >1234} on the TMS9900 (TI Editor/Assembler),
 * {@code #1234} on COMET II and MLFE (CASL II). On the word-addressed machines the number is a word address. Stop
 * lines, breakpoints and the debugger's positions all go through {@link CpuDescription#addressFormat()}, so the
 * notation is decided once, by the disassembler's {@code hexPrefix()}.
 *
 * @param hexPrefix what marks a hex number in the CPU's assembler
 * @param space     the CPU's addresses: their width, and the mask that wraps them
 */
public record AddressFormat(String hexPrefix, AddressSpace space) {

    public AddressFormat {
        Objects.requireNonNull(hexPrefix);
        Objects.requireNonNull(space);
    }

    /** {@code address} as users read it: {@code $0100}, {@code >A012}, {@code #0019}. */
    public String text(int address) {
        return hexPrefix + space.hex(address);
    }
}
