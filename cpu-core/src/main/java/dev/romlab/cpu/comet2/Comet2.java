package dev.romlab.cpu.comet2;

import static dev.romlab.cpu.DispatchFence.caseStart;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import dev.romlab.asm.comet2.Comet2Instruction;
import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.PcHook;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BlockTranslator;

/**
 * The COMET II of the IPA CASL II specification, and MLFE, the tutorial's 32-bit dialect (seed 004), as two
 * {@link Comet2Profile profiles} of one interpreter: the word width, the register count and the instruction layout
 * come from the profile, the instructions from {@link Comet2InstructionTable}.
 *
 * <p>What the specification says and this does: GR0-GR7 (MLFE GR0-GR13), GR1 and up usable as index registers;
 * SP, PR, FR = OF SF ZF; the effective address adr + (x) modulo 65,536; LD, AND, OR, XOR, CPA and CPL clear OF;
 * ADDA/SUBA set OF on a signed overflow, ADDL/SUBL on a carry or borrow; SF is the result's top bit and ZF its
 * zero for every instruction that sets flags. Shifts take the effective address as the count, computed once; a
 * count past the word shifts everything out one bit at a time (SLA/SLL/SRL leave 0 and OF 0 past the word; SRA
 * leaves the sign everywhere and OF the sign), as the conformance vectors record (shared/testdata/comet2/README.md,
 * "Shift counts"). CALL pushes the address after itself; the stack grows down from the top of memory: SP starts
 * at 0, so the first push writes #FFFF.
 *
 * <p>A program ends at the outermost RET, the one executed while SP is back where it started (the specification
 * has the OS CALL the program): the CPU then halts with {@link StopReason.Exited}. {@code SVC} calls the
 * {@link SupervisorCalls} service for IN, OUT and MLFE's time, printf, scanf and malloc; MLFE's READ and WRITE
 * ports go to the same service.
 *
 * <p>MLFE: 32-bit words and arithmetic, the 16-bit address field sign-extended where it is a value ({@code LAD
 * GR0,-1} loads -1, {@code PUSH -1} pushes it), MULA/MULL, DIVA rounding toward minus infinity (floor, as the
 * tutorial's simulator does) and DIVL, three-register forms r1 = r2 op r3. Arithmetic is modulo 2^32 throughout,
 * where the tutorial's Python simulator lets a subtraction leave the 32-bit range and a left shift lose bits
 * (cpu-core/README.md, "COMET II and MLFE"). A division by zero stops the run with {@link StopReason.Trap}, as an
 * undefined opcode or a register field past the last register does.
 *
 * <p>Time: the specification defines none. {@link #cycles()} counts romlab's cost units, one per word fetched and
 * one per data access, from the instruction table ({@link Comet2Instruction#costUnits}); {@link #wordsFetched()}
 * counts the words alone.
 */
public final class Comet2 implements Cpu {

    private static final VarHandle SHORT_WORD = MethodHandles.byteArrayViewVarHandle(short[].class,
            ByteOrder.BIG_ENDIAN);

    static final int OF = 4;
    static final int SF = 2;
    static final int ZF = 1;
    static final int ADDRESS_MASK = 0xFFFF;

    private final Comet2Profile profile;
    final Memory memory;
    private final byte[] bytes;
    /** The memory's page hooks: an observer (a debugger's watchpoint) on a page sees its data accesses. */
    private final Memory.Hook[] hooks;
    /** The page hooks data writes see: with the code guards of a translating engine. */
    private final Memory.Hook[] writeHooks;
    /** A word address shifted right by this is its page in {@link #hooks}. */
    private final int pageShift;
    final boolean wide;
    private final int wordBits;
    final int mask;
    private final int sign;
    /** The sign bit's position: 15 or 31. */
    private final int signShift;
    /** A word shifted left by this has its sign in bit 31: 16 on COMET II, 0 on MLFE. */
    private final int topShift;
    /** The first word shifted right by this has the opcode, r and x in its low 16 bits: 0, MLFE 16. */
    private final int fieldShift;
    /** Bit n set: the machine has no GRn (n 8-15 on COMET II, 14 and 15 on MLFE, where they are SP and PC). */
    private final int missingRegisters;
    final int registerCount;
    /** Per opcode: 0 undefined, else the words of the instruction. */
    final byte[] lengths = new byte[256];
    /** Per opcode: the cost units of one execution. */
    final byte[] costs = new byte[256];
    /** Per opcode: the cost units shifted left by 2, plus the words (0: undefined). */
    private final int[] lengthsAndCosts = new int[256];
    /**
     * What {@link #comet2Step} decodes by: {@link #lengthsAndCosts} while no page is observed, else all zeros (no
     * opcode on the fast path), so that one table load tells both.
     */
    private int[] fastPath;
    private final Comet2RegisterFile registerFile;
    private SupervisorCalls services = SupervisorCalls.NONE;
    /**
     * No page of the memory has a hook (no watchpoint is set): data accesses read and write the bytes directly.
     * Refreshed by the memory's listener whenever its hooks change, so that the common path tests one field.
     */
    private boolean plainData;
    /** No page has a write hook: {@link #plainData} for writes, false too where a translating engine guards code. */
    private boolean plainWrites;

