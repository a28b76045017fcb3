package dev.romlab.cpu.tms9900;

import static dev.romlab.cpu.DispatchFence.caseStart;

import java.util.List;
import java.util.Optional;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.PcHook;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BlockTranslator;

/**
 * The Texas Instruments TMS9900, exact to the clock cycle as the TMS 9900 Microprocessor Data Manual (section 3.6,
 * "Instruction execution times") defines it: an instruction takes {@code T = C + W × M} clock cycles, C its cycles
 * with no wait states, M its 16-bit memory accesses (the fetch, operand words, workspace registers, operands, and
 * the read-before-write of a store where the chip does one), W the wait states of each access, taken per access
 * from {@link Memory#pageWaitStates()}.
 *
 * <p>The registers R0-R15 are the 16 words of memory at WP; PC and WP are even (the chip has no address bit 15:
 * a word access at an odd address uses the even word, a byte operand at an odd address is the low byte). All 69
 * instructions, every addressing mode ({@code Rn}, {@code *Rn}, {@code *Rn+}, {@code @addr}, {@code @addr(Rn)}),
 * the status bits L&gt; A&gt; EQ C OV OP X and the interrupt mask.
 *
 * <ul>
 * <li>CRU (LDCR, STCR, SBO, SBZ, TB) goes through {@link IoPorts}: a port number is a 12-bit CRU bit address
 *     ((R12 &gt;&gt; 1) plus the displacement or bit index, modulo 4096), {@code in} returns the bit in bit 0,
 *     {@code out} writes 0 or 1.</li>
 * <li>Interrupts: {@link #interruptRequest(int)} holds the INTREQ line at a level (1-15), {@code -1} releases it.
 *     Before each instruction a level at or below the mask is taken (22 cycles, 5 accesses: vector at 4 × level,
 *     old WP, PC and ST to the new R13, R14, R15, mask = level - 1), except right after BLWP, XOP or an interrupt
 *     context switch, whose first instruction always runs (data manual, "Interrupts").</li>
 * <li>IDLE waits for an interrupt: {@link #halted()} is true until one is taken. RSET clears the mask; CKON, CKOF
 *     and LREX only pulse the bus, which nothing here decodes. Each of the five is reported to the
 *     {@link #externalListener(ExternalListener) external listener}, the hook for a machine that decodes them.</li>
 * <li>The opcodes no TMS9900 instruction has (>0000->01FF, >0320->033F, >0780->07FF, >0C00->0FFF) stop the CPU
 *     with {@link StopReason.Trap} "illegal opcode": the data manual leaves them undefined.</li>
 * <li>DIV takes 92 cycles when it does not overflow: the data manual gives 92-124, depending on the partial
 *     quotients, without saying how; 92 is its minimum and js99er's figure (MAME guesses from the remainder).</li>
 * </ul>
 * Nothing is allocated per instruction; X does not recurse (a chain of X instructions runs in a loop).
 */
public final class Tms9900 implements Cpu {

    /** The status bits (data manual, "Status register"): bit 0 is the most significant. */
    static final int LGT = 0x8000;
    static final int AGT = 0x4000;
    static final int EQ = 0x2000;
    static final int C = 0x1000;
    static final int OV = 0x0800;
    static final int OP = 0x0400;
    static final int X = 0x0200;
    static final int MASK = 0x000F;
    /** Bits 7-11 do not exist on the TMS9900: they read 0. */
    static final int IMPLEMENTED = 0xFE0F;

    /** The flag of {@link #pages} for a page with a device on it. */
    private static final int DEVICE = Integer.MIN_VALUE;

    /** Longest chain of X executing X in one step before the CPU gives up (a real one would never return). */
    private static final int X_CHAIN_LIMIT = 1024;

    /** The five external instructions, in the order of their opcodes (>0340, >0360, >03A0, >03C0, >03E0). */
    public enum External {
        IDLE, RSET, CKON, CKOF, LREX
    }

    /** A machine's decoder of the external instructions' bus code: called after the instruction's own effect. */
    @FunctionalInterface
    public interface ExternalListener {
        void executed(External instruction, Tms9900 cpu);
    }

    final Memory memory;
    final byte[] bytes;
    private final Memory.Hook[] hooks;
    /** The memory's hooks for data writes: {@link #hooks} and the code guards of a translating engine. */
    private final Memory.Hook[] writeHooks;
    private final int[] waits;
    /**
     * Per page: its wait states, with {@link #DEVICE} set when a device hook is installed there: one array load per
     * access decides both (rebuilt whenever the memory's wait states or hooks change).
     */
    final int[] pages = new int[Memory.SIZE / Memory.PAGE_SIZE];
    /** {@link #pages} for data writes, from {@link #writeHooks}. */
    final int[] writePages = new int[Memory.SIZE / Memory.PAGE_SIZE];
    /** No page has wait states or a device: every access is a plain array access that costs no cycles. */
    private boolean plain;
    /**
     * The workspace at WP is on pages without a device or a code guard (one page, or two with the same wait states):
     * the addressing modes' register accesses read and write its bytes without the page table, each costing
     * {@link #workspaceWaits}. Kept with WP ({@link #setWp}) and with the page table.
     */
    private boolean workspaceDirect;
    private int workspaceWaits;
    private final IoPorts cru;
    private final Tms9900RegisterFile registers = new Tms9900RegisterFile(this);
    private ExternalListener externalListener = (instruction, cpu) -> { };

