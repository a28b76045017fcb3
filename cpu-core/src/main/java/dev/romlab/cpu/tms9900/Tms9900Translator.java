package dev.romlab.cpu.tms9900;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import dev.romlab.cpu.translate.BlockPlan;
import dev.romlab.cpu.translate.BlockRounds;
import dev.romlab.cpu.translate.BlockShape;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.CpuTranslator;
import dev.romlab.cpu.translate.Flow;
import dev.romlab.cpu.translate.Translation;

/**
 * TMS9900 blocks. The frequent instructions (the two-operand format I, the jumps, LI AI ANDI ORI CI STWP STST, B BL
 * and the single-operand arithmetic) are written inline with their operands decoded once; the rest run as the
 * interpreter's {@code execute} of the constant opcode with the pc set past it (its own fetches of operand words then
 * count their waits). What blocks add at each exit: the pc, the instructions' constant cycles, and the wait states of
 * the instruction words fetched (the pages' waits read when the block starts, so a change of wait states, which only
 * a machine's setup makes, needs no new translation). Every exit goes through one tail, which keeps the blocks,
 * longer now that they go on through jumps, small for the JVM's compiler.
 *
 * <p>Data, as the fastest translating emulators keep it:
 * <ul>
 *   <li>The workspace registers the block names live in locals, written through to memory at every write, so that
 *       any other read of memory sees them. A block keeps them only where nothing else can change them unseen: no
 *       device and no translated code on the workspace's pages (with the same wait states on both when it spans two);
 *       elsewhere it declines at its start (returns 0, the interpreter steps) or leaves after an LWPI. Their accesses'
 *       wait states are counted once per instruction.</li>
 *   <li>Every other access is inline on a page without a device (the memory's bytes, its page's wait states summed
 *       in a local that the exits and the rounds' live cycle count add); a device's, a code guard's and a write into
 *       the workspace go through the interpreter's {@code readWord}/{@code writeWord} (the sum added to the CPU's
 *       count first). Such a slow path ends the block after its instruction (only a slow path or the interpreter's
 *       own method can change translated code, the interrupt request or a register behind the block's back; after
 *       the interpreter's method the block reads its registers again and leaves only if code or the interrupt
 *       request changed). A byte operand is read and written as its byte alone, and a read-modify-write operand's
 *       read and write make one decision. No jump goes back into the middle of a block's code from outside its
 *       loops: C1, which compiles the blocks of a short run, gives up on such a method.</li>
 * </ul>
 *
 * <p>A block goes on through a jump, {@code B @addr} and {@code BL @addr}, past a jump not taken, and through a
 * {@code B *R11} that returns to its own BL's next instruction ({@link BlockPlan}), and goes round inside its code
 * where a jump goes back to one of its instructions ({@link BlockRounds}, on the CPU's live cycle count). It ends at
 * any other B or BL and at BLWP, RTWP, XOP (which may set WP and the pc anywhere), after LIMI and the CRU
 * instructions (the mask or a device may let an interrupt in), after any instruction whose write changed translated
 * code, and after any instruction during which the interrupt request changed. X, IDLE, RSET, CKON, CKOF, LREX and
 * the illegal opcodes are left to the interpreter: they halt, stop or tell the external listener.
 */
final class Tms9900Translator extends CpuTranslator<Tms9900> {

    private static final String CPU = Type.getInternalName(Tms9900.class);
    private static final String TRANSLATION = Type.getInternalName(Translation.class);
    private static final int LOCAL_CPU = BlockWriter.FIRST_FREE_LOCAL;
    private static final int LOCAL_WP = LOCAL_CPU + 1;
    private static final int LOCAL_LEVEL = LOCAL_CPU + 2;
    private static final int LOCAL_SA = LOCAL_CPU + 3;
    private static final int LOCAL_SW = LOCAL_CPU + 4;
    private static final int LOCAL_DA = LOCAL_CPU + 5;
    private static final int LOCAL_DW = LOCAL_CPU + 6;
    private static final int LOCAL_TEMP = LOCAL_CPU + 7;
    /** The wait states of the data accesses written inline, not yet in the CPU's count: added at every exit. */
    private static final int LOCAL_WAITS = LOCAL_CPU + 8;
    /** The address and the value of the access being written. */
    private static final int LOCAL_ACCESS = LOCAL_CPU + 9;
    private static final int LOCAL_VALUE = LOCAL_CPU + 10;
    /** Set when an access took a slow path (a device's, a code guard's, a write into the workspace): the block leaves. */
    private static final int LOCAL_SLOW = LOCAL_CPU + 11;
    /** The wait states of an access to the workspace (one page, checked when the block starts). */
    private static final int LOCAL_WORKSPACE_WAITS = LOCAL_CPU + 12;
    /** R0 to R15 as the block keeps them, written through to memory: 16 locals. */
    private static final int LOCAL_R0 = LOCAL_CPU + 13;
    /** A read-modify-write operand's: whether its read was inline (so is its write), and its page's wait states. */
    private static final int LOCAL_DESTINATION_INLINE = LOCAL_R0 + 16;
    private static final int LOCAL_DESTINATION_WAITS = LOCAL_R0 + 17;
    /** The first of the locals of a block's rounds ({@link BlockRounds#onLiveCycles}); the pages' waits follow them. */
    private static final int LOCAL_ROUNDS = LOCAL_R0 + 18;
    private static final int STATUS_LAE = Tms9900.LGT | Tms9900.AGT | Tms9900.EQ;
    /** A bound of any instruction run through {@code execute}: DIV with an indexed operand and below. */
    private static final int WORST_CYCLES = 140;
    private static final int WORST_ACCESSES = 12;

    Tms9900Translator(Tms9900 cpu) {
        super(cpu, Tms9900.class, cpu.memory);
    }

    /**
     * Not while idle or stopped, while X hands over an instruction, right after a context switch (whose next
     * instruction the interpreter runs, clearing the block on interrupts), or while an interrupt the mask lets
     * through is requested.
     */
    @Override
    public boolean blocksMayRun() {
        int level = cpu.interruptLevel;
        return !cpu.idle && !cpu.illegal && cpu.executeNext < 0 && !cpu.interruptBlocked
                && (level < 0 || level > (cpu.st & Tms9900.MASK));
    }