    final int[] gr = new int[16];
    int sp;
    int pr;
    int fr;
    private int stackTop;
    /**
     * The address of the instruction being executed, for the stop reasons it may give: set by every instruction that
     * can read it before it does (the general path), so it is no part of the saved state.
     */
    int at;
    private long cycles;
    /** Data accesses since reset: {@link #cycles} less the words fetched (one counter fewer per instruction). */
    private long dataAccesses;
    private long instructions;
    StopReason stop;

    /** A COMET II over {@code memory} (a word-addressed memory of 16-bit words). */
    public static Comet2 comet2(Memory memory) {
        return new Comet2(Comet2Profile.COMET2, memory);
    }

    /** An MLFE over {@code memory} (a word-addressed memory of 32-bit words). */
    public static Comet2 mlfe(Memory memory) {
        return new Comet2(Comet2Profile.MLFE, memory);
    }

    public Comet2(Comet2Profile profile, Memory memory) {
        if (memory.wordBytes() * 8 != profile.wordBits()) {
            throw new IllegalArgumentException(profile.id() + " needs a memory of " + profile.wordBits()
                    + "-bit words, not " + memory.wordBytes() * 8 + "-bit");
        }
        this.profile = profile;
        this.memory = memory;
        this.bytes = memory.bytes;
        this.hooks = memory.pageHooks();
        this.writeHooks = memory.pageWriteHooks();
        this.pageShift = Integer.numberOfTrailingZeros(Memory.PAGE_SIZE / memory.wordBytes());
        this.wordBits = profile.wordBits();
        this.wide = wordBits == 32;
        this.mask = (int) profile.wordMask();
        this.sign = 1 << (wordBits - 1);
        this.signShift = wordBits - 1;
        this.topShift = 32 - wordBits;
        this.fieldShift = wide ? 16 : 0;
        this.registerCount = profile.registers();
        this.missingRegisters = -1 << registerCount & 0xFFFF;
        for (Comet2Instruction instruction : Comet2InstructionTable.of(profile)) {
            lengths[instruction.opcode()] = (byte) profile.length(instruction.form());
            costs[instruction.opcode()] = (byte) instruction.costUnits(profile);
            lengthsAndCosts[instruction.opcode()] = instruction.costUnits(profile) << 2
                    | profile.length(instruction.form());
        }
        this.registerFile = new Comet2RegisterFile(this);
        updatePlainData();
        memory.onWaitStatesChanged(this::updatePlainData);
        reset();
    }

    /** The machine this interpreter is. */
    public Comet2Profile profile() {
        return profile;
    }

    /** Where SVC and the READ/WRITE ports go: the console, the clock, the heap. */
    public Comet2 services(SupervisorCalls services) {
        this.services = services;
        return this;
    }

    /** GR0-GR7 (GR13) 0, SP 0 (the stack empty at the top of memory), PR 0, FR 0, counts 0. */
    public void reset() {
        Arrays.fill(gr, 0);
        sp = 0;
        stackTop = 0;
        pr = 0;
        fr = 0;
        cycles = 0;
        dataAccesses = 0;
        instructions = 0;
        stop = null;
    }

    @Override
    public int step() {
        return wide ? generalStep() : comet2Step();
    }

    /** One instruction of COMET II: {@link #runComet2}'s if it has it, else {@link #generalStep}'s. */
    private int comet2Step() {
        long before = cycles;
        return runComet2(before, null) == 0 ? generalStep() : (int) (cycles - before);
    }

    /**
     * Steps as {@link Cpu#stepUntil} says: COMET II's common instructions in {@link #runComet2}'s loop, the others one
     * {@link #step()} at a time.
     */
    @Override
    public long stepUntil(long endCycles, PcHook[] stops) {
        long steps = 0;
        do {
            long run = wide ? 0 : runComet2(endCycles, stops);
            if (run == 0) {
                step();
                steps++;
            } else {
                steps += run;
            }
        } while (cycles < endCycles && stop == null && (stops == null || stops[pr] == null));
        return steps;
    }

