package dev.romlab.cpu;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A flat memory of bytes, 64 KiB unless made larger ({@link #Memory(int)}; a CPU's
 * {@link CpuDescription#newMemory()} sizes it from its {@link AddressSpace}). The interpreters index
 * {@link #bytes} directly; loaders and tools use the methods. Addresses wrap at the size.
 *
 * <p>Word-addressed memory ({@link #Memory(AddressSpace)} of a space whose addresses count words: COMET II,
 * MLFE): every address holds a whole word, kept in {@link #bytes} most significant byte first at
 * {@code address * wordBytes()}. The tool methods then read, write and load whole words at word addresses, so a
 * disassembler or a dump reading {@link #read} sees the machine's words; a loaded byte image is words in that same
 * order (the big-endian word image an assembler writes).
 *
 * <p>Memory-mapped I/O: a {@link Hook} installed on a 256-byte page sees every data read and write an
 * interpreter makes there (instruction fetches bypass hooks: code does not run from device registers).
 * Interpreters look the page up in {@link #pageHooks()}, one array load per data access, so the cost is
 * the same with or without hooks installed: on the Z80 running an LFSR/CRC loop it is within the run-to-run
 * noise (about 1%) of reading {@link #bytes} directly. The tool methods below ({@link #read}, {@link #write},
 * {@link #load}, ...) always see the plain bytes.
 *
 * <p>Wait states: {@link #waitStates(int, int, int)} makes every memory access to a range of 256-byte pages
 * (instruction fetches, operand reads, data reads and writes) cost extra cycles, in the unit of the CPU that
 * runs on this memory. What one access is belongs to the CPU: a Z80 byte access, a TMS9900 16-bit word
 * access. The table is CPU-neutral: {@link #pageWaitStates()} by page, and {@link #hasWaitStates()} with
 * {@link #onWaitStatesChanged(Runnable)} so that an interpreter pays nothing for it while no page has any. A page with wait states but no device gets the
 * pass-through hook {@link #PLAIN_RAM} in {@link #pageHooks()}, so that an interpreter's data accesses to it
 * take the hook path, where it adds the page's wait states; plain pages stay {@code null} and fast.
 *
 * <p>Code guards: a translating engine marks the pages it has translated code from ({@link #guardCode}); data
 * writes there then go through a guard, in {@link #pageWriteHooks()} only (reads keep their path), which tells the
 * engine's {@link CodeWriteListener} of every byte that changes, and so do the tool methods that write.
 */
public final class Memory {

    /** The size of the default memory: 64 KiB, as the Z80 and 6502 see it. */
    public static final int SIZE = 0x10000;

    /** Size of the unit a {@link Hook} or a number of wait states is set on. */
    public static final int PAGE_SIZE = 0x100;

    /** A word of a word-addressed memory, read and written whole, most significant byte first. */
    private static final VarHandle INT_WORD = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_WORD = MethodHandles.byteArrayViewVarHandle(short[].class,
            ByteOrder.BIG_ENDIAN);

    /** The memory itself, indexed by address. */
    public final byte[] bytes;

    /** {@link #size()} - 1: byte offsets wrap with it. */
    private final int mask;
    /** Bytes per address: 1, or the word size of a word-addressed space. */
    private final int wordBytes;
    /** {@link #addresses()} - 1: addresses wrap with it. */
    private final int addressMask;
    /** The addresses of a page less one: an address's offset in its page (kept, not to divide on every write). */
    private final int pageOffsetMask;
    /** What interpreters consult: the device, or {@link #PLAIN_RAM} on a wait-state page, or null. */
    private final Hook[] pageHooks;
    /** The devices {@link #hook} installed, so that removing wait states restores them and vice versa. */
    private final Hook[] devices;
    /** Observers over devices and RAM ({@link #observe}), by page: a debugger's watchpoints. */
    private final Hook[] observers;
    /** {@link #pageHooks} for writes: the same, with a code guard where code was translated. */
    private final Hook[] writeHooks;
    /** The code guard of each translated page, or null. */
    private final Hook[] codeGuards;
    private CodeWriteListener codeWriteListener;
    private final int[] pageWaitStates;
    private int maxWaitStates;
    private boolean hasWaitStates;
    /** Counts the changes of devices, observers and wait states ({@link #layoutVersion()}). */
    private int layoutVersion;
    private Runnable waitStatesListener = () -> { };

    /** 64 KiB of zeros. */
    public Memory() {
        this(SIZE);
    }

    /** {@code size} bytes of zeros, one byte per address: a power of two, at least one page. */
    public Memory(int size) {
        this(size, 1);
    }

    /** Zeros for every address of {@code space}: a byte, or a whole word where its addresses count words. */
    public Memory(AddressSpace space) {
        this(space.bytes(), space.wordAddressed() ? space.wordBits() / 8 : 1);
    }

    private Memory(int size, int wordBytes) {
        if (size < PAGE_SIZE || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("memory size must be a power of two of at least " + PAGE_SIZE
                    + " bytes: " + size);
        }
        bytes = new byte[size];
        mask = size - 1;
        this.wordBytes = wordBytes;
        addressMask = size / wordBytes - 1;
        pageOffsetMask = PAGE_SIZE / wordBytes - 1;
        int pages = size / PAGE_SIZE;
        pageHooks = new Hook[pages];
        devices = new Hook[pages];
        observers = new Hook[pages];
        writeHooks = new Hook[pages];
        codeGuards = new Hook[pages];
        pageWaitStates = new int[pages];
    }

    /** The number of bytes. */
    public int size() {
        return bytes.length;
    }

    /** The number of addresses: {@link #size()}, or the number of words of a word-addressed memory. */
    public int addresses() {
        return addressMask + 1;
    }

    /** Bytes per address: 1 for byte-addressed memory, 2 for COMET II's 16-bit words, 4 for MLFE's. */
    public int wordBytes() {
        return wordBytes;
    }

    /** A memory-mapped device: replaces plain RAM for data accesses to the pages it is installed on. */
    public interface Hook {

        /** The byte a data read at {@code address} returns ({@code memory.bytes} holds the plain RAM). */
        int read(Memory memory, int address);

        /** A data write of {@code value} at {@code address}; store it in {@code memory.bytes} to keep it. */
        void write(Memory memory, int address, int value);
    }

    /** The hook of pages that have wait states but no device: reads and writes {@link #bytes}. */
    public static final Hook PLAIN_RAM = new Hook() {
        @Override
        public int read(Memory memory, int address) {
            return memory.bytes[address] & 0xFF;
        }

        @Override
        public void write(Memory memory, int address, int value) {
            memory.bytes[address] = (byte) value;
        }
    };

    /** Installs {@code hook} (or removes hooks, when {@code null}) on every page of the address range. */
    public void hook(int firstAddress, int lastAddress, Hook hook) {
        for (int page = firstPage(firstAddress); page <= lastPage(lastAddress); page++) {
            devices[page] = hook;
            updatePageHook(page);
        }
        layoutVersion++;
        waitStatesListener.run();
    }

    /**
     * Makes every memory access to the pages of the address range cost {@code waitStates} extra cycles
     * (0 removes them). The unit is the page: the range is widened to whole 256-byte pages.
     */
    public void waitStates(int firstAddress, int lastAddress, int waitStates) {
        if (waitStates < 0) {
            throw new IllegalArgumentException("negative wait states: " + waitStates);
        }
        for (int page = firstPage(firstAddress); page <= lastPage(lastAddress); page++) {
            pageWaitStates[page] = waitStates;
            updatePageHook(page);
        }
        layoutVersion++;
        maxWaitStates = Arrays.stream(pageWaitStates).max().orElse(0);
        hasWaitStates = maxWaitStates != 0;
        waitStatesListener.run();
    }

    /** The wait states of one access at {@code address}. */
    public int waitStates(int address) {
        return pageWaitStates[(address & mask) / PAGE_SIZE];
    }

    /** The most wait states any page has: what one access can cost beyond the CPU's own cycles. */
    public int maxWaitStates() {
        return maxWaitStates;
    }

    /** Whether any page has wait states. */
    public boolean hasWaitStates() {
        return hasWaitStates;
    }

    /**
     * Calls {@code listener} after every change of the wait-state table, and of the hooks (code guards included). One interpreter runs on
     * a memory at a time: the last one created installs its listener, which replaces the one before. An
     * interpreter caches {@link #hasWaitStates()} (the Z80), or its own page table (the TMS9900), this way instead
     * of testing it on every access. The listener replaced runs once more, after the change: an interpreter that
     * caches more than the hook tables themselves can see there that it no longer listens
     * ({@link #waitStatesListener()}) and stop trusting its cache.
     */
    public void onWaitStatesChanged(Runnable listener) {
        Runnable before = waitStatesListener;
        waitStatesListener = listener;
        before.run();
    }

    /** The listener {@link #onWaitStatesChanged} installed last. */
    public Runnable waitStatesListener() {
        return waitStatesListener;
    }

    /**
     * The wait states of each page, indexed by {@code address >>> 8}. Interpreters keep this live array;
     * everybody else sets wait states with {@link #waitStates(int, int, int)}.
     */
    public int[] pageWaitStates() {
        return pageWaitStates;
    }

    /**
     * The hook of each page, indexed by {@code address >>> 8}: {@code null} for plain RAM without wait states,
     * {@link #PLAIN_RAM} for plain RAM with wait states, otherwise the installed device. Interpreters keep this
     * live array; everybody else installs hooks with {@link #hook}.
     */
    public Hook[] pageHooks() {
        return pageHooks;
    }

    /**
     * {@link #pageHooks()} as data writes see it: the same hooks, except that a page a translating engine has code
     * from has a guard (over the device or RAM) that tells the engine what changes there. Interpreters keep this
     * live array for their writes.
     */
    public Hook[] pageWriteHooks() {
        return writeHooks;
    }

    /** Told of a data or tool write that changes a byte on a guarded page. */
    @FunctionalInterface
    public interface CodeWriteListener {

        /** The value at {@code address} (a word address on a word-addressed memory) has just changed. */
        void codeWritten(int address);
    }

    /**
     * Guards the pages that hold the addresses {@code firstAddress} to {@code lastAddress} for {@code listener}
     * (the one listener of this memory: the engine translating code from it).
     */
    public void guardCode(int firstAddress, int lastAddress, CodeWriteListener listener) {
        codeWriteListener = listener;
        int first = (firstAddress & addressMask) * wordBytes / PAGE_SIZE;
        int last = (lastAddress & addressMask) * wordBytes / PAGE_SIZE;
        boolean changed = false;
        for (int page = first; page <= last; page++) {
            if (codeGuards[page] == null) {
                codeGuards[page] = new CodeGuard();
                updatePageHook(page);
                changed = true;
            }
        }
        for (int address = firstAddress & addressMask; ; address = (address + 1) & addressMask) {
            ((CodeGuard) codeGuards[address / (pageOffsetMask + 1)]).mark(address & pageOffsetMask);
            if (address == (lastAddress & addressMask)) {
                break;
            }
        }
        if (changed) {
            waitStatesListener.run(); // an interpreter's own page table (the TMS9900's) follows the write hooks
        }
    }

    /**
     * Whether a data write at {@code address} (a word address on a word-addressed memory) is a plain store into
     * {@link #bytes}: no device, no observer and no wait states on its page. A code guard may be there; what it would
     * be told of, the engine that asks knows already. It stays so while {@link #layoutVersion()} is unchanged.
     */
    public boolean plainData(int address) {
        int page = (address & addressMask) * wordBytes / PAGE_SIZE;
        return devices[page] == null && observers[page] == null && pageWaitStates[page] == 0;
    }

    /**
     * A number that changes whenever a device, an observer or wait states are installed or removed on any page (code
     * guards do not change it): a translating engine that stores straight into {@link #bytes} where
     * {@link #plainData} said so looks at it before each block.
     */
    public int layoutVersion() {
        return layoutVersion;
    }

    /** Removes every code guard: the engine has dropped its translations. */
    public void unguardCode() {
        boolean changed = false;
        for (int page = 0; page < codeGuards.length; page++) {
            if (codeGuards[page] != null) {
                codeGuards[page] = null;
                updatePageHook(page);
                changed = true;
            }
        }
        if (changed) {
            waitStatesListener.run();
        }
    }

    /**
     * Writes through to the device or RAM beneath it and tells the listener of a value that changed. A word memory's
     * interpreters call it with whole words at word addresses, as they call every hook.
     */
    private final class CodeGuard implements Hook {

        /**
         * The addresses of the page that have held translated code since it was guarded, a bit each: a write
         * elsewhere on the page (data sharing a page with code) is a plain store, with no look at what it changed.
         */
        private final long[] code = new long[(PAGE_SIZE / wordBytes + 63) / 64];

        void mark(int offset) {
            code[offset >>> 6] |= 1L << offset;
        }

        @Override
        public int read(Memory memory, int address) {
            Hook device = devices[(address & addressMask) * wordBytes / PAGE_SIZE];
            return device != null ? device.read(memory, address) : wordBytes == 1 ? bytes[address & mask] & 0xFF
                    : Memory.this.read(address);
        }

        /**
         * Small, so that a compiler inlines it into a translated block whole: a data byte beside code is a plain
         * store; the rest goes the slow way.
         */
        @Override
        public void write(Memory memory, int address, int value) {
            int offset = address & pageOffsetMask;
            if ((code[offset >>> 6] & 1L << offset) == 0 && wordBytes == 1 && devices[(address & mask) >>> 8] == null) {
                bytes[address & mask] = (byte) value;
                return;
            }
            writeGuarded(memory, address, value, (code[offset >>> 6] & 1L << offset) != 0);
        }

        private void writeGuarded(Memory memory, int address, int value, boolean toCode) {
            Hook device = devices[(address & addressMask) * wordBytes / PAGE_SIZE];
            if (!toCode) {
                if (device != null) {
                    device.write(memory, address, value);
                } else {
                    store(address, value);
                }
                return;
            }
            boolean changed;
            if (device != null) {
                int before = Memory.this.read(address);
                device.write(memory, address, value);
                changed = Memory.this.read(address) != before;
            } else {
                changed = store(address, value);
            }
            if (changed) {
                codeWriteListener.codeWritten(address & addressMask);
            }
        }
    }

    /**
     * Installs {@code observer} (or removes it, when {@code null}) over the pages that hold the addresses
     * {@code firstAddress} to {@code lastAddress} (word addresses on a word-addressed memory): it then sees every
     * data access an interpreter makes there, in place of the device or RAM, which it reaches through
     * {@link #beneath}. A debugger installs one only while it has watchpoints, so that runs without any take the
     * interpreters' plain path. COMET II and MLFE call it with whole words at word addresses.
     */
    public void observe(int firstAddress, int lastAddress, Hook observer) {
        int first = (firstAddress & addressMask) * wordBytes / PAGE_SIZE;
        int last = (lastAddress & addressMask) * wordBytes / PAGE_SIZE;
        for (int page = first; page <= last; page++) {
            observers[page] = observer;
            updatePageHook(page);
        }
        layoutVersion++;
        waitStatesListener.run();
    }

    /**
     * What an observer at {@code address} stands over: the device there, or null for plain memory; the code guard,
     * which passes on to them, on a translated page.
     */
    public Hook beneath(int address) {
        int page = (address & addressMask) * wordBytes / PAGE_SIZE;
        return codeGuards[page] != null ? codeGuards[page] : devices[page];
    }

    private void updatePageHook(int page) {
        Hook beneath = devices[page] != null ? devices[page] : pageWaitStates[page] != 0 ? PLAIN_RAM : null;
        pageHooks[page] = observers[page] != null ? observers[page] : beneath;
        writeHooks[page] = observers[page] != null ? observers[page]
                : codeGuards[page] != null ? codeGuards[page] : beneath;
    }

    private int firstPage(int firstAddress) {
        return (firstAddress & mask) / PAGE_SIZE;
    }

    private int lastPage(int lastAddress) {
        return (lastAddress & mask) / PAGE_SIZE;
    }

    /** The byte, or the whole word of a word-addressed memory (its bits; a 32-bit word may read negative). */
    public int read(int address) {
        if (wordBytes == 1) {
            return bytes[address & mask] & 0xFF;
        }
        int at = (address & addressMask) * wordBytes;
        if (wordBytes == 4) {
            return (int) INT_WORD.get(bytes, at);
        }
        if (wordBytes == 2) {
            return (short) SHORT_WORD.get(bytes, at) & 0xFFFF;
        }
        int value = 0;
        for (int i = 0; i < wordBytes; i++) {
            value = value << 8 | bytes[at + i] & 0xFF;
        }
        return value;
    }

    /** Stores the byte, or the whole word of a word-addressed memory (its low bits). */
    public void write(int address, int value) {
        if (store(address, value) && codeWriteListener != null
                && codeGuards[(address & addressMask) * wordBytes / PAGE_SIZE] != null) {
            codeWriteListener.codeWritten(address & addressMask);
        }
    }

    /** Stores the byte or word; returns whether that changed it. */
    private boolean store(int address, int value) {
        if (wordBytes == 1) {
            int at = address & mask;
            byte before = bytes[at];
            bytes[at] = (byte) value;
            return before != (byte) value;
        }
        int at = (address & addressMask) * wordBytes;
        if (wordBytes == 4) { // a whole word at a time: a translated MLFE store to a guarded page comes here
            int before = (int) INT_WORD.get(bytes, at);
            INT_WORD.set(bytes, at, value);
            return before != value;
        }
        if (wordBytes == 2) {
            short before = (short) SHORT_WORD.get(bytes, at);
            SHORT_WORD.set(bytes, at, (short) value);
            return before != (short) value;
        }
        int changed = 0;
        for (int i = wordBytes - 1; i >= 0; i--) {
            changed |= bytes[at + i] ^ (byte) value;
            bytes[at + i] = (byte) value;
            value >>>= 8;
        }
        return changed != 0;
    }

    /**
     * Copies {@code data} to memory starting at {@code address}, wrapping at the top: bytes, or for a
     * word-addressed memory whole words, most significant byte first.
     */
    public void load(int address, byte[] data) {
        int at = (address & addressMask) * wordBytes;
        if (at + data.length <= bytes.length) {
            // the bytes that differ only, found a vector at a time: a kernel loads its program again before each of
            // millions of calls, which change a few variables of it
            for (int i = Arrays.mismatch(bytes, at, at + data.length, data, 0, data.length); i >= 0; ) {
                if (codeWriteListener != null && codeGuards[(at + i) / PAGE_SIZE] != null) {
                    bytes[at + i] = data[i];
                    codeWriteListener.codeWritten((at + i) / wordBytes & addressMask);
                }
                bytes[at + i] = data[i];
                int next = i + 1;
                int differs = Arrays.mismatch(bytes, at + next, at + data.length, data, next, data.length);
                i = differs < 0 ? -1 : next + differs;
            }
            return;
        }
        for (int i = 0; i < data.length; i++) {
            int offset = (at + i) & mask;
            if (bytes[offset] != data[i] && codeWriteListener != null && codeGuards[offset / PAGE_SIZE] != null) {
                bytes[offset] = data[i];
                codeWriteListener.codeWritten(offset / wordBytes & addressMask);
            }
            bytes[offset] = data[i];
        }
    }

    /** The content of {@code length} addresses from {@code address}, wrapping at the top, as {@link #load} takes it. */
    public byte[] slice(int address, int length) {
        int at = (address & addressMask) * wordBytes;
        byte[] out = new byte[length * wordBytes];
        for (int i = 0; i < out.length; i++) {
            out[i] = bytes[(at + i) & mask];
        }
        return out;
    }

    public void clear() {
        if (codeWriteListener != null) {
            for (int page = 0; page < codeGuards.length; page++) {
                if (codeGuards[page] != null) {
                    tellChanges(page, (byte) 0);
                }
            }
        }
        Arrays.fill(bytes, (byte) 0);
    }

    /** Tells the listener of each address of guarded {@code page} that {@code fill} changes. */
    private void tellChanges(int page, byte fill) {
        for (int offset = page * PAGE_SIZE; offset < (page + 1) * PAGE_SIZE; offset++) {
            if (bytes[offset] != fill) {
                bytes[offset] = fill;
                codeWriteListener.codeWritten(offset / wordBytes & addressMask);
            }
        }
    }
}