    /** How a translated instruction is written. */
    private enum Kind {
        /** Format I, inline. */
        TWO_OPERANDS,
        /** A jump, inline. */
        JUMP,
        /** LI, AI, ANDI, ORI, CI, STWP, STST, inline. */
        IMMEDIATE,
        /** CLR NEG INV INC INCT DEC DECT SWPB SETO ABS, inline operand then the interpreter's own method. */
        SINGLE,
        /** B, BL, inline. */
        BRANCH,
        /** The interpreter's execute: goes on after it. */
        EXECUTE,
        /** The interpreter's execute, then the block ends at the next instruction (LIMI, CRU). */
        EXECUTE_THEN_END,
        /** The interpreter's execute, which sets the pc (BLWP, RTWP, XOP): the block ends. */
        EXECUTE_JUMP
    }

    /**
     * One decoded instruction: its opcode, how it is written, its length in words, where it goes
     * ({@link BlockPlan}) and its fixed target (-1: none or not known).
     */
    private record Decoded(int address, int op, Kind kind, int words, Flow flow, int jumpTarget)
            implements BlockPlan.Instruction {

        int next() {
            return address + 2 * words;
        }

        @Override
        public int length() {
            return 2 * words;
        }

        int operandWord(Tms9900 cpu, int index) {
            return cpu.peekWord(address + 2 * index);
        }
    }

    /** The decoded instruction at {@code address}, or null when the interpreter must run it. */
    private Decoded decode(int address) {
        if ((address & 1) != 0 || address > 0xFFFE) {
            return null;
        }
        int op = cpu.peekWord(address);
        Kind kind = kind(op);
        if (kind == null) {
            return null;
        }
        int words = 1 + operandWords(op);
        if (address + 2 * words > 0x10000) {
            return null; // its words wrap past >FFFF
        }
        int target = -1;
        Flow flow = Flow.NEXT;
        if (kind == Kind.JUMP) {
            target = (address + 2 + ((byte) op << 1)) & 0xFFFE;
            flow = (op & 0x0F00) == 0 ? Flow.JUMP : Flow.BRANCH;       // JMP, or a jump on the status
        } else if (kind == Kind.BRANCH) {
            boolean bl = ((op >>> 6) & 15) == 10;
            if ((op & 0x3F) == 0x20) {                                 // B @addr, BL @addr
                target = cpu.peekWord(address + 2) & 0xFFFE;
                flow = bl ? Flow.CALL : Flow.JUMP;
            } else {
                flow = !bl && (op & 0x3F) == 0x1B ? Flow.RETURN : Flow.END; // B *R11 returns from a BL
            }
        } else if (kind == Kind.EXECUTE_THEN_END || kind == Kind.EXECUTE_JUMP) {
            flow = Flow.END;
        }
        return new Decoded(address, op, kind, words, flow, target);
    }

    private static Kind kind(int op) {
        if (op >= 0x4000) {
            return Kind.TWO_OPERANDS;
        }
        if (op >= 0x2000) {
            return switch ((op >>> 10) & 7) {
                case 3 -> Kind.EXECUTE_JUMP;                            // XOP
                case 4, 5 -> Kind.EXECUTE_THEN_END;                     // LDCR, STCR
                default -> Kind.EXECUTE;                                // COC CZC XOR MPY DIV
            };
        }
        if (op >= 0x1000) {
            return ((op >>> 8) & 15) >= 0xD ? Kind.EXECUTE_THEN_END : Kind.JUMP; // SBO SBZ TB, jumps
        }
        switch (op >>> 8) {
            case 0x2 -> {
                return ((op >>> 5) & 7) == 7 ? Kind.EXECUTE : Kind.IMMEDIATE; // LWPI through the interpreter
            }
            case 0x3 -> {
                return switch ((op >>> 5) & 7) {
                    case 0 -> Kind.EXECUTE_THEN_END;                    // LIMI
                    case 4 -> Kind.EXECUTE_JUMP;                        // RTWP
                    default -> null;                                    // LMF (illegal), IDLE, RSET, CKON, CKOF, LREX
                };
            }
            case 0x4, 0x5, 0x6, 0x7 -> {
                int kind = (op >>> 6) & 15;
                return switch (kind) {
                    case 0 -> Kind.EXECUTE_JUMP;                        // BLWP
                    case 1, 10 -> Kind.BRANCH;                          // B, BL
                    case 2, 14, 15 -> null;                             // X, illegal
                    default -> Kind.SINGLE;
                };
            }
            case 0x8, 0x9, 0xA, 0xB -> {
                return Kind.EXECUTE;                                    // shifts
            }
            default -> {
                return null;                                            // illegal
            }
        }
    }

    /** The operand words after the opcode: immediates and each symbolic (@addr) operand. */
    private static int operandWords(int op) {
        if (op < 0x1000) {
            if (op >= 0x0200 && op < 0x0300) {
                int sub = (op >>> 5) & 7;
                return sub == 5 || sub == 6 ? 0 : 1;                    // STWP, STST have none
            }
            if (op >= 0x0300 && op < 0x0320) {
                return 1;                                               // LIMI
            }
            if (op >= 0x0400 && op < 0x0800) {
                return symbolic((op >>> 4) & 3);
            }
            return 0;
        }
        if (op < 0x2000) {
            return 0;
        }
        if (op < 0x4000) {
            return symbolic((op >>> 4) & 3);
        }
        return symbolic((op >>> 4) & 3) + symbolic((op >>> 10) & 3);
    }

    private static int symbolic(int mode) {
        return mode == 2 ? 1 : 0;
    }

    @Override
    public BlockShape translate(int pc, BlockWriter writer) {
        Decoded first = decode(pc);
        if (first == null) {
            return null;
        }
        BlockPlan<Decoded> plan = BlockPlan.of(pc, first, writer, this::decode);
        new Emitter(writer, plan).write();
        int worst = 0;
        int accesses = 0;
        for (BlockPlan.Step<Decoded> step : plan.steps()) {
            worst += worstCycles(step.instruction());
            accesses += worstAccesses(step.instruction());
        }
        return plan.shape(worst, accesses);
    }

