package dev.romlab.cpu;

import java.util.Arrays;

/**
 * A flat, byte-addressed memory of 64 KiB, as the Z80 and 6502 see it. The interpreters index
 * {@link #bytes} directly; loaders and tools use the methods. Addresses wrap at 64 KiB.
 *
 * <p>Memory-mapped I/O: a {@link Hook} installed on a 256-byte page sees every data read and write an
 * interpreter makes there (instruction fetches bypass hooks: code does not run from device registers).
 * Interpreters look the page up in {@link #pageHooks()}, one array load per data access, so the cost is
 * the same with or without hooks installed: on the Z80 running an LFSR/CRC loop it is within the run-to-run
 * noise (about 1%) of reading {@link #bytes} directly. The tool methods below ({@link #read}, {@link #write},
 * {@link #load}, ...) always see the plain bytes.
 */
public final class Memory {

    public static final int SIZE = 0x10000;

    /** Size of the unit a {@link Hook} is installed on. */
    public static final int PAGE_SIZE = 0x100;

    private static final int PAGES = SIZE / PAGE_SIZE;

    /** The memory itself, indexed by address. */
    public final byte[] bytes = new byte[SIZE];

    private final Hook[] pageHooks = new Hook[PAGES];

    /** A memory-mapped device: replaces plain RAM for data accesses to the pages it is installed on. */
    public interface Hook {

        /** The byte a data read at {@code address} returns ({@code memory.bytes} holds the plain RAM). */
        int read(Memory memory, int address);

        /** A data write of {@code value} at {@code address}; store it in {@code memory.bytes} to keep it. */
        void write(Memory memory, int address, int value);
    }

    /** Installs {@code hook} (or removes hooks, when {@code null}) on every page of the address range. */
    public void hook(int firstAddress, int lastAddress, Hook hook) {
        for (int page = (firstAddress & (SIZE - 1)) / PAGE_SIZE; page <= (lastAddress & (SIZE - 1)) / PAGE_SIZE;
                page++) {
            pageHooks[page] = hook;
        }
    }

    /**
     * The hook of each page ({@code null} for plain RAM), indexed by {@code address >>> 8}. Interpreters
     * keep this live array; everybody else installs hooks with {@link #hook}.
     */
    public Hook[] pageHooks() {
        return pageHooks;
    }

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