    int pc;
    int wp;
    int st;
    long cycles;

    int interruptLevel = -1;
    /** The instruction after a context switch runs before any interrupt. */
    boolean interruptBlocked;
    /**
     * An interrupt request, IDLE or a context switch's blocked interrupt is pending: {@link #step()} then looks at
     * them before the instruction; else it goes straight to the fetch (one test of one field per instruction).
     */
    private boolean attention;
    boolean idle;
    boolean illegal;
    /** Why {@link #illegal} stopped the CPU; set only then, so nothing is allocated per instruction. */
    private String trap = "";
    /** Where the current instruction (an X's, for the instruction it executes) starts. */
    private int instructionPc;
    /** The instruction word X hands to the next round of {@link #step()}'s loop, or -1. */
    int executeNext = -1;

    public Tms9900(Memory memory, IoPorts cru) {
        if (memory.size() != Memory.SIZE) {
            throw new IllegalArgumentException("a TMS9900 addresses 64 KiB, not " + memory.size() + " bytes");
        }
        this.memory = memory;
        this.bytes = memory.bytes;
        this.hooks = memory.pageHooks();
        this.writeHooks = memory.pageWriteHooks();
        this.waits = memory.pageWaitStates();
        this.cru = cru;
        updatePages();
        memory.onWaitStatesChanged(this::updatePages);
    }

    private void updatePages() {
        plain = true;
        for (int page = 0; page < pages.length; page++) {
            Memory.Hook hook = hooks[page];
            pages[page] = waits[page] | (hook != null && hook != Memory.PLAIN_RAM ? DEVICE : 0);
            Memory.Hook writeHook = writeHooks[page];
            writePages[page] = waits[page] | (writeHook != null && writeHook != Memory.PLAIN_RAM ? DEVICE : 0);
            plain &= pages[page] == 0 && writePages[page] == 0;
        }
        updateWorkspace();
    }

    private void updateWorkspace() {
        int first = wp >>> 8;
        int last = ((wp + 30) & 0xFFFF) >>> 8;
        workspaceWaits = pages[first];
        workspaceDirect = workspaceWaits >= 0 && pages[last] == workspaceWaits && writePages[first] >= 0
                && writePages[last] >= 0;
    }

    /** Sets the hook that sees IDLE, RSET, CKON, CKOF and LREX. */
    public void externalListener(ExternalListener listener) {
        this.externalListener = listener;
    }

    /** Holds the interrupt request at {@code level} (1-15, 1 the most urgent), or releases it with -1. */
    public void interruptRequest(int level) {
        if (level != -1 && (level < 1 || level > 15)) {
            throw new IllegalArgumentException("interrupt level 1-15 or -1: " + level);
        }
        interruptLevel = level;
        updateAttention();
    }

    private void updateAttention() {
        attention = interruptLevel >= 0 || idle || interruptBlocked;
    }

    /** The reset context switch: ST = 0, WP and PC from >0000 and >0002 (data manual, "Reset"). */
    public void reset() {
        st = 0;
        idle = false;
        illegal = false;
        contextSwitch(0);
    }

    @Override
    public int step() {
        long start = cycles;
        if (attention) {
            if (interruptOrIdle()) {
                return (int) (cycles - start);
            }
            interruptBlocked = false;
            updateAttention();
        }
        int a = pc;
        instructionPc = a;
        pc = (a + 2) & 0xFFFE;
        int fetchWaits = waitsAt(a);
        execute(word(a));
        cycles += fetchWaits;
        if (executeNext >= 0) {
            executeChain();
        }
        return (int) (cycles - start);
    }

    /**
     * {@link Cpu#stepUntil}'s loop, compiled for this class alone: C2 makes one loop of it with {@link #step()} and
     * the handlers it inlines. {@link #formatOne} and {@link #immediate} stay out of that loop, called: each is over
     * C2's FreqInlineSize of 325 bytecodes, as {@code Tms9900DispatchShapeTest} checks. With format I inlined the
     * loop was too big for C2 to keep its values in registers (the TI-99/4A copy loop 1.10 times as fast with it
     * called and each operand's page read once); LI, run 3 times a pass, was inlined in some JVMs and not in others,
     * by whether its call count had reached 100 when C2 compiled the loop (1.15 times as fast without it).
     */
    @Override
    public long stepUntil(long endCycles, PcHook[] stops) {
        long steps = 0;
        do {
            step();
            steps++;
        } while (cycles < endCycles && !idle && !illegal && (stops == null || stops[pc] == null));
        return steps;
    }

    /** Takes an interrupt the mask lets through, or idles 2 cycles; false: run the next instruction. */
    private boolean interruptOrIdle() {
        if (interruptLevel >= 0 && interruptLevel <= (st & MASK) && !interruptBlocked) {
            int level = interruptLevel;
            contextSwitch(level * 4);
            st = (st & ~MASK) | (level - 1);
            idle = false;
            cycles += 22;
            updateAttention();
            return true;
        }
        if (idle) {
            cycles += 2;
            return true;
        }
        return false;
    }

    /** The instructions X hands over, one after another (X executing X is a chain, not a recursion). */
    private void executeChain() {
        for (int chain = 0; executeNext >= 0; chain++) {
            int instruction = executeNext;
            executeNext = -1;
            if (chain == X_CHAIN_LIMIT) {
                stop("X executing X " + X_CHAIN_LIMIT + " times");
                return;
            }
            execute(instruction);
        }
    }

