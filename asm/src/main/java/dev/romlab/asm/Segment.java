package dev.romlab.asm;

import java.util.Arrays;

/** A run of consecutive bytes an assembly placed, starting at {@code address}. */
public record Segment(int address, byte[] bytes) {

    public Segment {
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    public int length() {
        return bytes.length;
    }

    /** One past the last address of the segment. */
    public int end() {
        return address + bytes.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Segment segment && segment.address == address && Arrays.equals(segment.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return 31 * address + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return String.format("Segment[$%04X, %d bytes]", address, bytes.length);
    }
}