    private static int worstCycles(Decoded d) {
        return switch (d.kind()) {
            case TWO_OPERANDS -> 14 + modeCycles((d.op() >>> 4) & 3) + modeCycles((d.op() >>> 10) & 3);
            case JUMP -> 10;
            default -> WORST_CYCLES;
        };
    }

    private static int worstAccesses(Decoded d) {
        return switch (d.kind()) {
            case TWO_OPERANDS -> 4 + modeAccesses((d.op() >>> 4) & 3) + modeAccesses((d.op() >>> 10) & 3);
            case JUMP -> 1;
            default -> WORST_ACCESSES;
        };
    }

    private static int modeCycles(int mode) {
        return mode == 0 ? 0 : mode == 1 ? 4 : 8;
    }

    private static int modeAccesses(int mode) {
        return mode == 0 ? 0 : mode == 1 ? 1 : 2;
    }

    /** The bytecode of one block. */
    private final class Emitter {

        private final BlockWriter writer;
        private final MethodVisitor m;
        private final List<BlockPlan.Step<Decoded>> steps;
        private final BlockRounds rounds;
        /** The labels of the instructions a jump goes back to. */
        private final Label[] labels;
        /** The totals before each instruction: what a round from there back to it adds. */
        private final int[] countAt;
        private final int[] cyclesAt;
        private final int[] fetchesAt;
        /** The page of each instruction word fetched, in order: their wait states are added at an exit. */
        private final int[] fetchPages = new int[BlockWriter.MAX_INSTRUCTIONS * 3];
        /** The totals up to and including the instruction being written, on the block's way through. */
        private int count;
        /** The constant cycles (the interpreter's methods add their accesses' wait states themselves). */
        private int cycles;
        private int fetches;
        /** The workspace accesses of the instruction being written not yet added to {@link #LOCAL_WAITS}. */
        private int workspaceAccesses;
        /** The instruction being written: where the block goes on after it (-1: it leaves), where it loops to. */
        private int goesOnAt;
        private int loopTo;
        /** The address of the instruction being written: the interpreter's instructionPc at its exits. */
        private int last;
        /** Exits written after the block's straight line: their label and what they leave. */
        private final List<Runnable> pendingExits = new ArrayList<>();
        /** The exits' common tail: pc, last, count and cycles on the stack. */
        private final Label tail = new Label();
        /** The pages the block's instructions are on, and the locals their wait states are read into at its start. */
        private final List<Integer> pages = new ArrayList<>();
        private int firstPageLocal;
        /** The workspace registers the block's instructions name, a bit each: kept in locals. */
        private final int usedRegisters;
        /** Where the block leaves, having run nothing, when its workspace is not one it may keep in locals. */
        private final Label decline = new Label();
        /** Whether the instruction being written has a slow path, and whether it called the interpreter's methods. */
        private boolean hasSlowPath;
        private boolean calledInterpreter;

        Emitter(BlockWriter writer, BlockPlan<Decoded> plan) {
            this.writer = writer;
            this.m = writer.method();
            this.steps = plan.steps();
            this.rounds = BlockRounds.onLiveCycles(m, LOCAL_ROUNDS, 2, plan.loops(), () -> {
                cpu();
                m.visitFieldInsn(Opcodes.GETFIELD, CPU, "cycles", "J");
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_WAITS);
                m.visitInsn(Opcodes.I2L);
                m.visitInsn(Opcodes.LADD);
            });
            int n = steps.size();
            labels = BlockRounds.loopLabels(plan);
            countAt = new int[n];
            cyclesAt = new int[n];
            fetchesAt = new int[n];
            int used = 0;
            for (BlockPlan.Step<Decoded> step : steps) {
                used |= registersNamed(step.instruction());
            }
            usedRegisters = used;
        }

        /** The workspace registers {@code d} names in its operands (bit n: Rn), as the block reads and writes them. */
        private static int registersNamed(Decoded d) {
            int op = d.op();
            return switch (d.kind()) {
                case TWO_OPERANDS -> operandRegister((op >>> 4) & 3, op & 15)
                        | operandRegister((op >>> 10) & 3, (op >>> 6) & 15);
                case IMMEDIATE -> 1 << (op & 15);
                case SINGLE -> operandRegister((op >>> 4) & 3, op & 15);
                case BRANCH -> operandRegister((op >>> 4) & 3, op & 15) | 1 << 11;
                default -> 0;
            };
        }

        private static int operandRegister(int mode, int reg) {
            return mode == 2 && reg == 0 ? 0 : 1 << reg;
        }