    /**
     * COMET II's common instructions with the 16-bit layout's constants: loads, stores, arithmetic, logic,
     * comparisons, logical shifts and jumps, while no page is observed, one after another while the cycles stay
     * below {@code endCycles} and the pc is at no address in {@code stops} (null: none); at least the first, if it is
     * one of them. Returns how many ran: 0 when the first is anything else (an undefined opcode, a register past GR7,
     * SLA/SRA, the stack, calls, SVC, an observed page), for {@link #generalStep}, and nothing has changed. PR moves
     * on by a constant in each branch of the length test, not by the length loaded from the table, so that the next
     * instruction's fetch waits for a predicted branch rather than for this one's fetch and decode. The loop keeps
     * PR and the counts in registers and stores them when it ends (nothing in it stops the run or reads them; a code
     * guard's write hook does not): the xorshift loop 1.24 times as fast as one instruction per {@link #step()}
     * from {@link Cpu#stepUntil}'s loop (5 JVMs of each build in turns, pinned: 211 to 259 M instr/s against 168 to
     * 217).
     */
    private long runComet2(long endCycles, PcHook[] stops) {
        long steps = 0;
        long pending = 0;
        int pc = pr;
        loop:
        do {
            int first = word16(pc);
            int opcode = first >>> 8;
            int lengthAndCost = fastPath[opcode];
            if (lengthAndCost == 0 || (first & 0x88) != 0) {
                break loop;
            }
            int r = first >>> 4 & 7;
            int x = first & 7;
            int length = lengthAndCost & 3;
            int value; // the effective address adr + (x); the one-word forms here have none
            int next;
            if (length == 2) {
                value = word16(pc + 1 & ADDRESS_MASK) + (x == 0 ? 0 : gr[x]) & ADDRESS_MASK;
                next = pc + 2 & ADDRESS_MASK;
            } else {
                value = 0;
                next = pc + 1 & ADDRESS_MASK;
            }
            switch (opcode) {
                case Comet2InstructionTable.NOP -> caseStart();
                case Comet2InstructionTable.LD_ADR -> { caseStart(); gr[r] = logical(dataWord(value)); }
                case Comet2InstructionTable.ST -> { caseStart(); storeDataWord(value, gr[r]); }
                case Comet2InstructionTable.LAD -> { caseStart(); gr[r] = value; }
                case Comet2InstructionTable.LD_REG -> { caseStart(); gr[r] = logical(gr[x]); }
                case Comet2InstructionTable.ADDA_ADR -> { caseStart(); gr[r] = addArithmetic(gr[r], dataWord(value)); }
                case Comet2InstructionTable.SUBA_ADR -> { caseStart(); gr[r] = subtractArithmetic(gr[r], dataWord(value)); }
                case Comet2InstructionTable.ADDL_ADR -> { caseStart(); gr[r] = addLogical(gr[r], dataWord(value)); }
                case Comet2InstructionTable.SUBL_ADR -> { caseStart(); gr[r] = subtractLogical(gr[r], dataWord(value)); }
                case Comet2InstructionTable.ADDA_REG -> { caseStart(); gr[r] = addArithmetic(gr[r], gr[x]); }
                case Comet2InstructionTable.SUBA_REG -> { caseStart(); gr[r] = subtractArithmetic(gr[r], gr[x]); }
                case Comet2InstructionTable.ADDL_REG -> { caseStart(); gr[r] = addLogical(gr[r], gr[x]); }
                case Comet2InstructionTable.SUBL_REG -> { caseStart(); gr[r] = subtractLogical(gr[r], gr[x]); }
                case Comet2InstructionTable.AND_ADR -> { caseStart(); gr[r] = logical(gr[r] & dataWord(value)); }
                case Comet2InstructionTable.OR_ADR -> { caseStart(); gr[r] = logical(gr[r] | dataWord(value)); }
                case Comet2InstructionTable.XOR_ADR -> { caseStart(); gr[r] = logical(gr[r] ^ dataWord(value)); }
                case Comet2InstructionTable.AND_REG -> { caseStart(); gr[r] = logical(gr[r] & gr[x]); }
                case Comet2InstructionTable.OR_REG -> { caseStart(); gr[r] = logical(gr[r] | gr[x]); }
                case Comet2InstructionTable.XOR_REG -> { caseStart(); gr[r] = logical(gr[r] ^ gr[x]); }
                case Comet2InstructionTable.CPA_ADR -> { caseStart(); compareArithmetic(gr[r], dataWord(value)); }
                case Comet2InstructionTable.CPL_ADR -> { caseStart(); compareLogical(gr[r], dataWord(value)); }
                case Comet2InstructionTable.CPA_REG -> { caseStart(); compareArithmetic(gr[r], gr[x]); }
                case Comet2InstructionTable.CPL_REG -> { caseStart(); compareLogical(gr[r], gr[x]); }
                case Comet2InstructionTable.SLL -> { caseStart(); gr[r] = shiftLeftLogical(gr[r], value); }
                case Comet2InstructionTable.SRL -> { caseStart(); gr[r] = shiftRightLogical(gr[r], value); }
                case Comet2InstructionTable.JMI -> { caseStart(); next = (fr & SF) != 0 ? value : next; }
                case Comet2InstructionTable.JNZ -> { caseStart(); next = (fr & ZF) == 0 ? value : next; }
                case Comet2InstructionTable.JZE -> { caseStart(); next = (fr & ZF) != 0 ? value : next; }
                case Comet2InstructionTable.JUMP -> { caseStart(); next = value; }
                case Comet2InstructionTable.JPL -> { caseStart(); next = (fr & (SF | ZF)) == 0 ? value : next; }
                case Comet2InstructionTable.JOV -> { caseStart(); next = (fr & OF) != 0 ? value : next; }
                default -> {
                    break loop;
                }
            }
            pc = next;
            pending += lengthAndCost >>> 2;
            steps++;
        } while (cycles + pending < endCycles && (stops == null || stops[pc] == null));
        pr = pc;
        cycles += pending;
        instructions += steps;
        return steps;
    }

    /** A data read on the fast path: a COMET II word of plain memory ({@code address} 0 to #FFFF), counted. */
    private int dataWord(int address) {
        dataAccesses++;
        return word16(address);
    }

