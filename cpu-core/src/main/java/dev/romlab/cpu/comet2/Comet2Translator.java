package dev.romlab.cpu.comet2;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import java.util.List;

import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.translate.BlockPlan;
import dev.romlab.cpu.translate.BlockRounds;
import dev.romlab.cpu.translate.BlockShape;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.CpuTranslator;
import dev.romlab.cpu.translate.Flow;

/**
 * COMET II and MLFE blocks: each instruction becomes the calls the interpreter's {@link Comet2#step} makes for it,
 * with its register numbers and effective address decoded once, as constants; the pc, the cost units, the words
 * fetched and the instruction count are added once where the block leaves. A block goes on through a JUMP or CALL
 * to a fixed address, past a conditional jump not taken and through a RET to its own CALL's return address
 * ({@link BlockPlan}), and goes round inside its code where a jump goes back to one of its instructions
 * ({@link BlockRounds}); it ends at a jump or call through an index register, and before an instruction left to the
 * interpreter: SVC, the ports, the debug instructions, RETURN, the divisions by a word of memory, and anything that
 * would trap or reads MLFE's SP and PC fields. A division by a register (MLFE's three-register forms too) is
 * translated, except as a block's first instruction: a divisor of 0 leaves the block before it, so that the
 * interpreter traps there.
 */
final class Comet2Translator extends CpuTranslator<Comet2> {

    private static final String CPU = Type.getInternalName(Comet2.class);
    private static final int LOCAL_CPU = BlockWriter.FIRST_FREE_LOCAL;
    /** The first of the locals that count a looping block's rounds: instructions, cost units, words fetched. */
    private static final int LOCAL_ROUNDS = LOCAL_CPU + 1;
    /** The block's third counter, after its instructions and cost units: the words fetched. */
    private static final int WORDS = 2;
    private static final String INT_INT = "(I)I";
    private static final String INT_INT_INT = "(II)I";

    Comet2Translator(Comet2 cpu) {
        super(cpu, Comet2.class, cpu.memory);
    }

    @Override
    public boolean blocksMayRun() {
        return cpu.stop == null;
    }

    /** One decoded instruction. */
    private record Decoded(int address, int opcode, int r, int x, int indexField, int adr, int length, int cost)
            implements BlockPlan.Instruction {

        int next() {
            return address + length;
        }

        /** A jump or CALL through an index register goes where the block cannot know. */
        @Override
        public Flow flow() {
            return switch (opcode) {
                case Comet2InstructionTable.JMI, Comet2InstructionTable.JNZ, Comet2InstructionTable.JZE,
                        Comet2InstructionTable.JPL, Comet2InstructionTable.JOV -> Flow.BRANCH;
                case Comet2InstructionTable.JUMP -> indexField == 0 ? Flow.JUMP : Flow.END;
                case Comet2InstructionTable.CALL -> indexField == 0 ? Flow.CALL : Flow.END;
                case Comet2InstructionTable.RET -> Flow.RETURN;
                default -> Flow.NEXT;
            };
        }

        /** A jump's or CALL's fixed address, within the address space; -1 for an indexed one and the rest. */
        @Override
        public int jumpTarget() {
            Flow flow = flow();
            return indexField == 0 && (flow == Flow.BRANCH || flow == Flow.JUMP || flow == Flow.CALL)
                    ? adr & 0xFFFF : -1;
        }
    }

    private Decoded decode(int address, boolean first) {
        Comet2Profile profile = cpu.profile();
        int word = cpu.memory.read(address);
        int opcode = profile.opcode(word);
        int length = cpu.lengths[opcode];
        int r = profile.r(word);
        int x = profile.x(word);
        int indexField = x;
        if (cpu.wide && x == Comet2Profile.MLFE_GR0_INDEX) {
            x = 0;
        }
        if (length == 0 || r >= cpu.registerCount || x >= cpu.registerCount || !translated(opcode)
                || (first && dividesByRegister(opcode))) {
            return null; // the interpreter traps, reads MLFE's counters, or does what blocks do not
        }
        int adr = cpu.wide ? (short) word : length == 2 ? cpu.memory.read((address + 1) & 0xFFFF) : 0;
        if (opcode >= Comet2InstructionTable.ADDA_3 && (adr & 0xF) >= cpu.registerCount) {
            return null; // r3 is MLFE's SP or PC field, which the interpreter reads
        }
        return new Decoded(address, opcode, r, x, indexField, adr, length, cpu.costs[opcode]);
    }