    /** An interrupt's (or reset's) switch through the vector at {@code vector}: its 5 accesses, no cycles. */
    private void contextSwitch(int vector) {
        switchContext(readWord(vector), vector);
    }

    /**
     * The context switch of BLWP, XOP's and an interrupt's without their vector's first read: WP = {@code newWp},
     * the old WP, PC and ST to the new R13, R14, R15 (written R15 first, as MAME's microprogram does), then PC from
     * the vector's second word. The next instruction runs before any interrupt.
     */
    private void switchContext(int newWp, int vector) {
        int oldWp = wp;
        setWp(newWp);
        writeWord(wp + 30, st);
        writeWord(wp + 28, pc);
        writeWord(wp + 26, oldWp);
        pc = readWord(vector + 2) & 0xFFFE;
        interruptBlocked = true;
        attention = true;
    }

    /**
     * One instruction word. Each case starts with {@code caseStart()}: C2 inlines this method into step() in some
     * JVMs and not in others (whichever of the two it compiles first), and inlined, without the fence, it computed
     * format I's fields, register addresses and a register's word before the jump, for every instruction, with
     * spills (the copy loop 1.2 times slower).
     */
    private void execute(int op) {
        switch (op >>> 12) {
            case 0 -> {
                caseStart();
                executeZero(op);
            }
            case 1 -> {
                caseStart();
                jumpOrCru(op);
            }
            case 2, 3 -> {
                caseStart();
                formatThree(op);
            }
            default -> {
                caseStart();
                formatOne(op);
            }
        }
    }

    // ---- memory: every access costs the wait states of its page -------------------------------------------------
    //
    // The hot paths (step's fetch, format I, the read-modify-write single-operand instructions) add an
    // instruction's cycles to the cycles field once, from a local sum of its own cycles and the waits of each access
    // (waitsAt, load, store): a field updated at every access is a chain through memory that C2 cannot keep in a
    // register, since each access's bounds check and device test is a point where the field must be up to date
    // (1.26 to 1.48 times as fast on the copy loop, CPU time). C2 is touchy here: sharing step's fetch with fetch()
    // and @addr as a method of its own, and dropping the masks of waitsAt's arguments, measured 11-13% slower.
    // On a plain memory (no page with wait states or a device: the bare TMS9900) every access skips the page table
    // altogether: the zero-wait copy loop 1.38 to 1.70 times as fast, the TI-99/4A's 0.94 to 1.02 (one more test).

    /** The wait states of an access at {@code address} (a page with a device costs its wait states too). */
    private int waitsAt(int address) {
        return plain ? 0 : pages[address >>> 8] & ~DEVICE;
    }

    /** The word at {@code a} (even), as plain memory: fetches and tools. */
    private int word(int a) {
        return wordOf(bytes, a);
    }

    /** The word at {@code a} (even) of {@code bytes}: here and in translated blocks. */
    static int wordOf(byte[] bytes, int a) {
        return (bytes[a] & 0xFF) << 8 | bytes[a + 1] & 0xFF;
    }

    /** Stores {@code value} as the word at {@code a} (even) of {@code bytes}: here and in translated blocks. */
    static void putWord(byte[] bytes, int a, int value) {
        bytes[a] = (byte) (value >>> 8);
        bytes[a + 1] = (byte) value;
    }

    /** The word at PC, which then moves on: opcodes and operand words (no device hook sees a fetch). */
    private int fetch() {
        int a = pc;
        pc = (a + 2) & 0xFFFE;
        cycles += waitsAt(a);
        return word(a);
    }

    int readWord(int address) {
        cycles += waitsAt(address & 0xFFFE);
        return load(address);
    }

    /** {@link #readWord} without its wait states, which the caller adds ({@link #waitsAt}). */
    private int load(int address) {
        int a = address & 0xFFFE;
        if (!plain && pages[a >>> 8] < 0) {
            return readDevice(hooks[a >>> 8], a);
        }
        return word(a);
    }

    /**
     * A word from a device as two byte reads, the odd byte first as the TI-99/4A's multiplexer does them (TI-99/4A
     * Console Technical Data); kept out of {@link #readWord} so that the plain path stays small enough to inline.
     */
    private int readDevice(Memory.Hook hook, int a) {
        int low = hook.read(memory, a + 1) & 0xFF;
        return (hook.read(memory, a) & 0xFF) << 8 | low;
    }

    void writeWord(int address, int value) {
        cycles += waitsAt(address & 0xFFFE);
        store(address, value);
    }

    /** {@link #writeWord} without its wait states (those of {@link #writePages} are {@link #pages}' too). */
    private void store(int address, int value) {
        int a = address & 0xFFFE;
        if (!plain && writePages[a >>> 8] < 0) {
            writeDevice(writeHooks[a >>> 8], a, value);
            return;
        }
        putWord(bytes, a, value);
    }

    /** A word to a device as two byte writes, the odd byte first. */
    private void writeDevice(Memory.Hook hook, int a, int value) {
        hook.write(memory, a + 1, value & 0xFF);
        hook.write(memory, a, (value >>> 8) & 0xFF);
    }

    /** A word as it stands, without a bus access: for tools, traces and the register file. */
    int peekWord(int address) {
        int a = address & 0xFFFE;
        return (bytes[a] & 0xFF) << 8 | bytes[a + 1] & 0xFF;
    }

