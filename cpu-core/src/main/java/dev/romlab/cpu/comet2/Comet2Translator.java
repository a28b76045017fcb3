package dev.romlab.cpu.comet2;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.translate.BlockShape;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.CpuTranslator;

/**
 * COMET II and MLFE blocks: each instruction becomes the calls the interpreter's {@link Comet2#step} makes for it,
 * with its register numbers and effective address decoded once, as constants; the pc, the cost units, the words
 * fetched and the instruction count are added once where the block ends. A block ends after a jump, CALL or RET,
 * and before an instruction left to the interpreter: SVC, the ports, the debug instructions, RETURN, the divisions by
 * a word of memory, and anything that would trap or reads MLFE's SP and PC fields. A division by a register (MLFE's
 * three-register forms too) is translated, except as a block's first instruction: a divisor of 0 leaves the block
 * before it, so that the interpreter traps there.
 */
final class Comet2Translator extends CpuTranslator<Comet2> {

    private static final String CPU = Type.getInternalName(Comet2.class);
    private static final int LOCAL_CPU = BlockWriter.FIRST_FREE_LOCAL;
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
    private record Decoded(int address, int opcode, int r, int x, int indexField, int adr, int length, int cost) {

        int next() {
            return address + length;
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
        Emitter out = new Emitter(writer);
        out.begin();
        Decoded instruction = first;
        int count = 0;
        int cost = 0;
        int words = 0;
        while (true) {
            count++;
            cost += instruction.cost();
            words += instruction.length();
            if (out.instruction(instruction, count, cost, words)) {
                break; // a jump, CALL or RET ended the block
            }
            int next = instruction.next();
            Decoded following = writer.mayContinueAt(next, count) ? decode(next, false) : null;
            if (following == null) {
                out.exit(next, count, cost, words);
                break;
            }
            instruction = following;
        }
        // only RETURN, never translated, costs more than its table's units
        return new BlockShape(pc, instruction.next(), count, cost, 0);
    }

    /** The bytecode of one block. */
    private final class Emitter {

        private final BlockWriter writer;
        private final MethodVisitor m;
        private final int mask;

        Emitter(BlockWriter writer) {
            this.writer = writer;
            this.m = writer.method();
            this.mask = cpu.mask;
        }

        void begin() {
            m.visitVarInsn(Opcodes.ALOAD, BlockWriter.CPU);
            m.visitTypeInsn(Opcodes.CHECKCAST, CPU);
            m.visitVarInsn(Opcodes.ASTORE, LOCAL_CPU);
        }

        /** Writes {@code d}, the block's {@code count}th; true when it ends the block (it wrote the exits). */
        boolean instruction(Decoded d, int count, int cost, int words) {
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
                        writer.exitIfCodeWritten(() -> exit(d.next(), count, cost, words));
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
                case Comet2InstructionTable.DIVA_REG -> divide(d, "divideArithmetic", r, x, count, cost, words);
                case Comet2InstructionTable.DIVL_REG -> divide(d, "divideLogical", r, x, count, cost, words);
                case Comet2InstructionTable.ADDA_3 -> threeRegisters(d, "addArithmetic");
                case Comet2InstructionTable.SUBA_3 -> threeRegisters(d, "subtractArithmetic");
                case Comet2InstructionTable.ADDL_3 -> threeRegisters(d, "addLogical");
                case Comet2InstructionTable.SUBL_3 -> threeRegisters(d, "subtractLogical");
                case Comet2InstructionTable.MULA_3 -> threeRegisters(d, "multiplyArithmetic");
                case Comet2InstructionTable.MULL_3 -> threeRegisters(d, "multiplyLogical");
                case Comet2InstructionTable.DIVA_3 -> divide(d, "divideArithmetic", x, d.adr() & 0xF, count, cost,
                        words);
                case Comet2InstructionTable.DIVL_3 -> divide(d, "divideLogical", x, d.adr() & 0xF, count, cost,
                        words);
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
                case Comet2InstructionTable.JMI -> jumpIf(d, Comet2.SF, Opcodes.IFNE, count, cost, words);
                case Comet2InstructionTable.JNZ -> jumpIf(d, Comet2.ZF, Opcodes.IFEQ, count, cost, words);
                case Comet2InstructionTable.JZE -> jumpIf(d, Comet2.ZF, Opcodes.IFNE, count, cost, words);
                case Comet2InstructionTable.JPL -> jumpIf(d, Comet2.SF | Comet2.ZF, Opcodes.IFEQ, count, cost, words);
                case Comet2InstructionTable.JOV -> jumpIf(d, Comet2.OF, Opcodes.IFNE, count, cost, words);
                case Comet2InstructionTable.JUMP -> {
                    exitTo(() -> target(d), count, cost, words);
                    return true;
                }
                case Comet2InstructionTable.PUSH -> {
                    cpu();
                    value(d);
                    invoke("push", "(I)V");
                    writer.exitIfCodeWritten(() -> exit(d.next(), count, cost, words));
                }
                case Comet2InstructionTable.POP -> setGr(r, () -> {
                    cpu();
                    invoke("pop", "()I");
                });
                case Comet2InstructionTable.CALL -> {
                    cpu();
                    BlockWriter.push(m, d.next() & 0xFFFF);
                    invoke("push", "(I)V");
                    exitTo(() -> target(d), count, cost, words);
                    return true;
                }
                case Comet2InstructionTable.RET -> {
                    setAt(d.address());
                    cpu();
                    invoke("ret", "()V");
                    exitKeepingPc(count, cost, words);
                    return true;
                }
                default -> throw new IllegalStateException(String.format("#%02X is not translated", d.opcode()));
            }
            return false;
        }

        /** Pushes a jump's target: the effective address, within the address space. */
        private void target(Decoded d) {
            value(d);
            BlockWriter.push(m, 0xFFFF);
            m.visitInsn(Opcodes.IAND);
        }

        private void jumpIf(Decoded d, int flags, int branchIfTaken, int count, int cost, int words) {
            Label taken = new Label();
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "fr", "I");
            BlockWriter.push(m, flags);
            m.visitInsn(Opcodes.IAND);
            m.visitJumpInsn(branchIfTaken, taken);
            exit(d.next(), count, cost, words);
            m.visitLabel(taken);
            exitTo(() -> target(d), count, cost, words);
        }

        /** Leaves the block for {@code pc} after {@code count} instructions. */
        void exit(int pc, int count, int cost, int words) {
            exitTo(() -> BlockWriter.push(m, pc & 0xFFFF), count, cost, words);
        }

        private void exitTo(Runnable pc, int count, int cost, int words) {
            cpu();
            pc.run();
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pr", "I");
            exitKeepingPc(count, cost, words);
        }

        /** Leaves the block with the pc as the last instruction set it. */
        private void exitKeepingPc(int count, int cost, int words) {
            add("cycles", cost);
            add("dataAccesses", cost - words);
            add("instructions", count);
            BlockWriter.push(m, count);
            m.visitInsn(Opcodes.IRETURN);
        }

        private void setAt(int address) {
            cpu();
            BlockWriter.push(m, address);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "at", "I");
        }

        private void add(String counter, int amount) {
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, counter, "J");
            m.visitLdcInsn((long) amount);
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
        private void divide(Decoded d, String operation, int dividend, int divisor, int count, int cost, int words) {
            Label divides = new Label();
            gr(divisor);
            m.visitJumpInsn(Opcodes.IFNE, divides);
            exit(d.address(), count - 1, cost - d.cost(), words - d.length());
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