    private static boolean translated(int opcode) {
        return switch (opcode) {
            case Comet2InstructionTable.DIVA_ADR, Comet2InstructionTable.DIVL_ADR, Comet2InstructionTable.READ, Comet2InstructionTable.WRITE,
                    Comet2InstructionTable.READ_OFFSET, Comet2InstructionTable.WRITE_OFFSET,
                    Comet2InstructionTable.SVC, Comet2InstructionTable.DREG, Comet2InstructionTable.DSTK,
                    Comet2InstructionTable.DMEM, Comet2InstructionTable.RETURN -> false;
            case Comet2InstructionTable.ADDA_3, Comet2InstructionTable.SUBA_3, Comet2InstructionTable.ADDL_3,
                    Comet2InstructionTable.SUBL_3, Comet2InstructionTable.MULA_3, Comet2InstructionTable.DIVA_3,
                    Comet2InstructionTable.MULL_3, Comet2InstructionTable.DIVL_3, Comet2InstructionTable.AND_3,
                    Comet2InstructionTable.OR_3, Comet2InstructionTable.XOR_3 -> true;
            default -> opcode < 0xA0;
        };
    }

    /** The divisions a block may hold: by a register, whose word a block tests for 0 before it divides. */
    private static boolean dividesByRegister(int opcode) {
        return opcode == Comet2InstructionTable.DIVA_REG || opcode == Comet2InstructionTable.DIVL_REG
                || opcode == Comet2InstructionTable.DIVA_3 || opcode == Comet2InstructionTable.DIVL_3;
    }

    @Override
    public BlockShape translate(int pc, BlockWriter writer) {
        Decoded first = decode(pc, true);
        if (first == null) {
            return null;
        }
        BlockPlan<Decoded> plan = BlockPlan.of(pc, first, writer, address -> decode(address, false));
        new Emitter(writer, plan).write();
        // only RETURN, never translated, costs more than its table's units
        return plan.shape(plan.steps().stream().mapToInt(step -> step.instruction().cost()).sum(), 0);
    }

    /** The bytecode of one block. */
    private final class Emitter {

        private final BlockWriter writer;
        private final MethodVisitor m;
        private final int mask;
        private final List<BlockPlan.Step<Decoded>> steps;
        private final BlockRounds rounds;
        /** The labels of the instructions a jump goes back to. */
        private final Label[] labels;
        /** The totals before each instruction: what a round from there back to it adds. */
        private final int[] countAt;
        private final int[] costAt;
        private final int[] wordsAt;
        /** The totals up to and including the instruction being written, on the block's way through. */
        private int count;
        private int cost;
        private int words;
        /** The instruction being written: where the block goes on after it (-1: it leaves), where it loops to. */
        private int goesOnAt;
        private int loopTo;

        Emitter(BlockWriter writer, BlockPlan<Decoded> plan) {
            this.writer = writer;
            this.m = writer.method();
            this.mask = cpu.mask;
            this.steps = plan.steps();
            this.rounds = new BlockRounds(m, LOCAL_ROUNDS, 3, plan.loops());
            int n = steps.size();
            labels = BlockRounds.loopLabels(plan);
            countAt = new int[n];
            costAt = new int[n];
            wordsAt = new int[n];
        }

        void write() {
            m.visitVarInsn(Opcodes.ALOAD, BlockWriter.CPU);
            m.visitTypeInsn(Opcodes.CHECKCAST, CPU);
            m.visitVarInsn(Opcodes.ASTORE, LOCAL_CPU);
            rounds.start();
            for (int k = 0; k < steps.size(); k++) {
                BlockPlan.Step<Decoded> step = steps.get(k);
                countAt[k] = count;
                costAt[k] = cost;
                wordsAt[k] = words;
                if (labels[k] != null) {
                    m.visitLabel(labels[k]);
                }
                goesOnAt = step.goesOnAt();
                loopTo = step.loopTo();
                Decoded d = step.instruction();
                count++;
                cost += d.cost();
                words += d.length();
                instruction(d);
                if (goesOnAt < 0 && d.flow() == Flow.NEXT) {
                    exit(d.next()); // the next instruction is left to the interpreter, or to another block
                }
            }
        }