    /** A tool's write of a word: through {@link Memory#write}, which a translating engine's code guard sees. */
    void pokeWord(int address, int value) {
        int a = address & 0xFFFE;
        memory.write(a, value >>> 8);
        memory.write(a + 1, value);
    }

    private int register(int n) {
        return (wp + (n << 1)) & 0xFFFF;
    }

    /** The byte of {@code word} that {@code address} names: the high byte at an even address. */
    private static int byteOf(int word, int address) {
        return (address & 1) == 0 ? word >>> 8 : word & 0xFF;
    }

    private static int withByte(int word, int address, int value) {
        return (address & 1) == 0 ? (word & 0x00FF) | value << 8 : (word & 0xFF00) | value;
    }

    // ---- operands (data manual, 3.6: the C and M each addressing mode adds) -----------------------------------------

    /**
     * The address of a general operand of mode {@code mode} (0 Rn, 1 *Rn, 2 @addr or @addr(Rn), 3 *Rn+) with its
     * cycles and accesses. *Rn+ writes the incremented register (no read-before-write) before the operand is
     * read, the data manual's sequential order, which the vectors that alias the two confirm.
     */
    private int operand(int mode, int reg, boolean byteOp) {
        int operand = addressAndCycles(mode, reg, byteOp);
        cycles += operand >>> 16;
        return operand & 0xFFFF;
    }

    /**
     * {@link #operand} without touching {@link #cycles}: the address in the low 16 bits, the mode's cycles and the
     * waits of its accesses above them.
     */
    private int addressAndCycles(int mode, int reg, boolean byteOp) {
        switch (mode) {
            case 0:
                return register(reg);
            case 1: {
                int ra = register(reg);
                if (workspaceDirect) {
                    return word(ra) | (4 + workspaceWaits) << 16;
                }
                return load(ra) | (4 + waitsAt(ra)) << 16;
            }
            case 2: {
                int pa = pc;
                pc = (pa + 2) & 0xFFFE;
                int base = word(pa);
                int c = 8 + waitsAt(pa);
                if (reg == 0) {
                    return base | c << 16;
                }
                int ra = register(reg);
                return (base + load(ra)) & 0xFFFF | (c + waitsAt(ra)) << 16;
            }
            default: {
                int ra = register(reg);
                if (workspaceDirect) {
                    int address = word(ra);
                    putWord(bytes, ra, (address + (byteOp ? 1 : 2)) & 0xFFFF);
                    return address | ((byteOp ? 6 : 8) + 2 * workspaceWaits) << 16;
                }
                int address = load(ra);
                store(ra, (address + (byteOp ? 1 : 2)) & 0xFFFF);
                return address | ((byteOp ? 6 : 8) + 2 * waitsAt(ra)) << 16;
            }
        }
    }

    // ---- status ----------------------------------------------------------------------------------------------------

    /** L&gt; A&gt; EQ of a word compared with zero. */
    private static int lae(int value) {
        return value == 0 ? EQ : (value & 0x8000) != 0 ? LGT : LGT | AGT;
    }

    /** L&gt; A&gt; EQ of a byte compared with zero, and OP for its odd parity. */
    private static int laeByte(int value) {
        return BYTE_STATUS[value & 0xFF];
    }

    /** {@link #laeByte} of each byte: one load where the tests and the parity's count took a dozen instructions. */
    private static final int[] BYTE_STATUS = new int[256];

    static {
        for (int value = 0; value < 256; value++) {
            int flags = value == 0 ? EQ : (value & 0x80) != 0 ? LGT : LGT | AGT;
            BYTE_STATUS[value] = (Integer.bitCount(value) & 1) != 0 ? flags | OP : flags;
        }
    }

    /** L&gt; A&gt; EQ of comparing {@code a} with {@code b}, both {@code sign}-bit values (C, CB, CI). */
    private static int compare(int a, int b, int sign) {
        if (a == b) {
            return EQ;
        }
        int flags = a > b ? LGT : 0;
        return ((a ^ sign) > (b ^ sign)) ? flags | AGT : flags;
    }

    private void setStatus(int changed, int flags) {
        st = (st & ~changed) | flags;
    }

    // ---- format I: two general operands --------------------------------------------------------------------------

    private void formatOne(int op) {
        boolean byteOp = (op & 0x1000) != 0;
        int ts = (op >>> 4) & 3;
        int s = op & 15;
        int td = (op >>> 10) & 3;
        int d = (op >>> 6) & 15;
        int source = addressAndCycles(ts, s, byteOp);
        int sa = source & 0xFFFF;
        // Each operand's page entry read once for its wait states and its device test: the destination's from
        // writePages, which flags a device's page too and a translated page besides (then load() and store() decide).
        int sourcePage = plain ? 0 : pages[sa >>> 8];
        int sw = sourcePage < 0 ? readDevice(hooks[sa >>> 8], sa & 0xFFFE) : word(sa & 0xFFFE);
        int destination = addressAndCycles(td, d, byteOp);
        int da = destination & 0xFFFF;
        int destinationPage = plain ? 0 : writePages[da >>> 8];
        int dw = destinationPage < 0 ? load(da) : word(da & 0xFFFE);
        int family = op >>> 13;
        // the two operands, their reads and (but for C, CB) the write of the destination
        cycles += 14 + (source >>> 16) + (sourcePage & ~DEVICE) + (destination >>> 16)
                + (family == 4 ? 1 : 2) * (destinationPage & ~DEVICE);
        if (family == 4) {
            if (byteOp) {
                int sv = byteOf(sw, sa);
                setStatus(LGT | AGT | EQ | OP, compare(sv, byteOf(dw, da), 0x80) | (laeByte(sv) & OP));
            } else {
                setStatus(LGT | AGT | EQ, compare(sw, dw, 0x8000));
            }
            return;
        }
        int result = byteOp ? byteResult(family, byteOf(sw, sa), byteOf(dw, da)) : wordResult(family, sw, dw);
        int value = byteOp ? withByte(dw, da, result) : result;
        if (destinationPage < 0) {
            store(da, value);
        } else {
            putWord(bytes, da & 0xFFFE, value);
        }
    }