    /**
     * A data write on the fast path, counted. The fast path runs while no page is observed, but a translated page's
     * code guard may be there: it must see the write, or a translated block would run the code as it was.
     */
    private void storeDataWord(int address, int value) {
        dataAccesses++;
        if (plainWrites) {
            SHORT_WORD.set(bytes, address << 1, (short) value);
        } else {
            observedStore(address, value);
        }
    }

    /** A COMET II word of plain memory: {@code address} 0 to #FFFF. */
    private int word16(int address) {
        return (short) SHORT_WORD.get(bytes, address << 1) & 0xFFFF;
    }

    /**
     * One instruction of either machine. The common instructions run from this one switch through helpers small
     * enough for HotSpot to inline from it (35 bytes of bytecode: {@code MaxInlineSize}); MLFE's multiplications,
     * divisions, three-register forms, ports, debug instructions and SVC go to {@link #rare}.
     */
    private int generalStep() {
        int pc = pr;
        int first = fetch(pc);
        int fields = first >>> fieldShift; // the opcode, r and x in the low 16 bits
        int opcode = fields >>> 8 & 0xFF;
        int length = lengths[opcode];
        int r = fields >>> 4 & 0xF;
        int indexField = fields & 0xF;
        // MLFE indexes with GR0 too: x field 15 (0 means no index)
        int x = wide && indexField == Comet2Profile.MLFE_GR0_INDEX ? 0 : indexField;
        if ((length == 0 || ((missingRegisters >>> r | missingRegisters >>> x) & 1) != 0)
                && !unusualOperands(length, opcode, r, x, pc)) {
            return 0;
        }
        // PR moves on in each branch by a constant, not by the length loaded from the table: so the next
        // instruction's fetch waits for a predicted branch rather than for this one's fetch, decode and table load
        int adr;
        if (wide) {
            adr = (short) first; // MLFE: the low 16 bits, sign-extended where they are a value
            pr = (pc + 1) & ADDRESS_MASK;
        } else if (length == 2) {
            adr = fetch(pc + 1);
            pr = (pc + 2) & ADDRESS_MASK;
        } else {
            adr = 0;
            pr = (pc + 1) & ADDRESS_MASK;
        }
        at = pc;
        int cost = costs[opcode];
        cycles += cost;
        dataAccesses += cost - length;
        // the effective address as a value: adr + (x), the index register only for an x field of 1 and up
        int value = (adr + (indexField == 0 ? 0 : gr[x])) & mask;
        switch (opcode) {
            case Comet2InstructionTable.NOP -> { }
            case Comet2InstructionTable.LD_ADR -> gr[r] = logical(load(value));
            case Comet2InstructionTable.ST -> store(value, gr[r]);
            case Comet2InstructionTable.LAD -> gr[r] = value;
            case Comet2InstructionTable.LD_REG -> gr[r] = logical(gr[x]);
            case Comet2InstructionTable.ADDA_ADR -> gr[r] = addArithmetic(gr[r], load(value));
            case Comet2InstructionTable.SUBA_ADR -> gr[r] = subtractArithmetic(gr[r], load(value));
            case Comet2InstructionTable.ADDL_ADR -> gr[r] = addLogical(gr[r], load(value));
            case Comet2InstructionTable.SUBL_ADR -> gr[r] = subtractLogical(gr[r], load(value));
            case Comet2InstructionTable.ADDA_REG -> gr[r] = addArithmetic(gr[r], gr[x]);
            case Comet2InstructionTable.SUBA_REG -> gr[r] = subtractArithmetic(gr[r], gr[x]);
            case Comet2InstructionTable.ADDL_REG -> gr[r] = addLogical(gr[r], gr[x]);
            case Comet2InstructionTable.SUBL_REG -> gr[r] = subtractLogical(gr[r], gr[x]);
            case Comet2InstructionTable.AND_ADR -> gr[r] = logical(gr[r] & load(value));
            case Comet2InstructionTable.OR_ADR -> gr[r] = logical(gr[r] | load(value));
            case Comet2InstructionTable.XOR_ADR -> gr[r] = logical(gr[r] ^ load(value));
            case Comet2InstructionTable.AND_REG -> gr[r] = logical(gr[r] & gr[x]);
            case Comet2InstructionTable.OR_REG -> gr[r] = logical(gr[r] | gr[x]);
            case Comet2InstructionTable.XOR_REG -> gr[r] = logical(gr[r] ^ gr[x]);
            case Comet2InstructionTable.CPA_ADR -> compareArithmetic(gr[r], load(value));
            case Comet2InstructionTable.CPL_ADR -> compareLogical(gr[r], load(value));
            case Comet2InstructionTable.CPA_REG -> compareArithmetic(gr[r], gr[x]);
            case Comet2InstructionTable.CPL_REG -> compareLogical(gr[r], gr[x]);
            case Comet2InstructionTable.SLA -> gr[r] = shiftLeftArithmetic(gr[r], value);
            case Comet2InstructionTable.SRA -> gr[r] = shiftRightArithmetic(gr[r], value);
            case Comet2InstructionTable.SLL -> gr[r] = shiftLeftLogical(gr[r], value);
            case Comet2InstructionTable.SRL -> gr[r] = shiftRightLogical(gr[r], value);
            case Comet2InstructionTable.JMI -> jumpIf((fr & SF) != 0, value);
            case Comet2InstructionTable.JNZ -> jumpIf((fr & ZF) == 0, value);
            case Comet2InstructionTable.JZE -> jumpIf((fr & ZF) != 0, value);
            case Comet2InstructionTable.JUMP -> pr = value & ADDRESS_MASK;
            case Comet2InstructionTable.JPL -> jumpIf((fr & (SF | ZF)) == 0, value);
            case Comet2InstructionTable.JOV -> jumpIf((fr & OF) != 0, value);
            case Comet2InstructionTable.PUSH -> push(value);
            case Comet2InstructionTable.POP -> gr[r] = pop();
            case Comet2InstructionTable.CALL -> call(value);
            case Comet2InstructionTable.RET -> ret();
            case Comet2InstructionTable.RETURN -> {
                int extra = restoreAndReturn();
                cycles += extra;
                dataAccesses += extra;
                cost += extra;
            }
            default -> rare(opcode, r, x, value, adr);
        }
        instructions++; // after it ran: SVC time reads the clock of the instructions before it
        return cost;
    }

