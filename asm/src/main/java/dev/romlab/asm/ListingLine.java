package dev.romlab.asm;

import java.util.Arrays;

/**
 * One row of a listing: one statement (a source line holding several {@code \}-separated statements gives one
 * row per statement), or a line without statements (blank, comment only).
 *
 * @param file    the source file the line comes from
 * @param line    1-based line number in that file
 * @param address the address of the statement, -1 for a line without one (blank, comment, {@code .equ})
 * @param bytes   the bytes the statement placed (empty when none)
 * @param cycles  the instruction's cycles from the instruction table ({@code 12/7}), "" for directives
 * @param source  the source text: the whole line, or the statement's own text on a multi-statement line
 */
public record ListingLine(String file, int line, int address, byte[] bytes, String cycles, String source) {

    public ListingLine {
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    public boolean hasAddress() {
        return address >= 0;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ListingLine row && row.file.equals(file) && row.line == line
                && row.address == address && Arrays.equals(row.bytes, bytes) && row.cycles.equals(cycles)
                && row.source.equals(source);
    }

    @Override
    public int hashCode() {
        return ((file.hashCode() * 31 + line) * 31 + address) * 31 + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return file + ":" + line + " " + (hasAddress() ? String.format("$%04X ", address) : "") + source;
    }
}