    private int wordResult(int family, int src, int dst) {
        int result;
        switch (family) {
            case 2 -> result = dst & ~src;
            case 3 -> {
                result = (dst - src) & 0xFFFF;
                setStatus(C | OV, (dst >= src ? C : 0) | (((src ^ dst) & (dst ^ result) & 0x8000) != 0 ? OV : 0));
            }
            case 5 -> {
                int sum = dst + src;
                result = sum & 0xFFFF;
                setStatus(C | OV, (sum > 0xFFFF ? C : 0) | (((result ^ src) & (result ^ dst) & 0x8000) != 0 ? OV : 0));
            }
            case 6 -> result = src;
            default -> result = dst | src;
        }
        setStatus(LGT | AGT | EQ, lae(result));
        return result;
    }

    private int byteResult(int family, int src, int dst) {
        int result;
        switch (family) {
            case 2 -> result = dst & ~src & 0xFF;
            case 3 -> {
                result = (dst - src) & 0xFF;
                setStatus(C | OV, (dst >= src ? C : 0) | (((src ^ dst) & (dst ^ result) & 0x80) != 0 ? OV : 0));
            }
            case 5 -> {
                int sum = dst + src;
                result = sum & 0xFF;
                setStatus(C | OV, (sum > 0xFF ? C : 0) | (((result ^ src) & (result ^ dst) & 0x80) != 0 ? OV : 0));
            }
            case 6 -> result = src;
            default -> result = dst | src;
        }
        setStatus(LGT | AGT | EQ | OP, laeByte(result));
        return result;
    }

    // ---- format III: COC CZC XOR XOP LDCR STCR MPY DIV -------------------------------------------------------------

    private void formatThree(int op) {
        int ts = (op >>> 4) & 3;
        int s = op & 15;
        int d = (op >>> 6) & 15;
        switch ((op >>> 10) & 7) {
            case 0, 1, 2 -> logicWithRegister(op, ts, s, d);
            case 3 -> xop(ts, s, d);
            case 4 -> ldcr(ts, s, d == 0 ? 16 : d);
            case 5 -> stcr(ts, s, d == 0 ? 16 : d);
            case 6 -> multiply(ts, s, d);
            default -> divide(ts, s, d);
        }
    }

    /** COC, CZC (14 cycles, 3 accesses) and XOR (14, 4). */
    private void logicWithRegister(int op, int ts, int s, int d) {
        int sa = operand(ts, s, false);
        int src = readWord(sa);
        int da = register(d);
        int dst = readWord(da);
        cycles += 14;
        switch ((op >>> 10) & 3) {
            case 0 -> setStatus(EQ, (src & dst) == src ? EQ : 0);
            case 1 -> setStatus(EQ, (src & dst) == 0 ? EQ : 0);
            default -> {
                int result = src ^ dst;
                writeWord(da, result);
                setStatus(LGT | AGT | EQ, lae(result));
            }
        }
    }

    /** XOP: a BLWP through the vector at >0040 + 4n, the operand's address in the new R11, X set. 36 cycles, 8. */
    private void xop(int ts, int s, int n) {
        int sa = operand(ts, s, false);
        readWord(sa);
        int vector = 0x40 + (n << 2);
        int newWp = readWord(vector) & 0xFFFE;
        writeWord(newWp + 22, sa);
        switchContext(newWp, vector);
        st |= X;
        cycles += 36;
    }

    /** LDCR: {@code count} bits from the operand, least significant first; 1-8 bits is a byte operation. */
    private void ldcr(int ts, int s, int count) {
        boolean byteOp = count <= 8;
        int sa = operand(ts, s, byteOp);
        int word = readWord(sa);
        int value = byteOp ? byteOf(word, sa) : word;
        int base = cruBase();
        for (int bit = 0; bit < count; bit++) {
            cru.out((base + bit) & 0xFFF, (value >>> bit) & 1);
        }
        setStatus(LGT | AGT | EQ | (byteOp ? OP : 0), byteOp ? laeByte(value) : lae(value));
        cycles += 20 + 2 * count;
    }

    /** STCR: {@code count} bits into the operand, the first in its least significant bit. */
    private void stcr(int ts, int s, int count) {
        boolean byteOp = count <= 8;
        int sa = operand(ts, s, byteOp);
        int word = readWord(sa);
        int base = cruBase();
        int value = 0;
        for (int bit = 0; bit < count; bit++) {
            value |= (cru.in((base + bit) & 0xFFF) & 1) << bit;
        }
        writeWord(sa, byteOp ? withByte(word, sa, value) : value);
        setStatus(LGT | AGT | EQ | (byteOp ? OP : 0), byteOp ? laeByte(value) : lae(value));
        cycles += count < 8 ? 42 : count == 8 ? 44 : count < 16 ? 58 : 60;
    }

