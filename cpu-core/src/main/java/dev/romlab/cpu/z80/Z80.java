package dev.romlab.cpu.z80;

import static dev.romlab.cpu.DispatchFence.caseStart;
import static dev.romlab.cpu.z80.Z80Flags.C;
import static dev.romlab.cpu.z80.Z80Flags.DEC;
import static dev.romlab.cpu.z80.Z80Flags.H;
import static dev.romlab.cpu.z80.Z80Flags.INC;
import static dev.romlab.cpu.z80.Z80Flags.N;
import static dev.romlab.cpu.z80.Z80Flags.PV;
import static dev.romlab.cpu.z80.Z80Flags.S;
import static dev.romlab.cpu.z80.Z80Flags.SZ;
import static dev.romlab.cpu.z80.Z80Flags.SZP;
import static dev.romlab.cpu.z80.Z80Flags.X;
import static dev.romlab.cpu.z80.Z80Flags.Y;
import static dev.romlab.cpu.z80.Z80Flags.YX;
import static dev.romlab.cpu.z80.Z80Flags.Z;

import java.util.Optional;

import dev.romlab.asm.z80.Z80StepLengths;
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
 * An NMOS Zilog Z80, exact to the T-state, with every documented and undocumented instruction.
 *
 * <h2>Use</h2>
 * <pre>{@code
 * Memory memory = new Memory();
 * memory.load(0x8000, program);
 * Z80 z80 = new Z80(memory, IoPorts.NONE);     // power-up state, see reset()
 * z80.setPc(0x8000);
 * int tStates = z80.step();                     // one instruction, or one interrupt acceptance
 * new Runner(z80).call(0x8000, 0x0000);         // or run a subroutine to its return
 * }</pre>
 *
 * <h2>What is modelled</h2>
 * <ul>
 * <li>All opcodes of the CB, ED, DD, FD, DDCB and FDCB pages, undocumented ones included (IXH/IXL, SLL,
 * the DDCB register-copy forms, {@code IN F,(C)}, {@code OUT (C),0}, mirrored NEG/RETN/IM, and the ED holes,
 * which are 8 T-state no-ops). A DD/FD prefix in front of an opcode that does not use HL costs 4 T-states
 * and one R increment; in front of another prefix (DD, FD, ED) it is a step of its own, after which no
 * interrupt is accepted.</li>
 * <li>Flags including the undocumented Y (bit 5) and X (bit 3) copies, MEMPTR (register {@code WZ}, which
 * shows through {@code BIT n,(HL)}), Q (the flags the last instruction wrote, which SCF and CCF fold into
 * Y and X), and the block instructions' flags while they repeat. Sources: Sean Young, "The Undocumented
 * Z80 Documented" v0.91; boo_boo and Vladimir Kladov, "memptr_eng.txt"; David Banks' 2018 measurements of
 * interrupted block instructions (the SingleStepTests z80 v1 vectors encode all of them).</li>
 * <li>R: the low seven bits count M1 cycles, bit 7 keeps what {@code LD R,A} wrote.</li>
 * <li>HALT follows the SingleStepTests convention: after it the pc is the HALT address + 1 and
 * {@link #halted()} is true; each further step is a 4 T-state internal no-op (R counts on) until an
 * interrupt returns to the pc after the HALT.</li>
 * <li>Interrupts: {@link #nmi()} requests one NMI (edge); {@link #setInt(boolean)} is the level of /INT,
 * and {@link #setIntData(int)} what the device puts on the data bus when acknowledging it. A step that
 * accepts one returns its T-states: NMI 11, IM 0 13 with an RST on the bus (any other single-byte opcode:
 * its own T-states + 2), IM 1 13, IM 2 19, the same when halted (Zilog UM0080, "Interrupt Response";
 * FUSE z80.c agrees). No maskable interrupt is accepted right after EI, and none at all right after a lone
 * prefix. An interrupt accepted right after {@code LD A,I} or {@code LD A,R} clears P/V (the NMOS erratum,
 * Zilog "Z80 Family CPU User Manual", p. 9; MAME applies it to both INT and NMI, so do we).</li>
 * <li>I/O goes through {@link IoPorts} with the full 16-bit port address. Data reads and writes go
 * through {@link Memory.Hook memory-mapped I/O hooks} when a page has one; instruction fetches read
 * {@link Memory#bytes} directly.</li>
 * <li>Memory wait states ({@link Memory#waitStates(int, int, int)}, per 256-byte page): every memory access
 * of a step, each opcode and operand byte fetched (prefixes, displacements and immediates included), each
 * data byte read or written (stack, block transfers, the read and the write of a read-modify-write, an IM 2
 * vector), adds its page's wait states to the T-states {@link #step()} returns and {@link #cycles()} counts.
 * A 16-bit operand is two accesses, each charged at its own page. Not modelled: I/O port wait states, the
 * refresh cycle, and where within its M-cycle a wait falls (only the total matters here). A halted step is
 * one M1 fetch at the pc; an interrupt acceptance pays for its stack writes and IM 2 vector read only.</li>
 * </ul>
 *
 * <h2>Speed</h2>
 * Registers are int fields, flags come from {@link Z80Flags}' tables, dispatch is a {@code switch} per opcode
 * page (the base page split at C0 so that both halves are one call from {@link #step()}; the CB page one case
 * per register form), each method stays well under HotSpot's 8,000-byte compile limit, every case of the base
 * page starts with {@link dev.romlab.cpu.DispatchFence#caseStart()} so that C2 does not compute what the cases share
 * before the jump, and nothing is allocated per instruction. On an LFSR/CRC-16 loop this runs at about 1,400 emulated MHz (T-states
 * per second of thread CPU time, JDK 17, 2-core VM shared with other builds, after warm-up); the memory-hook test on data accesses costs
 * less than the run-to-run noise (about 1%). Wait states cost nothing while no page has any: the memory tells
 * the Z80 when its wait-state table changes ({@link Memory#onWaitStatesChanged(Runnable)}), so the one test
 * per step that looks for an interrupt request also chooses the step that counts wait states, and data
 * accesses find them on the hook path that plain pages never take.
 */
public final class Z80 implements Cpu {

    /** {@link #after} bit: the last step was EI, so a maskable interrupt waits one more instruction. */
    static final int AFTER_EI = 1;
    /** {@link #after} bit: the last step was LD A,I or LD A,R (SingleStepTests' "p"). */
    static final int AFTER_LD_A_IR = 2;
    /** {@link #after} bit: the last step was a lone DD/FD prefix, so no interrupt may cut in. */
    private static final int AFTER_PREFIX = 4;

    private static final int NMI_ADDRESS = 0x66;
    /** The mode ED 46/4E/56/5E set (and their mirrors at 66-7E); 4E acts as IM 0 (Young, ED table). */
    private static final int[] INTERRUPT_MODE_OF_CODE = {0, 0, 1, 2};
    private static final int IM1_ADDRESS = 0x38;

    final Memory memory;
    private final byte[] mem;
    private final Memory.Hook[] hooks;
    /** The page hooks data writes see: with the code guards of a translating engine. */
    private final Memory.Hook[] writeHooks;
    private final int[] pageWaitStates;
    private final IoPorts ports;
    private final Z80RegisterFile registerFile;

    // The register file: 8-bit registers as separate ints (0..255), pairs and 16-bit registers as ints
    // (0..65535). Package-private for Z80RegisterFile.
    int a;
    int f;
    int b;
    int c;
    int d;
    int e;
    int h;
    int l;
    int af2;
    int bc2;
    int de2;
    int hl2;
    int ix;
    int iy;
    int sp;
    int pc;
    int wz;
    int i;
    /** Bit 7 of R, as LD R,A last set it. */
    int r7;
    /** Counts M1 cycles; its low seven bits are those of R. */
    int rCount;
    boolean iff1;
    boolean iff2;
    int im;
    boolean halted;
    /**
     * The flags an instruction last wrote. Q (SingleStepTests' q: these flags if the last instruction wrote them,
     * else 0) is {@link #q()}: a step does not clear it, an instruction that writes the flags records when.
     */
    int q;
    /**
     * {@link #rCount} when {@link #q} was written: it is still Q while no M1 cycle has passed since, and was the
     * previous instruction's Q, which SCF and CCF read, one M1 cycle later. Marking the time where flags are
     * written rather than clearing q before every instruction takes a load and two stores out of every step: the
     * rollDie loop runs 1.04 times as fast. (The count is an int: a q left 2^32 M1 cycles without a flag write
     * would pass for Q again.)
     */
    int qAt;
    /** Bits AFTER_*: what the last step leaves for interrupt acceptance and for SingleStepTests' ei/p. */
    int after;
    /** The index register a DD or FD prefix selected, while its instruction executes. */
    private int xy;

    private long cycles;
    private boolean nmiPending;
    private boolean intLine;
    private int intData = 0xFF;
    /**
     * nmiPending or intLine, the memory has wait states, the CPU is halted, or {@link #after} is set (by the last
     * instruction, for the next step's interrupt check): one test per step while no device is asking for anything,
     * no page has wait states and nothing is left from the last instruction. The fast step neither clears
     * {@link #after} nor looks at {@link #halted}: whatever sets either sets this too.
     */
    boolean slowStepNeeded;
    /** The wait states of this step's data accesses, added up on the hook path (see stepWithInterruptOrWaitStates). */
    private int dataWaitStates;

    public Z80(Memory memory, IoPorts ports) {
        if (memory.size() != Memory.SIZE) {
            throw new IllegalArgumentException("a Z80 addresses 64 KiB, not " + memory.size() + " bytes");
        }
        this.memory = memory;
        this.mem = memory.bytes;
        this.hooks = memory.pageHooks();
        this.writeHooks = memory.pageWriteHooks();
        this.pageWaitStates = memory.pageWaitStates();
        this.ports = ports;
        this.registerFile = new Z80RegisterFile(this);
        memory.onWaitStatesChanged(this::updateSlowStepNeeded);
        reset();
    }

    /**
     * The power-up state (Young, section 2.4): PC = 0, IFF1 = IFF2 = 0, IM 0, I = R = 0, AF = SP = FFFF,
     * not halted, no interrupt pending. The other registers keep their values.
     */
    public void reset() {
        pc = 0;
        iff1 = false;
        iff2 = false;
        im = 0;
        i = 0;
        r7 = 0;
        rCount = 0;
        setAF(0xFFFF);
        sp = 0xFFFF;
        wz = 0;
        setQ(0);
        after = 0;
        halted = false;
        nmiPending = false;
        updateSlowStepNeeded();
    }

    // ---------------------------------------------------------------- Cpu

    @Override
    public int step() {
        int t = slowStepNeeded ? stepWithInterruptOrWaitStates() : executeNext();
        cycles += t;
        return t;
    }

    /**
     * A step that may accept an interrupt, and adds the wait states of its memory accesses when the memory has
     * any. Data accesses to a wait-state page take the hook path (the page has {@link Memory#PLAIN_RAM} or a
     * device), which adds them to {@link #dataWaitStates}; the fetches are counted from the instruction's
     * length, decoded before it runs. An interrupt acceptance fetches nothing from memory (IM 0 takes its
     * opcode from the data bus) and pays for its stack writes and its IM 2 vector read; a halted step pays for
     * one M1 fetch at the pc.
     */
    private int stepWithInterruptOrWaitStates() {
        dataWaitStates = 0;
        if (nmiPending || intLine) {
            int accepted = acceptInterrupt();
            if (accepted != 0) {
                updateSlowStepNeeded(); // the acceptance left HALT and cleared after
                return accepted + dataWaitStates;
            }
        }
        if (after != 0) {
            after = 0; // what the last instruction left for this step's check; this one may set it again
            updateSlowStepNeeded();
        }
        if (halted) {
            rCount++;
            return 4 + (memory.hasWaitStates() ? pageWaitStates[pc >>> 8] : 0);
        }
        if (!memory.hasWaitStates()) {
            return executeNext();
        }
        int fetchWaitStates = instructionFetchWaitStates();
        return executeNext() + fetchWaitStates + dataWaitStates;
    }

    /** The wait states of fetching the instruction at the pc: one access per byte, each at its own page. */
    private int instructionFetchWaitStates() {
        int length = Z80StepLengths.of(mem, pc);
        int waitStates = 0;
        for (int k = 0; k < length; k++) {
            waitStates += pageWaitStates[((pc + k) & 0xFFFF) >>> 8];
        }
        return waitStates;
    }

    /**
     * Steps as {@link Cpu#stepUntil} says, with the instructions of 00-BF run in {@link #executeLow}'s loop: the same
     * steps as {@link #step()}'s, one call for a run of them rather than one each.
     */
    @Override
    public long stepUntil(long endCycles, PcHook[] stops) {
        long steps = 0;
        do {
            if (slowStepNeeded) {
                step();
                steps++;
            } else {
                int m1 = ++rCount;
                int op = mem[pc] & 0xFF;
                int next = (pc + 1) & 0xFFFF;
                if (op < 0xC0) {
                    int last = executeLow(op, next, endCycles, stops); // counts the others into cycles itself
                    cycles += last;
                    steps += rCount - m1 + 1; // one M1 cycle each
                } else {
                    int t = executeBaseHigh(op, next); // before cycles is read, as in step()
                    cycles += t;
                    steps++;
                }
            }
        } while (cycles < endCycles && !halted && (stops == null || stops[pc] == null));
        return steps;
    }

    /** The instruction at the pc (not halted, {@link #after} clear: see {@link #slowStepNeeded}). */
    private int executeNext() {
        rCount++;
        return executeBase(mem[pc] & 0xFF, (pc + 1) & 0xFFFF);
    }

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
        pc = address & 0xFFFF;
    }

    @Override
    public int stackPointer() {
        return sp;
    }

    @Override
    public boolean halted() {
        return halted;
    }

    /** Halted at the HALT instruction: the pc has moved past it (an interrupt returns after it). */
    @Override
    public StopReason haltReason() {
        return new StopReason.Halted((pc - 1) & 0xFFFF);
    }

    @Override
    public CycleUnit cycleUnit() {
        return CycleUnit.T_STATES;
    }

    @Override
    public RegisterFile registers() {
        return registerFile;
    }

    @Override
    public Optional<BlockTranslator> blockTranslator() {
        return Optional.of(new Z80Translator(this));
    }

    /**
     * Pushes {@code returnAddress} and jumps to {@code entry}, as CALL would, but takes no T-states: the
     * cycles of a call made this way are those of the routine alone. Leaves the halt state; sets MEMPTR to
     * the entry as CALL does.
     */
    @Override
    public void enterCall(int entry, int returnAddress) {
        push(returnAddress & 0xFFFF);
        pc = entry & 0xFFFF;
        wz = pc;
        halted = false;
        updateSlowStepNeeded();
    }

    // ---------------------------------------------------------------- interrupts

    /** Requests one non-maskable interrupt (the /NMI line's falling edge). */
    public void nmi() {
        nmiPending = true;
        updateSlowStepNeeded();
    }

    /** Sets the level of the /INT line: {@code true} while a device asks for a maskable interrupt. */
    public void setInt(boolean asserted) {
        intLine = asserted;
        updateSlowStepNeeded();
    }

    /** The byte a device puts on the data bus when the CPU acknowledges /INT (IM 0 opcode, IM 2 vector). */
    public void setIntData(int value) {
        intData = value & 0xFF;
    }

    void updateSlowStepNeeded() {
        slowStepNeeded = nmiPending || intLine || memory.hasWaitStates() || halted || after != 0;
    }

    /** Sets {@link #after}'s {@code bit} for the next step's interrupt check, which the slow step makes. */
    private void afterThis(int bit) {
        after |= bit;
        slowStepNeeded = true;
    }

    /** Accepts a pending interrupt if the CPU can, returning its T-states, or 0 when none is accepted. */
    private int acceptInterrupt() {
        if ((after & AFTER_PREFIX) != 0) {
            return 0;
        }
        if (nmiPending) {
            nmiPending = false;
            updateSlowStepNeeded();
            beginAcceptance();
            iff1 = false;
            push(pc);
            pc = NMI_ADDRESS;
            wz = pc;
            return 11;
        }
        if (!intLine || !iff1 || (after & AFTER_EI) != 0) {
            return 0;
        }
        beginAcceptance();
        iff1 = false;
        iff2 = false;
        switch (im) {
            case 2: {
                push(pc);
                pc = read16((i << 8) | intData);
                wz = pc;
                return 19;
            }
            case 1:
                push(pc);
                pc = IM1_ADDRESS;
                wz = pc;
                return 13;
            default:
                // IM 0 executes the byte on the bus with a 2 T-state longer M1; an RST (the usual case, and
                // RST 38h when the bus floats) is 13 T-states.
                return 2 + executeBase(intData, pc);
        }
    }

    /** What every interrupt acceptance does first: an M1 cycle, leaving HALT, the LD A,I/R erratum. */
    private void beginAcceptance() {
        if ((after & AFTER_LD_A_IR) != 0) {
            f &= ~PV;
        }
        after = 0;
        rCount++;
        halted = false;
    }

    // ---------------------------------------------------------------- memory and pairs

    private int fetch() {
        int v = mem[pc] & 0xFF;
        pc = (pc + 1) & 0xFFFF;
        return v;
    }

    private int fetch16() {
        int lo = fetch();
        return lo | (fetch() << 8);
    }

    private int read(int address) {
        Memory.Hook hook = hooks[address >>> 8];
        return hook == null ? mem[address] & 0xFF : readThroughHook(hook, address);
    }

    private void write(int address, int value) {
        Memory.Hook hook = writeHooks[address >>> 8];
        if (hook == null) {
            mem[address] = (byte) value;
        } else {
            writeThroughHook(hook, address, value);
        }
    }

    /** A data read of a page with a device or wait states (kept out of read() so that read() stays small). */
    private int readThroughHook(Memory.Hook hook, int address) {
        dataWaitStates += pageWaitStates[address >>> 8];
        return hook.read(memory, address) & 0xFF;
    }

    private void writeThroughHook(Memory.Hook hook, int address, int value) {
        dataWaitStates += pageWaitStates[address >>> 8];
        hook.write(memory, address, value & 0xFF);
    }

    private int read16(int address) {
        return read(address) | (read((address + 1) & 0xFFFF) << 8);
    }

    private void write16(int address, int value) {
        write(address, value & 0xFF);
        write((address + 1) & 0xFFFF, value >>> 8);
    }

    private void push(int value) {
        sp = (sp - 1) & 0xFFFF;
        write(sp, value >>> 8);
        sp = (sp - 1) & 0xFFFF;
        write(sp, value & 0xFF);
    }

    private int pop() {
        int lo = read(sp);
        int hi = read((sp + 1) & 0xFFFF);
        sp = (sp + 2) & 0xFFFF;
        return (hi << 8) | lo;
    }

    int af() {
        return (a << 8) | f;
    }

    int bc() {
        return (b << 8) | c;
    }

    int de() {
        return (d << 8) | e;
    }

    int hl() {
        return (h << 8) | l;
    }

    void setAF(int v) {
        a = (v >>> 8) & 0xFF;
        f = v & 0xFF;
    }

    void setBC(int v) {
        b = (v >>> 8) & 0xFF;
        c = v & 0xFF;
    }

    void setDE(int v) {
        d = (v >>> 8) & 0xFF;
        e = v & 0xFF;
    }

    void setHL(int v) {
        h = (v >>> 8) & 0xFF;
        l = v & 0xFF;
    }

    int r() {
        return r7 | (rCount & 0x7F);
    }

    /** Sets R, Q staying what it was. */
    void setR(int v) {
        int qNow = q();
        r7 = v & 0x80;
        rCount = v & 0x7F;
        setQ(qNow);
    }

    /** Q: the flags the last instruction wrote, or 0 when it wrote none. */
    int q() {
        return qAt == rCount ? q : 0;
    }

    void setQ(int v) {
        q = v;
        qAt = rCount;
    }

    /** The Q the previous instruction left: this one's opcode fetch is the one M1 cycle since. */
    private int previousQ() {
        return qAt == rCount - 1 ? q : 0;
    }

    /** Q = F: what an instruction that writes the flags does last. */
    private void flagsToQ() {
        q = f;
        qAt = rCount;
    }

    /** Register by its 3-bit code in an opcode (0 B, 1 C, 2 D, 3 E, 4 H, 5 L, 7 A; 6 is (HL), not here). */
    private int get8(int code) {
        switch (code) {
            case 0:
                return b;
            case 1:
                return c;
            case 2:
                return d;
            case 3:
                return e;
            case 4:
                return h;
            case 5:
                return l;
            default:
                return a;
        }
    }

    private void set8(int code, int v) {
        switch (code) {
            case 0 -> b = v;
            case 1 -> c = v;
            case 2 -> d = v;
            case 3 -> e = v;
            case 4 -> h = v;
            case 5 -> l = v;
            default -> a = v;
        }
    }

    /** Register pair by its 2-bit code in an opcode (0 BC, 1 DE, 2 HL, 3 SP). */
    private int get16(int code) {
        switch (code) {
            case 0:
                return bc();
            case 1:
                return de();
            case 2:
                return hl();
            default:
                return sp;
        }
    }

    private void set16(int code, int v) {
        switch (code) {
            case 0 -> setBC(v);
            case 1 -> setDE(v);
            case 2 -> setHL(v);
            default -> sp = v & 0xFFFF;
        }
    }

    // ---------------------------------------------------------------- base page


    /** One base-page opcode. Split in two so each half is one call away from step() (neither is inlined). */
    private int executeBase(int op, int next) {
        return op < 0xC0 ? executeLow(op, next, Long.MIN_VALUE, null) : executeBaseHigh(op, next);
    }

    /**
     * The first thing each base-page case does: {@link dev.romlab.cpu.DispatchFence#caseStart()}, then the pc past
     * the opcode into its field. The pc comes in as an argument rather than through the field so that the case's
     * operand fetches read it from a register: one store and one load of the field per instruction, not a store
     * before the dispatch's call and a load after it (a load that waits for that store, on every instruction).
     */
    private void enter(int next) {
        caseStart();
        pc = next;
    }

    /**
     * Opcodes 00-BF, loads, 8- and 16-bit arithmetic, rotates of A, relative jumps: {@code op} at the pc, then on to
     * the next instructions while they are of this half too, {@link #cycles} stays below {@code end} once they are
     * counted, nothing needs the slow step and the pc is at no address set in {@code stops} (null: none). Counts all but the last
     * instruction into {@link #cycles} and returns the last one's T-states; with {@code end} at or below
     * {@link #cycles} (stops then unused) that is the one instruction's. A run of such instructions then goes
     * without a call and a return per instruction: they are the most of most code (rollDie: 5.9 in a row on average),
     * and none of them has a prefix, so each is one M1 cycle. The rollDie loop through {@link #stepUntil} ran 1.12 to
     * 1.13 times as fast as {@link #step()} in a bare loop (JVMs of both builds in turns); with {@code stops} looked
     * at on every instruction even without any, only 1.07, hence null for none.
     */
    private int executeLow(int op, int next, long end, PcHook[] stops) {
        while (true) {
            int t;
            switch (op) {
                case 0x00: enter(next); t = 4; break;                                               // NOP
                case 0x01: enter(next); c = fetch(); b = fetch(); t = 10; break;                    // LD BC,nn
                case 0x02: enter(next); storeA(bc()); t = 7; break;                                 // LD (BC),A
                case 0x03: enter(next); setBC(bc() + 1); t = 6; break;                              // INC BC
                case 0x04: enter(next); b = inc8(b); t = 4; break;                                  // INC B
                case 0x05: enter(next); b = dec8(b); t = 4; break;                                  // DEC B
                case 0x06: enter(next); b = fetch(); t = 7; break;                                  // LD B,n
                case 0x07: enter(next); rlca(); t = 4; break;                                       // RLCA
                case 0x08: enter(next); exAF(); t = 4; break;                                       // EX AF,AF'
                case 0x09: enter(next); setHL(add16(hl(), bc())); t = 11; break;                    // ADD HL,BC
                case 0x0A: enter(next); loadA(bc()); t = 7; break;                                  // LD A,(BC)
                case 0x0B: enter(next); setBC(bc() - 1); t = 6; break;                              // DEC BC
                case 0x0C: enter(next); c = inc8(c); t = 4; break;                                  // INC C
                case 0x0D: enter(next); c = dec8(c); t = 4; break;                                  // DEC C
                case 0x0E: enter(next); c = fetch(); t = 7; break;                                  // LD C,n
                case 0x0F: enter(next); rrca(); t = 4; break;                                       // RRCA
                case 0x10: enter(next); b = (b - 1) & 0xFF; t = 1 + jr(b != 0); break;              // DJNZ e
                case 0x11: enter(next); e = fetch(); d = fetch(); t = 10; break;                    // LD DE,nn
                case 0x12: enter(next); storeA(de()); t = 7; break;                                 // LD (DE),A
                case 0x13: enter(next); setDE(de() + 1); t = 6; break;                              // INC DE
                case 0x14: enter(next); d = inc8(d); t = 4; break;                                  // INC D
                case 0x15: enter(next); d = dec8(d); t = 4; break;                                  // DEC D
                case 0x16: enter(next); d = fetch(); t = 7; break;                                  // LD D,n
                case 0x17: enter(next); rla(); t = 4; break;                                        // RLA
                case 0x18: enter(next); t = jr(true); break;                                        // JR e
                case 0x19: enter(next); setHL(add16(hl(), de())); t = 11; break;                    // ADD HL,DE
                case 0x1A: enter(next); loadA(de()); t = 7; break;                                  // LD A,(DE)
                case 0x1B: enter(next); setDE(de() - 1); t = 6; break;                              // DEC DE
                case 0x1C: enter(next); e = inc8(e); t = 4; break;                                  // INC E
                case 0x1D: enter(next); e = dec8(e); t = 4; break;                                  // DEC E
                case 0x1E: enter(next); e = fetch(); t = 7; break;                                  // LD E,n
                case 0x1F: enter(next); rra(); t = 4; break;                                        // RRA
                case 0x20: enter(next); t = jr((f & Z) == 0); break;                                // JR NZ,e
                case 0x21: enter(next); l = fetch(); h = fetch(); t = 10; break;                    // LD HL,nn
                case 0x22: enter(next); setHL(storeWord(hl())); t = 16; break;                      // LD (nn),HL
                case 0x23: enter(next); setHL(hl() + 1); t = 6; break;                              // INC HL
                case 0x24: enter(next); h = inc8(h); t = 4; break;                                  // INC H
                case 0x25: enter(next); h = dec8(h); t = 4; break;                                  // DEC H
                case 0x26: enter(next); h = fetch(); t = 7; break;                                  // LD H,n
                case 0x27: enter(next); daa(); t = 4; break;                                        // DAA
                case 0x28: enter(next); t = jr((f & Z) != 0); break;                                // JR Z,e
                case 0x29: enter(next); setHL(add16(hl(), hl())); t = 11; break;                    // ADD HL,HL
                case 0x2A: enter(next); setHL(loadWord()); t = 16; break;                           // LD HL,(nn)
                case 0x2B: enter(next); setHL(hl() - 1); t = 6; break;                              // DEC HL
                case 0x2C: enter(next); l = inc8(l); t = 4; break;                                  // INC L
                case 0x2D: enter(next); l = dec8(l); t = 4; break;                                  // DEC L
                case 0x2E: enter(next); l = fetch(); t = 7; break;                                  // LD L,n
                case 0x2F: enter(next); cpl(); t = 4; break;                                        // CPL
                case 0x30: enter(next); t = jr((f & C) == 0); break;                                // JR NC,e
                case 0x31: enter(next); sp = fetch16(); t = 10; break;                              // LD SP,nn
                case 0x32: enter(next); storeA(fetch16()); t = 13; break;                           // LD (nn),A
                case 0x33: enter(next); sp = (sp + 1) & 0xFFFF; t = 6; break;                       // INC SP
                case 0x34: enter(next); { int hl = hl(); write(hl, inc8(read(hl))); t = 11; break; } // INC (HL)
                case 0x35: enter(next); { int hl = hl(); write(hl, dec8(read(hl))); t = 11; break; } // DEC (HL)
                case 0x36: enter(next); write(hl(), fetch()); t = 10; break;                        // LD (HL),n
                case 0x37: enter(next); scf(previousQ()); t = 4; break;                                        // SCF
                case 0x38: enter(next); t = jr((f & C) != 0); break;                                // JR C,e
                case 0x39: enter(next); setHL(add16(hl(), sp)); t = 11; break;                      // ADD HL,SP
                case 0x3A: enter(next); loadA(fetch16()); t = 13; break;                            // LD A,(nn)
                case 0x3B: enter(next); sp = (sp - 1) & 0xFFFF; t = 6; break;                       // DEC SP
                case 0x3C: enter(next); a = inc8(a); t = 4; break;                                  // INC A
                case 0x3D: enter(next); a = dec8(a); t = 4; break;                                  // DEC A
                case 0x3E: enter(next); a = fetch(); t = 7; break;                                  // LD A,n
                case 0x3F: enter(next); ccf(previousQ()); t = 4; break;                                        // CCF

                case 0x40: enter(next); t = 4; break;                                               // LD B,B
                case 0x41: enter(next); b = c; t = 4; break;                                        // LD B,C
                case 0x42: enter(next); b = d; t = 4; break;                                        // LD B,D
                case 0x43: enter(next); b = e; t = 4; break;                                        // LD B,E
                case 0x44: enter(next); b = h; t = 4; break;                                        // LD B,H
                case 0x45: enter(next); b = l; t = 4; break;                                        // LD B,L
                case 0x46: enter(next); b = read(hl()); t = 7; break;                               // LD B,(HL)
                case 0x47: enter(next); b = a; t = 4; break;                                        // LD B,A
                case 0x48: enter(next); c = b; t = 4; break;                                        // LD C,B
                case 0x49: enter(next); t = 4; break;                                               // LD C,C
                case 0x4A: enter(next); c = d; t = 4; break;                                        // LD C,D
                case 0x4B: enter(next); c = e; t = 4; break;                                        // LD C,E
                case 0x4C: enter(next); c = h; t = 4; break;                                        // LD C,H
                case 0x4D: enter(next); c = l; t = 4; break;                                        // LD C,L
                case 0x4E: enter(next); c = read(hl()); t = 7; break;                               // LD C,(HL)
                case 0x4F: enter(next); c = a; t = 4; break;                                        // LD C,A
                case 0x50: enter(next); d = b; t = 4; break;                                        // LD D,B
                case 0x51: enter(next); d = c; t = 4; break;                                        // LD D,C
                case 0x52: enter(next); t = 4; break;                                               // LD D,D
                case 0x53: enter(next); d = e; t = 4; break;                                        // LD D,E
                case 0x54: enter(next); d = h; t = 4; break;                                        // LD D,H
                case 0x55: enter(next); d = l; t = 4; break;                                        // LD D,L
                case 0x56: enter(next); d = read(hl()); t = 7; break;                               // LD D,(HL)
                case 0x57: enter(next); d = a; t = 4; break;                                        // LD D,A
                case 0x58: enter(next); e = b; t = 4; break;                                        // LD E,B
                case 0x59: enter(next); e = c; t = 4; break;                                        // LD E,C
                case 0x5A: enter(next); e = d; t = 4; break;                                        // LD E,D
                case 0x5B: enter(next); t = 4; break;                                               // LD E,E
                case 0x5C: enter(next); e = h; t = 4; break;                                        // LD E,H
                case 0x5D: enter(next); e = l; t = 4; break;                                        // LD E,L
                case 0x5E: enter(next); e = read(hl()); t = 7; break;                               // LD E,(HL)
                case 0x5F: enter(next); e = a; t = 4; break;                                        // LD E,A
                case 0x60: enter(next); h = b; t = 4; break;                                        // LD H,B
                case 0x61: enter(next); h = c; t = 4; break;                                        // LD H,C
                case 0x62: enter(next); h = d; t = 4; break;                                        // LD H,D
                case 0x63: enter(next); h = e; t = 4; break;                                        // LD H,E
                case 0x64: enter(next); t = 4; break;                                               // LD H,H
                case 0x65: enter(next); h = l; t = 4; break;                                        // LD H,L
                case 0x66: enter(next); h = read(hl()); t = 7; break;                               // LD H,(HL)
                case 0x67: enter(next); h = a; t = 4; break;                                        // LD H,A
                case 0x68: enter(next); l = b; t = 4; break;                                        // LD L,B
                case 0x69: enter(next); l = c; t = 4; break;                                        // LD L,C
                case 0x6A: enter(next); l = d; t = 4; break;                                        // LD L,D
                case 0x6B: enter(next); l = e; t = 4; break;                                        // LD L,E
                case 0x6C: enter(next); l = h; t = 4; break;                                        // LD L,H
                case 0x6D: enter(next); t = 4; break;                                               // LD L,L
                case 0x6E: enter(next); l = read(hl()); t = 7; break;                               // LD L,(HL)
                case 0x6F: enter(next); l = a; t = 4; break;                                        // LD L,A
                case 0x70: enter(next); write(hl(), b); t = 7; break;                               // LD (HL),B
                case 0x71: enter(next); write(hl(), c); t = 7; break;                               // LD (HL),C
                case 0x72: enter(next); write(hl(), d); t = 7; break;                               // LD (HL),D
                case 0x73: enter(next); write(hl(), e); t = 7; break;                               // LD (HL),E
                case 0x74: enter(next); write(hl(), h); t = 7; break;                               // LD (HL),H
                case 0x75: enter(next); write(hl(), l); t = 7; break;                               // LD (HL),L
                case 0x76: enter(next); halted = true; slowStepNeeded = true; t = 4; break;         // HALT
                case 0x77: enter(next); write(hl(), a); t = 7; break;                               // LD (HL),A
                case 0x78: enter(next); a = b; t = 4; break;                                        // LD A,B
                case 0x79: enter(next); a = c; t = 4; break;                                        // LD A,C
                case 0x7A: enter(next); a = d; t = 4; break;                                        // LD A,D
                case 0x7B: enter(next); a = e; t = 4; break;                                        // LD A,E
                case 0x7C: enter(next); a = h; t = 4; break;                                        // LD A,H
                case 0x7D: enter(next); a = l; t = 4; break;                                        // LD A,L
                case 0x7E: enter(next); a = read(hl()); t = 7; break;                               // LD A,(HL)
                case 0x7F: enter(next); t = 4; break;                                               // LD A,A

                case 0x80: enter(next); add8(b, 0); t = 4; break;                                   // ADD A,B
                case 0x81: enter(next); add8(c, 0); t = 4; break;                                   // ADD A,C
                case 0x82: enter(next); add8(d, 0); t = 4; break;                                   // ADD A,D
                case 0x83: enter(next); add8(e, 0); t = 4; break;                                   // ADD A,E
                case 0x84: enter(next); add8(h, 0); t = 4; break;                                   // ADD A,H
                case 0x85: enter(next); add8(l, 0); t = 4; break;                                   // ADD A,L
                case 0x86: enter(next); add8(read(hl()), 0); t = 7; break;                          // ADD A,(HL)
                case 0x87: enter(next); add8(a, 0); t = 4; break;                                   // ADD A,A
                case 0x88: enter(next); add8(b, f & C); t = 4; break;                               // ADC A,B
                case 0x89: enter(next); add8(c, f & C); t = 4; break;                               // ADC A,C
                case 0x8A: enter(next); add8(d, f & C); t = 4; break;                               // ADC A,D
                case 0x8B: enter(next); add8(e, f & C); t = 4; break;                               // ADC A,E
                case 0x8C: enter(next); add8(h, f & C); t = 4; break;                               // ADC A,H
                case 0x8D: enter(next); add8(l, f & C); t = 4; break;                               // ADC A,L
                case 0x8E: enter(next); add8(read(hl()), f & C); t = 7; break;                      // ADC A,(HL)
                case 0x8F: enter(next); add8(a, f & C); t = 4; break;                               // ADC A,A
                case 0x90: enter(next); a = sub8(b, 0); t = 4; break;                               // SUB B
                case 0x91: enter(next); a = sub8(c, 0); t = 4; break;                               // SUB C
                case 0x92: enter(next); a = sub8(d, 0); t = 4; break;                               // SUB D
                case 0x93: enter(next); a = sub8(e, 0); t = 4; break;                               // SUB E
                case 0x94: enter(next); a = sub8(h, 0); t = 4; break;                               // SUB H
                case 0x95: enter(next); a = sub8(l, 0); t = 4; break;                               // SUB L
                case 0x96: enter(next); a = sub8(read(hl()), 0); t = 7; break;                      // SUB (HL)
                case 0x97: enter(next); a = sub8(a, 0); t = 4; break;                               // SUB A
                case 0x98: enter(next); a = sub8(b, f & C); t = 4; break;                           // SBC A,B
                case 0x99: enter(next); a = sub8(c, f & C); t = 4; break;                           // SBC A,C
                case 0x9A: enter(next); a = sub8(d, f & C); t = 4; break;                           // SBC A,D
                case 0x9B: enter(next); a = sub8(e, f & C); t = 4; break;                           // SBC A,E
                case 0x9C: enter(next); a = sub8(h, f & C); t = 4; break;                           // SBC A,H
                case 0x9D: enter(next); a = sub8(l, f & C); t = 4; break;                           // SBC A,L
                case 0x9E: enter(next); a = sub8(read(hl()), f & C); t = 7; break;                  // SBC A,(HL)
                case 0x9F: enter(next); a = sub8(a, f & C); t = 4; break;                           // SBC A,A
                case 0xA0: enter(next); and8(b); t = 4; break;                                      // AND B
                case 0xA1: enter(next); and8(c); t = 4; break;                                      // AND C
                case 0xA2: enter(next); and8(d); t = 4; break;                                      // AND D
                case 0xA3: enter(next); and8(e); t = 4; break;                                      // AND E
                case 0xA4: enter(next); and8(h); t = 4; break;                                      // AND H
                case 0xA5: enter(next); and8(l); t = 4; break;                                      // AND L
                case 0xA6: enter(next); and8(read(hl())); t = 7; break;                             // AND (HL)
                case 0xA7: enter(next); and8(a); t = 4; break;                                      // AND A
                case 0xA8: enter(next); xor8(b); t = 4; break;                                      // XOR B
                case 0xA9: enter(next); xor8(c); t = 4; break;                                      // XOR C
                case 0xAA: enter(next); xor8(d); t = 4; break;                                      // XOR D
                case 0xAB: enter(next); xor8(e); t = 4; break;                                      // XOR E
                case 0xAC: enter(next); xor8(h); t = 4; break;                                      // XOR H
                case 0xAD: enter(next); xor8(l); t = 4; break;                                      // XOR L
                case 0xAE: enter(next); xor8(read(hl())); t = 7; break;                             // XOR (HL)
                case 0xAF: enter(next); xor8(a); t = 4; break;                                      // XOR A
                case 0xB0: enter(next); or8(b); t = 4; break;                                       // OR B
                case 0xB1: enter(next); or8(c); t = 4; break;                                       // OR C
                case 0xB2: enter(next); or8(d); t = 4; break;                                       // OR D
                case 0xB3: enter(next); or8(e); t = 4; break;                                       // OR E
                case 0xB4: enter(next); or8(h); t = 4; break;                                       // OR H
                case 0xB5: enter(next); or8(l); t = 4; break;                                       // OR L
                case 0xB6: enter(next); or8(read(hl())); t = 7; break;                              // OR (HL)
                case 0xB7: enter(next); or8(a); t = 4; break;                                       // OR A
                case 0xB8: enter(next); cp8(b); t = 4; break;                                       // CP B
                case 0xB9: enter(next); cp8(c); t = 4; break;                                       // CP C
                case 0xBA: enter(next); cp8(d); t = 4; break;                                       // CP D
                case 0xBB: enter(next); cp8(e); t = 4; break;                                       // CP E
                case 0xBC: enter(next); cp8(h); t = 4; break;                                       // CP H
                case 0xBD: enter(next); cp8(l); t = 4; break;                                       // CP L
                case 0xBE: enter(next); cp8(read(hl())); t = 7; break;                              // CP (HL)
                case 0xBF: enter(next); cp8(a); t = 4; break;                                       // CP A
                default: throw new IllegalArgumentException("not an opcode of 00-BF: " + op);
            }
            if (cycles + t >= end || slowStepNeeded) {
                return t;
            }
            int at = pc;
            op = mem[at] & 0xFF;
            if (op >= 0xC0 || stops != null && stops[at] != null) {
                return t;
            }
            cycles += t;
            rCount++;
            next = (at + 1) & 0xFFFF;
        }
    }

    /** Opcodes C0-FF: control flow, stack, immediate ALU, I/O and the prefixes. */
    private int executeBaseHigh(int op, int next) {
        switch (op) {
            case 0xC0: enter(next); return ret((f & Z) == 0);                              // RET NZ
            case 0xC1: enter(next); setBC(pop()); return 10;                               // POP BC
            case 0xC2: enter(next); return jp((f & Z) == 0);                               // JP NZ,nn
            case 0xC3: enter(next); return jp(true);                                       // JP nn
            case 0xC4: enter(next); return call((f & Z) == 0);                             // CALL NZ,nn
            case 0xC5: enter(next); push(bc()); return 11;                                 // PUSH BC
            case 0xC6: enter(next); add8(fetch(), 0); return 7;                            // ADD A,n
            case 0xC7: enter(next); return rst(0x00);                                      // RST 00h
            case 0xC8: enter(next); return ret((f & Z) != 0);                              // RET Z
            case 0xC9: enter(next); pc = pop(); wz = pc; return 10;                        // RET
            case 0xCA: enter(next); return jp((f & Z) != 0);                               // JP Z,nn
            case 0xCB: enter(next); return executeCB();                                    // CB page
            case 0xCC: enter(next); return call((f & Z) != 0);                             // CALL Z,nn
            case 0xCD: enter(next); return call(true);                                     // CALL nn
            case 0xCE: enter(next); add8(fetch(), f & C); return 7;                        // ADC A,n
            case 0xCF: enter(next); return rst(0x08);                                      // RST 08h
            case 0xD0: enter(next); return ret((f & C) == 0);                              // RET NC
            case 0xD1: enter(next); setDE(pop()); return 10;                               // POP DE
            case 0xD2: enter(next); return jp((f & C) == 0);                               // JP NC,nn
            case 0xD3: enter(next); outImmediate(); return 11;                             // OUT (n),A
            case 0xD4: enter(next); return call((f & C) == 0);                             // CALL NC,nn
            case 0xD5: enter(next); push(de()); return 11;                                 // PUSH DE
            case 0xD6: enter(next); a = sub8(fetch(), 0); return 7;                        // SUB n
            case 0xD7: enter(next); return rst(0x10);                                      // RST 10h
            case 0xD8: enter(next); return ret((f & C) != 0);                              // RET C
            case 0xD9: enter(next); exx(); return 4;                                       // EXX
            case 0xDA: enter(next); return jp((f & C) != 0);                               // JP C,nn
            case 0xDB: enter(next); inImmediate(); return 11;                              // IN A,(n)
            case 0xDC: enter(next); return call((f & C) != 0);                             // CALL C,nn
            case 0xDD: enter(next); return executeIndexed(false);                          // DD page (IX)
            case 0xDE: enter(next); a = sub8(fetch(), f & C); return 7;                    // SBC A,n
            case 0xDF: enter(next); return rst(0x18);                                      // RST 18h
            case 0xE0: enter(next); return ret((f & PV) == 0);                             // RET PO
            case 0xE1: enter(next); setHL(pop()); return 10;                               // POP HL
            case 0xE2: enter(next); return jp((f & PV) == 0);                              // JP PO,nn
            case 0xE3: enter(next); setHL(exSp(hl())); return 19;                          // EX (SP),HL
            case 0xE4: enter(next); return call((f & PV) == 0);                            // CALL PO,nn
            case 0xE5: enter(next); push(hl()); return 11;                                 // PUSH HL
            case 0xE6: enter(next); and8(fetch()); return 7;                               // AND n
            case 0xE7: enter(next); return rst(0x20);                                      // RST 20h
            case 0xE8: enter(next); return ret((f & PV) != 0);                             // RET PE
            case 0xE9: enter(next); pc = hl(); return 4;                                   // JP (HL)
            case 0xEA: enter(next); return jp((f & PV) != 0);                              // JP PE,nn
            case 0xEB: enter(next); exDeHl(); return 4;                                    // EX DE,HL
            case 0xEC: enter(next); return call((f & PV) != 0);                            // CALL PE,nn
            case 0xED: enter(next); return executeED();                                    // ED page
            case 0xEE: enter(next); xor8(fetch()); return 7;                               // XOR n
            case 0xEF: enter(next); return rst(0x28);                                      // RST 28h
            case 0xF0: enter(next); return ret((f & S) == 0);                              // RET P
            case 0xF1: enter(next); setAF(pop()); return 10;                               // POP AF
            case 0xF2: enter(next); return jp((f & S) == 0);                               // JP P,nn
            case 0xF3: enter(next); iff1 = false; iff2 = false; return 4;                  // DI
            case 0xF4: enter(next); return call((f & S) == 0);                             // CALL P,nn
            case 0xF5: enter(next); push(af()); return 11;                                 // PUSH AF
            case 0xF6: enter(next); or8(fetch()); return 7;                                // OR n
            case 0xF7: enter(next); return rst(0x30);                                      // RST 30h
            case 0xF8: enter(next); return ret((f & S) != 0);                              // RET M
            case 0xF9: enter(next); sp = hl(); return 6;                                   // LD SP,HL
            case 0xFA: enter(next); return jp((f & S) != 0);                               // JP M,nn
            case 0xFB: enter(next); iff1 = true; iff2 = true; afterThis(AFTER_EI); return 4; // EI
            case 0xFC: enter(next); return call((f & S) != 0);                             // CALL M,nn
            case 0xFD: enter(next); return executeIndexed(true);                           // FD page (IY)
            case 0xFE: enter(next); cp8(fetch()); return 7;                                // CP n
            case 0xFF: enter(next); return rst(0x38);                                      // RST 38h
            default: throw new IllegalArgumentException("not an opcode byte: " + op);
        }
    }

    // ---------------------------------------------------------------- loads, exchanges, I/O

    /** LD (rr),A and LD (nn),A: MEMPTR = A in the high byte, the address + 1 in the low byte. */
    private void storeA(int address) {
        write(address, a);
        wz = (a << 8) | ((address + 1) & 0xFF);
    }

    /** LD A,(rr) and LD A,(nn): MEMPTR = address + 1. */
    private void loadA(int address) {
        a = read(address);
        wz = (address + 1) & 0xFFFF;
    }

    /** LD (nn),rr: stores {@code value} at the operand address and returns it unchanged. */
    private int storeWord(int value) {
        int address = fetch16();
        write16(address, value);
        wz = (address + 1) & 0xFFFF;
        return value;
    }

    /** LD rr,(nn): the word at the operand address. */
    private int loadWord() {
        int address = fetch16();
        wz = (address + 1) & 0xFFFF;
        return read16(address);
    }

    /** EX (SP),rr: returns the word that was on the stack; MEMPTR gets it too. */
    private int exSp(int value) {
        int old = read16(sp);
        write16(sp, value);
        wz = old;
        return old;
    }

    private void exAF() {
        int t = af();
        setAF(af2);
        af2 = t;
    }

    private void exDeHl() {
        int t = d;
        d = h;
        h = t;
        t = e;
        e = l;
        l = t;
    }

    private void exx() {
        int t = bc();
        setBC(bc2);
        bc2 = t;
        t = de();
        setDE(de2);
        de2 = t;
        t = hl();
        setHL(hl2);
        hl2 = t;
    }

    private void outImmediate() {
        int n = fetch();
        ports.out((a << 8) | n, a);
        wz = (a << 8) | ((n + 1) & 0xFF);
    }

    private void inImmediate() {
        int port = (a << 8) | fetch();
        a = ports.in(port) & 0xFF;
        wz = (port + 1) & 0xFFFF;
    }

    // ---------------------------------------------------------------- jumps, calls, returns

    private int jr(boolean taken) {
        int displacement = (byte) fetch();
        if (taken) {
            pc = (pc + displacement) & 0xFFFF;
            wz = pc;
            return 12;
        }
        return 7;
    }

    private int jp(boolean taken) {
        int target = fetch16();
        wz = target;
        if (taken) {
            pc = target;
        }
        return 10;
    }

    private int call(boolean taken) {
        int target = fetch16();
        wz = target;
        if (taken) {
            push(pc);
            pc = target;
            return 17;
        }
        return 10;
    }

    private int ret(boolean taken) {
        if (taken) {
            pc = pop();
            wz = pc;
            return 11;
        }
        return 5;
    }

    private int rst(int address) {
        push(pc);
        pc = address;
        wz = address;
        return 11;
    }

    // ---------------------------------------------------------------- arithmetic and logic

    private void add8(int v, int carry) {
        int res = a + v + carry;
        f = SZ[res & 0xFF] | ((a ^ v ^ res) & H) | (((a ^ ~v) & (a ^ res) & 0x80) >>> 5) | (res >>> 8);
        flagsToQ();
        a = res & 0xFF;
    }

    /** A - v - carry: sets the flags and returns the difference (SUB, SBC, CP, NEG). */
    private int sub8(int v, int carry) {
        int res = a - v - carry;
        f = SZ[res & 0xFF] | ((a ^ v ^ res) & H) | (((a ^ v) & (a ^ res) & 0x80) >>> 5) | N | ((res >>> 8) & C);
        flagsToQ();
        return res & 0xFF;
    }

    /** CP: flags of the subtraction, but Y and X come from the operand (Young, section 4.4). */
    private void cp8(int v) {
        sub8(v, 0);
        f = (f & ~YX) | (v & YX);
        flagsToQ();
    }

    private void and8(int v) {
        a &= v;
        f = SZP[a] | H;
        flagsToQ();
    }

    private void xor8(int v) {
        a ^= v;
        f = SZP[a];
        flagsToQ();
    }

    private void or8(int v) {
        a |= v;
        f = SZP[a];
        flagsToQ();
    }

    /** The ALU operation coded in bits 5-3 of ADD/ADC/SUB/SBC/AND/XOR/OR/CP. */
    private void alu(int operation, int v) {
        switch (operation) {
            case 0 -> add8(v, 0);
            case 1 -> add8(v, f & C);
            case 2 -> a = sub8(v, 0);
            case 3 -> a = sub8(v, f & C);
            case 4 -> and8(v);
            case 5 -> xor8(v);
            case 6 -> or8(v);
            default -> cp8(v);
        }
    }

    private int inc8(int v) {
        int res = (v + 1) & 0xFF;
        f = (f & C) | INC[res];
        flagsToQ();
        return res;
    }

    private int dec8(int v) {
        int res = (v - 1) & 0xFF;
        f = (f & C) | DEC[res];
        flagsToQ();
        return res;
    }

    /** ADD HL/IX/IY,rr: H from bit 11, C from bit 15, Y and X from the high byte; MEMPTR = x + 1. */
    private int add16(int x, int v) {
        int res = x + v;
        wz = (x + 1) & 0xFFFF;
        f = (f & (S | Z | PV)) | ((res >>> 8) & YX) | (((x ^ v ^ res) >>> 8) & H) | (res >>> 16);
        flagsToQ();
        return res & 0xFFFF;
    }

    /**
     * ADD HL/IX/IY,rr without its flags: MEMPTR, and the 17-bit sum, for a translated block that reads only its carry
     * ({@link #carried}).
     */
    private int add16Sum(int x, int v) {
        wz = (x + 1) & 0xFFFF;
        return x + v;
    }

    private void adcHL(int v) {
        int x = hl();
        int res = x + v + (f & C);
        wz = (x + 1) & 0xFFFF;
        f = ((res >>> 8) & (S | YX)) | ((res & 0xFFFF) == 0 ? Z : 0) | (((x ^ v ^ res) >>> 8) & H)
                | (((x ^ ~v) & (x ^ res) & 0x8000) >>> 13) | (res >>> 16);
        flagsToQ();
        setHL(res);
    }

    private void sbcHL(int v) {
        int x = hl();
        int res = x - v - (f & C);
        wz = (x + 1) & 0xFFFF;
        f = ((res >>> 8) & (S | YX)) | ((res & 0xFFFF) == 0 ? Z : 0) | (((x ^ v ^ res) >>> 8) & H)
                | (((x ^ v) & (x ^ res) & 0x8000) >>> 13) | N | ((res >>> 16) & C);
        flagsToQ();
        setHL(res);
    }

    /** DAA after an addition or a subtraction (N), as tabulated by Young, section 4.7. */
    private void daa() {
        int correction = 0;
        int carry = f & C;
        if ((f & H) != 0 || (a & 0x0F) > 9) {
            correction = 0x06;
        }
        if (carry != 0 || a > 0x99) {
            correction |= 0x60;
            carry = C;
        }
        int res = ((f & N) != 0 ? a - correction : a + correction) & 0xFF;
        f = SZP[res] | ((a ^ res) & H) | (f & N) | carry;
        flagsToQ();
        a = res;
    }

    private void cpl() {
        a ^= 0xFF;
        f = (f & (S | Z | PV | C)) | H | N | (a & YX);
        flagsToQ();
    }

    /** SCF and CCF take Y and X from (Q xor F) or A: the flags the previous instruction left in Q matter. */
    private int scfCcfYX(int previousQ) {
        return ((previousQ ^ f) | a) & YX;
    }

    /** SCF, the previous instruction having left {@code previousQ} in Q. */
    void scf(int previousQ) {
        f = (f & (S | Z | PV)) | scfCcfYX(previousQ) | C;
        flagsToQ();
    }

    /** CCF, the previous instruction having left {@code previousQ} in Q. */
    void ccf(int previousQ) {
        f = (f & (S | Z | PV)) | scfCcfYX(previousQ) | ((f & C) << 4) | ((f & C) ^ C);
        flagsToQ();
    }

    private void rlca() {
        rotatedA(Z80Rotations.rlc(a, 0));
    }

    private void rrca() {
        rotatedA(Z80Rotations.rrc(a, 0));
    }

    private void rla() {
        rotatedA(Z80Rotations.rl(a, f & C));
    }

    private void rra() {
        rotatedA(Z80Rotations.rr(a, f & C));
    }

    /** RLCA RRCA RLA RRA: A from a 9-bit result ({@link Z80Rotations}); Y X and C from it, S Z P/V kept. */
    private void rotatedA(int result) {
        a = result & 0xFF;
        f = (f & (S | Z | PV)) | (a & YX) | (result >>> 8);
        flagsToQ();
    }

    /** The CB-page rotate or shift coded in bits 5-3 (RLC RRC RL RR SLA SRA SLL SRL); sets the flags. */
    private int rotate(int operation, int v) {
        switch (operation) {
            case 0:
                return rlc(v);
            case 1:
                return rrc(v);
            case 2:
                return rl(v);
            case 3:
                return rr(v);
            case 4:
                return sla(v);
            case 5:
                return sra(v);
            case 6:
                return sll(v);
            default:
                return srl(v);
        }
    }

    /** Flags of a CB-page rotate or shift from its 9-bit result: S Z Y X P/V from the byte, C the bit shifted out. */
    private int shifted(int result) {
        int res = result & 0xFF;
        f = SZP[res] | (result >>> 8);
        flagsToQ();
        return res;
    }

    /**
     * For a translated block whose next instructions set every flag this one sets but C again before any reads them
     * (an RL chain through a multi-byte number, a multiplying ADD HL,BC loop): C from bit {@code width} of a result
     * ({@link Z80Rotations}, {@link #add16Sum}), the other flags kept; returns the result's low {@code width} bits. Q
     * is left, as no instruction looks at it before the next flag write.
     */
    private int carried(int result, int width) {
        f = (f & ~C) | (result >>> width);
        return result & ((1 << width) - 1);
    }

    /** {@link #carried}, where the block reads no flag but C before writing it again: F is set to C alone. */
    private int carriedAlone(int result, int width) {
        f = result >>> width;
        return result & ((1 << width) - 1);
    }

    private int rlc(int v) {
        return shifted(Z80Rotations.rlc(v, 0));
    }

    private int rrc(int v) {
        return shifted(Z80Rotations.rrc(v, 0));
    }

    private int rl(int v) {
        return shifted(Z80Rotations.rl(v, f & C));
    }

    private int rr(int v) {
        return shifted(Z80Rotations.rr(v, f & C));
    }

    private int sla(int v) {
        return shifted(Z80Rotations.sla(v, 0));
    }

    private int sra(int v) {
        return shifted(Z80Rotations.sra(v, 0));
    }

    private int sll(int v) {
        return shifted(Z80Rotations.sll(v, 0));
    }

    private int srl(int v) {
        return shifted(Z80Rotations.srl(v, 0));
    }

    /** BIT n: Z and P/V when the bit is clear, S when bit 7 is set; Y and X from {@code yxSource}. */
    private void bit(int n, int v, int yxSource) {
        int m = v & (1 << n);
        f = (f & C) | H | (m == 0 ? Z | PV : 0) | (m & S) | (yxSource & YX);
        flagsToQ();
    }

    // ---------------------------------------------------------------- CB page

    /** The CB page: one case per register form; the (HL) forms, whose low three bits are 6, share one method. */
    private int executeCB() {
        rCount++;
        int op = fetch();
        switch (op) {
            case 0x00: b = rlc(b); return 8;                                           // RLC B
            case 0x01: c = rlc(c); return 8;                                           // RLC C
            case 0x02: d = rlc(d); return 8;                                           // RLC D
            case 0x03: e = rlc(e); return 8;                                           // RLC E
            case 0x04: h = rlc(h); return 8;                                           // RLC H
            case 0x05: l = rlc(l); return 8;                                           // RLC L
            case 0x07: a = rlc(a); return 8;                                           // RLC A
            case 0x08: b = rrc(b); return 8;                                           // RRC B
            case 0x09: c = rrc(c); return 8;                                           // RRC C
            case 0x0A: d = rrc(d); return 8;                                           // RRC D
            case 0x0B: e = rrc(e); return 8;                                           // RRC E
            case 0x0C: h = rrc(h); return 8;                                           // RRC H
            case 0x0D: l = rrc(l); return 8;                                           // RRC L
            case 0x0F: a = rrc(a); return 8;                                           // RRC A
            case 0x10: b = rl(b); return 8;                                            // RL B
            case 0x11: c = rl(c); return 8;                                            // RL C
            case 0x12: d = rl(d); return 8;                                            // RL D
            case 0x13: e = rl(e); return 8;                                            // RL E
            case 0x14: h = rl(h); return 8;                                            // RL H
            case 0x15: l = rl(l); return 8;                                            // RL L
            case 0x17: a = rl(a); return 8;                                            // RL A
            case 0x18: b = rr(b); return 8;                                            // RR B
            case 0x19: c = rr(c); return 8;                                            // RR C
            case 0x1A: d = rr(d); return 8;                                            // RR D
            case 0x1B: e = rr(e); return 8;                                            // RR E
            case 0x1C: h = rr(h); return 8;                                            // RR H
            case 0x1D: l = rr(l); return 8;                                            // RR L
            case 0x1F: a = rr(a); return 8;                                            // RR A
            case 0x20: b = sla(b); return 8;                                           // SLA B
            case 0x21: c = sla(c); return 8;                                           // SLA C
            case 0x22: d = sla(d); return 8;                                           // SLA D
            case 0x23: e = sla(e); return 8;                                           // SLA E
            case 0x24: h = sla(h); return 8;                                           // SLA H
            case 0x25: l = sla(l); return 8;                                           // SLA L
            case 0x27: a = sla(a); return 8;                                           // SLA A
            case 0x28: b = sra(b); return 8;                                           // SRA B
            case 0x29: c = sra(c); return 8;                                           // SRA C
            case 0x2A: d = sra(d); return 8;                                           // SRA D
            case 0x2B: e = sra(e); return 8;                                           // SRA E
            case 0x2C: h = sra(h); return 8;                                           // SRA H
            case 0x2D: l = sra(l); return 8;                                           // SRA L
            case 0x2F: a = sra(a); return 8;                                           // SRA A
            case 0x30: b = sll(b); return 8;                                           // SLL B
            case 0x31: c = sll(c); return 8;                                           // SLL C
            case 0x32: d = sll(d); return 8;                                           // SLL D
            case 0x33: e = sll(e); return 8;                                           // SLL E
            case 0x34: h = sll(h); return 8;                                           // SLL H
            case 0x35: l = sll(l); return 8;                                           // SLL L
            case 0x37: a = sll(a); return 8;                                           // SLL A
            case 0x38: b = srl(b); return 8;                                           // SRL B
            case 0x39: c = srl(c); return 8;                                           // SRL C
            case 0x3A: d = srl(d); return 8;                                           // SRL D
            case 0x3B: e = srl(e); return 8;                                           // SRL E
            case 0x3C: h = srl(h); return 8;                                           // SRL H
            case 0x3D: l = srl(l); return 8;                                           // SRL L
            case 0x3F: a = srl(a); return 8;                                           // SRL A
            case 0x40: bit(0, b, b); return 8;                                         // BIT 0,B
            case 0x41: bit(0, c, c); return 8;                                         // BIT 0,C
            case 0x42: bit(0, d, d); return 8;                                         // BIT 0,D
            case 0x43: bit(0, e, e); return 8;                                         // BIT 0,E
            case 0x44: bit(0, h, h); return 8;                                         // BIT 0,H
            case 0x45: bit(0, l, l); return 8;                                         // BIT 0,L
            case 0x47: bit(0, a, a); return 8;                                         // BIT 0,A
            case 0x48: bit(1, b, b); return 8;                                         // BIT 1,B
            case 0x49: bit(1, c, c); return 8;                                         // BIT 1,C
            case 0x4A: bit(1, d, d); return 8;                                         // BIT 1,D
            case 0x4B: bit(1, e, e); return 8;                                         // BIT 1,E
            case 0x4C: bit(1, h, h); return 8;                                         // BIT 1,H
            case 0x4D: bit(1, l, l); return 8;                                         // BIT 1,L
            case 0x4F: bit(1, a, a); return 8;                                         // BIT 1,A
            case 0x50: bit(2, b, b); return 8;                                         // BIT 2,B
            case 0x51: bit(2, c, c); return 8;                                         // BIT 2,C
            case 0x52: bit(2, d, d); return 8;                                         // BIT 2,D
            case 0x53: bit(2, e, e); return 8;                                         // BIT 2,E
            case 0x54: bit(2, h, h); return 8;                                         // BIT 2,H
            case 0x55: bit(2, l, l); return 8;                                         // BIT 2,L
            case 0x57: bit(2, a, a); return 8;                                         // BIT 2,A
            case 0x58: bit(3, b, b); return 8;                                         // BIT 3,B
            case 0x59: bit(3, c, c); return 8;                                         // BIT 3,C
            case 0x5A: bit(3, d, d); return 8;                                         // BIT 3,D
            case 0x5B: bit(3, e, e); return 8;                                         // BIT 3,E
            case 0x5C: bit(3, h, h); return 8;                                         // BIT 3,H
            case 0x5D: bit(3, l, l); return 8;                                         // BIT 3,L
            case 0x5F: bit(3, a, a); return 8;                                         // BIT 3,A
            case 0x60: bit(4, b, b); return 8;                                         // BIT 4,B
            case 0x61: bit(4, c, c); return 8;                                         // BIT 4,C
            case 0x62: bit(4, d, d); return 8;                                         // BIT 4,D
            case 0x63: bit(4, e, e); return 8;                                         // BIT 4,E
            case 0x64: bit(4, h, h); return 8;                                         // BIT 4,H
            case 0x65: bit(4, l, l); return 8;                                         // BIT 4,L
            case 0x67: bit(4, a, a); return 8;                                         // BIT 4,A
            case 0x68: bit(5, b, b); return 8;                                         // BIT 5,B
            case 0x69: bit(5, c, c); return 8;                                         // BIT 5,C
            case 0x6A: bit(5, d, d); return 8;                                         // BIT 5,D
            case 0x6B: bit(5, e, e); return 8;                                         // BIT 5,E
            case 0x6C: bit(5, h, h); return 8;                                         // BIT 5,H
            case 0x6D: bit(5, l, l); return 8;                                         // BIT 5,L
            case 0x6F: bit(5, a, a); return 8;                                         // BIT 5,A
            case 0x70: bit(6, b, b); return 8;                                         // BIT 6,B
            case 0x71: bit(6, c, c); return 8;                                         // BIT 6,C
            case 0x72: bit(6, d, d); return 8;                                         // BIT 6,D
            case 0x73: bit(6, e, e); return 8;                                         // BIT 6,E
            case 0x74: bit(6, h, h); return 8;                                         // BIT 6,H
            case 0x75: bit(6, l, l); return 8;                                         // BIT 6,L
            case 0x77: bit(6, a, a); return 8;                                         // BIT 6,A
            case 0x78: bit(7, b, b); return 8;                                         // BIT 7,B
            case 0x79: bit(7, c, c); return 8;                                         // BIT 7,C
            case 0x7A: bit(7, d, d); return 8;                                         // BIT 7,D
            case 0x7B: bit(7, e, e); return 8;                                         // BIT 7,E
            case 0x7C: bit(7, h, h); return 8;                                         // BIT 7,H
            case 0x7D: bit(7, l, l); return 8;                                         // BIT 7,L
            case 0x7F: bit(7, a, a); return 8;                                         // BIT 7,A
            case 0x80: b &= ~0x01; return 8;                                           // RES 0,B
            case 0x81: c &= ~0x01; return 8;                                           // RES 0,C
            case 0x82: d &= ~0x01; return 8;                                           // RES 0,D
            case 0x83: e &= ~0x01; return 8;                                           // RES 0,E
            case 0x84: h &= ~0x01; return 8;                                           // RES 0,H
            case 0x85: l &= ~0x01; return 8;                                           // RES 0,L
            case 0x87: a &= ~0x01; return 8;                                           // RES 0,A
            case 0x88: b &= ~0x02; return 8;                                           // RES 1,B
            case 0x89: c &= ~0x02; return 8;                                           // RES 1,C
            case 0x8A: d &= ~0x02; return 8;                                           // RES 1,D
            case 0x8B: e &= ~0x02; return 8;                                           // RES 1,E
            case 0x8C: h &= ~0x02; return 8;                                           // RES 1,H
            case 0x8D: l &= ~0x02; return 8;                                           // RES 1,L
            case 0x8F: a &= ~0x02; return 8;                                           // RES 1,A
            case 0x90: b &= ~0x04; return 8;                                           // RES 2,B
            case 0x91: c &= ~0x04; return 8;                                           // RES 2,C
            case 0x92: d &= ~0x04; return 8;                                           // RES 2,D
            case 0x93: e &= ~0x04; return 8;                                           // RES 2,E
            case 0x94: h &= ~0x04; return 8;                                           // RES 2,H
            case 0x95: l &= ~0x04; return 8;                                           // RES 2,L
            case 0x97: a &= ~0x04; return 8;                                           // RES 2,A
            case 0x98: b &= ~0x08; return 8;                                           // RES 3,B
            case 0x99: c &= ~0x08; return 8;                                           // RES 3,C
            case 0x9A: d &= ~0x08; return 8;                                           // RES 3,D
            case 0x9B: e &= ~0x08; return 8;                                           // RES 3,E
            case 0x9C: h &= ~0x08; return 8;                                           // RES 3,H
            case 0x9D: l &= ~0x08; return 8;                                           // RES 3,L
            case 0x9F: a &= ~0x08; return 8;                                           // RES 3,A
            case 0xA0: b &= ~0x10; return 8;                                           // RES 4,B
            case 0xA1: c &= ~0x10; return 8;                                           // RES 4,C
            case 0xA2: d &= ~0x10; return 8;                                           // RES 4,D
            case 0xA3: e &= ~0x10; return 8;                                           // RES 4,E
            case 0xA4: h &= ~0x10; return 8;                                           // RES 4,H
            case 0xA5: l &= ~0x10; return 8;                                           // RES 4,L
            case 0xA7: a &= ~0x10; return 8;                                           // RES 4,A
            case 0xA8: b &= ~0x20; return 8;                                           // RES 5,B
            case 0xA9: c &= ~0x20; return 8;                                           // RES 5,C
            case 0xAA: d &= ~0x20; return 8;                                           // RES 5,D
            case 0xAB: e &= ~0x20; return 8;                                           // RES 5,E
            case 0xAC: h &= ~0x20; return 8;                                           // RES 5,H
            case 0xAD: l &= ~0x20; return 8;                                           // RES 5,L
            case 0xAF: a &= ~0x20; return 8;                                           // RES 5,A
            case 0xB0: b &= ~0x40; return 8;                                           // RES 6,B
            case 0xB1: c &= ~0x40; return 8;                                           // RES 6,C
            case 0xB2: d &= ~0x40; return 8;                                           // RES 6,D
            case 0xB3: e &= ~0x40; return 8;                                           // RES 6,E
            case 0xB4: h &= ~0x40; return 8;                                           // RES 6,H
            case 0xB5: l &= ~0x40; return 8;                                           // RES 6,L
            case 0xB7: a &= ~0x40; return 8;                                           // RES 6,A
            case 0xB8: b &= ~0x80; return 8;                                           // RES 7,B
            case 0xB9: c &= ~0x80; return 8;                                           // RES 7,C
            case 0xBA: d &= ~0x80; return 8;                                           // RES 7,D
            case 0xBB: e &= ~0x80; return 8;                                           // RES 7,E
            case 0xBC: h &= ~0x80; return 8;                                           // RES 7,H
            case 0xBD: l &= ~0x80; return 8;                                           // RES 7,L
            case 0xBF: a &= ~0x80; return 8;                                           // RES 7,A
            case 0xC0: b |= 0x01; return 8;                                            // SET 0,B
            case 0xC1: c |= 0x01; return 8;                                            // SET 0,C
            case 0xC2: d |= 0x01; return 8;                                            // SET 0,D
            case 0xC3: e |= 0x01; return 8;                                            // SET 0,E
            case 0xC4: h |= 0x01; return 8;                                            // SET 0,H
            case 0xC5: l |= 0x01; return 8;                                            // SET 0,L
            case 0xC7: a |= 0x01; return 8;                                            // SET 0,A
            case 0xC8: b |= 0x02; return 8;                                            // SET 1,B
            case 0xC9: c |= 0x02; return 8;                                            // SET 1,C
            case 0xCA: d |= 0x02; return 8;                                            // SET 1,D
            case 0xCB: e |= 0x02; return 8;                                            // SET 1,E
            case 0xCC: h |= 0x02; return 8;                                            // SET 1,H
            case 0xCD: l |= 0x02; return 8;                                            // SET 1,L
            case 0xCF: a |= 0x02; return 8;                                            // SET 1,A
            case 0xD0: b |= 0x04; return 8;                                            // SET 2,B
            case 0xD1: c |= 0x04; return 8;                                            // SET 2,C
            case 0xD2: d |= 0x04; return 8;                                            // SET 2,D
            case 0xD3: e |= 0x04; return 8;                                            // SET 2,E
            case 0xD4: h |= 0x04; return 8;                                            // SET 2,H
            case 0xD5: l |= 0x04; return 8;                                            // SET 2,L
            case 0xD7: a |= 0x04; return 8;                                            // SET 2,A
            case 0xD8: b |= 0x08; return 8;                                            // SET 3,B
            case 0xD9: c |= 0x08; return 8;                                            // SET 3,C
            case 0xDA: d |= 0x08; return 8;                                            // SET 3,D
            case 0xDB: e |= 0x08; return 8;                                            // SET 3,E
            case 0xDC: h |= 0x08; return 8;                                            // SET 3,H
            case 0xDD: l |= 0x08; return 8;                                            // SET 3,L
            case 0xDF: a |= 0x08; return 8;                                            // SET 3,A
            case 0xE0: b |= 0x10; return 8;                                            // SET 4,B
            case 0xE1: c |= 0x10; return 8;                                            // SET 4,C
            case 0xE2: d |= 0x10; return 8;                                            // SET 4,D
            case 0xE3: e |= 0x10; return 8;                                            // SET 4,E
            case 0xE4: h |= 0x10; return 8;                                            // SET 4,H
            case 0xE5: l |= 0x10; return 8;                                            // SET 4,L
            case 0xE7: a |= 0x10; return 8;                                            // SET 4,A
            case 0xE8: b |= 0x20; return 8;                                            // SET 5,B
            case 0xE9: c |= 0x20; return 8;                                            // SET 5,C
            case 0xEA: d |= 0x20; return 8;                                            // SET 5,D
            case 0xEB: e |= 0x20; return 8;                                            // SET 5,E
            case 0xEC: h |= 0x20; return 8;                                            // SET 5,H
            case 0xED: l |= 0x20; return 8;                                            // SET 5,L
            case 0xEF: a |= 0x20; return 8;                                            // SET 5,A
            case 0xF0: b |= 0x40; return 8;                                            // SET 6,B
            case 0xF1: c |= 0x40; return 8;                                            // SET 6,C
            case 0xF2: d |= 0x40; return 8;                                            // SET 6,D
            case 0xF3: e |= 0x40; return 8;                                            // SET 6,E
            case 0xF4: h |= 0x40; return 8;                                            // SET 6,H
            case 0xF5: l |= 0x40; return 8;                                            // SET 6,L
            case 0xF7: a |= 0x40; return 8;                                            // SET 6,A
            case 0xF8: b |= 0x80; return 8;                                            // SET 7,B
            case 0xF9: c |= 0x80; return 8;                                            // SET 7,C
            case 0xFA: d |= 0x80; return 8;                                            // SET 7,D
            case 0xFB: e |= 0x80; return 8;                                            // SET 7,E
            case 0xFC: h |= 0x80; return 8;                                            // SET 7,H
            case 0xFD: l |= 0x80; return 8;                                            // SET 7,L
            case 0xFF: a |= 0x80; return 8;                                            // SET 7,A
            default: return executeCBMemory(op);                                       // op (HL)
        }
    }

    /** CB xx with (HL): BIT reads MEMPTR's high byte into Y and X (memptr_eng.txt), the others write back. */
    private int executeCBMemory(int op) {
        int hl = hl();
        int v = read(hl);
        int n = (op >>> 3) & 7;
        switch (op >>> 6) {
            case 0 -> write(hl, rotate(n, v));
            case 1 -> {
                bit(n, v, wz >>> 8);
                return 12;
            }
            case 2 -> write(hl, v & ~(1 << n));
            default -> write(hl, v | (1 << n));
        }
        return 15;
    }

    // ---------------------------------------------------------------- ED page

    private int executeED() {
        rCount++;
        int op = fetch();
        if (op >= 0x40 && op < 0x80) {
            return executeEDMain(op);
        }
        switch (op) {
            case 0xA0: return blockLoad(1, false);                                     // LDI
            case 0xA1: return blockCompare(1, false);                                  // CPI
            case 0xA2: return blockIn(1, false);                                       // INI
            case 0xA3: return blockOut(1, false);                                      // OUTI
            case 0xA8: return blockLoad(-1, false);                                    // LDD
            case 0xA9: return blockCompare(-1, false);                                 // CPD
            case 0xAA: return blockIn(-1, false);                                      // IND
            case 0xAB: return blockOut(-1, false);                                     // OUTD
            case 0xB0: return blockLoad(1, true);                                      // LDIR
            case 0xB1: return blockCompare(1, true);                                   // CPIR
            case 0xB2: return blockIn(1, true);                                        // INIR
            case 0xB3: return blockOut(1, true);                                       // OTIR
            case 0xB8: return blockLoad(-1, true);                                     // LDDR
            case 0xB9: return blockCompare(-1, true);                                  // CPDR
            case 0xBA: return blockIn(-1, true);                                       // INDR
            case 0xBB: return blockOut(-1, true);                                      // OTDR
            default: return 8;                                                         // no-op hole
        }
    }

    /** ED 40-7F, decoded by the low three bits as the Zilog manual groups them. */
    private int executeEDMain(int op) {
        int code = (op >>> 3) & 7;
        switch (op & 7) {
            case 0: {                                                                  // IN r,(C) / IN F,(C)
                int bc = bc();
                int v = ports.in(bc) & 0xFF;
                wz = (bc + 1) & 0xFFFF;
                f = (f & C) | SZP[v];
                flagsToQ();
                if (code != 6) {
                    set8(code, v);
                }
                return 12;
            }
            case 1: {                                                                  // OUT (C),r / OUT (C),0
                int bc = bc();
                ports.out(bc, code == 6 ? 0 : get8(code));
                wz = (bc + 1) & 0xFFFF;
                return 12;
            }
            case 2:                                                                    // SBC HL,rr / ADC HL,rr
                if ((op & 8) == 0) {
                    sbcHL(get16(code >>> 1));
                } else {
                    adcHL(get16(code >>> 1));
                }
                return 15;
            case 3:                                                                    // LD (nn),rr / LD rr,(nn)
                if ((op & 8) == 0) {
                    storeWord(get16(code >>> 1));
                } else {
                    set16(code >>> 1, loadWord());
                }
                return 20;
            case 4: {                                                                  // NEG
                int v = a;
                a = 0;
                a = sub8(v, 0);
                return 8;
            }
            case 5:                                                                    // RETN / RETI
                iff1 = iff2;
                pc = pop();
                wz = pc;
                return 14;
            case 6:                                                                    // IM 0/0/1/2
                im = INTERRUPT_MODE_OF_CODE[code & 3];
                return 8;
            default:
                return executeEDSpecial(op);
        }
    }

    /** ED 47 4F 57 5F 67 6F 77 7F: the I and R transfers, RRD, RLD and two no-ops. */
    private int executeEDSpecial(int op) {
        switch (op) {
            case 0x47: i = a; return 9;                                                // LD I,A
            case 0x4F: setR(a); return 9;                                              // LD R,A
            case 0x57: loadAFromIR(i); return 9;                                       // LD A,I
            case 0x5F: loadAFromIR(r()); return 9;                                     // LD A,R
            case 0x67: rrd(); return 18;                                               // RRD
            case 0x6F: rld(); return 18;                                               // RLD
            default: return 8;                                                         // ED 77, ED 7F: no-op
        }
    }

    private void loadAFromIR(int v) {
        a = v;
        f = (f & C) | SZ[a] | (iff2 ? PV : 0);
        flagsToQ();
        afterThis(AFTER_LD_A_IR);
    }

    private void rrd() {
        int hl = hl();
        int v = read(hl);
        write(hl, ((a << 4) | (v >>> 4)) & 0xFF);
        a = (a & 0xF0) | (v & 0x0F);
        f = (f & C) | SZP[a];
        flagsToQ();
        wz = (hl + 1) & 0xFFFF;
    }

    private void rld() {
        int hl = hl();
        int v = read(hl);
        write(hl, ((v << 4) | (a & 0x0F)) & 0xFF);
        a = (a & 0xF0) | (v >>> 4);
        f = (f & C) | SZP[a];
        flagsToQ();
        wz = (hl + 1) & 0xFFFF;
    }

    // ---------------------------------------------------------------- block instructions

    /**
     * A repeating block instruction that goes round again: back to its own address, 5 more T-states, and
     * (Banks 2018) Y and X from the high byte of that address.
     */
    private void repeatBlock() {
        pc = (pc - 2) & 0xFFFF;
        wz = (pc + 1) & 0xFFFF;
        f = (f & ~YX) | ((pc >>> 8) & YX);
    }

    /** LDI/LDD/LDIR/LDDR; {@code step} is +1 or -1. Y and X from bits 1 and 3 of (HL) + A (Young 4.2). */
    private int blockLoad(int step, boolean repeat) {
        int hl = hl();
        int de = de();
        int v = read(hl);
        write(de, v);
        setHL(hl + step);
        setDE(de + step);
        int bc = (bc() - 1) & 0xFFFF;
        setBC(bc);
        int n = v + a;
        f = (f & (S | Z | C)) | (bc != 0 ? PV : 0) | (n & X) | ((n << 4) & Y);
        int t = 16;
        if (repeat && bc != 0) {
            repeatBlock();
            t = 21;
        }
        flagsToQ();
        return t;
    }

    /** CPI/CPD/CPIR/CPDR. Y and X from bits 1 and 3 of A - (HL) - H (Young 4.2). */
    private int blockCompare(int step, boolean repeat) {
        int hl = hl();
        int v = read(hl);
        int res = (a - v) & 0xFF;
        int half = (a ^ v ^ res) & H;
        setHL(hl + step);
        int bc = (bc() - 1) & 0xFFFF;
        setBC(bc);
        int n = res - (half >>> 4);
        f = (f & C) | N | (SZ[res] & (S | Z)) | half | (bc != 0 ? PV : 0) | (n & X) | ((n << 4) & Y);
        wz = (wz + step) & 0xFFFF;
        int t = 16;
        if (repeat && bc != 0 && res != 0) {
            repeatBlock();
            t = 21;
        }
        flagsToQ();
        return t;
    }

    /** INI/IND/INIR/INDR: the port is BC before B counts down; MEMPTR = that BC +/- 1. */
    private int blockIn(int step, boolean repeat) {
        int bc = bc();
        int v = ports.in(bc) & 0xFF;
        wz = (bc + step) & 0xFFFF;
        b = (b - 1) & 0xFF;
        int hl = hl();
        write(hl, v);
        setHL(hl + step);
        return blockIoFlags(v, v + ((c + step) & 0xFF), repeat);
    }

    /** OUTI/OUTD/OTIR/OTDR: B counts down before the port is addressed; MEMPTR = the new BC +/- 1. */
    private int blockOut(int step, boolean repeat) {
        int hl = hl();
        int v = read(hl);
        b = (b - 1) & 0xFF;
        int bc = bc();
        ports.out(bc, v);
        wz = (bc + step) & 0xFFFF;
        setHL(hl + step);
        return blockIoFlags(v, v + l, repeat);
    }

    /**
     * Flags of the block I/O instructions (Young 4.3): S Z Y X from B, N from bit 7 of the byte moved,
     * H and C from the carry of {@code k}, P/V from the parity of (k AND 7) XOR B. While repeating, P/V and
     * H also reflect the B the next round will see (Banks 2018).
     */
    private int blockIoFlags(int v, int k, boolean repeat) {
        f = SZ[b] | ((v >>> 6) & N) | (k > 0xFF ? H | C : 0) | (SZP[(k & 7) ^ b] & PV);
        int t = 16;
        if (repeat && b != 0) {
            repeatBlock();
            if ((f & C) != 0) {
                f &= ~H;
                if ((v & 0x80) != 0) {
                    f ^= (SZP[(b - 1) & 7] ^ PV) & PV;
                    f |= (b & 0x0F) == 0x00 ? H : 0;
                } else {
                    f ^= (SZP[(b + 1) & 7] ^ PV) & PV;
                    f |= (b & 0x0F) == 0x0F ? H : 0;
                }
            } else {
                f ^= (SZP[b & 7] ^ PV) & PV;
            }
            t = 21;
        }
        flagsToQ();
        return t;
    }

    // ---------------------------------------------------------------- DD and FD pages

    /**
     * A DD (IX) or FD (IY) prefix: the opcode after it uses the index register in place of HL, IXH/IXL in
     * place of H/L, and (IX+d) in place of (HL). Before another prefix it is a 4 T-state step on its own.
     */
    private int executeIndexed(boolean useIY) {
        int op = mem[pc] & 0xFF;
        if (op == 0xDD || op == 0xFD || op == 0xED) {
            afterThis(AFTER_PREFIX);
            return 4;
        }
        pc = (pc + 1) & 0xFFFF;
        rCount++;
        xy = useIY ? iy : ix;
        int t = executeIndexedOp(op);
        if (useIY) {
            iy = xy;
        } else {
            ix = xy;
        }
        return t;
    }

    private int executeIndexedOp(int op) {
        if (op >= 0x40 && op < 0xC0 && op != 0x76) {
            return executeIndexedLoadAlu(op);
        }
        switch (op) {
            case 0x09: xy = add16(xy, bc()); return 15;                                // ADD IX,BC
            case 0x19: xy = add16(xy, de()); return 15;                                // ADD IX,DE
            case 0x21: xy = fetch16(); return 14;                                      // LD IX,nn
            case 0x22: storeWord(xy); return 20;                                       // LD (nn),IX
            case 0x23: xy = (xy + 1) & 0xFFFF; return 10;                              // INC IX
            case 0x24: setIndexed8(4, inc8(xy >>> 8)); return 8;                       // INC IXH
            case 0x25: setIndexed8(4, dec8(xy >>> 8)); return 8;                       // DEC IXH
            case 0x26: setIndexed8(4, fetch()); return 11;                             // LD IXH,n
            case 0x29: xy = add16(xy, xy); return 15;                                  // ADD IX,IX
            case 0x2A: xy = loadWord(); return 20;                                     // LD IX,(nn)
            case 0x2B: xy = (xy - 1) & 0xFFFF; return 10;                              // DEC IX
            case 0x2C: setIndexed8(5, inc8(xy & 0xFF)); return 8;                      // INC IXL
            case 0x2D: setIndexed8(5, dec8(xy & 0xFF)); return 8;                      // DEC IXL
            case 0x2E: setIndexed8(5, fetch()); return 11;                             // LD IXL,n
            case 0x34: { int ad = displaced(); write(ad, inc8(read(ad))); return 23; } // INC (IX+d)
            case 0x35: { int ad = displaced(); write(ad, dec8(read(ad))); return 23; } // DEC (IX+d)
            case 0x36: { int ad = displaced(); write(ad, fetch()); return 19; }        // LD (IX+d),n
            case 0x39: xy = add16(xy, sp); return 15;                                  // ADD IX,SP
            case 0xCB: return executeIndexedCB();                                      // DDCB page
            case 0xE1: xy = pop(); return 14;                                          // POP IX
            case 0xE3: xy = exSp(xy); return 23;                                       // EX (SP),IX
            case 0xE5: push(xy); return 15;                                            // PUSH IX
            case 0xE9: pc = xy; return 8;                                              // JP (IX)
            case 0xF9: sp = xy; return 10;                                             // LD SP,IX
            default:                                                                   // prefix ignored
                if (qAt == rCount - 2) {
                    qAt = rCount - 1; // the opcode's previous Q is the one from before the prefix
                }
                return 4 + executeBase(op, pc);
        }
    }

    /** DD/FD 40-BF: LD r,r' and ALU r with IXH/IXL for H/L, or (IX+d) for (HL). */
    private int executeIndexedLoadAlu(int op) {
        int source = op & 7;
        if (op >= 0x80) {
            if (source == 6) {
                alu((op >>> 3) & 7, read(displaced()));
                return 19;
            }
            alu((op >>> 3) & 7, getIndexed8(source));
            return 8;
        }
        int target = (op >>> 3) & 7;
        if (source == 6) {
            set8(target, read(displaced()));                                           // LD r,(IX+d)
            return 19;
        }
        if (target == 6) {
            write(displaced(), get8(source));                                          // LD (IX+d),r
            return 19;
        }
        setIndexed8(target, getIndexed8(source));                                     // LD r,r' with IXH/IXL
        return 8;
    }

    /** (IX+d): fetches the displacement; MEMPTR = the address. */
    private int displaced() {
        wz = (xy + (byte) fetch()) & 0xFFFF;
        return wz;
    }

    /** Register by code as a DD/FD prefix sees it: 4 and 5 are the index register's halves. */
    private int getIndexed8(int code) {
        switch (code) {
            case 4:
                return xy >>> 8;
            case 5:
                return xy & 0xFF;
            default:
                return get8(code);
        }
    }

    private void setIndexed8(int code, int v) {
        switch (code) {
            case 4 -> xy = (v << 8) | (xy & 0xFF);
            case 5 -> xy = (xy & 0xFF00) | v;
            default -> set8(code, v);
        }
    }

    /**
     * DD CB d op: the operation acts on (IX+d); the rotates, RES and SET also copy the result into the
     * register the low three bits code (the undocumented "LD r,RLC (IX+d)" forms), real H and L included.
     * The op byte is not an M1 fetch, so R counts only DD and CB.
     */
    private int executeIndexedCB() {
        int address = displaced();
        int op = fetch();
        int n = (op >>> 3) & 7;
        int v = read(address);
        int res;
        switch (op >>> 6) {
            case 0 -> res = rotate(n, v);
            case 1 -> {
                bit(n, v, address >>> 8);
                return 20;
            }
            case 2 -> res = v & ~(1 << n);
            default -> res = v | (1 << n);
        }
        write(address, res);
        int code = op & 7;
        if (code != 6) {
            set8(code, res);
        }
        return 23;
    }

    // ---------------------------------------------------------------- state, for reverse execution

    /** Every register (WZ, Q and the step's leftovers too), the interrupt lines and the T-state counter. */
    record State(int a, int f, int b, int c, int d, int e, int h, int l, int af2, int bc2, int de2, int hl2, int ix,
            int iy, int sp, int pc, int wz, int i, int r7, int rCount, boolean iff1, boolean iff2, int im,
            boolean halted, int q, int after, long cycles, boolean nmiPending, boolean intLine,
            int intData) implements CpuState {
    }

    @Override
    public CpuState saveState() {
        return new State(a, f, b, c, d, e, h, l, af2, bc2, de2, hl2, ix, iy, sp, pc, wz, i, r7, rCount, iff1, iff2,
                im, halted, q(), after, cycles, nmiPending, intLine, intData);
    }

    @Override
    public void restoreState(CpuState state) {
        State s = (State) state;
        a = s.a;
        f = s.f;
        b = s.b;
        c = s.c;
        d = s.d;
        e = s.e;
        h = s.h;
        l = s.l;
        af2 = s.af2;
        bc2 = s.bc2;
        de2 = s.de2;
        hl2 = s.hl2;
        ix = s.ix;
        iy = s.iy;
        sp = s.sp;
        pc = s.pc;
        wz = s.wz;
        i = s.i;
        r7 = s.r7;
        rCount = s.rCount;
        iff1 = s.iff1;
        iff2 = s.iff2;
        im = s.im;
        halted = s.halted;
        setQ(s.q);
        after = s.after;
        cycles = s.cycles;
        nmiPending = s.nmiPending;
        intLine = s.intLine;
        intData = s.intData;
        updateSlowStepNeeded();
    }
}
