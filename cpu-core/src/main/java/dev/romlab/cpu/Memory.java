package dev.romlab.cpu;

import java.util.Arrays;

/**
 * A flat, byte-addressed memory of 64 KiB, as the Z80 and 6502 see it. The interpreters index
 * {@link #bytes} directly; loaders and tools use the methods. Addresses wrap at 64 KiB.
 */
public final class Memory {

    public static final int SIZE = 0x10000;

    /** The memory itself, indexed by address. */
    public final byte[] bytes = new byte[SIZE];

    public int read(int address) {
        return bytes[address & (SIZE - 1)] & 0xFF;
    }

    public void write(int address, int value) {
        bytes[address & (SIZE - 1)] = (byte) value;
    }

    /** Copies {@code data} to memory starting at {@code address}, wrapping at the top. */
    public void load(int address, byte[] data) {
        for (int i = 0; i < data.length; i++) {
            bytes[(address + i) & (SIZE - 1)] = data[i];
        }
    }

    /** {@code length} bytes from {@code address}, wrapping at the top. */
    public byte[] slice(int address, int length) {
        byte[] out = new byte[length];
        for (int i = 0; i < length; i++) {
            out[i] = bytes[(address + i) & (SIZE - 1)];
        }
        return out;
    }

    public void clear() {
        Arrays.fill(bytes, (byte) 0);
    }
}