    /**
     * An undefined opcode or a register the machine lacks stops the run with a trap (false); MLFE's SP and PC as
     * operands (fields 14 and 15) are read as registers (true).
     */
    private boolean unusualOperands(int length, int opcode, int r, int x, int pc) {
        if (length != 0 && x <= Comet2Profile.MLFE_SP && readsCounters(pc)) {
            return true;
        }
        stop = new StopReason.Trap(pc, length == 0 ? String.format("undefined opcode #%02X", opcode)
                : "no register GR" + Math.max(r, x) + " on " + profile.id());
        return false;
    }

    /**
     * MLFE's multiplications and divisions, ports, three-register forms, debug instructions, and SVC: the
     * instructions off the common path.
     */
    private void rare(int opcode, int r, int x, int value, int adr) {
        int address = value & ADDRESS_MASK;
        switch (opcode) {
            case Comet2InstructionTable.MULA_ADR -> gr[r] = multiplyArithmetic(gr[r], load(value));
            case Comet2InstructionTable.DIVA_ADR -> divideArithmetic(r, gr[r], load(value));
            case Comet2InstructionTable.MULL_ADR -> gr[r] = multiplyLogical(gr[r], load(value));
            case Comet2InstructionTable.DIVL_ADR -> divideLogical(r, gr[r], load(value));
            case Comet2InstructionTable.MULA_REG -> gr[r] = multiplyArithmetic(gr[r], gr[x]);
            case Comet2InstructionTable.DIVA_REG -> divideArithmetic(r, gr[r], gr[x]);
            case Comet2InstructionTable.MULL_REG -> gr[r] = multiplyLogical(gr[r], gr[x]);
            case Comet2InstructionTable.DIVL_REG -> divideLogical(r, gr[r], gr[x]);
            case Comet2InstructionTable.READ -> gr[x] = services.read(gr[r], this) & mask;
            case Comet2InstructionTable.WRITE -> services.write(gr[r], gr[x], this);
            // the port-offset forms: port (r1) + (adr), r2 in the x field (mlfe.py, READ/WRITE with a label)
            case Comet2InstructionTable.READ_OFFSET ->
                    gr[x] = services.read(gr[r] + load(adr & ADDRESS_MASK), this) & mask;
            case Comet2InstructionTable.WRITE_OFFSET -> services.write(gr[r] + load(adr & ADDRESS_MASK), gr[x], this);
            case Comet2InstructionTable.SVC -> services.call(address, this);
            case Comet2InstructionTable.DREG -> services.show(MlfeDebugText.registers(this, address, at, sp), this);
            case Comet2InstructionTable.DSTK -> services.show(MlfeDebugText.stack(this, address, sp, stackTop), this);
            case Comet2InstructionTable.DMEM -> {
                int to = pop() & ADDRESS_MASK;
                int from = pop() & ADDRESS_MASK;
                services.show(MlfeDebugText.memory(this, pop() & ADDRESS_MASK, from, to), this);
            }
            default -> threeRegisters(opcode, r, x, adr & 0xF);
        }
    }

    /**
     * MLFE's SP and PC as operands (fields 14 and 15; mlfe.py reads them where it reads a register and ignores a write
     * to them): copied into the spare register slots before the instruction runs, so it reads them as registers and
     * what it writes there is dropped. PC is the instruction's own address, {@code pc}. Only these fields take this
     * way, off the usual path; false on COMET II, which has no such fields.
     */
    private boolean readsCounters(int pc) {
        if (!wide) {
            return false;
        }
        gr[Comet2Profile.MLFE_SP] = sp;
        gr[Comet2Profile.MLFE_PC] = pc;
        return true;
    }

