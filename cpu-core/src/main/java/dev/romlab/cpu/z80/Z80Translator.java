package dev.romlab.cpu.z80;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import dev.romlab.cpu.translate.BlockPlan;
import dev.romlab.cpu.translate.BlockRounds;
import dev.romlab.cpu.translate.BlockShape;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.CpuTranslator;
import dev.romlab.cpu.translate.FlagLiveness;
import dev.romlab.cpu.translate.Flow;
import dev.romlab.cpu.translate.Translation;

/**
 * Z80 blocks: each instruction becomes what {@link Z80#step} does for it, through the interpreter's own fields and
 * helpers (inc8, add16, read, write, push...), with its operands decoded once, as constants. What a step does around
 * every instruction is folded: {@code after} is clear while blocks run (see {@link Z80#slowStepNeeded}), and the pc,
 * the T-states and the M1 count of R are added where the block ends. Q is folded too: a helper that sets flags sets
 * {@code q} itself, SCF and CCF take the previous instruction's Q (known when the block is written: 0, or q) as
 * their argument, and the block writes {@code q = 0} after an instruction that set no flags where it ends or goes
 * round, and where it ends after one that did, marks {@code q} as Q at the new M1 count ({@link Z80#qAt}). Flags
 * no later instruction reads are not computed ({@link FlagLiveness}): a rotate, shift, ADD HL,rr, INC/DEC r or ALU
 * operation on registers whose flags the next instructions write again before reading gives its value alone, or only
 * C ({@link Z80#carried}), and leaves Q, which nothing looks at before the next flag write.
 *
 * <p>A block ends after a jump, call, return, RST, JP (HL) or a repeating block instruction, and before what is left
 * to the interpreter: HALT, EI, RETN/RETI, LD A,I/R and LD R,A (they touch what interrupts look at, or R), the I/O
 * instructions, lone and ignored DD/FD prefixes and the IXH/IXL forms. After an instruction that reads or writes data
 * memory it stops when a write changed translated code or a device asked for an interrupt (or set wait states): blocks
 * run only while {@link Z80#slowStepNeeded} is false, that is, with no interrupt line active and no wait states.
 */
final class Z80Translator extends CpuTranslator<Z80> {

    private static final String CPU = Type.getInternalName(Z80.class);
    private static final int LOCAL_CPU = BlockWriter.FIRST_FREE_LOCAL;
    /** A temporary: an (IX+d) or (HL) address, or the T-states a repeating instruction returned. */
    private static final int LOCAL_ADDRESS = LOCAL_CPU + 1;
    private static final int LOCAL_VALUE = LOCAL_CPU + 2;
    /** The first of the locals that count a looping block's rounds ({@link BlockRounds}). */
    private static final int LOCAL_ROUNDS = LOCAL_CPU + 3;
    /** The block's third counter, after its instructions and T-states: M1 cycles (R increments). */
    private static final int M1 = 2;
    private static final String[] REGISTERS = {"b", "c", "d", "e", "h", "l", null, "a"};
    private static final String[] ROTATES = {"rlc", "rrc", "rl", "rr", "sla", "sra", "sll", "srl"};
    private static final String[] PAIRS = {"bc", "de", "hl", "sp"};
    private static final String[] PAIR_SETTERS = {"setBC", "setDE", "setHL", null};
    /** The flag mask and the value it must have, per condition code NZ Z NC C PO PE P M. */
    private static final int[] CONDITION_FLAGS = {Z80Flags.Z, Z80Flags.Z, Z80Flags.C, Z80Flags.C, Z80Flags.PV,
        Z80Flags.PV, Z80Flags.S, Z80Flags.S};
    private static final int[] INTERRUPT_MODE_OF_CODE = {0, 0, 1, 2};
    private static final String ROTATIONS = Type.getInternalName(Z80Rotations.class);
    /** Every flag of F. */
    private static final int ALL = 0xFF;
    /** What ADD HL,rr and the A rotates write: all but S, Z and P/V. */
    private static final int NOT_SZPV = ALL & ~(Z80Flags.S | Z80Flags.Z | Z80Flags.PV);
    /** The interpreter's helpers that end with {@code q = f} on every path. */
    private static final java.util.Set<String> SETS_Q = java.util.Set.of("add8", "sub8", "cp8", "and8", "xor8",
            "or8", "inc8", "dec8", "add16", "adcHL", "sbcHL", "daa", "cpl", "scf", "ccf", "rotatedA", "shifted", "bit",
            "rrd", "rld", "blockLoad", "blockCompare");
    /**
     * The helpers that leave Q alone: a helper in neither set stops the translation, not to keep Q wrong. Among them
     * the partial flag helpers (add16Sum, carried, carriedAlone): they run only where the next instruction writes
     * the flags, and Q with them, before anything reads either.
     */
    private static final java.util.Set<String> KEEPS_Q = java.util.Set.of("af", "setAF", "bc", "de", "hl", "setBC",
            "setDE", "setHL", "exAF", "exDeHl", "exx", "exSp", "loadA", "storeA", "pop", "push", "read", "read16",
            "write", "write16", "add16Sum", "carried", "carriedAlone");

    /** What an instruction does to the block around it. */
    private enum Kind {
        /** Registers only. */
        PLAIN,
        /** Reads data memory: a device may have raised an interrupt. */
        READS,
        /** Writes data memory: it may also have changed translated code. */
        WRITES,
        /** Ends the block: its body writes the exits. */
        ENDS
    }

    Z80Translator(Z80 cpu) {
        super(cpu, Z80.class, cpu.memory);
    }

    /** Not halted, and no NMI, /INT or wait states, which the interpreter's slow step handles. */
    @Override
    public boolean blocksMayRun() {
        return !cpu.slowStepNeeded;
    }