    /** The CRU base of R12: bits 3-14, one read of R12. */
    private int cruBase() {
        return readWord(register(12)) >>> 1;
    }

    /** MPY: unsigned 16 × 16 into the register pair. 52 cycles, 5 accesses. */
    private void multiply(int ts, int s, int d) {
        int sa = operand(ts, s, false);
        int src = readWord(sa);
        int ra = register(d);
        long product = (long) src * readWord(ra);
        writeWord(ra, (int) (product >>> 16));
        writeWord(ra + 2, (int) product & 0xFFFF);
        cycles += 52;
    }

    /** DIV: the register pair over the operand; OV, and nothing else changed, when the quotient needs 17 bits. */
    private void divide(int ts, int s, int d) {
        int sa = operand(ts, s, false);
        int divisor = readWord(sa);
        int ra = register(d);
        int high = readWord(ra);
        if (divisor <= high) {
            st |= OV;
            cycles += 16;
            return;
        }
        long dividend = (long) high << 16 | readWord(ra + 2);
        writeWord(ra, (int) (dividend / divisor));
        writeWord(ra + 2, (int) (dividend % divisor));
        st &= ~OV;
        cycles += 92;
    }

    // ---- format II: jumps and the single-bit CRU instructions ------------------------------------------------------

    private void jumpOrCru(int op) {
        int code = (op >>> 8) & 15;
        if (code >= 0xD) {
            int bit = (cruBase() + (byte) op) & 0xFFF;
            switch (code) {
                case 0xD -> cru.out(bit, 1);
                case 0xE -> cru.out(bit, 0);
                default -> setStatus(EQ, (cru.in(bit) & 1) != 0 ? EQ : 0);
            }
            cycles += 12;
            return;
        }
        if (jumpTaken(code)) {
            pc = (pc + ((byte) op << 1)) & 0xFFFE;
            cycles += 10;
        } else {
            cycles += 8;
        }
    }

    /** The conditions of the data manual's jump instructions, JH (L&gt; and not EQ) and JLE as it writes them. */
    private boolean jumpTaken(int code) {
        int s = st;
        return switch (code) {
            case 0x0 -> true;                                      // JMP
            case 0x1 -> (s & (AGT | EQ)) == 0;                     // JLT
            case 0x2 -> (s & LGT) == 0 || (s & EQ) != 0;           // JLE
            case 0x3 -> (s & EQ) != 0;                             // JEQ
            case 0x4 -> (s & (LGT | EQ)) != 0;                     // JHE
            case 0x5 -> (s & AGT) != 0;                            // JGT
            case 0x6 -> (s & EQ) == 0;                             // JNE
            case 0x7 -> (s & C) == 0;                              // JNC
            case 0x8 -> (s & C) != 0;                              // JOC
            case 0x9 -> (s & OV) == 0;                             // JNO
            case 0xA -> (s & (LGT | EQ)) == 0;                     // JL
            case 0xB -> (s & LGT) != 0 && (s & EQ) == 0;           // JH
            default -> (s & OP) != 0;                              // JOP
        };
    }

    // ---- opcodes >0000->0FFF: immediates, control, single operand, shifts ------------------------------------------

    private void executeZero(int op) {
        switch (op >>> 8) {
            case 0x2 -> immediate(op);
            case 0x3 -> control(op);
            case 0x4, 0x5, 0x6, 0x7 -> singleOperand(op);
            case 0x8, 0x9, 0xA, 0xB -> shift(op);
            default -> illegal(op);
        }
    }

    /** An opcode the TMS9900 does not define: the pc stays on it and the CPU stops ({@link #haltReason()}). */
    private void illegal(int op) {
        stop(String.format("illegal opcode >%04X", op));
        cycles += 6;
    }

    private void stop(String why) {
        pc = instructionPc;
        illegal = true;
        trap = why;
    }

    private void immediate(int op) {
        int ra = register(op & 15);
        switch ((op >>> 5) & 7) {
            case 0 -> {                                            // LI: 12 cycles, 3 accesses
                int value = fetch();
                writeWord(ra, value);
                setStatus(LGT | AGT | EQ, lae(value));
                cycles += 12;
            }
            case 1 -> {                                            // AI: 14, 4
                int value = fetch();
                int dst = readWord(ra);
                int sum = dst + value;
                int result = sum & 0xFFFF;
                writeWord(ra, result);
                setStatus(LGT | AGT | EQ | C | OV, lae(result) | (sum > 0xFFFF ? C : 0)
                        | (((result ^ value) & (result ^ dst) & 0x8000) != 0 ? OV : 0));
                cycles += 14;
            }
            case 2, 3 -> {                                         // ANDI, ORI: 14, 4
                int value = fetch();
                int dst = readWord(ra);
                int result = (op & 0x20) == 0 ? dst & value : dst | value;
                writeWord(ra, result);
                setStatus(LGT | AGT | EQ, lae(result));
                cycles += 14;
            }
            case 4 -> {                                            // CI: 14, 3
                int value = fetch();
                setStatus(LGT | AGT | EQ, compare(readWord(ra), value, 0x8000));
                cycles += 14;
            }
            case 5 -> {                                            // STWP: 8, 2
                writeWord(ra, wp);
                cycles += 8;
            }
            case 6 -> {                                            // STST: 8, 2
                writeWord(ra, st);
                cycles += 8;
            }
            default -> {                                           // LWPI: 10, 2
                setWp(fetch());
                cycles += 10;
            }
        }
    }