        void write() {
            m.visitVarInsn(Opcodes.ALOAD, BlockWriter.CPU);
            m.visitTypeInsn(Opcodes.CHECKCAST, CPU);
            m.visitVarInsn(Opcodes.ASTORE, LOCAL_CPU);
            loadWp();
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "interruptLevel", "I");
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_LEVEL);
            m.visitInsn(Opcodes.ICONST_0);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_WAITS);
            m.visitInsn(Opcodes.ICONST_0);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_SLOW);
            loadWorkspace(decline);
            rounds.start();
            loadPageWaits();
            for (int k = 0; k < steps.size(); k++) {
                BlockPlan.Step<Decoded> step = steps.get(k);
                countAt[k] = count;
                cyclesAt[k] = cycles;
                fetchesAt[k] = fetches;
                if (labels[k] != null) {
                    m.visitLabel(labels[k]);
                }
                goesOnAt = step.goesOnAt();
                loopTo = step.loopTo();
                Decoded d = step.instruction();
                last = d.address();
                count++;
                instruction(d);
                if (goesOnAt < 0 && d.flow() == Flow.NEXT) {
                    exit(d.next()); // the next instruction is left to the interpreter, or to another block
                }
            }
            for (Runnable exit : pendingExits) {
                exit.run();
            }
            writeTail();
            m.visitLabel(decline);
            m.visitInsn(Opcodes.ICONST_0);
            m.visitInsn(Opcodes.IRETURN);
        }

        /**
         * Goes to {@code notKept} unless the workspace at WP may be kept in locals: no device and no translated code on
         * the (one or two) pages it is on, and the same wait states on both; else reads its waits and the registers.
         */
        private void loadWorkspace(Label notKept) {
            workspacePage(cpu.writePages, 0);
            m.visitJumpInsn(Opcodes.IFLT, notKept);
            workspacePage(cpu.writePages, 30);
            m.visitJumpInsn(Opcodes.IFLT, notKept);
            workspacePage(cpu.pages, 0);
            m.visitInsn(Opcodes.DUP);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_WORKSPACE_WAITS);
            m.visitJumpInsn(Opcodes.IFLT, notKept);
            workspacePage(cpu.pages, 30);
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WORKSPACE_WAITS);
            m.visitJumpInsn(Opcodes.IF_ICMPNE, notKept);
            loadRegisters();
        }

        /** Pushes the entry of page table {@code table} for the page of WP + {@code offset}. */
        private void workspacePage(int[] table, int offset) {
            constant(table, "[I");
            workspaceAddress(offset);
            BlockWriter.push(m, 8);
            m.visitInsn(Opcodes.IUSHR);
            m.visitInsn(Opcodes.IALOAD);
        }

        /** Pushes WP + {@code offset}, wrapped at >FFFF as the interpreter's register addresses are. */
        private void workspaceAddress(int offset) {
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WP);
            if (offset != 0) {
                BlockWriter.push(m, offset);
                m.visitInsn(Opcodes.IADD);
                BlockWriter.push(m, 0xFFFF);
                m.visitInsn(Opcodes.IAND);
            }
        }

        /** Reads each register the block names from memory into its local. */
        private void loadRegisters() {
            for (int n = 0; n < 16; n++) {
                if ((usedRegisters & 1 << n) != 0) {
                    constant(cpu.bytes, "[B");
                    workspaceAddress(2 * n);
                    invokeStatic("wordOf", "([BI)I");
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_R0 + n);
                }
            }
        }

        /** Reads the wait states of each page the block's instruction words are on into a local. */
        private void loadPageWaits() {
            for (BlockPlan.Step<Decoded> step : steps) {
                Decoded d = step.instruction();
                for (int page = d.address() >>> 8; page <= (d.next() - 1) >>> 8; page++) {
                    if (!pages.contains(page)) {
                        pages.add(page);
                    }
                }
            }
            firstPageLocal = rounds.nextFreeLocal();
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "pages", "[I");
            for (int k = 0; k < pages.size(); k++) {
                if (k < pages.size() - 1) {
                    m.visitInsn(Opcodes.DUP);
                }
                BlockWriter.push(m, pages.get(k));
                m.visitInsn(Opcodes.IALOAD);
                BlockWriter.push(m, Integer.MAX_VALUE);                // without the DEVICE flag
                m.visitInsn(Opcodes.IAND);
                m.visitVarInsn(Opcodes.ISTORE, firstPageLocal + k);
            }
        }

        private void loadWp() {
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "wp", "I");
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_WP);
        }

        private void fetched(int address) {
            fetchPages[fetches++] = address >>> 8;
        }

        /** Writes {@code d}; a jump, B, BL or an instruction that ends the block writes its exits. */
        private void instruction(Decoded d) {
            int op = d.op();
            hasSlowPath = false;
            calledInterpreter = false;
            fetched(d.address());
            switch (d.kind()) {
                case TWO_OPERANDS -> twoOperands(d);
                case IMMEDIATE -> immediate(d);
                case SINGLE -> single(d);
                case JUMP -> {
                    jump(d);
                    return;
                }
                case BRANCH -> {
                    branch(d);
                    return;
                }
                case EXECUTE, EXECUTE_THEN_END, EXECUTE_JUMP -> {
                    flushWaits();
                    cpu();
                    BlockWriter.push(m, (d.address() + 2) & 0xFFFE);
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
                    cpu();
                    BlockWriter.push(m, op);
                    invoke("execute", "(I)V");
                    if (d.kind() == Kind.EXECUTE_JUMP) {
                        exitKeepingPc();
                        return;
                    }
                    if (d.kind() == Kind.EXECUTE_THEN_END) {
                        exit(d.next());
                        return;
                    }
                    if ((op & 0xFFE0) == 0x02E0) {             // LWPI: on only with a workspace kept in locals
                        loadWp();
                        Label notKept = new Label();
                        loadWorkspace(notKept);
                        Exit state = snapshot(d.next());
                        pendingExits.add(() -> {
                            m.visitLabel(notKept);
                            write(state, true);
                        });
                    } else {
                        interpreted();
                    }
                    calledInterpreter = true;
                }
                default -> throw new IllegalStateException(String.format(">%04X is not translated", op));
            }
            addWorkspaceWaits();
            if (goesOnAt >= 0) {
                stopIfCodeOrInterruptChanged(goesOnAt);
            }
        }

        /**
         * After an instruction the block goes on after: leaves for {@code pc} if one of its accesses took a slow path
         * (a device may have changed anything, a write the registers the block keeps), or, after the interpreter's
         * own method, if that changed translated code or the interrupt request. Nothing else can change them.
         */
        private void stopIfCodeOrInterruptChanged(int pc) {
            if (!hasSlowPath && !calledInterpreter) {
                return;
            }
            Label out = new Label();
            if (hasSlowPath) {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_SLOW);
                m.visitJumpInsn(Opcodes.IFNE, out);
            }
            if (calledInterpreter) {
                m.visitVarInsn(Opcodes.ALOAD, BlockWriter.TRANSLATION);
                m.visitFieldInsn(Opcodes.GETFIELD, TRANSLATION, "codeWritten", "Z");
                m.visitJumpInsn(Opcodes.IFNE, out);
                cpu();
                m.visitFieldInsn(Opcodes.GETFIELD, CPU, "interruptLevel", "I");
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_LEVEL);
                m.visitJumpInsn(Opcodes.IF_ICMPNE, out);
            }
            Exit state = snapshot(pc);
            pendingExits.add(() -> {
                m.visitLabel(out);
                write(state, true);
            });
        }

        /** Marks a slow path taken (the block leaves after the instruction): at run time, and for the check. */
        private void slow() {
            hasSlowPath = true;
            m.visitInsn(Opcodes.ICONST_1);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_SLOW);
        }

        /** After the interpreter's own method, which may write any register: reads the registers again. */
        private void interpreted() {
            calledInterpreter = true;
            loadRegisters();
        }

        // ---- operands ----------------------------------------------------------------------------------------

        /** Pushes the address of workspace register {@code n}. */
        private void registerAddress(int n) {
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WP);
            if (n != 0) {
                BlockWriter.push(m, n << 1);
                m.visitInsn(Opcodes.IADD);
                BlockWriter.push(m, 0xFFFF);
                m.visitInsn(Opcodes.IAND);
            }
        }

        /**
         * Stores in {@code local} the address of a general operand, as the interpreter's {@code operand} finds it;
         * {@code word} is the address of its operand word for @addr, {@code live} when an earlier write of the same
         * instruction may have changed that word (it is then read when the instruction runs). Returns the register
         * when the operand is one (mode 0: read and written through its local), else -1.
         */
        private int operand(int mode, int reg, boolean byteOp, int word, boolean live, int local) {
            switch (mode) {
                case 0 -> {
                    registerAddress(reg);
                    m.visitVarInsn(Opcodes.ISTORE, local);
                    return reg;
                }
                case 1 -> {
                    cycles += 4;
                    readRegister(reg);
                }
                case 2 -> {
                    cycles += 8;
                    fetched(word);
                    if (live) {
                        cpu();
                        BlockWriter.push(m, word);
                        invoke("peekWord", "(I)I");
                    } else {
                        BlockWriter.push(m, cpu.peekWord(word));
                    }
                    if (reg != 0) {
                        readRegister(reg);
                        m.visitInsn(Opcodes.IADD);
                        BlockWriter.push(m, 0xFFFF);
                        m.visitInsn(Opcodes.IAND);
                    }
                }
                default -> {
                    cycles += byteOp ? 6 : 8;
                    readRegister(reg);
                    m.visitInsn(Opcodes.DUP);
                    m.visitVarInsn(Opcodes.ISTORE, local);
                    BlockWriter.push(m, byteOp ? 1 : 2);
                    m.visitInsn(Opcodes.IADD);
                    BlockWriter.push(m, 0xFFFF);
                    m.visitInsn(Opcodes.IAND);
                    writeRegister(reg);
                    return -1;
                }
            }
            m.visitVarInsn(Opcodes.ISTORE, local);
            return -1;
        }

        /** Pushes register {@code n} from its local: a read of the workspace, its wait states counted. */
        private void readRegister(int n) {
            workspaceAccesses++;
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_R0 + n);
        }

        /** Writes the value on the stack to register {@code n}: its local, and memory (nothing else is there). */
        private void writeRegister(int n) {
            workspaceAccesses++;
            m.visitInsn(Opcodes.DUP);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_R0 + n);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
            constant(cpu.bytes, "[B");
            workspaceAddress(2 * n);
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
            invokeStatic("putWord", "([BII)V");
        }

        /**
         * Adds the wait states of the workspace accesses written since the last time to {@link #LOCAL_WAITS}: once at
         * the end of an instruction (an exit inside it adds them itself, {@link Exit#workspaceAccesses}).
         */
        private void addWorkspaceWaits() {
            if (workspaceAccesses == 0) {
                return;
            }
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WAITS);
            pushWorkspaceWaits(workspaceAccesses);
            m.visitInsn(Opcodes.IADD);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_WAITS);
            workspaceAccesses = 0;
        }

        /** Pushes the wait states of {@code accesses} workspace accesses. */
        private void pushWorkspaceWaits(int accesses) {
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WORKSPACE_WAITS);
            if (accesses != 1) {
                BlockWriter.push(m, accesses);
                m.visitInsn(Opcodes.IMUL);
            }
        }

        /**
         * Replaces the address on the stack with the word there, read as the interpreter's {@code readWord} does: a
         * page without a device is read from the memory's bytes inline, its wait states summed in a local; a device's
         * through {@code readWord}, with the waits summed so far added to the CPU's count first.
         */
        private void readWord() {
            BlockWriter.push(m, 0xFFFE);
            m.visitInsn(Opcodes.IAND);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_ACCESS);
            read(LOCAL_ACCESS, () -> invokeStatic("wordOf", "([BI)I"), () -> { });
        }

        /**
         * A read at the address in {@code addressLocal}: where its page has no device, its wait states summed and
         * {@code inline} with the memory's bytes and the address pushed; else the interpreter's {@code readWord}, then
         * {@code fromWord} with the word pushed.
         */
        private void read(int addressLocal, Runnable inline, Runnable fromWord) {
            Label device = new Label();
            Label done = new Label();
            pageEntry(cpu.pages, addressLocal);
            m.visitInsn(Opcodes.DUP);
            m.visitJumpInsn(Opcodes.IFLT, device);
            addToWaits();
            constant(cpu.bytes, "[B");
            m.visitVarInsn(Opcodes.ILOAD, addressLocal);
            inline.run();
            m.visitJumpInsn(Opcodes.GOTO, done);
            m.visitLabel(device);
            m.visitInsn(Opcodes.POP);
            flushWaits();
            slow();
            cpu();
            m.visitVarInsn(Opcodes.ILOAD, addressLocal);
            invoke("readWord", "(I)I");
            fromWord.run();
            m.visitLabel(done);
        }

        /** Adds the wait states summed in {@link #LOCAL_WAITS} to the CPU's count, before an access a device sees. */
        private void flushWaits() {
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "cycles", "J");
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WAITS);
            m.visitInsn(Opcodes.I2L);
            m.visitInsn(Opcodes.LADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "cycles", "J");
            m.visitInsn(Opcodes.ICONST_0);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_WAITS);
        }

        /** Reads the operand at the address in {@code addressLocal} (register {@code register}, or -1) into {@code valueLocal}. */
        private void readInto(int addressLocal, int register, int valueLocal) {
            if (register >= 0) {
                readRegister(register);
            } else {
                m.visitVarInsn(Opcodes.ILOAD, addressLocal);
                readWord();
            }
            m.visitVarInsn(Opcodes.ISTORE, valueLocal);
        }

        /** Pushes byteOf(word, address) of two locals. */
        private void byteOf(int wordLocal, int addressLocal) {
            m.visitVarInsn(Opcodes.ILOAD, wordLocal);
            m.visitVarInsn(Opcodes.ILOAD, addressLocal);
            invokeStatic("byteOf", "(II)I");
        }

        /**
         * Format I as {@code formatOne} does it. A byte operand's byte is read on its own from a page without a device,
         * and a destination's read and write are one decision ({@link #readDestination}).
         */
        private void twoOperands(Decoded d) {
            int op = d.op();
            boolean byteOp = (op & 0x1000) != 0;
            int ts = (op >>> 4) & 3;
            int td = (op >>> 10) & 3;
            int family = op >>> 13;
            int sourceWords = symbolic(ts);
            int sourceRegister = operand(ts, op & 15, byteOp, d.address() + 2, false, LOCAL_SA);
            if (byteOp) {
                readByte(LOCAL_SA, sourceRegister, LOCAL_SW);
            } else {
                readInto(LOCAL_SA, sourceRegister, LOCAL_SW);
            }
            int destinationRegister = operand(td, (op >>> 6) & 15, byteOp, d.address() + 2 + 2 * sourceWords, ts == 3,
                    LOCAL_DA);
            cycles += 14;
            if (family == 4) {
                cpu();
                if (byteOp) {
                    readByte(LOCAL_DA, destinationRegister, LOCAL_DW);
                    BlockWriter.push(m, STATUS_LAE | Tms9900.OP);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_SW);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                    BlockWriter.push(m, 0x80);
                    invokeStatic("compare", "(III)I");
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_SW);
                    invokeStatic("laeByte", "(I)I");
                    BlockWriter.push(m, Tms9900.OP);
                    m.visitInsn(Opcodes.IAND);
                    m.visitInsn(Opcodes.IOR);
                } else {
                    readInto(LOCAL_DA, destinationRegister, LOCAL_DW);
                    BlockWriter.push(m, STATUS_LAE);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_SW);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                    BlockWriter.push(m, 0x8000);
                    invokeStatic("compare", "(III)I");
                }
                invoke("setStatus", "(II)V");
                return;
            }
            readDestination(destinationRegister, byteOp, family != 6);
            cpu();
            BlockWriter.push(m, family);
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_SW);
            m.visitVarInsn(Opcodes.ILOAD, byteOp ? LOCAL_TEMP : LOCAL_DW);
            invoke(byteOp ? "byteResult" : "wordResult", "(III)I");
            writeDestination(destinationRegister, byteOp);
        }

        /**
         * Reads the byte operand at the address in {@code addressLocal} (register {@code register}, or -1) into
         * {@code byteLocal}: on its own from a page without a device, else as the interpreter's word read.
         */
        private void readByte(int addressLocal, int register, int byteLocal) {
            if (register >= 0) {
                readRegister(register);
                BlockWriter.push(m, 8);
                m.visitInsn(Opcodes.IUSHR);                           // a register's address is even: its high byte
            } else {
                read(addressLocal, () -> {
                    m.visitInsn(Opcodes.BALOAD);
                    BlockWriter.push(m, 0xFF);
                    m.visitInsn(Opcodes.IAND);
                }, () -> {
                    m.visitVarInsn(Opcodes.ILOAD, addressLocal);
                    invokeStatic("byteOf", "(II)I");
                });
            }
            m.visitVarInsn(Opcodes.ISTORE, byteLocal);
        }

        /**
         * The read of a read-modify-write operand at {@link #LOCAL_DA} (register {@code register}, or -1): its word
         * into {@link #LOCAL_DW} and, {@code byteOp}, its byte into {@link #LOCAL_TEMP}. Where its page has no device
         * and no translated code, and it is not in the workspace, the read and {@link #writeDestination}'s write are
         * inline (the read only when {@code needed}: it has no effect there but its wait states); else both go through
         * the interpreter's {@code readWord} and {@code writeWord}.
         */
        private void readDestination(int register, boolean byteOp, boolean needed) {
            if (register >= 0) {
                readRegister(register);
                m.visitInsn(Opcodes.DUP);
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_DW);
                if (byteOp) {
                    BlockWriter.push(m, 8);
                    m.visitInsn(Opcodes.IUSHR);
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_TEMP);
                } else {
                    m.visitInsn(Opcodes.POP);
                }
                return;
            }
            Label notInline = new Label();
            Label done = new Label();
            pageEntry(cpu.writePages, LOCAL_DA);
            m.visitInsn(Opcodes.DUP);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_DESTINATION_WAITS);
            m.visitJumpInsn(Opcodes.IFLT, notInline);
            if (usedRegisters != 0) {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_WP);
                m.visitInsn(Opcodes.ISUB);
                BlockWriter.push(m, 0xFFFF);
                m.visitInsn(Opcodes.IAND);
                BlockWriter.push(m, 32);
                m.visitJumpInsn(Opcodes.IF_ICMPLT, notInline);
            }
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DESTINATION_WAITS);
            addToWaits();
            if (needed) {
                constant(cpu.bytes, "[B");
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
                if (byteOp) {
                    m.visitInsn(Opcodes.BALOAD);
                    BlockWriter.push(m, 0xFF);
                    m.visitInsn(Opcodes.IAND);
                } else {
                    BlockWriter.push(m, 0xFFFE);
                    m.visitInsn(Opcodes.IAND);
                    invokeStatic("wordOf", "([BI)I");
                }
            } else {
                m.visitInsn(Opcodes.ICONST_0);                         // MOV, MOVB: the old value is not used
            }
            m.visitVarInsn(Opcodes.ISTORE, byteOp ? LOCAL_TEMP : LOCAL_DW);
            if (byteOp) {
                m.visitInsn(Opcodes.ICONST_0);                         // the word only a write not inline needs
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_DW);
            }
            m.visitInsn(Opcodes.ICONST_1);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_DESTINATION_INLINE);
            m.visitJumpInsn(Opcodes.GOTO, done);
            m.visitLabel(notInline);
            m.visitInsn(Opcodes.ICONST_0);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_DESTINATION_INLINE);
            flushWaits();
            slow();
            cpu();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
            invoke("readWord", "(I)I");
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_DW);
            if (byteOp) {
                byteOf(LOCAL_DW, LOCAL_DA);
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_TEMP);
            }
            m.visitLabel(done);
        }

        /** Writes the result on the stack (a byte, {@code byteOp}) to the operand {@link #readDestination} read. */
        private void writeDestination(int register, boolean byteOp) {
            if (register >= 0) {
                if (byteOp) {
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                    invokeStatic("withByte", "(III)I");
                }
                writeRegister(register);
                return;
            }
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
            Label notInline = new Label();
            Label done = new Label();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DESTINATION_INLINE);
            m.visitJumpInsn(Opcodes.IFEQ, notInline);
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DESTINATION_WAITS);
            addToWaits();
            constant(cpu.bytes, "[B");
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
            if (byteOp) {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                m.visitInsn(Opcodes.I2B);
                m.visitInsn(Opcodes.BASTORE);
            } else {
                BlockWriter.push(m, 0xFFFE);
                m.visitInsn(Opcodes.IAND);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                invokeStatic("putWord", "([BII)V");
            }
            m.visitJumpInsn(Opcodes.GOTO, done);
            m.visitLabel(notInline);
            flushWaits();
            cpu();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
            if (byteOp) {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                invokeStatic("withByte", "(III)I");
            } else {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
            }
            invoke("writeWord", "(II)V");
            m.visitLabel(done);
        }

        /** Pushes the entry of page table {@code table} for the page of the address in {@code addressLocal}. */
        private void pageEntry(int[] table, int addressLocal) {
            constant(table, "[I");
            m.visitVarInsn(Opcodes.ILOAD, addressLocal);
            BlockWriter.push(m, 8);
            m.visitInsn(Opcodes.IUSHR);
            m.visitInsn(Opcodes.IALOAD);
        }

        /** Adds the wait states on the stack to {@link #LOCAL_WAITS}. */
        private void addToWaits() {
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WAITS);
            m.visitInsn(Opcodes.IADD);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_WAITS);
        }

        /** LI, AI, ANDI, ORI, CI, STWP, STST as {@code immediate} does them. */
        private void immediate(Decoded d) {
            int op = d.op();
            int reg = op & 15;
            int sub = (op >>> 5) & 7;
            if (sub == 5 || sub == 6) {                                // STWP, STST: 8 cycles
                if (sub == 5) {
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_WP);
                } else {
                    cpu();
                    m.visitFieldInsn(Opcodes.GETFIELD, CPU, "st", "I");
                }
                writeRegister(reg);
                cycles += 8;
                return;
            }
            fetched(d.address() + 2);
            int value = d.operandWord(cpu, 1);
            if (sub == 0) {                                            // LI: 12
                BlockWriter.push(m, value);
                writeRegister(reg);
                setStatus(STATUS_LAE, () -> {
                    BlockWriter.push(m, value);
                    invokeStatic("lae", "(I)I");
                });
                cycles += 12;
                return;
            }
            cycles += 14;
            readInto(-1, reg, LOCAL_DW);
            if (sub == 4) {                                            // CI
                setStatus(STATUS_LAE, () -> {
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                    BlockWriter.push(m, value);
                    BlockWriter.push(m, 0x8000);
                    invokeStatic("compare", "(III)I");
                });
                return;
            }
            if (sub == 1) {                                            // AI: the adder's C, OV, L> A> EQ
                cpu();
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                BlockWriter.push(m, value);
                invoke("add", "(II)I");
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_TEMP);
            } else {                                                   // ANDI, ORI
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                BlockWriter.push(m, value);
                m.visitInsn(sub == 2 ? Opcodes.IAND : Opcodes.IOR);
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_TEMP);
                setStatus(STATUS_LAE, () -> {
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_TEMP);
                    invokeStatic("lae", "(I)I");
                });
            }
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_TEMP);
            writeRegister(reg);
        }

        /**
         * CLR NEG INV INC INCT DEC DECT SWPB SETO: the operand read and written as a destination, the result from
         * {@code modified}; ABS through the interpreter's {@code abs} (which writes only a negative operand).
         */
        private void single(Decoded d) {
            int op = d.op();
            int kind = (op >>> 6) & 15;
            int register = operand((op >>> 4) & 3, op & 15, false, d.address() + 2, false, LOCAL_DA);
            if (kind == 13) {
                readInto(LOCAL_DA, register, LOCAL_DW);
                flushWaits();
                cpu();
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
                invoke("abs", "(II)V");
                interpreted();
                return;
            }
            readDestination(register, false, true);
            cpu();
            BlockWriter.push(m, kind);
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
            invoke("modified", "(II)I");
            writeDestination(register, false);
            cycles += Tms9900.modifyCycles(kind);
        }

        /**
         * B (8 cycles) and BL (12, R11 = the next instruction's address): on at a fixed target or at its own BL's
         * return address when the block goes on there, else out of the block to the operand's address.
         */
        private void branch(Decoded d) {
            int op = d.op();
            int register = operand((op >>> 4) & 3, op & 15, false, d.address() + 2, false, LOCAL_SA);
            readInto(LOCAL_SA, register, LOCAL_SW);
            if (((op >>> 6) & 15) == 10) {
                BlockWriter.push(m, d.next() & 0xFFFE);
                writeRegister(11);
                cycles += 12;
            } else {
                cycles += 8;
            }
            addWorkspaceWaits();
            if (d.flow() == Flow.RETURN && goesOnAt >= 0) {
                Label goOn = new Label();
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_SA);
                BlockWriter.push(m, 0xFFFE);
                m.visitInsn(Opcodes.IAND);
                BlockWriter.push(m, goesOnAt);
                m.visitJumpInsn(Opcodes.IF_ICMPEQ, goOn);
                exitToOperand();
                m.visitLabel(goOn);
            }
            if (goesOnAt >= 0 || loopTo >= 0) {
                stopIfCodeOrInterruptChanged(d.jumpTarget() >= 0 ? d.jumpTarget() : goesOnAt);
                if (goesOnAt < 0) {
                    taken(d.jumpTarget());
                }
                return;
            }
            exitToOperand();
        }

        /** Leaves the block for the address of B's or BL's operand. */
        private void exitToOperand() {
            Exit state = snapshot(-1);
            cpu();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_SA);
            BlockWriter.push(m, 0xFFFE);
            m.visitInsn(Opcodes.IAND);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
            write(state, false);
        }

        /** A jump: 10 cycles taken, 8 not; taken, round again or leave for the target, else on or leave. */
        private void jump(Decoded d) {
            int target = d.jumpTarget();
            int before = cycles;
            if (d.flow() == Flow.JUMP) {
                cycles += 10;
                if (goesOnAt < 0) {
                    taken(target);
                }
                return;
            }
            Label isTaken = new Label();
            Label fall = new Label();
            cpu();
            BlockWriter.push(m, (d.op() >>> 8) & 15);
            invoke("jumpTaken", "(I)Z");
            m.visitJumpInsn(Opcodes.IFNE, isTaken);
            cycles = before + 8;
            if (goesOnAt >= 0) {
                m.visitJumpInsn(Opcodes.GOTO, fall);
            } else {
                exit(d.next());
            }
            m.visitLabel(isTaken);
            cycles = before + 10;
            taken(target);
            cycles = before + 8;
            if (goesOnAt >= 0) {
                m.visitLabel(fall);
            }
        }

        /**
         * A jump taken to {@code target}: back to the instruction it loops to while another round may start
         * ({@link BlockRounds}: its constant cycles and its fetches' wait states), else out of the block.
         */
        private void taken(int target) {
            if (loopTo >= 0) {
                Label leave = new Label();
                int from = fetchesAt[loopTo];
                rounds.anotherRoundOrLeave(leave, () -> fetchWaits(from, fetches), count - countAt[loopTo],
                        cycles - cyclesAt[loopTo]);
                m.visitJumpInsn(Opcodes.GOTO, labels[loopTo]);
                m.visitLabel(leave);
            }
            exit(target);
        }

        private void setStatus(int changed, Runnable flags) {
            cpu();
            BlockWriter.push(m, changed);
            flags.run();
            invoke("setStatus", "(II)V");
        }

        // ---- exits -------------------------------------------------------------------------------------------

        /**
         * What an exit leaves: the pc (-1: as the instruction set it), the last instruction's address, and the
         * instructions, constant cycles and instruction words fetched on the block's way to it.
         */
        private record Exit(int pc, int last, int count, int cycles, int fetches, int workspaceAccesses) {
        }

        private Exit snapshot(int pc) {
            return new Exit(pc, last, count, cycles, fetches, workspaceAccesses);
        }

        /** Leaves the block for {@code pc} after the instruction being written. */
        private void exit(int pc) {
            write(snapshot(pc & 0xFFFE), true);
        }

        private void exitKeepingPc() {
            write(snapshot(-1), false);
        }

        /** Leaves through the tail with the exit's pc (-1: as the instruction set it), last, count and cycles. */
        private void write(Exit exit, boolean setPc) {
            BlockWriter.push(m, setPc ? exit.pc() : -1);
            BlockWriter.push(m, exit.last());
            BlockWriter.push(m, exit.count());
            BlockWriter.push(m, exit.cycles());
            fetchWaits(0, exit.fetches());
            m.visitInsn(Opcodes.IADD);
            if (exit.workspaceAccesses() != 0) {
                pushWorkspaceWaits(exit.workspaceAccesses());
                m.visitInsn(Opcodes.IADD);
            }
            m.visitJumpInsn(Opcodes.GOTO, tail);
        }

        /**
         * The exits' tail: sets the pc (unless -1) and instructionPc, adds the cycles and returns the instructions,
         * the rounds' included. The instruction's operand locals are free by then.
         */
        private void writeTail() {
            m.visitLabel(tail);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_TEMP);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_DW);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_DA);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_SA);
            Label pcSet = new Label();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_SA);
            m.visitJumpInsn(Opcodes.IFLT, pcSet);
            cpu();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_SA);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
            m.visitLabel(pcSet);
            cpu();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DA);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "instructionPc", "I");
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "cycles", "J");
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_TEMP);
            rounds.push(0, BlockRounds.CYCLES);
            m.visitInsn(Opcodes.IADD);
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_WAITS);
            m.visitInsn(Opcodes.IADD);
            m.visitInsn(Opcodes.I2L);
            m.visitInsn(Opcodes.LADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "cycles", "J");
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_DW);
            rounds.push(0, BlockRounds.INSTRUCTIONS);
            m.visitInsn(Opcodes.IADD);
            m.visitInsn(Opcodes.IRETURN);
        }

        /**
         * Pushes the wait states of the instruction words fetched from the {@code from}th to before the
         * {@code to}th (an int): each page's, read at the block's start, times the words fetched there.
         */
        private void fetchWaits(int from, int to) {
            boolean any = false;
            for (int k = from; k < to; k++) {
                int page = fetchPages[k];
                if (fetchedBefore(page, from, k)) {
                    continue;
                }
                int words = 0;
                for (int later = k; later < to; later++) {
                    words += fetchPages[later] == page ? 1 : 0;
                }
                m.visitVarInsn(Opcodes.ILOAD, firstPageLocal + pages.indexOf(page));
                if (words != 1) {
                    BlockWriter.push(m, words);
                    m.visitInsn(Opcodes.IMUL);
                }
                if (any) {
                    m.visitInsn(Opcodes.IADD);
                }
                any = true;
            }
            if (!any) {
                BlockWriter.push(m, 0);
            }
        }

        private boolean fetchedBefore(int page, int from, int k) {
            for (int earlier = from; earlier < k; earlier++) {
                if (fetchPages[earlier] == page) {
                    return true;
                }
            }
            return false;
        }

        private void cpu() {
            m.visitVarInsn(Opcodes.ALOAD, LOCAL_CPU);
        }

        /** Pushes one of the CPU's arrays as a constant of the block ({@link BlockWriter#pushConstant}). */
        private void constant(Object array, String descriptor) {
            writer.pushConstant(array, descriptor);
        }

        private void invoke(String method, String descriptor) {
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CPU, method, descriptor, false);
        }

        private void invokeStatic(String method, String descriptor) {
            m.visitMethodInsn(Opcodes.INVOKESTATIC, CPU, method, descriptor, false);
        }
    }
}