    /**
     * One decoded instruction: its bytes, M1 cycles (R increments), most T-states, kind, its bytecode, where it may
     * jump (-1: nowhere known), which makes a loop when that is an instruction of the block, where the block goes
     * after it, its T-states when the block goes on at the next address (a branch not taken, a repeat done), and
     * the flags it reads and always writes ({@link FlagLiveness}; unless said, it may read any and writes none: so
     * every flag is computed in full before an instruction that accesses memory, where a device hook may look at F).
     */
    private record Op(int length, int m1, int tStates, Kind kind, Runnable body, int jumpTarget, Flow flow,
            int fallTStates, int flagsRead, int flagsWritten) implements BlockPlan.Instruction {

        Op(int length, int m1, int tStates, Kind kind, Runnable body, int jumpTarget, Flow flow, int fallTStates) {
            this(length, m1, tStates, kind, body, jumpTarget, flow, fallTStates, ALL, 0);
        }

        Op(int length, int m1, int tStates, Kind kind, Runnable body) {
            this(length, m1, tStates, kind, body, -1, Flow.NEXT, tStates);
        }

        /** This instruction, reading flags {@code read} and writing {@code written}. */
        Op flags(int read, int written) {
            return new Op(length, m1, tStates, kind, body, jumpTarget, flow, fallTStates, read, written);
        }

        /** This instruction, which neither reads nor writes a flag. */
        Op flagless() {
            return flags(0, 0);
        }

        /** Whether it always goes on to the next instruction, the block never leaving there. */
        boolean goesOn() {
            return kind == Kind.PLAIN && flow == Flow.NEXT;
        }
    }

    /**
     * Decodes the block, then writes it. The block goes on through jumps and calls to a known target, past a
     * conditional branch not taken, and through a RET to the return address of a call it made itself (checked when
     * it runs); a jump back to one of its own instructions (a DJNZ or JR NZ loop, a repeating LDIR) goes round inside
     * the block while {@link Translation#iterationLimit} and {@link BlockWriter#MAX_LOOPED_INSTRUCTIONS} allow, its
     * rounds counted at their T-states taken.
     */
    @Override
    public BlockShape translate(int pc, BlockWriter writer) {
        Emitter out = new Emitter(writer);
        Op op = out.decode(pc);
        if (op == null) {
            return null;
        }
        BlockPlan<Op> plan = BlockPlan.of(pc, op, writer, out::decode);
        int worst = 0;
        int accesses = 0;
        for (BlockPlan.Step<Op> step : plan.steps()) {
            worst += step.instruction().tStates();
            accesses += step.instruction().length() + 4; // at most 4 data accesses (EX (SP),HL); a fetch per byte
        }
        out.write(plan);
        return plan.shape(worst, accesses);
    }

    /** The bytecode of one block. */
    private final class Emitter {

        private final BlockWriter writer;
        private final MethodVisitor m;
        /** Totals up to and including the instruction being written, on the block's way through. */
        private int count;
        private int m1;
        private int tStates;
        /** The T-states before the instruction being written. */
        private int tStatesBefore;
        /** The address after the instruction being written. */
        private int next;
        /** The instruction being written: where the block goes on after it (-1: it leaves), where it loops to. */
        private int goesOnAt;
        private int loopTo;
        private Flow flow;
        /** What the rounds of a block that loops add to its instructions, T-states and M1 cycles. */
        private BlockRounds rounds;
        private Label[] labels;
        /** Totals before each instruction: what a round from there back to it adds. */
        private int[] tStatesAt;
        private int[] m1At;
        /** The instruction before the one being written set q (the interpreter's before the first); else Q is 0. */
        private boolean previousSetQ = true;
        /** The instruction being written has called a helper that sets q (so far, in the bytecode written). */
        private boolean setsQ;
        /** The flags live after each instruction, and after the one being written. */
        private int[] liveAfter;
        private int live;

        Emitter(BlockWriter writer) {
            this.writer = writer;
            this.m = writer.method();
        }

        /** Writes the block's instructions, and its exit when the last goes on to an address outside it. */
        void write(BlockPlan<Op> plan) {
            java.util.List<BlockPlan.Step<Op>> steps = plan.steps();
            int n = steps.size();
            labels = BlockRounds.loopLabels(plan);
            tStatesAt = new int[n];
            m1At = new int[n];
            rounds = new BlockRounds(m, LOCAL_ROUNDS, 3, plan.loops());
            liveAfter = FlagLiveness.after(steps, ALL, Op::flagsRead, Op::flagsWritten, Op::goesOn);
            m.visitVarInsn(Opcodes.ALOAD, BlockWriter.CPU);
            m.visitTypeInsn(Opcodes.CHECKCAST, CPU);
            m.visitVarInsn(Opcodes.ASTORE, LOCAL_CPU);
            rounds.start();
            for (int k = 0; k < n; k++) {
                BlockPlan.Step<Op> step = steps.get(k);
                tStatesAt[k] = tStates;
                m1At[k] = m1;
                if (labels[k] != null) {
                    // a round back here finds the Q before this instruction in q, as the first time through
                    if (!previousSetQ) {
                        putConstant("q", 0);
                        previousSetQ = true;
                    }
                    m.visitLabel(labels[k]);
                }
                instruction(step, k);
            }
            if (steps.get(n - 1).instruction().flow() == Flow.NEXT) {
                exit(next);
            }
        }

        /**
         * Where a taken jump to {@code target} goes: back to the instruction it loops to while rounds are left (a
         * round being the instructions from there to this one, this one taking {@code own} T-states), else an exit
         * unless the block goes on at the target.
         */
        void jumpTo(int target, int own) {
            if (loopTo >= 0) {
                Label leave = new Label();
                loopBack(own, leave);
                m.visitLabel(leave);
            }
            if (flow != Flow.JUMP || goesOnAt != target) {
                exit(target, own);
            }
        }

        /**
         * Goes back to the instruction the one being written loops to, this one taking {@code own} T-states, or to
         * {@code leave} when no round is left.
         */
        private void loopBack(int own, Label leave) {
            int roundCount = count - loopTo;
            int roundM1 = m1 - m1At[loopTo];
            int roundTStates = tStatesBefore + own - tStatesAt[loopTo];
            rounds.anotherRoundOrLeave(leave, roundCount, roundTStates, roundM1);
            zeroQUnlessSet(); // the instruction looped to takes q as its previous Q
            m.visitJumpInsn(Opcodes.GOTO, labels[loopTo]);
        }