    /** MLFE's {@code OP r1,r2,r3}: r1 = r2 op r3, flags as the two-operand form sets them. */
    private void threeRegisters(int opcode, int r1, int r2, int r3) {
        if (r3 >= registerCount && !readsCounters(at)) {
            stop = new StopReason.Trap(at, "no register GR" + r3 + " on " + profile.id());
            return;
        }
        int a = gr[r2];
        int b = gr[r3];
        switch (opcode) {
            case Comet2InstructionTable.ADDA_3 -> gr[r1] = addArithmetic(a, b);
            case Comet2InstructionTable.SUBA_3 -> gr[r1] = subtractArithmetic(a, b);
            case Comet2InstructionTable.ADDL_3 -> gr[r1] = addLogical(a, b);
            case Comet2InstructionTable.SUBL_3 -> gr[r1] = subtractLogical(a, b);
            case Comet2InstructionTable.MULA_3 -> gr[r1] = multiplyArithmetic(a, b);
            case Comet2InstructionTable.DIVA_3 -> divideArithmetic(r1, a, b);
            case Comet2InstructionTable.MULL_3 -> gr[r1] = multiplyLogical(a, b);
            case Comet2InstructionTable.DIVL_3 -> divideLogical(r1, a, b);
            case Comet2InstructionTable.AND_3 -> gr[r1] = logical(a & b);
            case Comet2InstructionTable.OR_3 -> gr[r1] = logical(a | b);
            case Comet2InstructionTable.XOR_3 -> gr[r1] = logical(a ^ b);
            default -> throw notHere(opcode);
        }
    }

    private static IllegalStateException notHere(int opcode) {
        return new IllegalStateException(String.format("opcode #%02X is in the table but not here", opcode));
    }

    /**
     * RETURN (mlfe.py): pops the count SAVE pushed last, then that many register numbers, each above its saved value,
     * restores them and returns as RET does. Each restored register is two more data accesses than the table's two.
     * The simulator's RETURN adds the return address to PC instead of loading it, and its SAVE keeps only the last
     * digit of a register's number (GR10 comes back as GR0): romlab does what the manual describes.
     */
    private int restoreAndReturn() {
        int count = pop();
        if (count < 0 || count > registerCount) {
            stop = new StopReason.Trap(at, "RETURN: " + count + " registers to restore: no SAVE record on the stack");
            return 0;
        }
        int popped = 0;
        while (popped < 2 * count) {
            int number = pop();
            int value = pop();
            popped += 2;
            if (number < 0 || number >= registerCount) {
                stop = new StopReason.Trap(at, "RETURN: no register GR" + number + " on " + profile.id());
                break;
            }
            gr[number] = value;
        }
        if (stop == null) {
            ret();
        }
        return popped;
    }

    private void ret() {
        if (sp == stackTop) {
            // the outermost RET: back to the OS that called the program
            stop = new StopReason.Exited("ended by RET", OptionalInt.of(at));
            pr = at;
            return;
        }
        pr = pop() & ADDRESS_MASK;
    }

    private void call(int value) {
        push(pr);
        pr = value & ADDRESS_MASK;
    }

    private void jumpIf(boolean condition, int value) {
        if (condition) {
            pr = value & ADDRESS_MASK;
        }
    }

    private void push(int value) {
        sp = (sp - 1) & ADDRESS_MASK;
        store(sp, value);
    }

    private int pop() {
        int value = load(sp);
        sp = (sp + 1) & ADDRESS_MASK;
        return value;
    }

    /** The word as a signed number. */
    private int signed(int word) {
        return wide ? word : (short) word;
    }

    /** SF and ZF of a word: its top bit, and whether it is 0. */
    private int signAndZero(int word) {
        return (word >>> signShift) << 1 | (word == 0 ? ZF : 0);
    }

    /** Sets SF and ZF from {@code result}, OF from {@code overflow}; returns the result. */
    private int flags(int result, boolean overflow) {
        fr = (overflow ? OF : 0) | signAndZero(result);
        return result;
    }

    /** LD, AND, OR, XOR (of words, so a word): OF 0. */
    private int logical(int word) {
        fr = signAndZero(word);
        return word;
    }

    private int signedResult(long exact) {
        int result = (int) exact & mask;
        return flags(result, exact != signed(result));
    }

    /** ADDA: OF when both operands have one sign and the sum the other. */
    private int addArithmetic(int a, int b) {
        int sum = (a + b) & mask;
        return flags(sum, ((a ^ sum) & (b ^ sum) & sign) != 0);
    }

    /** SUBA: OF when the operands' signs differ and the difference has the subtrahend's. */
    private int subtractArithmetic(int a, int b) {
        int difference = (a - b) & mask;
        return flags(difference, ((a ^ b) & (a ^ difference) & sign) != 0);
    }

    private int multiplyArithmetic(int a, int b) {
        return signedResult((long) signed(a) * signed(b));
    }

    /** ADDL: OF on a carry, i.e. when the sum wrapped below an operand. */
    private int addLogical(int a, int b) {
        int sum = (a + b) & mask;
        return flags(sum, Integer.compareUnsigned(sum, a) < 0);
    }

    private int subtractLogical(int a, int b) {
        return flags((a - b) & mask, Integer.compareUnsigned(a, b) < 0);
    }