        /** Writes {@code d}; a jump, CALL or RET writes its exits, as does a write that may have changed code. */
        private void instruction(Decoded d) {
            int r = d.r();
            int x = d.x();
            switch (d.opcode()) {
                case Comet2InstructionTable.NOP -> { }
                case Comet2InstructionTable.LD_ADR -> setGr(r, () -> {
                    cpu();
                    load(d);
                    invoke("logical", INT_INT);
                });
                case Comet2InstructionTable.ST -> {
                    int address = d.adr() & mask & Comet2.ADDRESS_MASK; // the offset store() computes
                    cpu();
                    if (d.indexField() == 0 && writer.storesPlainly(address)) {
                        BlockWriter.push(m, address);
                        gr(r);
                        invoke("plainStore", "(II)V");
                    } else {
                        value(d);
                        gr(r);
                        invoke("store", "(II)V");
                        writer.exitIfCodeWritten(() -> exit(d.next()));
                    }
                }
                case Comet2InstructionTable.LAD -> setGr(r, () -> value(d));
                case Comet2InstructionTable.LD_REG -> setGr(r, () -> {
                    cpu();
                    gr(x);
                    invoke("logical", INT_INT);
                });
                case Comet2InstructionTable.ADDA_ADR -> withMemory(d, "addArithmetic");
                case Comet2InstructionTable.SUBA_ADR -> withMemory(d, "subtractArithmetic");
                case Comet2InstructionTable.ADDL_ADR -> withMemory(d, "addLogical");
                case Comet2InstructionTable.SUBL_ADR -> withMemory(d, "subtractLogical");
                case Comet2InstructionTable.MULA_ADR -> withMemory(d, "multiplyArithmetic");
                case Comet2InstructionTable.MULL_ADR -> withMemory(d, "multiplyLogical");
                case Comet2InstructionTable.ADDA_REG -> withRegister(d, "addArithmetic");
                case Comet2InstructionTable.SUBA_REG -> withRegister(d, "subtractArithmetic");
                case Comet2InstructionTable.ADDL_REG -> withRegister(d, "addLogical");
                case Comet2InstructionTable.SUBL_REG -> withRegister(d, "subtractLogical");
                case Comet2InstructionTable.MULA_REG -> withRegister(d, "multiplyArithmetic");
                case Comet2InstructionTable.MULL_REG -> withRegister(d, "multiplyLogical");
                case Comet2InstructionTable.AND_ADR -> logicalWithMemory(d, Opcodes.IAND);
                case Comet2InstructionTable.OR_ADR -> logicalWithMemory(d, Opcodes.IOR);
                case Comet2InstructionTable.XOR_ADR -> logicalWithMemory(d, Opcodes.IXOR);
                case Comet2InstructionTable.AND_REG -> logicalWithRegister(d, Opcodes.IAND);
                case Comet2InstructionTable.OR_REG -> logicalWithRegister(d, Opcodes.IOR);
                case Comet2InstructionTable.XOR_REG -> logicalWithRegister(d, Opcodes.IXOR);
                case Comet2InstructionTable.DIVA_REG -> divide(d, "divideArithmetic", r, x);
                case Comet2InstructionTable.DIVL_REG -> divide(d, "divideLogical", r, x);
                case Comet2InstructionTable.ADDA_3 -> threeRegisters(d, "addArithmetic");
                case Comet2InstructionTable.SUBA_3 -> threeRegisters(d, "subtractArithmetic");
                case Comet2InstructionTable.ADDL_3 -> threeRegisters(d, "addLogical");
                case Comet2InstructionTable.SUBL_3 -> threeRegisters(d, "subtractLogical");
                case Comet2InstructionTable.MULA_3 -> threeRegisters(d, "multiplyArithmetic");
                case Comet2InstructionTable.MULL_3 -> threeRegisters(d, "multiplyLogical");
                case Comet2InstructionTable.DIVA_3 -> divide(d, "divideArithmetic", x, d.adr() & 0xF);
                case Comet2InstructionTable.DIVL_3 -> divide(d, "divideLogical", x, d.adr() & 0xF);
                case Comet2InstructionTable.AND_3 -> logicalThreeRegisters(d, Opcodes.IAND);
                case Comet2InstructionTable.OR_3 -> logicalThreeRegisters(d, Opcodes.IOR);
                case Comet2InstructionTable.XOR_3 -> logicalThreeRegisters(d, Opcodes.IXOR);
                case Comet2InstructionTable.CPA_ADR -> compare(d, true, () -> load(d));
                case Comet2InstructionTable.CPL_ADR -> compare(d, false, () -> load(d));
                case Comet2InstructionTable.CPA_REG -> compare(d, true, () -> gr(x));
                case Comet2InstructionTable.CPL_REG -> compare(d, false, () -> gr(x));
                case Comet2InstructionTable.SLA -> shift(d, "shiftLeftArithmetic");
                case Comet2InstructionTable.SRA -> shift(d, "shiftRightArithmetic");
                case Comet2InstructionTable.SLL -> shift(d, "shiftLeftLogical");
                case Comet2InstructionTable.SRL -> shift(d, "shiftRightLogical");
                case Comet2InstructionTable.JMI -> jumpIf(d, Comet2.SF, Opcodes.IFNE);
                case Comet2InstructionTable.JNZ -> jumpIf(d, Comet2.ZF, Opcodes.IFEQ);
                case Comet2InstructionTable.JZE -> jumpIf(d, Comet2.ZF, Opcodes.IFNE);
                case Comet2InstructionTable.JPL -> jumpIf(d, Comet2.SF | Comet2.ZF, Opcodes.IFEQ);
                case Comet2InstructionTable.JOV -> jumpIf(d, Comet2.OF, Opcodes.IFNE);
                case Comet2InstructionTable.JUMP -> {
                    if (goesOnAt < 0) {
                        taken(d);
                    }
                }
                case Comet2InstructionTable.PUSH -> {
                    cpu();
                    value(d);
                    invoke("push", "(I)V");
                    writer.exitIfCodeWritten(() -> exit(d.next()));
                }
                case Comet2InstructionTable.POP -> setGr(r, () -> {
                    cpu();
                    invoke("pop", "()I");
                });
                case Comet2InstructionTable.CALL -> {
                    cpu();
                    BlockWriter.push(m, d.next() & 0xFFFF);
                    invoke("push", "(I)V");
                    if (goesOnAt < 0) {
                        exitTo(() -> target(d));
                    } else {
                        writer.exitIfCodeWritten(() -> exitTo(() -> target(d)));
                    }
                }
                case Comet2InstructionTable.RET -> ret(d);
                default -> throw new IllegalStateException(String.format("#%02X is not translated", d.opcode()));
            }
        }