        void instruction(BlockPlan.Step<Op> step, int index) {
            Op op = step.instruction();
            this.next = (step.address() + op.length()) & 0xFFFF;
            this.goesOnAt = step.goesOnAt();
            this.loopTo = step.loopTo();
            this.flow = op.flow();
            count++;
            m1 += op.m1();
            tStatesBefore = tStates;
            tStates += op.fallTStates();
            setsQ = false;
            live = liveAfter[index];
            op.body().run();
            previousSetQ = setsQ;
            if (goesOnAt < 0) {
                return; // the body or the block's exit leaves
            }
            if (op.kind() == Kind.WRITES) {
                writer.exitIfCodeWritten(() -> exit(goesOnAt));
            }
            if (op.kind() == Kind.READS || op.kind() == Kind.WRITES) {
                Label goOn = new Label();
                cpu();
                m.visitFieldInsn(Opcodes.GETFIELD, CPU, "slowStepNeeded", "Z");
                m.visitJumpInsn(Opcodes.IFEQ, goOn);
                exit(goesOnAt);
                m.visitLabel(goOn);
            }
        }

        // ------------------------------------------------------------ exits

        /** Leaves the block for {@code pc}, the instruction being written taking its most T-states. */
        void exit(int pc) {
            exit(pc, tStates - tStatesBefore);
        }

        /** Leaves the block for {@code pc}, the instruction being written taking {@code own} T-states. */
        void exit(int pc, int own) {
            putConstant("pc", pc & 0xFFFF);
            exitKeepingPc(own);
        }

        /** Leaves the block with the pc the instruction set. */
        void exitKeepingPc(int own) {
            exitWith(() -> rounds.push(tStatesBefore + own, BlockRounds.CYCLES));
        }

        /** Leaves the block with the pc the instruction set, which took the T-states in {@link #LOCAL_VALUE}. */
        void exitKeepingPcAfterReturnedTStates() {
            exitWith(() -> {
                rounds.push(tStatesBefore, BlockRounds.CYCLES);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                m.visitInsn(Opcodes.IADD);
            });
        }

        /** Adds the M1 cycles, the T-states {@code tStates} pushes (int) and returns the instructions, rounds included. */
        private void exitWith(Runnable tStates) {
            zeroQUnlessSet();
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "rCount", "I");
            rounds.push(m1, M1);
            m.visitInsn(Opcodes.IADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "rCount", "I");
            if (setsQ) { // q is Q at the new count too
                put("qAt", () -> get("rCount"));
            }
            addCycles(() -> {
                tStates.run();
                m.visitInsn(Opcodes.I2L);
            });
            rounds.push(count, BlockRounds.INSTRUCTIONS);
            m.visitInsn(Opcodes.IRETURN);
        }

        /** q = 0 when the instruction being written has not set it: its Q is 0. */
        private void zeroQUnlessSet() {
            if (!setsQ) {
                putConstant("q", 0);
            }
        }