    private int multiplyLogical(int a, int b) {
        long product = unsigned(a) * unsigned(b);
        // the exact product is below 2^64, so an unsigned comparison of its 64 bits tells an overflow
        return flags((int) product & mask, Long.compareUnsigned(product, unsigned(mask)) > 0);
    }

    /** DIVA: the quotient rounded toward minus infinity, as the tutorial's simulator (Python's //) gives it. */
    private void divideArithmetic(int r, int a, int b) {
        if (b == 0) {
            divisionByZero();
            return;
        }
        gr[r] = signedResult(Math.floorDiv((long) signed(a), (long) signed(b)));
    }

    private void divideLogical(int r, int a, int b) {
        if (b == 0) {
            divisionByZero();
            return;
        }
        gr[r] = flags((int) (unsigned(a) / unsigned(b)) & mask, false);
    }

    private void divisionByZero() {
        stop = new StopReason.Trap(at, "division by zero");
    }

    private long unsigned(int word) {
        return word & 0xFFFFFFFFL;
    }

    /** CPA: the words as signed numbers, each shifted up so that its sign is bit 31. */
    private void compareArithmetic(int a, int b) {
        compare(Integer.compare(a << topShift, b << topShift));
    }

    private void compareLogical(int a, int b) {
        compare(Integer.compareUnsigned(a, b));
    }

    private void compare(int order) {
        fr = order < 0 ? SF : order == 0 ? ZF : 0;
    }

    /** Past the word the result no longer changes: shifting one bit at a time, 17 (33) shifts reach the end. */
    private int count(int value) {
        return (int) Math.min(unsigned(value), wordBits + 1L);
    }

    /**
     * A shift count for the shifts done in 64 bits: past 63 every bit of a word is out as it is at 63 (or at 17, 33),
     * and 63 is the most a {@code long} shifts.
     */
    private static int longCount(int value) {
        return value >>> 6 == 0 ? value : 63;
    }

    private int bit(int word, int index) {
        return index < 0 || index >= wordBits ? 0 : word >>> index & 1;
    }

    /** SLL in 64 bits: the word's bits land above it, the last one out just above the word (OF). */
    private int shiftLeftLogical(int word, int value) {
        long shifted = unsigned(word) << longCount(value);
        return flags((int) shifted & mask, (shifted >>> wordBits & 1) != 0);
    }

    /** SRL in 64 bits, the word one bit up first so that the last bit out stays in bit 0 (OF). */
    private int shiftRightLogical(int word, int value) {
        long shifted = unsigned(word) << 1 >>> longCount(value);
        return flags((int) (shifted >>> 1), (shifted & 1) != 0);
    }

    /** SLA: the sign stays, the other bits move left and leave from the bit below the sign. */
    private int shiftLeftArithmetic(int word, int value) {
        int n = count(value);
        int kept = word & sign;
        int result = n >= wordBits - 1 ? kept : kept | (word << n) & (mask ^ sign);
        return flags(result, n > 0 && bit(word, wordBits - 1 - n) != 0);
    }

    /** SRA: the sign fills from the top; past the word, every bit is the sign and so is OF. */
    private int shiftRightArithmetic(int word, int value) {
        int n = count(value);
        int result = (signed(word) >> Math.min(n, wordBits - 1)) & mask;
        return flags(result, n > 0 && bit(word, Math.min(n, wordBits) - 1) != 0);
    }

    /** Whether no page has a hook: the memory's listener calls this whenever its hooks change. */
    private void updatePlainData() {
        boolean plain = true;
        for (Memory.Hook hook : hooks) {
            // PLAIN_RAM (a page with wait states) reads bytes: a word memory has no wait states to add
            plain &= hook == null || hook == Memory.PLAIN_RAM;
        }
        plainData = plain;
        fastPath = plain ? lengthsAndCosts : new int[256];
        boolean plainWritten = true;
        for (Memory.Hook hook : writeHooks) {
            plainWritten &= hook == null || hook == Memory.PLAIN_RAM;
        }
        plainWrites = plainWritten;
    }

    /** The word at {@code address} as a data access, which a page's observer sees. */
    int load(int address) {
        return plainData ? fetch(address) : observedLoad(address & ADDRESS_MASK);
    }

    private int observedLoad(int offset) {
        Memory.Hook hook = hooks[offset >>> pageShift];
        return hook == null || hook == Memory.PLAIN_RAM ? fetch(offset) : hook.read(memory, offset) & mask;
    }

    /**
     * The word at {@code address} as an instruction fetch, which no hook sees. Byte by byte, as {@link #plainStore}
     * writes: translated blocks load through here, and {@code check} runs them on the first compiler alone, which
     * calls a VarHandle's methods one by one (3% of a check's time).
     */
    private int fetch(int address) {
        int at = (address & ADDRESS_MASK) << (wide ? 2 : 1);
        int word = (bytes[at] & 0xFF) << 8 | bytes[at + 1] & 0xFF;
        return wide ? word << 16 | (bytes[at + 2] & 0xFF) << 8 | bytes[at + 3] & 0xFF : word;
    }

    /** Stores the word at {@code address}, a data access which a page's observer sees. */
    void store(int address, int value) {
        int offset = address & ADDRESS_MASK;
        if (plainWrites) {
            plainStore(offset, value);
        } else {
            observedStore(offset, value);
        }
    }