    private void control(int op) {
        switch ((op >>> 5) & 7) {
            case 0 -> {                                            // LIMI: 16, 2
                st = (st & ~MASK) | (fetch() & MASK);
                cycles += 16;
            }
            case 1 -> illegal(op);                                   // >0320: LMF on the 99000s
            case 2 -> external(External.IDLE);
            case 3 -> external(External.RSET);
            case 4 -> {                                            // RTWP: 14, 4
                int r13 = register(13);
                st = readWord(register(15)) & IMPLEMENTED;
                pc = readWord(register(14)) & 0xFFFE;
                setWp(readWord(r13));
                cycles += 14;
            }
            case 5 -> external(External.CKON);
            case 6 -> external(External.CKOF);
            default -> external(External.LREX);
        }
    }

    /** IDLE, RSET, CKON, CKOF, LREX: 12 cycles, 1 access. */
    private void external(External instruction) {
        if (instruction == External.IDLE) {
            idle = true;
            attention = true;
        } else if (instruction == External.RSET) {
            st &= ~MASK;
        }
        cycles += 12;
        externalListener.executed(instruction, this);
    }

    private void singleOperand(int op) {
        int kind = (op >>> 6) & 15;
        if (kind >= 14) {
            illegal(op);                                           // >0780->07FF
            return;
        }
        int ts = (op >>> 4) & 3;
        int s = op & 15;
        int sa = operand(ts, s, false);
        if (ts == 0 && workspaceDirect && kind >= 3 && kind != 10 && kind != 13) { // CLR..SETO on a register
            int value = word(sa);
            putWord(bytes, sa, modified(kind, value));
            cycles += modifyCycles(kind) + 2 * workspaceWaits;
            return;
        }
        int value = readWord(sa);
        switch (kind) {
            case 0 -> blwp(sa, value);
            case 1 -> {                                            // B: 8, 2
                pc = sa & 0xFFFE;
                cycles += 8;
            }
            case 2 -> {                                            // X: 8, 2, then the instruction less 4 and 1
                executeNext = value;
                cycles += 4;
            }
            case 10 -> {                                           // BL: 12, 3
                writeWord(register(11), pc);
                pc = sa & 0xFFFE;
                cycles += 12;
            }
            case 13 -> abs(sa, value);
            default -> modify(kind, sa, value);
        }
    }

    /** BLWP: WP and PC from the two words at the operand, the old WP, PC, ST in R13-R15. 26 cycles, 6. */
    private void blwp(int sa, int newWp) {
        switchContext(newWp, sa);
        cycles += 26;
    }

    /** ABS: status from the operand as read; stored only when negative (12 cycles 2 accesses, else 14 and 3). */
    private void abs(int sa, int value) {
        setStatus(LGT | AGT | EQ | C | OV, lae(value) | (value == 0x8000 ? OV : 0));
        if ((value & 0x8000) != 0) {
            writeWord(sa, -value & 0xFFFF);
            cycles += 14;
        } else {
            cycles += 12;
        }
    }

    /** CLR NEG INV INC INCT DEC DECT SWPB SETO: read, change, write. 10 cycles (NEG 12), 3 accesses. */
    private void modify(int kind, int sa, int value) {
        store(sa, modified(kind, value));
        cycles += modifyCycles(kind) + waitsAt(sa & 0xFFFE);
    }

    /** What CLR NEG INV INC INCT DEC DECT SWPB SETO ({@code kind}) make of {@code value}, with their status. */
    int modified(int kind, int value) {
        switch (kind) {
            case 3 -> {                                            // CLR
                return 0;
            }
            case 4 -> {                                            // NEG
                int result = -value & 0xFFFF;
                setStatus(LGT | AGT | EQ | C | OV, lae(result) | (result == 0 ? C : 0)
                        | (result == 0x8000 ? OV : 0));
                return result;
            }
            case 5 -> {                                            // INV
                int result = ~value & 0xFFFF;
                setStatus(LGT | AGT | EQ, lae(result));
                return result;
            }
            case 6 -> {                                            // INC
                return add(value, 1);
            }
            case 7 -> {                                            // INCT
                return add(value, 2);
            }
            case 8 -> {                                            // DEC
                return add(value, 0xFFFF);
            }
            case 9 -> {                                            // DECT
                return add(value, 0xFFFE);
            }
            case 11 -> {                                           // SWPB
                return (value >>> 8) | (value & 0xFF) << 8;
            }
            default -> {                                           // SETO
                return 0xFFFF;
            }
        }
    }

    /** The constant cycles of {@link #modify}'s {@code kind}: NEG 12, the others 10. */
    static int modifyCycles(int kind) {
        return kind == 4 ? 12 : 10;
    }

    /** INC, INCT, DEC, DECT as the adder does them: C is the carry out, OV the signed overflow. */
    private int add(int value, int addend) {
        int sum = value + addend;
        int result = sum & 0xFFFF;
        setStatus(LGT | AGT | EQ | C | OV, lae(result) | (sum > 0xFFFF ? C : 0)
                | (((result ^ value) & (result ^ addend) & 0x8000) != 0 ? OV : 0));
        return result;
    }