        private void addCycles(Runnable amount) {
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "cycles", "J");
            amount.run();
            m.visitInsn(Opcodes.LADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "cycles", "J");
        }

        /**
         * if (condition) jump to taken (a loop or an exit), taking takenT; else exit to next, taking notT, or go on
         * there.
         */
        private void branch(int condition, int taken, int takenT, int notT, Runnable onTaken) {
            branch(condition, notT, () -> {
                onTaken.run();
                jumpTo(taken, takenT);
            });
        }

        /** if (condition) {@code taken}, which leaves; else exit to next, taking notT, or go on there. */
        private void branch(int condition, int notT, Runnable taken) {
            branchOn(label -> condition(condition, label), notT, taken);
        }

        /** If {@code test} jumps to its label, {@code taken}, which leaves; else exit to next, or go on there. */
        private void branchOn(java.util.function.Consumer<Label> test, int notT, Runnable taken) {
            Label isTaken = new Label();
            Label fall = new Label();
            test.accept(isTaken);
            if (goesOnAt >= 0) {
                m.visitJumpInsn(Opcodes.GOTO, fall);
            } else {
                exit(next, notT);
            }
            m.visitLabel(isTaken);
            taken.run();
            if (goesOnAt >= 0) {
                m.visitLabel(fall);
            }
        }

        /** Jumps to {@code target} when condition code {@code cc} holds. */
        private void condition(int cc, Label target) {
            get("f");
            BlockWriter.push(m, CONDITION_FLAGS[cc]);
            m.visitInsn(Opcodes.IAND);
            m.visitJumpInsn((cc & 1) == 0 ? Opcodes.IFEQ : Opcodes.IFNE, target);
        }

        // ------------------------------------------------------------ decoding

        private int byteAt(int address) {
            return cpu.memory.read(address & 0xFFFF) & 0xFF;
        }

        private int wordAt(int address) {
            return byteAt(address) | byteAt(address + 1) << 8;
        }

        /** The instruction at {@code address}, or null when the interpreter steps it. */
        Op decode(int address) {
            Op op = decodeAt(address);
            return op == null || address + op.length() > 0x10000 ? null : op;
        }

        private Op decodeAt(int address) {
            int op = byteAt(address);
            return switch (op) {
                case 0xCB -> decodeCB(byteAt(address + 1));
                case 0xED -> decodeED(address, byteAt(address + 1));
                case 0xDD -> decodeIndexed(address, "ix");
                case 0xFD -> decodeIndexed(address, "iy");
                default -> op < 0x40 ? decodeLow(address, op) : op < 0xC0 ? decodeMiddle(op)
                        : decodeHigh(address, op);
            };
        }

        private Op decodeLow(int address, int op) {
            int n = byteAt(address + 1);
            int nn = wordAt(address + 1);
            int target = (address + 2 + (byte) n) & 0xFFFF;
            int r = (op >>> 3) & 7;
            int pair = op >>> 4;
            switch (op & 0x0F) {
                case 0x01:
                    return new Op(3, 1, 10, Kind.PLAIN, () -> setPair(pair, () -> BlockWriter.push(m, nn))).flagless();
                case 0x03, 0x0B:
                    return new Op(1, 1, 6, Kind.PLAIN, () -> setPair(pair, () -> {
                        pair(pair);
                        m.visitInsn(Opcodes.ICONST_1);
                        m.visitInsn((op & 8) == 0 ? Opcodes.IADD : Opcodes.ISUB);
                        mask16();
                    })).flagless();
                case 0x09:
                    return new Op(1, 1, 11, Kind.PLAIN, () -> setPair(2, () -> add16(() -> pair(2), () -> pair(pair))))
                            .flags(0, NOT_SZPV);
                default:
                    break;
            }
            if ((op & 7) == 4 || (op & 7) == 5) {
                String method = (op & 7) == 4 ? "inc8" : "dec8";
                if (r == 6) {
                    return new Op(1, 1, 11, Kind.WRITES, () -> {
                        pair(2);
                        m.visitVarInsn(Opcodes.ISTORE, LOCAL_ADDRESS);
                        writeAt(LOCAL_ADDRESS, () -> {
                            cpu();
                            readAt(LOCAL_ADDRESS);
                            invoke(method, "(I)I");
                        });
                    });
                }
                return new Op(1, 1, 4, Kind.PLAIN, () -> setRegister(r, () -> {
                    if ((live & ~Z80Flags.C) == 0) { // no flag it sets is read: the result alone
                        get(REGISTERS[r]);
                        m.visitInsn(Opcodes.ICONST_1);
                        m.visitInsn(method.equals("inc8") ? Opcodes.IADD : Opcodes.ISUB);
                        BlockWriter.push(m, 0xFF);
                        m.visitInsn(Opcodes.IAND);
                    } else {
                        cpu();
                        get(REGISTERS[r]);
                        invoke(method, "(I)I");
                    }
                })).flags(0, ALL & ~Z80Flags.C);
            }
            if ((op & 7) == 6) {
                if (r == 6) {
                    return new Op(2, 1, 10, Kind.WRITES, () -> write(() -> pair(2), () -> BlockWriter.push(m, n)));
                }
                return new Op(2, 1, 7, Kind.PLAIN, () -> putConstant(REGISTERS[r], n)).flagless();
            }
            return switch (op) {
                case 0x00 -> new Op(1, 1, 4, Kind.PLAIN, () -> { }).flagless();
                case 0x02, 0x12 -> new Op(1, 1, 7, Kind.WRITES, () -> call("storeA", () -> pair(pair)));
                case 0x0A, 0x1A -> new Op(1, 1, 7, Kind.READS, () -> call("loadA", () -> pair(pair)));
                case 0x07, 0x0F, 0x17, 0x1F -> rotateA(r);
                case 0x27 -> simple("daa");
                case 0x2F -> simple("cpl");
                case 0x37 -> takingPreviousQ("scf");
                case 0x3F -> takingPreviousQ("ccf");
                case 0x08 -> simple("exAF");
                case 0x10 -> new Op(2, 1, 13, Kind.PLAIN, () -> {
                    setRegister(0, () -> {
                        get("b");
                        m.visitInsn(Opcodes.ICONST_1);
                        m.visitInsn(Opcodes.ISUB);
                        BlockWriter.push(m, 0xFF);
                        m.visitInsn(Opcodes.IAND);
                    });
                    branchOn(taken -> {
                        get("b");
                        m.visitJumpInsn(Opcodes.IFNE, taken);
                    }, 8, () -> {
                        putConstant("wz", target);
                        jumpTo(target, 13);
                    });
                }, target, Flow.BRANCH, 8);
                case 0x18 -> new Op(2, 1, 12, Kind.PLAIN, () -> {
                    putConstant("wz", target);
                    jumpTo(target, 12);
                }, target, Flow.JUMP, 12);
                case 0x20, 0x28, 0x30, 0x38 -> new Op(2, 1, 12, Kind.PLAIN,
                        () -> branch(r - 4, target, 12, 7, () -> putConstant("wz", target)), target, Flow.BRANCH, 7);
                case 0x22 -> new Op(3, 1, 16, Kind.WRITES, () -> storeWord(nn, () -> pair(2)));
                case 0x2A -> new Op(3, 1, 16, Kind.READS, () -> loadWord(nn, 2));
                case 0x32 -> new Op(3, 1, 13, Kind.WRITES, () -> call("storeA", () -> BlockWriter.push(m, nn)));
                case 0x3A -> new Op(3, 1, 13, Kind.READS, () -> call("loadA", () -> BlockWriter.push(m, nn)));
                default -> null;
            };
        }

        /** 40-BF: LD r,r', ALU A,r. */
        private Op decodeMiddle(int op) {
            int source = op & 7;
            int target = (op >>> 3) & 7;
            if (op < 0x80) {
                if (op == 0x76) {
                    return null; // HALT
                }
                if (source == 6) {
                    return new Op(1, 1, 7, Kind.READS, () -> setRegister(target, () -> read(() -> pair(2))));
                }
                if (target == 6) {
                    return new Op(1, 1, 7, Kind.WRITES, () -> write(() -> pair(2), () -> get(REGISTERS[source])));
                }
                return new Op(1, 1, 4, Kind.PLAIN, () -> {
                    if (source != target) {
                        setRegister(target, () -> get(REGISTERS[source]));
                    }
                }).flagless();
            }
            if (source == 6) {
                return new Op(1, 1, 7, Kind.READS, () -> alu(target, () -> read(() -> pair(2))));
            }
            return new Op(1, 1, 4, Kind.PLAIN, () -> alu(target, () -> get(REGISTERS[source]))).flags(aluReads(target),
                    ALL);
        }

        private Op decodeHigh(int address, int op) {
            int nn = wordAt(address + 1);
            int n = byteAt(address + 1);
            int cc = (op >>> 3) & 7;
            int pair = (op >>> 4) & 3;
            int after = (address + 1) & 0xFFFF;
            switch (op & 7) {
                case 0:
                    return new Op(1, 1, 11, Kind.PLAIN, () -> branch(cc, 5, () -> ret(11)), -1, Flow.BRANCH, 5);
                case 2:
                    return new Op(3, 1, 10, Kind.PLAIN, () -> {
                        putConstant("wz", nn);
                        branch(cc, nn, 10, 10, () -> { });
                    }, nn, Flow.BRANCH, 10);
                case 4:
                    return new Op(3, 1, 17, Kind.PLAIN, () -> {
                        putConstant("wz", nn);
                        branch(cc, 10, () -> {
                            push(() -> BlockWriter.push(m, next));
                            exit(nn, 17);
                        });
                    }, -1, Flow.BRANCH, 10);
                case 6:
                    return new Op(2, 1, 7, Kind.PLAIN, () -> alu(cc, () -> BlockWriter.push(m, n))).flags(aluReads(cc),
                            ALL);
                case 7:
                    return new Op(1, 1, 11, Kind.WRITES, () -> call(op & 0x38, 11), op & 0x38, Flow.CALL, 11);
                default:
                    break;
            }
            if ((op & 0x0F) == 1 && op != 0xF1 || (op & 0x0F) == 5 && op != 0xF5) {
                if ((op & 0x0F) == 1) {
                    return new Op(1, 1, 10, Kind.READS, () -> setPair(pair, () -> {
                        cpu();
                        invoke("pop", "()I");
                    }));
                }
                return new Op(1, 1, 11, Kind.WRITES, () -> push(() -> pair(pair)));
            }
            return switch (op) {
                case 0xF1 -> new Op(1, 1, 10, Kind.READS, () -> call("setAF", () -> {
                    cpu();
                    invoke("pop", "()I");
                }));
                case 0xF5 -> new Op(1, 1, 11, Kind.WRITES, () -> push(() -> {
                    cpu();
                    invoke("af", "()I");
                }));
                case 0xC3 -> new Op(3, 1, 10, Kind.PLAIN, () -> {
                    putConstant("wz", nn);
                    jumpTo(nn, 10);
                }, nn, Flow.JUMP, 10);
                case 0xCD -> new Op(3, 1, 17, Kind.WRITES, () -> call(nn, 17), nn, Flow.CALL, 17);
                case 0xC9 -> new Op(1, 1, 10, Kind.READS, this::unconditionalReturn, -1, Flow.RETURN, 10);
                case 0xE9 -> new Op(1, 1, 4, Kind.ENDS, () -> {
                    put("pc", () -> pair(2));
                    exitKeepingPc(4);
                }, -1, Flow.END, 4);
                case 0xD9 -> simple("exx").flagless();
                case 0xEB -> simple("exDeHl").flagless();
                case 0xE3 -> new Op(1, 1, 19, Kind.WRITES, () -> setPair(2, () -> {
                    cpu();
                    pair(2);
                    invoke("exSp", "(I)I");
                }));
                case 0xF9 -> new Op(1, 1, 6, Kind.PLAIN, () -> put("sp", () -> pair(2))).flagless();
                case 0xF3 -> new Op(1, 1, 4, Kind.PLAIN, () -> {
                    putBoolean("iff1", false);
                    putBoolean("iff2", false);
                }).flagless();
                default -> null; // I/O, EI
            };
        }

        /** CB xx: the rotates, BIT, RES and SET. */
        private Op decodeCB(int op) {
            int code = op & 7;
            int n = (op >>> 3) & 7;
            int group = op >>> 6;
            if (code == 6) {
                if (group == 1) {
                    return new Op(2, 2, 12, Kind.READS, () -> {
                        cpu();
                        BlockWriter.push(m, n);
                        read(() -> pair(2));
                        get("wz");
                        BlockWriter.push(m, 8);
                        m.visitInsn(Opcodes.IUSHR);
                        invoke("bit", "(III)V");
                    });
                }
                return new Op(2, 2, 15, Kind.WRITES, () -> {
                    pair(2);
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_ADDRESS);
                    writeAt(LOCAL_ADDRESS, () -> bitOperation(group, n, () -> readAt(LOCAL_ADDRESS)));
                });
            }
            String register = REGISTERS[code];
            if (group == 1) {
                return new Op(2, 2, 8, Kind.PLAIN, () -> {
                    cpu();
                    BlockWriter.push(m, n);
                    get(register);
                    get(register);
                    invoke("bit", "(III)V");
                }).flags(0, ALL & ~Z80Flags.C);
            }
            Op onRegister = new Op(2, 2, 8, Kind.PLAIN, () -> setRegister(code,
                    () -> bitOperation(group, n, () -> get(register))));
            return group == 0 ? onRegister.flags(n == 2 || n == 3 ? Z80Flags.C : 0, ALL) : onRegister.flagless();
        }

        /** Pushes the result of rotate {@code n} (group 0), RES n (2) or SET n (3) of what {@code value} pushes. */
        private void bitOperation(int group, int n, Runnable value) {
            if (group == 0) {
                rotate(n, value);
            } else if (group == 2) {
                value.run();
                BlockWriter.push(m, ~(1 << n) & 0xFF);
                m.visitInsn(Opcodes.IAND);
            } else {
                value.run();
                BlockWriter.push(m, 1 << n);
                m.visitInsn(Opcodes.IOR);
            }
        }

        /**
         * Pushes rotate or shift {@code n} (RLC RRC RL RR SLA SRA SLL SRL) of what {@code value} pushes, setting the
         * flags of it that the block reads after it: all, only C, or none.
         */
        private void rotate(int n, Runnable value) {
            rotate(n, value, live);
        }

        /** {@link #rotate(int, Runnable)} where the block reads {@code needed} of the flags it sets: all, C or none. */
        private void rotate(int n, Runnable value, int needed) {
            if (needed == Z80Flags.C) {
                carryOf(() -> rotation(n, value), 8);
                return;
            }
            if (needed != 0) {
                cpu();
            }
            rotation(n, value);
            if (needed == 0) {
                BlockWriter.push(m, 0xFF);
                m.visitInsn(Opcodes.IAND);
            } else {
                invoke("shifted", "(I)I");
            }
        }

        /** Pushes the 9-bit result of rotate or shift {@code n} of what {@code value} pushes ({@link Z80Rotations}). */
        private void rotation(int n, Runnable value) {
            value.run();
            carry(n == 2 || n == 3);
            m.visitMethodInsn(Opcodes.INVOKESTATIC, ROTATIONS, ROTATES[n], "(II)I", false);
        }

        /**
         * Pushes the low {@code width} bits of the result {@code result} pushes, setting C from the bit above them;
         * F is C alone when the block reads no other flag before writing it again.
         */
        private void carryOf(Runnable result, int width) {
            cpu();
            result.run();
            BlockWriter.push(m, width);
            invoke((live & ~Z80Flags.C) == 0 ? "carriedAlone" : "carried", "(II)I");
        }

        /** RLCA RRCA RLA RRA (the opcode's bits 5-3: 0 1 2 3), setting the flags the block reads after it. */
        private Op rotateA(int n) {
            return new Op(1, 1, 4, Kind.PLAIN, () -> {
                int needed = live & NOT_SZPV;
                if (needed == 0 || needed == Z80Flags.C) { // S, Z and P/V kept either way
                    setRegister(7, () -> rotate(n, () -> get("a"), needed));
                    return;
                }
                cpu();
                rotation(n, () -> get("a"));
                invoke("rotatedA", "(I)V");
            }).flags(n >= 2 ? Z80Flags.C : 0, NOT_SZPV);
        }

        /**
         * ADD HL/IX/IY,rr of what {@code x} and {@code v} push, pushing the sum: only C (and MEMPTR) when the block
         * writes the other flags it sets before reading them.
         */
        private void add16(Runnable x, Runnable v) {
            boolean carryOnly = (live & NOT_SZPV & ~Z80Flags.C) == 0;
            Runnable sum = () -> {
                cpu();
                x.run();
                v.run();
                invoke(carryOnly ? "add16Sum" : "add16", "(II)I");
            };
            if (carryOnly) {
                carryOf(sum, 16);
            } else {
                sum.run();
            }
        }

        private Op decodeED(int address, int op) {
            int nn = wordAt(address + 2);
            int pair = (op >>> 4) & 3;
            if (op >= 0x40 && op < 0x80) {
                int code = (op >>> 3) & 7;
                switch (op & 7) {
                    case 2:
                        return new Op(2, 2, 15, Kind.PLAIN, () -> {
                            cpu();
                            pair(pair);
                            invoke((op & 8) == 0 ? "sbcHL" : "adcHL", "(I)V");
                        });
                    case 3:
                        return (op & 8) == 0 ? new Op(4, 2, 20, Kind.WRITES, () -> storeWord(nn, () -> pair(pair)))
                                : new Op(4, 2, 20, Kind.READS, () -> loadWord(nn, pair));
                    case 4:
                        return new Op(2, 2, 8, Kind.PLAIN, () -> {
                            get("a");
                            m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
                            putConstant("a", 0);
                            setRegister(7, () -> {
                                cpu();
                                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                                m.visitInsn(Opcodes.ICONST_0);
                                invoke("sub8", "(II)I");
                            });
                        });
                    case 6:
                        return new Op(2, 2, 8, Kind.PLAIN,
                                () -> putConstant("im", INTERRUPT_MODE_OF_CODE[code & 3]));
                    default:
                        break;
                }
                return switch (op) {
                    case 0x47 -> new Op(2, 2, 9, Kind.PLAIN, () -> put("i", () -> get("a")));
                    case 0x67 -> new Op(2, 2, 18, Kind.WRITES, () -> call("rrd", null));
                    case 0x6F -> new Op(2, 2, 18, Kind.WRITES, () -> call("rld", null));
                    case 0x77, 0x7F -> new Op(2, 2, 8, Kind.PLAIN, () -> { });
                    default -> null; // I/O, RETN/RETI, LD R,A, LD A,I, LD A,R
                };
            }
            return switch (op) {
                case 0xA0, 0xA8 -> new Op(2, 2, 16, Kind.WRITES, () -> blockStep("blockLoad", op));
                case 0xA1, 0xA9 -> new Op(2, 2, 16, Kind.READS, () -> blockStep("blockCompare", op));
                case 0xB0, 0xB8 -> repeating("blockLoad", op, address);
                case 0xB1, 0xB9 -> repeating("blockCompare", op, address);
                case 0xA2, 0xA3, 0xAA, 0xAB, 0xB2, 0xB3, 0xBA, 0xBB -> null; // block I/O
                default -> new Op(2, 2, 8, Kind.PLAIN, () -> { }); // no-op hole
            };
        }

        /** LDI, LDD, CPI, CPD: the interpreter's block method, which returns 16. */
        private void blockStep(String method, int op) {
            cpu();
            BlockWriter.push(m, (op & 8) == 0 ? 1 : -1);
            m.visitInsn(Opcodes.ICONST_0);
            invoke(method, "(IZ)I");
            m.visitInsn(Opcodes.POP);
        }

        /**
         * LDIR, LDDR, CPIR, CPDR: one round, which leaves the pc at itself to go round again (21 T-states); the block
         * ends, or goes round again when the instruction is a looping block of its own.
         */
        private Op repeating(String method, int op, int address) {
            return new Op(2, 2, 21, method.equals("blockLoad") ? Kind.WRITES : Kind.READS, () -> {
                putConstant("pc", next);
                cpu();
                BlockWriter.push(m, (op & 8) == 0 ? 1 : -1);
                m.visitInsn(Opcodes.ICONST_1);
                invoke(method, "(IZ)I");
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
                Label done = new Label();
                if (goesOnAt >= 0) {
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                    BlockWriter.push(m, 21);
                    m.visitJumpInsn(Opcodes.IF_ICMPNE, done);
                }
                if (loopTo >= 0) {
                    Label leave = new Label();
                    if (goesOnAt < 0) {
                        m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                        BlockWriter.push(m, 21);
                        m.visitJumpInsn(Opcodes.IF_ICMPNE, leave);
                    }
                    // not round again when the round's write changed translated code (LDIR over itself) or a
                    // device asked for an interrupt
                    m.visitVarInsn(Opcodes.ALOAD, BlockWriter.TRANSLATION);
                    m.visitFieldInsn(Opcodes.GETFIELD, Type.getInternalName(Translation.class), "codeWritten", "Z");
                    m.visitJumpInsn(Opcodes.IFNE, leave);
                    cpu();
                    m.visitFieldInsn(Opcodes.GETFIELD, CPU, "slowStepNeeded", "Z");
                    m.visitJumpInsn(Opcodes.IFNE, leave);
                    loopBack(21, leave);
                    m.visitLabel(leave);
                }
                exitKeepingPcAfterReturnedTStates();
                if (goesOnAt >= 0) {
                    m.visitLabel(done); // done: on to the next instruction, at 16 T-states
                }
            }, address, Flow.REPEAT, 16);
        }

        /** DD/FD with an opcode that uses the index register; null for the rest (prefix ignored, IXH/IXL, I/O). */
        private Op decodeIndexed(int address, String xy) {
            int op = byteAt(address + 1);
            int d = (byte) byteAt(address + 2);
            int nn = wordAt(address + 2);
            if (op >= 0x40 && op < 0xC0 && op != 0x76) {
                int source = op & 7;
                int target = (op >>> 3) & 7;
                if (op >= 0x80 && source == 6) {
                    return new Op(3, 2, 19, Kind.READS, () -> alu(target, () -> read(() -> displaced(xy, d))));
                }
                if (op < 0x80 && source == 6) {
                    return new Op(3, 2, 19, Kind.READS, () -> setRegister(target, () -> read(() -> displaced(xy, d))));
                }
                if (op < 0x80 && target == 6) {
                    return new Op(3, 2, 19, Kind.WRITES,
                            () -> write(() -> displaced(xy, d), () -> get(REGISTERS[source])));
                }
                return null;
            }
            return switch (op) {
                case 0x09, 0x19, 0x29, 0x39 -> new Op(2, 2, 15, Kind.PLAIN, () -> put(xy, () -> add16(() -> get(xy),
                        () -> {
                            if (op == 0x29) {
                                get(xy);
                            } else {
                                pair(op >>> 4);
                            }
                        }))).flags(0, NOT_SZPV);
                case 0x21 -> new Op(4, 2, 14, Kind.PLAIN, () -> putConstant(xy, nn)).flagless();
                case 0x22 -> new Op(4, 2, 20, Kind.WRITES, () -> storeWord(nn, () -> get(xy)));
                case 0x2A -> new Op(4, 2, 20, Kind.READS, () -> {
                    putConstant("wz", (nn + 1) & 0xFFFF);
                    put(xy, () -> read16(() -> BlockWriter.push(m, nn)));
                });
                case 0x23, 0x2B -> new Op(2, 2, 10, Kind.PLAIN, () -> put(xy, () -> {
                    get(xy);
                    m.visitInsn(Opcodes.ICONST_1);
                    m.visitInsn(op == 0x23 ? Opcodes.IADD : Opcodes.ISUB);
                    mask16();
                })).flagless();
                case 0x34, 0x35 -> new Op(3, 2, 23, Kind.WRITES, () -> {
                    displaced(xy, d);
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_ADDRESS);
                    writeAt(LOCAL_ADDRESS, () -> {
                        cpu();
                        readAt(LOCAL_ADDRESS);
                        invoke(op == 0x34 ? "inc8" : "dec8", "(I)I");
                    });
                });
                case 0x36 -> new Op(4, 2, 19, Kind.WRITES,
                        () -> write(() -> displaced(xy, d), () -> BlockWriter.push(m, byteAt(address + 3))));
                case 0xCB -> decodeIndexedCB(xy, d, byteAt(address + 3));
                case 0xE1 -> new Op(2, 2, 14, Kind.READS, () -> put(xy, () -> {
                    cpu();
                    invoke("pop", "()I");
                }));
                case 0xE3 -> new Op(2, 2, 23, Kind.WRITES, () -> put(xy, () -> {
                    cpu();
                    get(xy);
                    invoke("exSp", "(I)I");
                }));
                case 0xE5 -> new Op(2, 2, 15, Kind.WRITES, () -> push(() -> get(xy)));
                case 0xE9 -> new Op(2, 2, 8, Kind.ENDS, () -> {
                    put("pc", () -> get(xy));
                    exitKeepingPc(8);
                }, -1, Flow.END, 8);
                case 0xF9 -> new Op(2, 2, 10, Kind.PLAIN, () -> put("sp", () -> get(xy))).flagless();
                default -> null;
            };
        }

        /** DD CB d op: on (IX+d), the rotates, RES and SET also copying the result into a register. */
        private Op decodeIndexedCB(String xy, int d, int op) {
            int n = (op >>> 3) & 7;
            int group = op >>> 6;
            int code = op & 7;
            if (group == 1) {
                return new Op(4, 2, 20, Kind.READS, () -> {
                    displaced(xy, d);
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_ADDRESS);
                    cpu();
                    BlockWriter.push(m, n);
                    readAt(LOCAL_ADDRESS);
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_ADDRESS);
                    BlockWriter.push(m, 8);
                    m.visitInsn(Opcodes.IUSHR);
                    invoke("bit", "(III)V");
                });
            }
            return new Op(4, 2, 23, Kind.WRITES, () -> {
                displaced(xy, d);
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_ADDRESS);
                bitOperation(group, n, () -> readAt(LOCAL_ADDRESS));
                m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
                cpu();
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_ADDRESS);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
                invoke("write", "(II)V");
                if (code != 6) {
                    setRegister(code, () -> m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE));
                }
            });
        }

        // ------------------------------------------------------------ pieces

        /** An instruction that is one call of a no-argument helper. */
        private Op simple(String method) {
            return new Op(1, 1, 4, Kind.PLAIN, () -> call(method, null));
        }

        /** SCF or CCF: they take the Q the previous instruction left. */
        private Op takingPreviousQ(String method) {
            return new Op(1, 1, 4, Kind.PLAIN, () -> call(method, this::previousQ));
        }

        /**
         * Pushes the Q the instruction before the one being written left: 0, q, or before the first instruction
         * q() as the interpreter reads it. (A round back to the first finds q() = q too: the helpers mark q with the
         * M1 count the block started at, which stays put while it runs.)
         */
        private void previousQ() {
            if (!previousSetQ) {
                m.visitInsn(Opcodes.ICONST_0);
            } else if (count > 1) {
                get("q");
            } else {
                cpu();
                m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CPU, "q", "()I", false);
            }
        }

        /** cpu.method(value) or cpu.method(), a void helper. */
        private void call(String method, Runnable argument) {
            cpu();
            if (argument != null) {
                argument.run();
            }
            invoke(method, argument != null ? "(I)V" : "()V");
        }

        /** ADD ADC SUB SBC AND XOR OR CP of A and what {@code value} pushes, as the interpreter's alu(). */
        private void alu(int operation, Runnable value) {
            if (live == 0) { // no flag it sets is read: A alone
                if (operation != 7) {
                    setRegister(7, () -> aluResult(operation, value));
                }
                return;
            }
            switch (operation) {
                case 0, 1 -> {
                    cpu();
                    value.run();
                    carry(operation == 1);
                    invoke("add8", "(II)V");
                }
                case 2, 3 -> setRegister(7, () -> {
                    cpu();
                    value.run();
                    carry(operation == 3);
                    invoke("sub8", "(II)I");
                });
                default -> call(new String[] {"and8", "xor8", "or8", "cp8"}[operation - 4], value);
            }
        }

        /** Pushes A's new value after ADD ADC SUB SBC AND XOR OR (0-6) of what {@code value} pushes. */
        private void aluResult(int operation, Runnable value) {
            get("a");
            value.run();
            if (operation >= 4) {
                m.visitInsn(new int[] {Opcodes.IAND, Opcodes.IXOR, Opcodes.IOR}[operation - 4]);
                return;
            }
            int arithmetic = operation < 2 ? Opcodes.IADD : Opcodes.ISUB;
            m.visitInsn(arithmetic);
            if ((operation & 1) != 0) {
                carry(true);
                m.visitInsn(arithmetic);
            }
            BlockWriter.push(m, 0xFF);
            m.visitInsn(Opcodes.IAND);
        }

        /** The flags ALU operation {@code operation} reads: C for ADC and SBC. */
        private static int aluReads(int operation) {
            return operation == 1 || operation == 3 ? Z80Flags.C : 0;
        }

        /** Pushes F's carry, or 0. */
        private void carry(boolean withCarry) {
            if (withCarry) {
                get("f");
                m.visitInsn(Opcodes.ICONST_1);
                m.visitInsn(Opcodes.IAND);
            } else {
                m.visitInsn(Opcodes.ICONST_0);
            }
        }

        /** CALL nn, RST p: pushes the return address, MEMPTR = the target; the block leaves unless it goes on there. */
        private void call(int target, int own) {
            putConstant("wz", target);
            push(() -> BlockWriter.push(m, next));
            if (goesOnAt < 0) {
                exit(target, own);
            }
        }

        /**
         * RET: leaves for the popped address, unless the block goes on at the return address of the call it made:
         * then it does when the popped address is that one.
         */
        private void unconditionalReturn() {
            if (goesOnAt < 0) {
                ret(10);
                return;
            }
            cpu();
            invoke("pop", "()I");
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
            put("wz", () -> m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE));
            Label expected = new Label();
            m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE);
            BlockWriter.push(m, goesOnAt);
            m.visitJumpInsn(Opcodes.IF_ICMPEQ, expected);
            put("pc", () -> m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE));
            exitKeepingPc(10);
            m.visitLabel(expected);
        }

        /** RET, taken: pc = pop(); wz = pc; the block ends. */
        private void ret(int own) {
            put("pc", () -> {
                cpu();
                invoke("pop", "()I");
            });
            put("wz", () -> get("pc"));
            exitKeepingPc(own);
        }

        /** LD (nn),rr: writes the word, MEMPTR = nn + 1. */
        private void storeWord(int nn, Runnable value) {
            cpu();
            BlockWriter.push(m, nn);
            value.run();
            invoke("write16", "(II)V");
            putConstant("wz", (nn + 1) & 0xFFFF);
        }

        /** LD rr,(nn): MEMPTR = nn + 1, then the word. */
        private void loadWord(int nn, int pair) {
            putConstant("wz", (nn + 1) & 0xFFFF);
            setPair(pair, () -> read16(() -> BlockWriter.push(m, nn)));
        }

        /** Pushes (IX+d) and sets MEMPTR to it, as displaced(). */
        private void displaced(String xy, int d) {
            get(xy);
            BlockWriter.push(m, d);
            m.visitInsn(Opcodes.IADD);
            mask16();
            m.visitInsn(Opcodes.DUP);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_VALUE);
            put("wz", () -> m.visitVarInsn(Opcodes.ILOAD, LOCAL_VALUE));
        }

        private void push(Runnable value) {
            call("push", value);
        }

        private void read(Runnable address) {
            cpu();
            address.run();
            invoke("read", "(I)I");
        }

        private void read16(Runnable address) {
            cpu();
            address.run();
            invoke("read16", "(I)I");
        }

        private void readAt(int local) {
            read(() -> m.visitVarInsn(Opcodes.ILOAD, local));
        }

        private void write(Runnable address, Runnable value) {
            cpu();
            address.run();
            value.run();
            invoke("write", "(II)V");
        }

        private void writeAt(int local, Runnable value) {
            write(() -> m.visitVarInsn(Opcodes.ILOAD, local), value);
        }

        /** Pushes pair {@code code} (BC DE HL SP). */
        private void pair(int code) {
            if (code == 3) {
                get("sp");
            } else {
                cpu();
                invoke(PAIRS[code], "()I");
            }
        }

        private void setPair(int code, Runnable value) {
            if (code == 3) {
                put("sp", value);
            } else {
                call(PAIR_SETTERS[code], value);
            }
        }

        private void setRegister(int code, Runnable value) {
            put(REGISTERS[code], value);
        }

        private void mask16() {
            m.visitLdcInsn(0xFFFF);
            m.visitInsn(Opcodes.IAND);
        }

        private void add(String field, int amount) {
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, field, "I");
            BlockWriter.push(m, amount);
            m.visitInsn(Opcodes.IADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, field, "I");
        }

        private void get(String field) {
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, field, "I");
        }

        private void put(String field, Runnable value) {
            cpu();
            value.run();
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, field, "I");
        }

        private void putConstant(String field, int value) {
            put(field, () -> BlockWriter.push(m, value));
        }

        private void putBoolean(String field, boolean value) {
            cpu();
            m.visitInsn(value ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, field, "Z");
        }

        private void cpu() {
            m.visitVarInsn(Opcodes.ALOAD, LOCAL_CPU);
        }

        private void invoke(String method, String descriptor) {
            if (SETS_Q.contains(method)) {
                setsQ = true;
            } else if (!KEEPS_Q.contains(method)) {
                throw new IllegalStateException("what " + method + " does to Q is not known");
            }
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CPU, method, descriptor, false);
        }
    }
}