    /** A store to plain memory: what {@link #store} does where no page hook is, for the translator's blocks too. */
    void plainStore(int offset, int value) {
        int at = offset << (wide ? 2 : 1);
        if (wide) {
            bytes[at++] = (byte) (value >>> 24);
            bytes[at++] = (byte) (value >>> 16);
        }
        bytes[at] = (byte) (value >>> 8);
        bytes[at + 1] = (byte) value;
    }

    private void observedStore(int offset, int value) {
        Memory.Hook hook = writeHooks[offset >>> pageShift];
        if (hook != null && hook != Memory.PLAIN_RAM) {
            hook.write(memory, offset, value);
        } else {
            plainStore(offset, value);
        }
    }

    /** GR {@code n}'s word, for the supervisor calls. */
    public int register(int n) {
        return gr[n];
    }

    /** Sets GR {@code n} (masked to the word), for the supervisor calls. */
    public void setRegister(int n, int value) {
        gr[n] = value & mask;
    }

    /** The word at {@code address}, for the supervisor calls. */
    public int word(int address) {
        return load(address);
    }

    /** Stores {@code value} at {@code address}, for the supervisor calls. */
    public void setWord(int address, int value) {
        store(address, value & mask);
    }

    /** Ends the run: a supervisor call that cannot go on (a malformed format, say). */
    public void trap(String message) {
        stop = new StopReason.Trap(at, message);
    }

    /** The flag register: OF in bit 2, SF in bit 1, ZF in bit 0. */
    public int fr() {
        return fr;
    }

    void setFr(int value) {
        fr = value & 7;
    }

    void setSp(int value) {
        sp = value & ADDRESS_MASK;
    }

    /** The SP a program starts with: the RET that finds SP here again is the outermost and ends the program. */
    public void setStackTop(int value) {
        stackTop = value & ADDRESS_MASK;
        sp = stackTop;
    }

    @Override
    public long cycles() {
        return cycles;
    }

    /** Words fetched since reset: an instruction's one or two words. */
    public long wordsFetched() {
        return cycles - dataAccesses;
    }

    /** Instructions executed since reset: what the clock of {@code SVC time} advances with. */
    public long instructions() {
        return instructions;
    }

    @Override
    public int pc() {
        return pr;
    }

    @Override
    public void setPc(int address) {
        pr = address & ADDRESS_MASK;
    }

    @Override
    public int stackPointer() {
        return sp;
    }

    @Override
    public boolean halted() {
        return stop != null;
    }

    @Override
    public StopReason haltReason() {
        return stop != null ? stop : Cpu.super.haltReason();
    }

    @Override
    public String programEnd() {
        return "the outermost RET";
    }

    @Override
    public CycleUnit cycleUnit() {
        return CycleUnit.COST_UNITS;
    }

    @Override
    public RegisterFile registers() {
        return registerFile;
    }

    @Override
    public Optional<BlockTranslator> blockTranslator() {
        return Optional.of(new Comet2Translator(this));
    }

    @Override
    public void enterCall(int entry, int returnAddress) {
        push(returnAddress);
        pr = entry & ADDRESS_MASK;
    }

    // ---------------------------------------------------------------- state, for reverse execution

    /**
     * The registers, the stack's top, the counters, the stop and what the attached console and services have
     * consumed ({@link SupervisorCalls#saveState()}).
     */
    record State(int[] gr, int sp, int pr, int fr, int stackTop, long cycles, long wordsFetched,
            long instructions, StopReason stop, Object services) implements CpuState {

        @Override
        public boolean equals(Object other) {
            return other instanceof State s && Arrays.equals(gr, s.gr) && sp == s.sp && pr == s.pr && fr == s.fr
                    && stackTop == s.stackTop && cycles == s.cycles && wordsFetched == s.wordsFetched
                    && instructions == s.instructions && Objects.equals(stop, s.stop)
                    && Objects.equals(services, s.services);
        }

        @Override
        public int hashCode() {
            return Objects.hash(Arrays.hashCode(gr), sp, pr, fr, cycles, instructions);
        }

        @Override
        public String toString() {
            return "State[gr=" + Arrays.toString(gr) + ", sp=" + sp + ", pr=" + pr + ", fr=" + fr + ", stackTop="
                    + stackTop + ", cycles=" + cycles + ", wordsFetched=" + wordsFetched
                    + ", instructions=" + instructions + ", stop=" + stop + ", services=" + services + "]";
        }
    }

    @Override
    public CpuState saveState() {
        return new State(gr.clone(), sp, pr, fr, stackTop, cycles, wordsFetched(), instructions, stop,
                services.saveState());
    }

    @Override
    public void restoreState(CpuState state) {
        State s = (State) state;
        System.arraycopy(s.gr, 0, gr, 0, gr.length);
        sp = s.sp;
        pr = s.pr;
        fr = s.fr;
        stackTop = s.stackTop;
        cycles = s.cycles;
        dataAccesses = s.cycles - s.wordsFetched;
        instructions = s.instructions;
        stop = s.stop;
        services.restoreState(s.services);
    }
}
