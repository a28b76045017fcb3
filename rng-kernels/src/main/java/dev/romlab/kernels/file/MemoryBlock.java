package dev.romlab.kernels.file;

import java.util.Arrays;
import java.util.Objects;

/**
 * Consecutive memory units (bytes, or words on a word-addressed CPU) from an address of a kernel file's program
 * (a label, {@code label+N} or a number), written before one call after the file's set-up and before its inputs:
 * what a bundled kernel's Java sets up per input where a file's fixed set-up cannot (ti-mapview's maps).
 */
public record MemoryBlock(String address, long[] units) {

    public MemoryBlock {
        Objects.requireNonNull(address);
        units = units.clone();
    }

    /** {@code bytes} from {@code address}, one unit each. */
    public static MemoryBlock bytes(String address, byte[] bytes) {
        long[] units = new long[bytes.length];
        for (int i = 0; i < units.length; i++) {
            units[i] = bytes[i] & 0xFF;
        }
        return new MemoryBlock(address, units);
    }

    @Override
    public long[] units() {
        return units.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MemoryBlock b && b.address.equals(address) && Arrays.equals(b.units, units);
    }

    @Override
    public int hashCode() {
        return 31 * address.hashCode() + Arrays.hashCode(units);
    }

    @Override
    public String toString() {
        return "MemoryBlock[" + address + ", " + units.length + " units]";
    }
}
