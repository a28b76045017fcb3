package dev.romlab.cpu.mos6502;

import java.util.Arrays;
import java.util.Optional;

import dev.romlab.cpu.BusListener;
import dev.romlab.cpu.BusObservable;
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
 * The NMOS 6502 and the Ricoh 2A03 (the NES/Famicom CPU, a 6502 whose ADC/SBC ignore the D flag), exact to the
 * bus cycle: every read and write the chip makes, dummy reads and the double write of read-modify-write
 * included, goes through {@link Memory} (hooks see them all) and costs one cycle. On a plain memory (no hook, no bus
 * listener) nobody can see an access: a step then skips the dummy reads and adds its opcode's cycles at once, plus one
 * per page crossing or taken branch, the same total. All 256 opcodes: the
 * undocumented ones as the chip does them, the unstable ones as {@code shared/testdata/6502/README.md} describes
 * (m6502.h's choices), the twelve JAM opcodes as a lock-up ({@link #halted()}, {@link StopReason.Jammed}).
 *
 * <p>Interrupts: {@link #irq(boolean)} sets the level-triggered IRQ line, {@link #nmi()} makes the NMI edge.
 * Like the chip, the CPU polls them once per instruction, before its last cycle: a line raised between two
 * {@link #step()}s (or during an instruction's last cycle) is seen at the end of the next instruction. CLI, SEI
 * and PLP change I after that poll, so their effect on IRQ waits one instruction (RTI's does not). An NMI that
 * arrives while BRK or IRQ pushes its state takes over the vector fetch ("NMI hijacking"). Sources: the MOS
 * MCS6500 Hardware Manual, appendix A (cycles and bus contents), and the NESdev wiki, "CPU interrupts".
 */
public final class Mos6502 implements Cpu, BusObservable {

    /** Which chip: the NMOS 6502 with decimal mode, or the 2A03 without it. */
    public enum Variant {
        NMOS, RICOH_2A03
    }

    static final int C_FLAG = 0x01;
    static final int Z_FLAG = 0x02;
    static final int I_FLAG = 0x04;
    static final int D_FLAG = 0x08;
    static final int B_FLAG = 0x10;
    /** Bit 5 of P has no flip-flop: it reads and pushes as 1. */
    static final int UNUSED_FLAG = 0x20;
    static final int V_FLAG = 0x40;
    static final int N_FLAG = 0x80;

    /** The "magic" constant of the unstable ANE and LXA (testdata README, "Unstable undocumented opcodes"). */
    private static final int UNSTABLE_MAGIC = 0xEE;

    /** {@link #hooks} while a bus listener is set: any non-null entry sends an access down the observed path. */
    private static final Memory.Hook[] EVERY_PAGE_OBSERVED = new Memory.Hook[Memory.SIZE / Memory.PAGE_SIZE];

    static {
        Arrays.fill(EVERY_PAGE_OBSERVED, Memory.PLAIN_RAM);
    }

    /**
     * Bus cycles of each opcode without a page crossing or a taken branch (the JAMs: the 2 before the lock-up),
     * what a step adds on a plain memory instead of counting access by access. The MOS table;
     * Mos6502PlainCyclesTest proves it against the counted path for every opcode.
     */
    private static final byte[] BASE_CYCLES = {
        7, 6, 2, 8, 3, 3, 5, 5, 3, 2, 2, 2, 4, 4, 6, 6,
        2, 5, 2, 8, 4, 4, 6, 6, 2, 4, 2, 7, 4, 4, 7, 7,
        6, 6, 2, 8, 3, 3, 5, 5, 4, 2, 2, 2, 4, 4, 6, 6,
        2, 5, 2, 8, 4, 4, 6, 6, 2, 4, 2, 7, 4, 4, 7, 7,
        6, 6, 2, 8, 3, 3, 5, 5, 3, 2, 2, 2, 3, 4, 6, 6,
        2, 5, 2, 8, 4, 4, 6, 6, 2, 4, 2, 7, 4, 4, 7, 7,
        6, 6, 2, 8, 3, 3, 5, 5, 4, 2, 2, 2, 5, 4, 6, 6,
        2, 5, 2, 8, 4, 4, 6, 6, 2, 4, 2, 7, 4, 4, 7, 7,
        2, 6, 2, 6, 3, 3, 3, 3, 2, 2, 2, 2, 4, 4, 4, 4,
        2, 6, 2, 6, 4, 4, 4, 4, 2, 5, 2, 5, 5, 5, 5, 5,
        2, 6, 2, 6, 3, 3, 3, 3, 2, 2, 2, 2, 4, 4, 4, 4,
        2, 5, 2, 5, 4, 4, 4, 4, 2, 4, 2, 4, 4, 4, 4, 4,
        2, 6, 2, 8, 3, 3, 5, 5, 2, 2, 2, 2, 4, 4, 6, 6,
        2, 5, 2, 8, 4, 4, 6, 6, 2, 4, 2, 7, 4, 4, 7, 7,
        2, 6, 2, 8, 3, 3, 5, 5, 2, 2, 2, 2, 4, 4, 6, 6,
        2, 5, 2, 8, 4, 4, 6, 6, 2, 4, 2, 7, 4, 4, 7, 7,
    };
    /** {@link #BASE_CYCLES} of {@code opcode}: what a translated block adds for it on a plain memory. */
    static int baseCycles(int opcode) {
        return BASE_CYCLES[opcode];
    }

    /** The interrupt sequence and the reset: 7 cycles. */
    private static final int SEQUENCE_CYCLES = 7;

    private static final int NMI_VECTOR = 0xFFFA;
    private static final int RESET_VECTOR = 0xFFFC;
    private static final int IRQ_VECTOR = 0xFFFE;
    private static final int STACK_PAGE = 0x100;
    /** What a jammed CPU keeps reading (m6502.h; the testdata README, "JAM"). */
    private static final int JAM_BUS = 0xFFFF;

    // Read-modify-write operations, for modify().
    private static final int ASL = 0;
    private static final int LSR = 1;
    private static final int ROL = 2;
    private static final int ROR = 3;
    private static final int INC = 4;
    private static final int DEC = 5;
    private static final int SLO = 6;
    private static final int RLA = 7;
    private static final int SRE = 8;
    private static final int RRA = 9;
    private static final int DCP = 10;
    private static final int ISC = 11;

    private final Memory memory;
    private final byte[] bytes;
    /** The memory's live hook table. */
    private final Memory.Hook[] pageHooks;
    /**
     * What {@link #read} and {@link #write} test, one load per access: {@link #pageHooks} itself, or with a bus
     * listener set, a table with every page marked, so that every access takes the observed path.
     */
    private Memory.Hook[] hooks;
    /** The memory's live hook table for writes: {@link #pageHooks} with the code guards of translated pages. */
    private final Memory.Hook[] pageWriteHooks;
    /** What {@link #write} tests, as {@link #hooks} is for reads: {@link #pageWriteHooks} or every page marked. */
    private Memory.Hook[] writeHooks;
    /**
     * No page has a hook or wait states and no bus listener is set: every access is a plain array access, one
     * test of a field HotSpot keeps in a register, and the cycles come from {@link #BASE_CYCLES} once per
     * instruction (nobody can see the count between two accesses). Changes only between instructions: the memory's
     * listener and {@link #busListener} set {@link #plainNext}, the next step applies it.
     */
    private boolean plain;
    private boolean plainNext;
    /**
     * {@link #plain}, and no page has a write hook either: a translating engine's code guards (write hooks only)
     * send writes to {@link #writePaged}, which on a plain memory reaches the guard without counting a cycle. Falls
     * at once when a page is guarded; rises with {@link #plain} ({@link #plainWritesNext}).
     */
    private boolean plainWrites;
    private boolean plainWritesNext;
    /**
     * This interpreter's listener on the memory ({@link Memory#onWaitStatesChanged}): only one interpreter listens at
     * a time, and one that no longer does gives up {@link #plain} for good, since nobody tells it of new hooks.
     */
    private final Runnable memoryListener = this::updatePlain;
    private final boolean decimal;
    private final Variant variant;
    private final Mos6502RegisterFile registers = new Mos6502RegisterFile(this);
    private BusListener bus;

    int a;
    int x;
    int y;
    int s = 0xFD;
    int pc;
    /** N is bit 7 of this: the last result, kept as it is so that setting N costs one store. */
    int nResult;
    boolean v;
    boolean d;
    boolean i = true;
    /** Z is set when this is 0: the last result, as for {@link #nResult}. */
    int zResult = 1;
    boolean c;
    long cycles;

    private boolean irqLine;
    private boolean nmiPending;
    /** The cycle count when the NMI edge came: it is seen only if it came before an instruction's last cycle. */
    private long nmiRaisedAt;
    /** The poll at the end of the last instruction: the next step runs the interrupt sequence instead. */
    private boolean nmiDue;
    private boolean irqDue;
    private boolean jammed;
    private int jamAddress;
    /**
     * Nothing to do but the next instruction: not jammed, no interrupt due, no NMI pending and the IRQ line
     * low. {@link #step()} tests this one field instead of five; every change of those refreshes it.
     */
    private boolean quiet = true;
    /** I before a CLI, SEI or PLP, for the poll that ends it ({@link #maskBeforePoll}). */
    private boolean delayedMask;
    private boolean maskDelayed;

    public Mos6502(Memory memory, Variant variant) {
        this.memory = memory;
        this.bytes = memory.bytes;
        this.pageHooks = memory.pageHooks();
        this.hooks = pageHooks;
        this.pageWriteHooks = memory.pageWriteHooks();
        this.writeHooks = pageWriteHooks;
        this.variant = variant;
        this.decimal = variant == Variant.NMOS;
        if (bytes.length != Memory.SIZE) {
            throw new IllegalArgumentException("a 6502 addresses 64 KiB, not " + bytes.length + " bytes");
        }
        memory.onWaitStatesChanged(memoryListener);
        updatePlain();
        plain = plainNext;
        plainWrites = plainWritesNext;
        updateQuiet();
    }

    /** The memory's hooks or the bus listener changed (or another interpreter now listens to the memory). */
    private void updatePlain() {
        plainNext = bus == null && memory.waitStatesListener() == memoryListener
                && Arrays.stream(pageHooks).allMatch(hook -> hook == null);
        plainWritesNext = plainNext && Arrays.stream(pageWriteHooks).allMatch(hook -> hook == null);
        plainWrites = plain && plainWritesNext;
        updateQuiet();
    }

    private void updateQuiet() {
        quiet = !(jammed || nmiDue || irqDue || nmiPending || irqLine || plain != plainNext);
    }

    /** The NMOS 6502 (ports unused: the 6502 maps its I/O into memory), for {@link dev.romlab.cpu.CpuFactory}. */
    public static Mos6502 nmos(Memory memory, IoPorts ports) {
        return new Mos6502(memory, Variant.NMOS);
    }

    /** The Ricoh 2A03, for {@link dev.romlab.cpu.CpuFactory}. */
    public static Mos6502 ricoh2A03(Memory memory, IoPorts ports) {
        return new Mos6502(memory, Variant.RICOH_2A03);
    }

    public Variant variant() {
        return variant;
    }

    @Override
    public void busListener(BusListener listener) {
        this.bus = listener;
        this.hooks = listener == null ? pageHooks : EVERY_PAGE_OBSERVED;
        this.writeHooks = listener == null ? pageWriteHooks : EVERY_PAGE_OBSERVED;
        updatePlain();
    }

    /** Sets the IRQ line (level-triggered, active while {@code asserted}; several devices would OR theirs). */
    public void irq(boolean asserted) {
        irqLine = asserted;
        updateQuiet();
    }

    /**
     * An NMI edge (the line going low): served once, after the current or next instruction. Another edge before
     * it is served changes nothing (the chip latches one).
     */
    public void nmi() {
        if (!nmiPending) {
            nmiPending = true;
            nmiRaisedAt = cycles;
            updateQuiet();
        }
    }

    /**
     * The reset sequence, 7 cycles: two reads at pc, three stack reads that move S down by 3 without writing,
     * then the vector at $FFFC; I is set, a jam ends.
     */
    public void reset() {
        jammed = false;
        nmiDue = false;
        irqDue = false;
        nmiPending = false;
        read(pc);
        read(pc);
        for (int k = 0; k < 3; k++) {
            dummyRead(STACK_PAGE | s);
            s = (s - 1) & 0xFF;
        }
        i = true;
        pc = readVector(RESET_VECTOR);
        if (plain) {
            cycles += SEQUENCE_CYCLES;
        }
        updateQuiet();
    }

    @Override
    public int step() {
        return quiet ? instruction() : stepNotQuiet();
    }

    /** One instruction: the opcode's read, the cycles on a plain memory, {@link #dispatch}, the poll. */
    private int instruction() {
        long start = cycles;
        int opcode = read(pc);
        int next = (pc + 1) & 0xFFFF;
        // Counted before the operation: on a plain memory nobody sees the count during an instruction, and the
        // opcode then need not be kept across the dispatch's call.
        if (plain) {
            cycles += BASE_CYCLES[opcode];
        }
        dispatch(opcode, next);
        // With a line active (raised before or by a hook during the instruction), a jam, or after CLI, SEI or PLP,
        // the poll.
        if (!quiet) {
            poll();
        }
        return (int) (cycles - start);
    }

    /**
     * Steps as {@link Cpu#stepUntil} says, the quiet instructions on a plain memory in {@link #runPlain}'s loop and the
     * others one {@link #step()} at a time.
     */
    @Override
    public long stepUntil(long endCycles, PcHook[] stops) {
        long steps = 0;
        do {
            if (quiet && plainWrites) {
                steps += runPlain(endCycles, stops);
            } else {
                step();
                steps++;
            }
        } while (cycles < endCycles && !jammed && (stops == null || stops[pc] == null));
        return steps;
    }

    /**
     * Instructions while nothing is pending ({@link #quiet}) on a plain memory without write hooks either: the same
     * steps as {@link #instruction()}'s, up to {@code endCycles} or an address in {@code stops} (null: none), and the
     * poll after the last if one is due. The loop keeps the pc and the cycles of {@link #BASE_CYCLES} in registers
     * (the dispatch returns the pc; the cycles go into {@link #cycles} when it ends, to which the page crossings and
     * taken branches add their own on the way): stored and loaded again on every instruction, each was a chain of a
     * store and a load from one instruction to the next. Nobody can see the count meanwhile: no hook, no listener.
     * The refill loop 1.28 times as fast as through {@link #step()} (4 JVMs of each build in turns, pinned), and
     * alike in every JVM (775 to 796 emulated MHz; 561 to 653 before).
     */
    private long runPlain(long endCycles, PcHook[] stops) {
        long steps = 0;
        long pending = 0;
        int address = pc;
        do {
            int opcode = bytes[address] & 0xFF;
            pending += BASE_CYCLES[opcode];
            address = dispatch(opcode, (address + 1) & 0xFFFF);
            steps++;
        } while (quiet && cycles + pending < endCycles && (stops == null || stops[address] == null));
        cycles += pending;
        if (!quiet) {
            poll();
        }
        return steps;
    }

    /** Runs the instruction {@code opcode}, whose next byte is at {@code next}: the pc after it. */
    private int dispatch(int opcode, int next) {
        if (opcode < 0x80) {
            if (opcode < 0x40) {
                if (opcode < 0x20) {
                    return execute00(opcode, next);
                } else {
                    return execute20(opcode, next);
                }
            } else {
                if (opcode < 0x60) {
                    return execute40(opcode, next);
                } else {
                    return execute60(opcode, next);
                }
            }
        } else {
            if (opcode < 0xC0) {
                if (opcode < 0xA0) {
                    return execute80(opcode, next);
                } else {
                    return executeA0(opcode, next);
                }
            } else {
                if (opcode < 0xE0) {
                    return executeC0(opcode, next);
                } else {
                    return executeE0(opcode, next);
                }
            }
        }
    }

    /**
     * Opcodes $00-$1F. The dispatch is eight switches of 32 opcodes rather than one of 256: C2 computes the values
     * that several cases use (pc + 1, pc + 2, the registers, the cycle count + 1) once before a switch's jump, and
     * spills some; the fewer cases a switch has, the fewer it computes for nothing (measured by CPU time in one JVM:
     * one of 256 about 15% slower than four of 64, eight of 32 about 15% faster than four, sixteen of 16 no faster).
     * Each takes the address past the opcode, {@code next}, and stores it in the pc itself: the cases' operand
     * fetches then read the pc from a register, not from a field stored just before the call (a load waiting on
     * that store, on every instruction; the refill loop 1.03 to 1.15 times as fast, JVMs of both builds in turns).
     * Each returns the pc after the instruction, for {@link #runPlain}'s loop to keep in a register.
     */
    private int execute00(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0x00 -> brk();
            case 0x01 -> ora(read(indexedIndirect()));
            case 0x02 -> jam();
            case 0x03 -> modify(indexedIndirect(), SLO);
            case 0x04 -> read(zeroPage());
            case 0x05 -> ora(read(zeroPage()));
            case 0x06 -> modify(zeroPage(), ASL);
            case 0x07 -> modify(zeroPage(), SLO);
            case 0x08 -> php();
            case 0x09 -> ora(fetch());
            case 0x0A -> { dummyRead(); a = asl(a); }
            case 0x0B -> anc(fetch());
            case 0x0C -> read(absolute());
            case 0x0D -> ora(read(absolute()));
            case 0x0E -> modify(absolute(), ASL);
            case 0x0F -> modify(absolute(), SLO);
            case 0x10 -> branch((nResult & N_FLAG) == 0);
            case 0x11 -> ora(read(indirectIndexedRead()));
            case 0x12 -> jam();
            case 0x13 -> modify(indirectIndexedWrite(), SLO);
            case 0x14 -> read(zeroPageIndexed(x));
            case 0x15 -> ora(read(zeroPageIndexed(x)));
            case 0x16 -> modify(zeroPageIndexed(x), ASL);
            case 0x17 -> modify(zeroPageIndexed(x), SLO);
            case 0x18 -> { dummyRead(); c = false; }
            case 0x19 -> ora(read(absoluteIndexedRead(y)));
            case 0x1A -> dummyRead();
            case 0x1B -> modify(absoluteIndexedWrite(y), SLO);
            case 0x1C -> read(absoluteIndexedRead(x));
            case 0x1D -> ora(read(absoluteIndexedRead(x)));
            case 0x1E -> modify(absoluteIndexedWrite(x), ASL);
            case 0x1F -> modify(absoluteIndexedWrite(x), SLO);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $20-$3F. */
    private int execute20(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0x20 -> jsr();
            case 0x21 -> and(read(indexedIndirect()));
            case 0x22 -> jam();
            case 0x23 -> modify(indexedIndirect(), RLA);
            case 0x24 -> bit(read(zeroPage()));
            case 0x25 -> and(read(zeroPage()));
            case 0x26 -> modify(zeroPage(), ROL);
            case 0x27 -> modify(zeroPage(), RLA);
            case 0x28 -> { maskBeforePoll(); plp(); }
            case 0x29 -> and(fetch());
            case 0x2A -> { dummyRead(); a = rol(a); }
            case 0x2B -> anc(fetch());
            case 0x2C -> bit(read(absolute()));
            case 0x2D -> and(read(absolute()));
            case 0x2E -> modify(absolute(), ROL);
            case 0x2F -> modify(absolute(), RLA);
            case 0x30 -> branch((nResult & N_FLAG) != 0);
            case 0x31 -> and(read(indirectIndexedRead()));
            case 0x32 -> jam();
            case 0x33 -> modify(indirectIndexedWrite(), RLA);
            case 0x34 -> read(zeroPageIndexed(x));
            case 0x35 -> and(read(zeroPageIndexed(x)));
            case 0x36 -> modify(zeroPageIndexed(x), ROL);
            case 0x37 -> modify(zeroPageIndexed(x), RLA);
            case 0x38 -> { dummyRead(); c = true; }
            case 0x39 -> and(read(absoluteIndexedRead(y)));
            case 0x3A -> dummyRead();
            case 0x3B -> modify(absoluteIndexedWrite(y), RLA);
            case 0x3C -> read(absoluteIndexedRead(x));
            case 0x3D -> and(read(absoluteIndexedRead(x)));
            case 0x3E -> modify(absoluteIndexedWrite(x), ROL);
            case 0x3F -> modify(absoluteIndexedWrite(x), RLA);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $40-$5F. */
    private int execute40(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0x40 -> rti();
            case 0x41 -> eor(read(indexedIndirect()));
            case 0x42 -> jam();
            case 0x43 -> modify(indexedIndirect(), SRE);
            case 0x44 -> read(zeroPage());
            case 0x45 -> eor(read(zeroPage()));
            case 0x46 -> modify(zeroPage(), LSR);
            case 0x47 -> modify(zeroPage(), SRE);
            case 0x48 -> pha();
            case 0x49 -> eor(fetch());
            case 0x4A -> { dummyRead(); a = lsr(a); }
            case 0x4B -> a = lsr(a & fetch());
            case 0x4C -> pc = absolute();
            case 0x4D -> eor(read(absolute()));
            case 0x4E -> modify(absolute(), LSR);
            case 0x4F -> modify(absolute(), SRE);
            case 0x50 -> branch(!v);
            case 0x51 -> eor(read(indirectIndexedRead()));
            case 0x52 -> jam();
            case 0x53 -> modify(indirectIndexedWrite(), SRE);
            case 0x54 -> read(zeroPageIndexed(x));
            case 0x55 -> eor(read(zeroPageIndexed(x)));
            case 0x56 -> modify(zeroPageIndexed(x), LSR);
            case 0x57 -> modify(zeroPageIndexed(x), SRE);
            case 0x58 -> { dummyRead(); maskBeforePoll(); i = false; }
            case 0x59 -> eor(read(absoluteIndexedRead(y)));
            case 0x5A -> dummyRead();
            case 0x5B -> modify(absoluteIndexedWrite(y), SRE);
            case 0x5C -> read(absoluteIndexedRead(x));
            case 0x5D -> eor(read(absoluteIndexedRead(x)));
            case 0x5E -> modify(absoluteIndexedWrite(x), LSR);
            case 0x5F -> modify(absoluteIndexedWrite(x), SRE);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $60-$7F. */
    private int execute60(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0x60 -> rts();
            case 0x61 -> adc(read(indexedIndirect()));
            case 0x62 -> jam();
            case 0x63 -> modify(indexedIndirect(), RRA);
            case 0x64 -> read(zeroPage());
            case 0x65 -> adc(read(zeroPage()));
            case 0x66 -> modify(zeroPage(), ROR);
            case 0x67 -> modify(zeroPage(), RRA);
            case 0x68 -> pla();
            case 0x69 -> adc(fetch());
            case 0x6A -> { dummyRead(); a = ror(a); }
            case 0x6B -> arr(fetch());
            case 0x6C -> jumpIndirect();
            case 0x6D -> adc(read(absolute()));
            case 0x6E -> modify(absolute(), ROR);
            case 0x6F -> modify(absolute(), RRA);
            case 0x70 -> branch(v);
            case 0x71 -> adc(read(indirectIndexedRead()));
            case 0x72 -> jam();
            case 0x73 -> modify(indirectIndexedWrite(), RRA);
            case 0x74 -> read(zeroPageIndexed(x));
            case 0x75 -> adc(read(zeroPageIndexed(x)));
            case 0x76 -> modify(zeroPageIndexed(x), ROR);
            case 0x77 -> modify(zeroPageIndexed(x), RRA);
            case 0x78 -> { dummyRead(); maskBeforePoll(); i = true; }
            case 0x79 -> adc(read(absoluteIndexedRead(y)));
            case 0x7A -> dummyRead();
            case 0x7B -> modify(absoluteIndexedWrite(y), RRA);
            case 0x7C -> read(absoluteIndexedRead(x));
            case 0x7D -> adc(read(absoluteIndexedRead(x)));
            case 0x7E -> modify(absoluteIndexedWrite(x), ROR);
            case 0x7F -> modify(absoluteIndexedWrite(x), RRA);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $80-$9F. */
    private int execute80(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0x80 -> fetch();
            case 0x81 -> write(indexedIndirect(), a);
            case 0x82 -> fetch();
            case 0x83 -> write(indexedIndirect(), a & x);
            case 0x84 -> write(zeroPage(), y);
            case 0x85 -> write(zeroPage(), a);
            case 0x86 -> write(zeroPage(), x);
            case 0x87 -> write(zeroPage(), a & x);
            case 0x88 -> { dummyRead(); y = nz((y - 1) & 0xFF); }
            case 0x89 -> fetch();
            case 0x8A -> { dummyRead(); a = nz(x); }
            case 0x8B -> a = nz((a | UNSTABLE_MAGIC) & x & fetch());
            case 0x8C -> write(absolute(), y);
            case 0x8D -> write(absolute(), a);
            case 0x8E -> write(absolute(), x);
            case 0x8F -> write(absolute(), a & x);
            case 0x90 -> branch(!c);
            case 0x91 -> write(indirectIndexedWrite(), a);
            case 0x92 -> jam();
            case 0x93 -> storeHighAnd(indirectIndexedWrite(), a & x);
            case 0x94 -> write(zeroPageIndexed(x), y);
            case 0x95 -> write(zeroPageIndexed(x), a);
            case 0x96 -> write(zeroPageIndexed(y), x);
            case 0x97 -> write(zeroPageIndexed(y), a & x);
            case 0x98 -> { dummyRead(); a = nz(y); }
            case 0x99 -> write(absoluteIndexedWrite(y), a);
            case 0x9A -> { dummyRead(); s = x; }
            case 0x9B -> tas(absoluteIndexedWrite(y));
            case 0x9C -> storeHighAnd(absoluteIndexedWrite(x), y);
            case 0x9D -> write(absoluteIndexedWrite(x), a);
            case 0x9E -> storeHighAnd(absoluteIndexedWrite(y), x);
            case 0x9F -> storeHighAnd(absoluteIndexedWrite(y), a & x);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $A0-$BF. */
    private int executeA0(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0xA0 -> y = nz(fetch());
            case 0xA1 -> a = nz(read(indexedIndirect()));
            case 0xA2 -> x = nz(fetch());
            case 0xA3 -> a = x = nz(read(indexedIndirect()));
            case 0xA4 -> y = nz(read(zeroPage()));
            case 0xA5 -> a = nz(read(zeroPage()));
            case 0xA6 -> x = nz(read(zeroPage()));
            case 0xA7 -> a = x = nz(read(zeroPage()));
            case 0xA8 -> { dummyRead(); y = nz(a); }
            case 0xA9 -> a = nz(fetch());
            case 0xAA -> { dummyRead(); x = nz(a); }
            case 0xAB -> a = x = nz((a | UNSTABLE_MAGIC) & fetch());
            case 0xAC -> y = nz(read(absolute()));
            case 0xAD -> a = nz(read(absolute()));
            case 0xAE -> x = nz(read(absolute()));
            case 0xAF -> a = x = nz(read(absolute()));
            case 0xB0 -> branch(c);
            case 0xB1 -> a = nz(read(indirectIndexedRead()));
            case 0xB2 -> jam();
            case 0xB3 -> a = x = nz(read(indirectIndexedRead()));
            case 0xB4 -> y = nz(read(zeroPageIndexed(x)));
            case 0xB5 -> a = nz(read(zeroPageIndexed(x)));
            case 0xB6 -> x = nz(read(zeroPageIndexed(y)));
            case 0xB7 -> a = x = nz(read(zeroPageIndexed(y)));
            case 0xB8 -> { dummyRead(); v = false; }
            case 0xB9 -> a = nz(read(absoluteIndexedRead(y)));
            case 0xBA -> { dummyRead(); x = nz(s); }
            case 0xBB -> a = x = s = nz(read(absoluteIndexedRead(y)) & s);
            case 0xBC -> y = nz(read(absoluteIndexedRead(x)));
            case 0xBD -> a = nz(read(absoluteIndexedRead(x)));
            case 0xBE -> x = nz(read(absoluteIndexedRead(y)));
            case 0xBF -> a = x = nz(read(absoluteIndexedRead(y)));
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $C0-$DF. */
    private int executeC0(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0xC0 -> compare(y, fetch());
            case 0xC1 -> compare(a, read(indexedIndirect()));
            case 0xC2 -> fetch();
            case 0xC3 -> modify(indexedIndirect(), DCP);
            case 0xC4 -> compare(y, read(zeroPage()));
            case 0xC5 -> compare(a, read(zeroPage()));
            case 0xC6 -> modify(zeroPage(), DEC);
            case 0xC7 -> modify(zeroPage(), DCP);
            case 0xC8 -> { dummyRead(); y = nz((y + 1) & 0xFF); }
            case 0xC9 -> compare(a, fetch());
            case 0xCA -> { dummyRead(); x = nz((x - 1) & 0xFF); }
            case 0xCB -> sbx(fetch());
            case 0xCC -> compare(y, read(absolute()));
            case 0xCD -> compare(a, read(absolute()));
            case 0xCE -> modify(absolute(), DEC);
            case 0xCF -> modify(absolute(), DCP);
            case 0xD0 -> branch(zResult != 0);
            case 0xD1 -> compare(a, read(indirectIndexedRead()));
            case 0xD2 -> jam();
            case 0xD3 -> modify(indirectIndexedWrite(), DCP);
            case 0xD4 -> read(zeroPageIndexed(x));
            case 0xD5 -> compare(a, read(zeroPageIndexed(x)));
            case 0xD6 -> modify(zeroPageIndexed(x), DEC);
            case 0xD7 -> modify(zeroPageIndexed(x), DCP);
            case 0xD8 -> { dummyRead(); d = false; }
            case 0xD9 -> compare(a, read(absoluteIndexedRead(y)));
            case 0xDA -> dummyRead();
            case 0xDB -> modify(absoluteIndexedWrite(y), DCP);
            case 0xDC -> read(absoluteIndexedRead(x));
            case 0xDD -> compare(a, read(absoluteIndexedRead(x)));
            case 0xDE -> modify(absoluteIndexedWrite(x), DEC);
            case 0xDF -> modify(absoluteIndexedWrite(x), DCP);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** Opcodes $E0-$FF. */
    private int executeE0(int opcode, int next) {
        pc = next;
        switch (opcode) {
            case 0xE0 -> compare(x, fetch());
            case 0xE1 -> sbc(read(indexedIndirect()));
            case 0xE2 -> fetch();
            case 0xE3 -> modify(indexedIndirect(), ISC);
            case 0xE4 -> compare(x, read(zeroPage()));
            case 0xE5 -> sbc(read(zeroPage()));
            case 0xE6 -> modify(zeroPage(), INC);
            case 0xE7 -> modify(zeroPage(), ISC);
            case 0xE8 -> { dummyRead(); x = nz((x + 1) & 0xFF); }
            case 0xE9 -> sbc(fetch());
            case 0xEA -> dummyRead();
            case 0xEB -> sbc(fetch());
            case 0xEC -> compare(x, read(absolute()));
            case 0xED -> sbc(read(absolute()));
            case 0xEE -> modify(absolute(), INC);
            case 0xEF -> modify(absolute(), ISC);
            case 0xF0 -> branch(zResult == 0);
            case 0xF1 -> sbc(read(indirectIndexedRead()));
            case 0xF2 -> jam();
            case 0xF3 -> modify(indirectIndexedWrite(), ISC);
            case 0xF4 -> read(zeroPageIndexed(x));
            case 0xF5 -> sbc(read(zeroPageIndexed(x)));
            case 0xF6 -> modify(zeroPageIndexed(x), INC);
            case 0xF7 -> modify(zeroPageIndexed(x), ISC);
            case 0xF8 -> { dummyRead(); d = true; }
            case 0xF9 -> sbc(read(absoluteIndexedRead(y)));
            case 0xFA -> dummyRead();
            case 0xFB -> modify(absoluteIndexedWrite(y), ISC);
            case 0xFC -> read(absoluteIndexedRead(x));
            case 0xFD -> sbc(read(absoluteIndexedRead(x)));
            case 0xFE -> modify(absoluteIndexedWrite(x), INC);
            case 0xFF -> modify(absoluteIndexedWrite(x), ISC);
            default -> throw new IllegalArgumentException("not an opcode: " + opcode);
        }
        return pc;
    }

    /** A step with a jam, an interrupt due or a line active. */
    private int stepNotQuiet() {
        plain = plainNext;
        plainWrites = plainWritesNext;
        updateQuiet();
        long start = cycles;
        if (jammed) {
            read(JAM_BUS);
            if (plain) {
                cycles++;
            }
        } else if (nmiDue | irqDue) {
            interrupt();
            if (plain) {
                cycles += SEQUENCE_CYCLES;
            }
        } else {
            return instruction();
        }
        return (int) (cycles - start);
    }

    /**
     * CLI, SEI and PLP change I after the poll (NESdev wiki, "CPU interrupts"): the poll that ends them looks at I as
     * it was before them, kept here (they make the step poll, which clears it), so that the steps of other
     * instructions keep nothing for it.
     */
    private void maskBeforePoll() {
        delayedMask = i;
        maskDelayed = true;
        quiet = false;
    }

    /** The poll at the end of the interpreter's instruction: I as it is, or as {@link #maskBeforePoll} kept it. */
    private void poll() {
        boolean mask = maskDelayed ? delayedMask : i;
        maskDelayed = false;
        poll(mask);
    }

    /** The poll after a translated block's last instruction (opcode), with I as it was before the instruction. */
    private void poll(int opcode, boolean maskBefore) {
        poll(opcode == 0x58 || opcode == 0x78 || opcode == 0x28 ? maskBefore : i);
    }

    /** The poll before an instruction's last cycle: an NMI edge that came by then, or the IRQ line if unmasked. */
    private void poll(boolean mask) {
        nmiDue = nmiPending && nmiRaisedAt < cycles;
        irqDue = irqLine && !mask;
        updateQuiet();
    }

    /** IRQ or NMI: BRK's sequence with two dummy reads at pc for the fetch and a pushed B of 0. */
    private void interrupt() {
        read(pc);
        read(pc);
        pushStateAndVector(0);
    }

    /** Pushes pc and P (with {@code bFlag}), sets I and jumps through the vector, NMI's if an NMI came by then. */
    private void pushStateAndVector(int bFlag) {
        push(pc >>> 8);
        push(pc & 0xFF);
        push(pushedFlags(bFlag));
        int vector = IRQ_VECTOR;
        if (nmiPending) {
            nmiPending = false;
            vector = NMI_VECTOR;
        }
        i = true;
        pc = readVector(vector);
        // The handler's first instruction always runs before the next poll.
        nmiDue = false;
        irqDue = false;
        updateQuiet();
    }

    private int readVector(int vector) {
        int low = read(vector);
        return low | read(vector + 1) << 8;
    }

    // Bus cycles.

    /**
     * One read cycle. The common case, a page without a hook and no bus listener, is kept this small (at most 35
     * bytes of bytecode, HotSpot's MaxInlineSize) so that the JIT inlines it at every call site, however rarely
     * that runs; the rest is {@link #readObserved}.
     */
    int read(int address) {
        if (plain) {
            return bytes[address] & 0xFF;
        }
        return readPaged(address);
    }

    /**
     * A dummy read that only some executions of an opcode make (a page crossed, a branch taken): on a plain
     * memory one cycle more than {@link #BASE_CYCLES} says, otherwise the read.
     */
    private void extraRead(int address) {
        if (plain) {
            cycles++;
        } else {
            readPaged(address);
        }
    }

    /** A read while some page has a hook or a bus listener is set: the page's entry decides, as small as read. */
    private int readPaged(int address) {
        tick();
        if (hooks[address >>> 8] != null) {
            return readObserved(address);
        }
        return bytes[address] & 0xFF;
    }

    /** One bus cycle. A call rather than {@code cycles++} keeps {@link #read} and {@link #write} within 35 bytes. */
    private void tick() {
        cycles++;
    }

    /** A read through the page's hook if it has one, seen by the bus listener if there is one. */
    private int readObserved(int address) {
        Memory.Hook hook = pageHooks[address >>> 8];
        int value = hook == null ? bytes[address] & 0xFF : hook.read(memory, address);
        if (bus != null) {
            bus.access(address, value, false);
        }
        return value;
    }

    /** One write cycle, small as {@link #read} is. */
    void write(int address, int value) {
        if (plainWrites) {
            bytes[address] = (byte) value;
            return;
        }
        writePaged(address, value);
    }

    /** A write while some page has a write hook: on a plain memory a code guard's, whose cycle is in the table. */
    private void writePaged(int address, int value) {
        if (!plain) {
            tick();
        }
        if (writeHooks[address >>> 8] != null) {
            writeObserved(address, value);
        } else {
            bytes[address] = (byte) value;
        }
    }

    private void writeObserved(int address, int value) {
        Memory.Hook hook = pageWriteHooks[address >>> 8];
        if (hook == null) {
            bytes[address] = (byte) value;
        } else {
            hook.write(memory, address, value);
        }
        if (bus != null) {
            bus.access(address, value, true);
        }
    }

    private int fetch() {
        int value = read(pc);
        pc = (pc + 1) & 0xFFFF;
        return value;
    }

    /** The second cycle of a one-byte instruction reads the next byte and throws it away. */
    private void dummyRead() {
        dummyRead(pc);
    }

    /** A read whose value the chip throws away: on a plain memory nothing to do (the cycle is in the table). */
    private void dummyRead(int address) {
        if (!plain) {
            readPaged(address);
        }
    }

    private void push(int value) {
        write(STACK_PAGE | s, value);
        s = (s - 1) & 0xFF;
    }

    private int pull() {
        s = (s + 1) & 0xFF;
        return read(STACK_PAGE | s);
    }

    // Addressing modes: each makes its address cycles and returns the effective address.

    private int zeroPage() {
        return fetch();
    }

    /** zp,X and zp,Y: the base is read once while the index is added, and the sum wraps in page zero. */
    private int zeroPageIndexed(int index) {
        int base = fetch();
        dummyRead(base);
        return (base + index) & 0xFF;
    }

    private int absolute() {
        int low = fetch();
        return low | fetch() << 8;
    }

    /** abs,X and abs,Y for reads: one more cycle, reading the un-carried address, only when a page is crossed. */
    private int absoluteIndexedRead(int index) {
        return indexedRead(absolute(), index);
    }

    /** abs,X and abs,Y for writes and read-modify-write: the read of the un-carried address always happens. */
    private int absoluteIndexedWrite(int index) {
        return indexedWrite(absolute(), index);
    }

    /** (zp,X): the pointer is read once while X is added, and both pointer bytes wrap in page zero. */
    private int indexedIndirect() {
        int pointer = fetch();
        dummyRead(pointer);
        pointer = (pointer + x) & 0xFF;
        int low = read(pointer);
        return low | read((pointer + 1) & 0xFF) << 8;
    }

    private int indirectIndexedRead() {
        return indexedRead(zeroPagePointer(), y);
    }

    private int indirectIndexedWrite() {
        return indexedWrite(zeroPagePointer(), y);
    }

    private int zeroPagePointer() {
        int pointer = fetch();
        int low = read(pointer);
        return low | read((pointer + 1) & 0xFF) << 8;
    }

    private int indexedRead(int base, int index) {
        int address = (base + index) & 0xFFFF;
        if (((base ^ address) & 0x100) != 0) {
            extraRead((base & 0xFF00) | (address & 0xFF));
        }
        return address;
    }

    private int indexedWrite(int base, int index) {
        int address = (base + index) & 0xFFFF;
        dummyRead((base & 0xFF00) | (address & 0xFF));
        return address;
    }

    // Operations.

    private int nz(int value) {
        nResult = value;
        zResult = value;
        return value;
    }

    private void ora(int value) {
        a = nz(a | value);
    }

    private void and(int value) {
        a = nz(a & value);
    }

    private void eor(int value) {
        a = nz(a ^ value);
    }

    private void bit(int value) {
        zResult = a & value;
        nResult = value;
        v = (value & V_FLAG) != 0;
    }

    private void compare(int register, int value) {
        int difference = register - value;
        c = difference >= 0;
        nz(difference & 0xFF);
    }

    // ADC, SBC and the branches are called from the dispatch switches, where HotSpot inlines a call only if the
    // callee has at most 35 bytes of bytecode (MaxInlineSize: each case runs too rarely to count as frequent), so
    // each is a small method around the larger common case, which is inlined into it.

    private void adc(int value) {
        if (d && decimal) {
            adcDecimal(value);
        } else {
            adcBinary(value);
        }
    }

    private void adcBinary(int value) {
        int carryIn = c ? 1 : 0;
        int sum = a + value + carryIn;
        v = (~(a ^ value) & (a ^ sum) & 0x80) != 0;
        c = sum > 0xFF;
        a = nz(sum & 0xFF);
    }

    /**
     * NMOS decimal ADC: Z from the binary sum, N and V from the high digit before its adjustment, as the chip
     * leaves them for invalid BCD too (m6502.h, after MAME; agrees with perfect6502 on every vector).
     */
    private void adcDecimal(int value) {
        int carryIn = c ? 1 : 0;
        int low = (a & 0x0F) + (value & 0x0F) + carryIn;
        if (low > 9) {
            low += 6;
        }
        int high = (a >> 4) + (value >> 4) + (low > 0x0F ? 1 : 0);
        zResult = (a + value + carryIn) & 0xFF;
        nResult = zResult != 0 && (high & 0x08) != 0 ? N_FLAG : 0;
        v = (~(a ^ value) & (a ^ (high << 4)) & 0x80) != 0;
        if (high > 9) {
            high += 6;
        }
        c = high > 0x0F;
        a = ((high << 4) | (low & 0x0F)) & 0xFF;
    }

    private void sbc(int value) {
        if (d && decimal) {
            sbcDecimal(value);
        } else {
            sbcBinary(value);
        }
    }

    /** Binary SBC is ADC of the operand's complement: A + ~value + C, the same C (no borrow) and V. */
    private void sbcBinary(int value) {
        adcBinary(value ^ 0xFF);
    }

    /** A - value - borrow as SBC computes it in binary, with its V and C (which decimal mode keeps). */
    private int binaryDifference(int value) {
        int difference = a - value - (c ? 0 : 1);
        v = ((a ^ value) & (a ^ difference) & 0x80) != 0;
        c = (difference & 0xFF00) == 0;
        return difference;
    }

    /** NMOS decimal SBC: flags from the binary difference (N only when not Z), digits adjusted one by one. */
    private void sbcDecimal(int value) {
        int borrow = c ? 0 : 1;
        int difference = binaryDifference(value);
        int low = ((a & 0x0F) - (value & 0x0F) - borrow) & 0xFF;
        boolean lowBorrow = low >= 0x80;
        if (lowBorrow) {
            low = (low - 6) & 0xFF;
        }
        int high = ((a >> 4) - (value >> 4) - (lowBorrow ? 1 : 0)) & 0xFF;
        zResult = difference & 0xFF;
        nResult = zResult != 0 ? difference & N_FLAG : 0;
        if (high >= 0x80) {
            high = (high - 6) & 0xFF;
        }
        a = ((high << 4) | (low & 0x0F)) & 0xFF;
    }

    private int asl(int value) {
        c = value >= 0x80;
        return nz((value << 1) & 0xFF);
    }

    private int lsr(int value) {
        c = (value & 1) != 0;
        return nz(value >>> 1);
    }

    private int rol(int value) {
        int result = ((value << 1) | (c ? 1 : 0)) & 0xFF;
        c = value >= 0x80;
        return nz(result);
    }

    private int ror(int value) {
        int result = (value >>> 1) | (c ? 0x80 : 0);
        c = (value & 1) != 0;
        return nz(result);
    }

    /** Read-modify-write: read, write the old value back (the chip's dummy write), write the new one. */
    private void modify(int address, int operation) {
        int value = read(address);
        write(address, value);
        write(address, modified(operation, value));
    }

    private int modified(int operation, int value) {
        switch (operation) {
            case ASL: return asl(value);
            case LSR: return lsr(value);
            case ROL: return rol(value);
            case ROR: return ror(value);
            case INC: return nz((value + 1) & 0xFF);
            case DEC: return nz((value - 1) & 0xFF);
            case SLO: return alsoOra(asl(value));
            case RLA: return alsoAnd(rol(value));
            case SRE: return alsoEor(lsr(value));
            case RRA: return alsoAdc(ror(value));
            case DCP: return alsoCompare((value - 1) & 0xFF);
            case ISC: return alsoSbc((value + 1) & 0xFF);
            default: throw new IllegalArgumentException("not a read-modify-write operation: " + operation);
        }
    }

    private int alsoOra(int value) {
        ora(value);
        return value;
    }

    private int alsoAnd(int value) {
        and(value);
        return value;
    }

    private int alsoEor(int value) {
        eor(value);
        return value;
    }

    private int alsoAdc(int value) {
        adc(value);
        return value;
    }

    private int alsoCompare(int value) {
        compare(a, value);
        return value;
    }

    private int alsoSbc(int value) {
        sbc(value);
        return value;
    }

    private void anc(int value) {
        and(value);
        c = (nResult & N_FLAG) != 0;
    }

    /** ARR: AND, then ROR A with flags of its own; the NMOS chip adjusts the result in decimal mode (MAME). */
    private void arr(int value) {
        int anded = a & value;
        int rotated = (anded >>> 1) | (c ? 0x80 : 0);
        nz(rotated);
        if (d && decimal) {
            v = ((rotated ^ anded) & 0x40) != 0;
            c = false;
            if ((anded & 0x0F) >= 5) {
                rotated = ((rotated + 6) & 0x0F) | (rotated & 0xF0);
            }
            if ((anded & 0xF0) >= 0x50) {
                rotated = (rotated + 0x60) & 0xFF;
                c = true;
            }
        } else {
            c = (rotated & 0x40) != 0;
            v = c ^ ((rotated & 0x20) != 0);
        }
        a = rotated;
    }

    /** SBX (AXS): X = (A AND X) - operand, a compare's flags, no borrow in. */
    private void sbx(int value) {
        int difference = (a & x) - value;
        c = difference >= 0;
        x = nz(difference & 0xFF);
    }

    /**
     * SHA, SHX, SHY: store {@code value} AND (high byte + 1), the high byte of the final address as m6502.h takes
     * it (testdata README; on a page crossing real chips also corrupt the address, which is not modelled).
     */
    private void storeHighAnd(int address, int value) {
        write(address, value & ((address >>> 8) + 1) & 0xFF);
    }

    private void tas(int address) {
        s = a & x;
        storeHighAnd(address, s);
    }

    private void branch(boolean taken) {
        int offset = (byte) fetch();
        if (taken) {
            takeBranch(offset);
        }
    }

    /**
     * A taken branch: a read of the next opcode, and one more at the wrong page when the target is on another
     * page. ({@code (char)} wraps the target to 16 bits in one bytecode: this method stays within the 35 bytes that
     * HotSpot inlines at a call site of any frequency, see {@link #read}.)
     */
    private void takeBranch(int offset) {
        extraRead(pc);
        int next = pc;
        pc = (char) (next + offset);
        if ((pc ^ next) > 0xFF) {
            readUncarried(next);
        }
    }

    /** The extra cycle of a branch to another page: the target's low byte on the page of the next instruction. */
    private void readUncarried(int next) {
        extraRead((next & 0xFF00) | (pc & 0xFF));
    }

    private void jumpIndirect() {
        int pointer = absolute();
        int low = read(pointer);
        // The pointer's high byte comes from the same page: JMP ($12FF) reads $12FF and $1200.
        pc = low | read((pointer & 0xFF00) | ((pointer + 1) & 0xFF)) << 8;
    }

    private void jsr() {
        int low = fetch();
        dummyRead(STACK_PAGE | s);
        push(pc >>> 8);
        push(pc & 0xFF);
        pc = low | read(pc) << 8;
    }

    private void rts() {
        dummyRead();
        dummyRead(STACK_PAGE | s);
        int low = pull();
        pc = low | pull() << 8;
        dummyRead(pc);
        pc = (pc + 1) & 0xFFFF;
    }

    private void rti() {
        dummyRead();
        dummyRead(STACK_PAGE | s);
        setFlags(pull());
        int low = pull();
        pc = low | pull() << 8;
    }

    private void brk() {
        fetch();
        pushStateAndVector(B_FLAG);
    }

    private void php() {
        dummyRead();
        push(pushedFlags(B_FLAG));
    }

    private void pha() {
        dummyRead();
        push(a);
    }

    private void plp() {
        dummyRead();
        dummyRead(STACK_PAGE | s);
        setFlags(pull());
    }

    private void pla() {
        dummyRead();
        dummyRead(STACK_PAGE | s);
        a = nz(pull());
    }

    /**
     * JAM: 2 cycles, the fetch and the read of the next byte, as for any one-byte instruction; then the chip never
     * reaches the cycle that would end the instruction (shared/testdata/6502/README.md, "JAM"). pc stays one past
     * the opcode (m6502.h); each later {@link #step()} of the jammed CPU is one more cycle reading $FFFF, m6502.h's
     * bus, until {@link #reset()}.
     */
    private void jam() {
        jammed = true;
        quiet = false;
        jamAddress = (pc - 1) & 0xFFFF;
        dummyRead();
    }

    // Flags as one byte.

    /** P as PHP, BRK and interrupts push it: bit 5 set, B as given. */
    int pushedFlags(int bFlag) {
        return flags() | bFlag;
    }

    /** P as a register: bit 5 reads 1, B (which exists only in pushed copies) 0. */
    int flags() {
        return (nResult & N_FLAG) | (v ? V_FLAG : 0) | UNUSED_FLAG | (d ? D_FLAG : 0) | (i ? I_FLAG : 0)
                | (zResult == 0 ? Z_FLAG : 0) | (c ? C_FLAG : 0);
    }

    /** Sets P from a byte (PLP, RTI, the register file): bits 4 and 5 are not flags and are ignored. */
    void setFlags(int value) {
        nResult = value & N_FLAG;
        v = (value & V_FLAG) != 0;
        d = (value & D_FLAG) != 0;
        i = (value & I_FLAG) != 0;
        zResult = (value & Z_FLAG) != 0 ? 0 : 1;
        c = (value & C_FLAG) != 0;
    }

    // Cpu.

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

    /** The stack is page 1: $0100 + S, so a JSR moves it down and an RTS back up, as run control expects. */
    @Override
    public int stackPointer() {
        return STACK_PAGE | s;
    }

    @Override
    public boolean halted() {
        return jammed;
    }

    @Override
    public StopReason haltReason() {
        return new StopReason.Jammed(jamAddress);
    }

    /** None: the 6502 has no halt instruction (a JAM opcode locks it up, a fault rather than an end). */
    @Override
    public String programEnd() {
        return null;
    }

    @Override
    public CycleUnit cycleUnit() {
        return CycleUnit.CYCLES;
    }

    @Override
    public RegisterFile registers() {
        return registers;
    }

    @Override
    public Optional<BlockTranslator> blockTranslator() {
        return Optional.of(new Mos6502Translator(this, memory));
    }

    /**
     * Whether a translated block may run: not jammed, no interrupt due or NMI pending, no IRQ that CLI or PLP could
     * let in (the blocks end after those), no bus listener (it sees every access, which blocks batch), no change of
     * {@link #plain} waiting for the next step (a block counts cycles as {@code plain} says when it starts).
     */
    boolean blocksMayRun() {
        return !(jammed | nmiDue | irqDue | nmiPending) && (i || !irqLine) && bus == null && plain == plainNext;
    }

    /** What JSR does: pushes the return address - 1 (RTS adds the one back) and jumps, without bus cycles. */
    @Override
    public void enterCall(int entry, int returnAddress) {
        int pushed = (returnAddress - 1) & 0xFFFF;
        memory.write(STACK_PAGE | s, pushed >>> 8);
        s = (s - 1) & 0xFF;
        memory.write(STACK_PAGE | s, pushed & 0xFF);
        s = (s - 1) & 0xFF;
        pc = entry & 0xFFFF;
    }

    // ---------------------------------------------------------------- state, for reverse execution

    /** Every register and flag, the interrupt lines and polls, the JAM and the cycle counter. */
    record State(int a, int x, int y, int s, int pc, int nResult, boolean v, boolean d, boolean i, int zResult,
            boolean c, long cycles, boolean irqLine, boolean nmiPending, long nmiRaisedAt, boolean nmiDue,
            boolean irqDue, boolean jammed, int jamAddress) implements CpuState {
    }

    @Override
    public CpuState saveState() {
        return new State(a, x, y, s, pc, nResult, v, d, i, zResult, c, cycles, irqLine, nmiPending, nmiRaisedAt,
                nmiDue, irqDue, jammed, jamAddress);
    }

    @Override
    public void restoreState(CpuState state) {
        State saved = (State) state;
        a = saved.a;
        x = saved.x;
        y = saved.y;
        s = saved.s;
        pc = saved.pc;
        nResult = saved.nResult;
        v = saved.v;
        d = saved.d;
        i = saved.i;
        zResult = saved.zResult;
        c = saved.c;
        cycles = saved.cycles;
        irqLine = saved.irqLine;
        nmiPending = saved.nmiPending;
        nmiRaisedAt = saved.nmiRaisedAt;
        nmiDue = saved.nmiDue;
        irqDue = saved.irqDue;
        jammed = saved.jammed;
        jamAddress = saved.jamAddress;
        updateQuiet();
    }
}