        /**
         * RET: leaves for the popped address, unless the block goes on at the return address of its own CALL: then
         * it does when the popped address is that one (and the RET did not end the program).
         */
        private void ret(Decoded d) {
            setAt(d.address());
            cpu();
            invoke("ret", "()V");
            if (goesOnAt < 0) {
                exitKeepingPc();
                return;
            }
            Label leave = new Label();
            Label goOn = new Label();
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "stop", Type.getDescriptor(StopReason.class));
            m.visitJumpInsn(Opcodes.IFNONNULL, leave);
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "pr", "I");
            BlockWriter.push(m, goesOnAt);
            m.visitJumpInsn(Opcodes.IF_ICMPEQ, goOn);
            m.visitLabel(leave);
            exitKeepingPc();
            m.visitLabel(goOn);
        }

        /** Pushes a jump's target: the effective address, within the address space. */
        private void target(Decoded d) {
            value(d);
            BlockWriter.push(m, 0xFFFF);
            m.visitInsn(Opcodes.IAND);
        }

        /** A conditional jump: when taken, round again or leave for the target; else on, or leave for the next. */
        private void jumpIf(Decoded d, int flags, int branchIfTaken) {
            Label isTaken = new Label();
            Label fall = new Label();
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "fr", "I");
            BlockWriter.push(m, flags);
            m.visitInsn(Opcodes.IAND);
            m.visitJumpInsn(branchIfTaken, isTaken);
            if (goesOnAt >= 0) {
                m.visitJumpInsn(Opcodes.GOTO, fall);
            } else {
                exit(d.next());
            }
            m.visitLabel(isTaken);
            taken(d);
            if (goesOnAt >= 0) {
                m.visitLabel(fall);
            }
        }

        /**
         * A jump taken: back to the instruction it loops to while another round may start ({@link BlockRounds}),
         * else out of the block to its target.
         */
        private void taken(Decoded d) {
            if (loopTo >= 0) {
                Label leave = new Label();
                rounds.anotherRoundOrLeave(leave, count - countAt[loopTo], cost - costAt[loopTo],
                        words - wordsAt[loopTo]);
                m.visitJumpInsn(Opcodes.GOTO, labels[loopTo]);
                m.visitLabel(leave);
            }
            exitTo(() -> target(d));
        }

        /** Leaves the block for {@code pc} after the instruction being written. */
        void exit(int pc) {
            exitTo(() -> BlockWriter.push(m, pc & 0xFFFF));
        }

        private void exitTo(Runnable pc) {
            cpu();
            pc.run();
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pr", "I");
            exitKeepingPc();
        }

        /** Leaves the block with the pc as the last instruction set it. */
        private void exitKeepingPc() {
            exitWith(count, cost, words);
        }

        /**
         * Adds {@code cost} cost units, {@code cost - words} data accesses and {@code count} instructions, and the
         * rounds', to the CPU's counts and returns the instructions.
         */
        private void exitWith(int count, int cost, int words) {
            add("cycles", () -> rounds.push(cost, BlockRounds.CYCLES));
            add("dataAccesses", () -> {
                rounds.push(cost, BlockRounds.CYCLES);
                rounds.push(words, WORDS);
                m.visitInsn(Opcodes.ISUB);
            });
            add("instructions", () -> rounds.push(count, BlockRounds.INSTRUCTIONS));
            rounds.push(count, BlockRounds.INSTRUCTIONS);
            m.visitInsn(Opcodes.IRETURN);
        }

        private void setAt(int address) {
            cpu();
            BlockWriter.push(m, address);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "at", "I");
        }

        /** Adds the int {@code amount} pushes to the CPU's long {@code counter}. */
        private void add(String counter, Runnable amount) {
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, counter, "J");
            amount.run();
            m.visitInsn(Opcodes.I2L);
            m.visitInsn(Opcodes.LADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, counter, "J");
        }

        private void withMemory(Decoded d, String operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.r());
                load(d);
                invoke(operation, INT_INT_INT);
            });
        }

        private void withRegister(Decoded d, String operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.r());
                gr(d.x());
                invoke(operation, INT_INT_INT);
            });
        }

        private void logicalWithMemory(Decoded d, int operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.r());
                load(d);
                m.visitInsn(operation);
                invoke("logical", INT_INT);
            });
        }

        private void logicalWithRegister(Decoded d, int operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.r());
                gr(d.x());
                m.visitInsn(operation);
                invoke("logical", INT_INT);
            });
        }

        /** MLFE's {@code OP r1,r2,r3}: r1 = r2 op r3, r2 in the x field and r3 in the low bits of the word. */
        private void threeRegisters(Decoded d, String operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.x());
                gr(d.adr() & 0xF);
                invoke(operation, INT_INT_INT);
            });
        }

        private void logicalThreeRegisters(Decoded d, int operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.x());
                gr(d.adr() & 0xF);
                m.visitInsn(operation);
                invoke("logical", INT_INT);
            });
        }

        /**
         * GR r = GR {@code dividend} / GR {@code divisor} (the quotient and its flags as the interpreter sets them); a
         * divisor of 0 leaves the block before the instruction, for the interpreter to trap on it.
         */
        private void divide(Decoded d, String operation, int dividend, int divisor) {
            Label divides = new Label();
            gr(divisor);
            m.visitJumpInsn(Opcodes.IFNE, divides);
            cpu();
            BlockWriter.push(m, d.address() & 0xFFFF);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pr", "I");
            exitWith(count - 1, cost - d.cost(), words - d.length());
            m.visitLabel(divides);
            cpu();
            BlockWriter.push(m, d.r());
            gr(dividend);
            gr(divisor);
            invoke(operation, "(III)V");
        }

        /** CPA: the words compared as signed numbers; CPL: as unsigned. */
        private void compare(Decoded d, boolean arithmetic, Runnable operand) {
            cpu();
            gr(d.r());
            operand.run();
            invoke(arithmetic ? "compareArithmetic" : "compareLogical", "(II)V");
        }

        private void shift(Decoded d, String operation) {
            setGr(d.r(), () -> {
                cpu();
                gr(d.r());
                value(d);
                invoke(operation, INT_INT_INT);
            });
        }

        /** gr[r] = what {@code value} pushes. */
        private void setGr(int r, Runnable value) {
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "gr", "[I");
            BlockWriter.push(m, r);
            value.run();
            m.visitInsn(Opcodes.IASTORE);
        }

        private void gr(int r) {
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "gr", "[I");
            BlockWriter.push(m, r);
            m.visitInsn(Opcodes.IALOAD);
        }

        /** Pushes the word at the effective address: cpu.load(value). */
        private void load(Decoded d) {
            cpu();
            value(d);
            invoke("load", INT_INT);
        }

        /** Pushes the effective address as a value: adr + (x), the index only for an x field of 1 and up. */
        private void value(Decoded d) {
            if (d.indexField() == 0) {
                BlockWriter.push(m, d.adr() & mask);
                return;
            }
            BlockWriter.push(m, d.adr());
            indexed(d);
            BlockWriter.push(m, mask);
            m.visitInsn(Opcodes.IAND);
        }

        /** Adds the index register to the address on the stack, when the x field names one. */
        private void indexed(Decoded d) {
            if (d.indexField() != 0) {
                gr(d.x());
                m.visitInsn(Opcodes.IADD);
            }
        }

        private void cpu() {
            m.visitVarInsn(Opcodes.ALOAD, LOCAL_CPU);
        }

        private void invoke(String method, String descriptor) {
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CPU, method, descriptor, false);
        }
    }
}