    /** SRA SRL SLA SRC: 12 + 2n cycles, 3 accesses; a count of 0 takes R0's low 4 bits (0 = 16): 20 + 2n, 4. */
    private void shift(int op) {
        int ra = register(op & 15);
        int count = (op >>> 4) & 15;
        int value = readWord(ra);
        if (count == 0) {
            count = readWord(wp) & 15;
            if (count == 0) {
                count = 16;
            }
            cycles += 8;
        }
        int result;
        int carry;
        int changed = LGT | AGT | EQ | C;
        int overflow = 0;
        switch ((op >>> 8) & 3) {
            case 0 -> {                                            // SRA
                int extended = (short) value;
                carry = (extended >> (count - 1)) & 1;
                result = (extended >> count) & 0xFFFF;
            }
            case 1 -> {                                            // SRL
                carry = (value >>> (count - 1)) & 1;
                result = (value >>> count) & 0xFFFF;
            }
            case 2 -> {                                            // SLA: OV if the sign changes at any step
                carry = (value >>> (16 - count)) & 1;
                result = (value << count) & 0xFFFF;
                overflow = signChanges(value, count) ? OV : 0;
                changed |= OV;
            }
            default -> {                                           // SRC
                int rotated = (value >>> count | value << (16 - count)) & 0xFFFF;
                carry = rotated >>> 15;
                result = rotated;
            }
        }
        writeWord(ra, result);
        setStatus(changed, lae(result) | (carry != 0 ? C : 0) | overflow);
        cycles += 12 + 2 * count;
    }

    /** Whether the sign of {@code value} changes during a left shift by {@code count}: its top count + 1 bits differ. */
    private static boolean signChanges(int value, int count) {
        if (count == 16) {
            return value != 0;                                     // the last sign is the 0 shifted in
        }
        int top = (0xFFFF << (15 - count)) & 0xFFFF;
        int bits = value & top;
        return bits != 0 && bits != top;
    }

    // ---- Cpu ------------------------------------------------------------------------------------------------------

    @Override
    public long cycles() {
        return cycles;
    }

    @Override
    public int pc() {
        return pc;
    }

    @Override
    public void setPc(int address) {
        pc = address & 0xFFFE;
        illegal = false;
    }

    public int wp() {
        return wp;
    }

    public int st() {
        return st;
    }

    /**
     * A routine entered by BL returns with B *R11 to R11, the workspace unchanged; one entered by BLWP returns with
     * RTWP to R14, the workspace back at R13 (data manual, BL, BLWP and RTWP). Which of the two the running routine
     * was is not recorded, so both are given: the first reached is the return.
     */
    @Override
    public List<ReturnLink> returnLinks() {
        return List.of(new ReturnLink(peekWord(register(11)), "WP", wp),
                new ReturnLink(peekWord(register(14)), "WP", peekWord(register(13))));
    }

    /** R10, the stack pointer of the usual TI-99/4A convention (Cpu's javadoc). */
    @Override
    public int stackPointer() {
        return peekWord(register(10));
    }

    @Override
    public boolean halted() {
        return idle || illegal;
    }

    @Override
    public StopReason haltReason() {
        if (illegal) {
            return new StopReason.Trap(pc, trap);
        }
        return new StopReason.Halted((pc - 2) & 0xFFFF, "idle"); // the IDLE word, which the pc has moved past
    }

    @Override
    public String programEnd() {
        return "IDLE";
    }

    @Override
    public CycleUnit cycleUnit() {
        return CycleUnit.CLOCK_CYCLES;
    }

    @Override
    public RegisterFile registers() {
        return registers;
    }

    @Override
    public Optional<BlockTranslator> blockTranslator() {
        return Optional.of(new Tms9900Translator(this));
    }

    /** BL's convention: the return address in R11, then the routine (which returns with B *R11). */
    @Override
    public void enterCall(int entry, int returnAddress) {
        pokeWord(register(11), returnAddress);
        setPc(entry);
    }

    /**
     * BLWP's convention, as a {@code BLWP @vector} whose next instruction is at {@code returnAddress} leaves the
     * CPU: WP and PC from the vector's two words, the caller's WP, {@code returnAddress} and ST in the new R13, R14,
     * R15, so that the routine's RTWP comes back there. Like {@link #enterCall}'s BL, the BLWP's own cycles are not
     * counted.
     */
    public void enterBlwp(int vector, int returnAddress) {
        long before = cycles;
        pc = returnAddress & 0xFFFE;
        contextSwitch(vector);
        cycles = before;
    }

    void setWp(int value) {
        wp = value & 0xFFFE;
        updateWorkspace();
    }

    void setSt(int value) {
        st = value & IMPLEMENTED;
    }

    // ---------------------------------------------------------------- state, for reverse execution

    /** PC, WP, ST (the registers are in memory), the interrupt and halt state, the X chain and the clock. */
    record State(int pc, int wp, int st, long cycles, int interruptLevel, boolean interruptBlocked, boolean idle,
            boolean illegal, String trap, int instructionPc, int executeNext) implements CpuState {
    }

    @Override
    public CpuState saveState() {
        return new State(pc, wp, st, cycles, interruptLevel, interruptBlocked, idle, illegal, trap, instructionPc,
                executeNext);
    }

    @Override
    public void restoreState(CpuState state) {
        State s = (State) state;
        pc = s.pc;
        setWp(s.wp);
        st = s.st;
        cycles = s.cycles;
        interruptLevel = s.interruptLevel;
        interruptBlocked = s.interruptBlocked;
        idle = s.idle;
        illegal = s.illegal;
        trap = s.trap;
        instructionPc = s.instructionPc;
        executeNext = s.executeNext;
        updateAttention();
    }
}
