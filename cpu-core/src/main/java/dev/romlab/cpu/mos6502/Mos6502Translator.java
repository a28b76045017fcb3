package dev.romlab.cpu.mos6502;

import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

import dev.romlab.cpu.Memory;
import dev.romlab.cpu.translate.BlockPlan;
import dev.romlab.cpu.translate.BlockRounds;
import dev.romlab.cpu.translate.BlockShape;
import dev.romlab.cpu.translate.BlockWriter;
import dev.romlab.cpu.translate.CpuTranslator;
import dev.romlab.cpu.translate.Flow;

/**
 * 6502 and 2A03 blocks: each instruction becomes the calls {@link Mos6502#step} makes for it, with its operand
 * decoded once. Every data access (the dummy reads and writes included) still goes through the interpreter's
 * {@code read}/{@code write}, which count its cycle and see its page's hook; the cycles of the reads of the block's
 * own code (opcode and operand fetches, the dummy reads at the pc, a taken branch's extra reads) are added as
 * constants, before the next data access and at each exit, so a device hook sees the same cycle count as under the
 * interpreter. That holds only while the code pages have no read hook: a block looks at them when it starts and
 * otherwise lets the interpreter step.
 *
 * <p>On a plain memory (the interpreter's {@code plain}: no hook, no bus listener) the interpreter's accesses count
 * nothing and a step adds its opcode's cycles from the table: there the block adds each instruction's data cycles
 * too (the table's figure less its code cycles), as constants at each exit and where paths join (no hook can see
 * the count in between), masked by a local that holds whether {@code plain} was set when the block started
 * ({@code plain} changes only between the interpreter's steps, and a block starts only while no change waits). The
 * page crossings of indexed reads count themselves.
 *
 * <p>A block goes on through JMP and JSR to their targets, past a branch not taken, through an RTS to its own JSR's
 * return address, and skips forward where a taken branch goes to a later instruction of the block
 * ({@link BlockPlan}); a taken branch or JMP back to one of its instructions goes round inside the block
 * ({@link BlockRounds}: the rounds' instructions, and a bound of their cycles, which the block itself counts). Where a
 * path joins another (an instruction a branch or JMP goes to) the cycles are brought up to date, data cycles
 * included; a taken branch adds its extra cycles, one more when it crosses a page (the addresses are constants). A
 * block ends after JMP (ind), RTI, BRK, an RTS elsewhere, CLI and PLP (an IRQ they let in is polled by the
 * interpreter), and after an instruction whose access raised an interrupt or whose write changed translated code.
 * The JAM opcodes, a JSR whose operand's high byte is on the stack page (its pushes may change it before it is read)
 * and an instruction that wraps past $FFFF are left to the interpreter.
 */
final class Mos6502Translator extends CpuTranslator<Mos6502> {

    private static final String CPU = Type.getInternalName(Mos6502.class);
    private static final String HOOK = Type.getDescriptor(Memory.Hook.class);
    private static final int LOCAL_CPU = BlockWriter.FIRST_FREE_LOCAL;
    private static final int LOCAL_ADDRESS = LOCAL_CPU + 1;
    private static final int LOCAL_MASK = LOCAL_CPU + 2;
    private static final int LOCAL_POINTER = LOCAL_CPU + 3;
    private static final int LOCAL_HOOK = LOCAL_CPU + 4;
    /** -1 when the interpreter was {@code plain} as the block started (its data cycles counted here), else 0. */
    private static final int LOCAL_PLAIN = LOCAL_CPU + 5;
    /**
     * The first of the locals that count a looping block's rounds ({@link BlockRounds}): instructions, and a bound of
     * cycles (each round's worst, a skip taking none off) that only the test before a round reads: the block adds its
     * cycles to the CPU's count itself, up to date wherever paths join.
     */
    private static final int LOCAL_ROUNDS = LOCAL_CPU + 6;
    /** Instructions per block: keeps a block's method far below HotSpot's 8,000 bytes, past which it is not compiled. */
    private static final int MAX_INSTRUCTIONS = 40;
    private static final int STACK_PAGE = 0x100;

    /** The addressing modes, with their instruction lengths. */
    private enum Mode {
        IMP(1), ACC(1), IMM(2), ZP(2), ZPX(2), ZPY(2), ABS(3), ABX(3), ABY(3), IZX(2), IZY(2), REL(2), IND(3);

        final int length;

        Mode(int length) {
            this.length = length;
        }
    }

    /** Every opcode's mnemonic and mode, as {@link Mos6502}'s dispatch does it (the undocumented ones included). */
    private static final String OPCODES = """
            BRK IMP,ORA IZX,JAM IMP,SLO IZX,NOP ZP, ORA ZP, ASL ZP, SLO ZP, PHP IMP,ORA IMM,ASL ACC,ANC IMM,NOP ABS,ORA ABS,ASL ABS,SLO ABS,
            BPL REL,ORA IZY,JAM IMP,SLO IZY,NOP ZPX,ORA ZPX,ASL ZPX,SLO ZPX,CLC IMP,ORA ABY,NOP IMP,SLO ABY,NOP ABX,ORA ABX,ASL ABX,SLO ABX,
            JSR ABS,AND IZX,JAM IMP,RLA IZX,BIT ZP, AND ZP, ROL ZP, RLA ZP, PLP IMP,AND IMM,ROL ACC,ANC IMM,BIT ABS,AND ABS,ROL ABS,RLA ABS,
            BMI REL,AND IZY,JAM IMP,RLA IZY,NOP ZPX,AND ZPX,ROL ZPX,RLA ZPX,SEC IMP,AND ABY,NOP IMP,RLA ABY,NOP ABX,AND ABX,ROL ABX,RLA ABX,
            RTI IMP,EOR IZX,JAM IMP,SRE IZX,NOP ZP, EOR ZP, LSR ZP, SRE ZP, PHA IMP,EOR IMM,LSR ACC,ALR IMM,JMP ABS,EOR ABS,LSR ABS,SRE ABS,
            BVC REL,EOR IZY,JAM IMP,SRE IZY,NOP ZPX,EOR ZPX,LSR ZPX,SRE ZPX,CLI IMP,EOR ABY,NOP IMP,SRE ABY,NOP ABX,EOR ABX,LSR ABX,SRE ABX,
            RTS IMP,ADC IZX,JAM IMP,RRA IZX,NOP ZP, ADC ZP, ROR ZP, RRA ZP, PLA IMP,ADC IMM,ROR ACC,ARR IMM,JMP IND,ADC ABS,ROR ABS,RRA ABS,
            BVS REL,ADC IZY,JAM IMP,RRA IZY,NOP ZPX,ADC ZPX,ROR ZPX,RRA ZPX,SEI IMP,ADC ABY,NOP IMP,RRA ABY,NOP ABX,ADC ABX,ROR ABX,RRA ABX,
            NOP IMM,STA IZX,NOP IMM,SAX IZX,STY ZP, STA ZP, STX ZP, SAX ZP, DEY IMP,NOP IMM,TXA IMP,ANE IMM,STY ABS,STA ABS,STX ABS,SAX ABS,
            BCC REL,STA IZY,JAM IMP,SHA IZY,STY ZPX,STA ZPX,STX ZPY,SAX ZPY,TYA IMP,STA ABY,TXS IMP,TAS ABY,SHY ABX,STA ABX,SHX ABY,SHA ABY,
            LDY IMM,LDA IZX,LDX IMM,LAX IZX,LDY ZP, LDA ZP, LDX ZP, LAX ZP, TAY IMP,LDA IMM,TAX IMP,LXA IMM,LDY ABS,LDA ABS,LDX ABS,LAX ABS,
            BCS REL,LDA IZY,JAM IMP,LAX IZY,LDY ZPX,LDA ZPX,LDX ZPY,LAX ZPY,CLV IMP,LDA ABY,TSX IMP,LAS ABY,LDY ABX,LDA ABX,LDX ABY,LAX ABY,
            CPY IMM,CMP IZX,NOP IMM,DCP IZX,CPY ZP, CMP ZP, DEC ZP, DCP ZP, INY IMP,CMP IMM,DEX IMP,SBX IMM,CPY ABS,CMP ABS,DEC ABS,DCP ABS,
            BNE REL,CMP IZY,JAM IMP,DCP IZY,NOP ZPX,CMP ZPX,DEC ZPX,DCP ZPX,CLD IMP,CMP ABY,NOP IMP,DCP ABY,NOP ABX,CMP ABX,DEC ABX,DCP ABX,
            CPX IMM,SBC IZX,NOP IMM,ISC IZX,CPX ZP, SBC ZP, INC ZP, ISC ZP, INX IMP,SBC IMM,NOP IMP,SBC IMM,CPX ABS,SBC ABS,INC ABS,ISC ABS,
            BEQ REL,SBC IZY,JAM IMP,ISC IZY,NOP ZPX,SBC ZPX,INC ZPX,ISC ZPX,SED IMP,SBC ABY,NOP IMP,ISC ABY,NOP ABX,SBC ABX,INC ABX,ISC ABX,
            """;

    private static final String[] MNEMONICS = new String[256];
    private static final Mode[] MODES = new Mode[256];

    static {
        String[] entries = OPCODES.replace("\n", "").split(",");
        for (int opcode = 0; opcode < 256; opcode++) {
            String[] parts = entries[opcode].trim().split(" ");
            MNEMONICS[opcode] = parts[0];
            MODES[opcode] = Mode.valueOf(parts[1]);
        }
    }

    /** The read-modify-write operations, by the names of {@link Mos6502}'s constants for {@code modify}. */
    private static final List<String> READ_MODIFY_WRITE = List.of("ASL", "LSR", "ROL", "ROR", "INC", "DEC", "SLO",
            "RLA", "SRE", "RRA", "DCP", "ISC");
    private static final List<String> WRITES = List.of("STA", "STX", "STY", "SAX", "SHA", "SHX", "SHY", "TAS");

    Mos6502Translator(Mos6502 cpu, Memory memory) {
        super(cpu, Mos6502.class, memory);
    }

    @Override
    public boolean blocksMayRun() {
        return cpu.blocksMayRun();
    }

    /** One decoded instruction: {@code operand} is its byte or little-endian word. */
    private record Decoded(int address, int opcode, int operand) implements BlockPlan.Instruction {

        String mnemonic() {
            return MNEMONICS[opcode];
        }

        Mode mode() {
            return MODES[opcode];
        }

        int next() {
            return address + mode().length;
        }

        @Override
        public int length() {
            return mode().length;
        }

        /** CLI and PLP end the block (the interpreter polls the IRQ they may let in), as do RTI, BRK and JMP (ind). */
        @Override
        public Flow flow() {
            return switch (mnemonic()) {
                case "BPL", "BMI", "BVC", "BVS", "BCC", "BCS", "BNE", "BEQ" -> Flow.BRANCH;
                case "JMP" -> mode() == Mode.ABS ? Flow.JUMP : Flow.END;
                case "JSR" -> Flow.CALL;
                case "RTS" -> Flow.RETURN;
                case "RTI", "BRK", "CLI", "PLP" -> Flow.END;
                default -> Flow.NEXT;
            };
        }

        /** A branch's target, JMP's and JSR's operand; -1 for the rest. */
        @Override
        public int jumpTarget() {
            return switch (flow()) {
                case BRANCH -> (next() + (byte) operand) & 0xFFFF;
                case JUMP, CALL -> operand;
                default -> -1;
            };
        }

        /** Where the pc is after it, when the block knows: -1 after an RTS, RTI, BRK or JMP (ind), which set it. */
        int pcAfter() {
            return switch (flow()) {
                case NEXT -> next();
                case JUMP, CALL -> operand;
                default -> mnemonic().equals("CLI") || mnemonic().equals("PLP") ? next() : -1;
            };
        }
    }

    private Decoded decode(int address) {
        int opcode = memory().read(address);
        Mode mode = MODES[opcode];
        if (address + mode.length > 0xFFFF) {
            return null; // its bytes or its next fetch wrap around to $0000
        }
        switch (MNEMONICS[opcode]) {
            case "JAM" -> {
                return null;
            }
            case "JSR" -> {
                if ((address + 2) >>> 8 == STACK_PAGE >>> 8) {
                    return null; // its pushes may rewrite its high byte before it is read
                }
            }
            default -> { }
        }
        int operand = mode.length == 1 ? 0 : mode.length == 2 ? memory().read(address + 1)
                : memory().read(address + 1) | memory().read(address + 2) << 8;
        return new Decoded(address, opcode, operand);
    }

    @Override
    public BlockShape translate(int pc, BlockWriter writer) {
        Decoded first = decode(pc);
        if (first == null) {
            return null;
        }
        BlockPlan<Decoded> plan = BlockPlan.of(pc, first, writer, MAX_INSTRUCTIONS, this::decode);
        Emitter out = new Emitter(writer.method(), plan);
        out.write(plan.runs());
        return plan.shape(out.worst, 0);
    }

    /**
     * Where a block leaves: the pc to set (or -1: the instruction set it), instructions done on the block's way
     * through (the rounds' are added to them), code cycles to add, data cycles to add on a plain memory.
     */
    private record Exit(int pc, int count, int cycles, int data) {
    }

    /** The bytecode of one block. */
    private static final class Emitter {

        private final MethodVisitor m;
        /** Cycles of code reads made since the cycle count was last brought up to date. */
        private int pending;
        /**
         * Cycles of data accesses made since the last join or the start that the interpreter, on a plain memory,
         * counts from its table rather than access by access: added at exits and joins, only while
         * {@link #LOCAL_PLAIN} is set.
         */
        private int data;
        /** Code cycles of the instruction being written, so far. */
        private int instructionCode;
        /** The most cycles the block can take. */
        int worst;
        private final Map<Exit, Label> exits = new LinkedHashMap<>();
        private final List<BlockPlan.Step<Decoded>> steps;
        private final BlockRounds rounds;
        /** The labels of the instructions a taken branch or JMP goes to inside the block: where paths join. */
        private final Label[] labels;
        /** Before each instruction: the worst cycles of the block's way through up to it. */
        private final int[] worstAt;
        /** Instructions up to and including the one being written, on the block's way through. */
        private int count;
        /** The instruction being written: where the block goes on after it (-1: it leaves) and inside the block. */
        private BlockPlan.Step<Decoded> step;

        Emitter(MethodVisitor m, BlockPlan<Decoded> plan) {
            this.m = m;
            this.steps = plan.steps();
            this.rounds = new BlockRounds(m, LOCAL_ROUNDS, 2, plan.loops() || plan.skips());
            labels = new Label[steps.size()];
            worstAt = new int[steps.size()];
            for (BlockPlan.Step<Decoded> each : steps) {
                for (int target : new int[] {each.loopTo(), each.skipTo()}) {
                    if (target >= 0) {
                        labels[target] = new Label();
                    }
                }
            }
        }

        /** The block: its start ({@link #begin}), the steps, the exits. */
        void write(int[] runs) {
            begin(runs);
            for (int k = 0; k < steps.size(); k++) {
                step = steps.get(k);
                worstAt[k] = worst;
                if (labels[k] != null) {
                    flushAll(); // where the paths meet, no cycles are pending
                    m.visitLabel(labels[k]);
                }
                count = k + 1;
                instruction(step.instruction());
            }
            finish();
        }

        /**
         * The cast of the CPU, and the look at the code pages (of every run of the block's addresses): with a read
         * hook on one, the interpreter steps, since the block does not read its code through it.
         */
        private void begin(int[] runs) {
            m.visitVarInsn(Opcodes.ALOAD, BlockWriter.CPU);
            m.visitTypeInsn(Opcodes.CHECKCAST, CPU);
            m.visitVarInsn(Opcodes.ASTORE, LOCAL_CPU);
            rounds.start();
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "plain", "Z");
            m.visitInsn(Opcodes.INEG);
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_PLAIN);
            Label interpret = new Label();
            Label go = new Label();
            BitSet pages = new BitSet(0x100);
            for (int run = 0; run < runs.length; run += 2) {
                pages.set(runs[run] >>> 8, (runs[run + 1] >>> 8) + 1); // the byte after the last too: read by a step
            }
            for (int page = pages.nextSetBit(0); page >= 0; page = pages.nextSetBit(page + 1)) {
                Label plain = new Label();
                cpu();
                m.visitFieldInsn(Opcodes.GETFIELD, CPU, "hooks", "[" + HOOK);
                BlockWriter.push(m, page);
                m.visitInsn(Opcodes.AALOAD);
                m.visitVarInsn(Opcodes.ASTORE, LOCAL_HOOK);
                m.visitVarInsn(Opcodes.ALOAD, LOCAL_HOOK);
                m.visitJumpInsn(Opcodes.IFNULL, plain);
                m.visitVarInsn(Opcodes.ALOAD, LOCAL_HOOK);
                m.visitFieldInsn(Opcodes.GETSTATIC, Type.getInternalName(Memory.class), "PLAIN_RAM", HOOK);
                m.visitJumpInsn(Opcodes.IF_ACMPNE, interpret);
                m.visitLabel(plain);
            }
            m.visitJumpInsn(Opcodes.GOTO, go);
            m.visitLabel(interpret);
            cpu();
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CPU, "step", "()I", false);
            m.visitInsn(Opcodes.POP);
            m.visitInsn(Opcodes.ICONST_1);
            m.visitInsn(Opcodes.IRETURN);
            m.visitLabel(go);
        }

        /** Writes {@code d}, the block's {@link #count}th instruction on its way through. */
        private void instruction(Decoded d) {
            instructionCode = 0;
            boolean dataAccess = body(d);
            // What the interpreter's table adds for the instruction beyond its code reads (0 for a branch, whose
            // extra cycles when taken are code cycles of its exit).
            data += Mos6502.baseCycles(d.opcode()) - instructionCode;
            Flow flow = d.flow();
            if (flow == Flow.BRANCH || flow == Flow.JUMP) {
                return; // no data access; its paths written by body
            }
            int after = d.pcAfter();
            if (step.goesOnAt() < 0) {
                if (dataAccess) {
                    pollAtEnd(d);
                }
                jumpTo(exit(after, count, pending, data));
                return;
            }
            if (dataAccess) {
                // An access that raised an interrupt line ends the block where the interpreter polls it.
                // (A masked IRQ, polled, would change nothing: CLI and PLP end blocks.)
                Label quiet = new Label();
                interruptLines(d, quiet, true);
                jumpTo(exit(after, count, pending, data));
                m.visitLabel(quiet);
            }
            if (writes(d)) {
                Label leave = exit(after, count, pending, data);
                m.visitVarInsn(Opcodes.ALOAD, BlockWriter.TRANSLATION);
                m.visitFieldInsn(Opcodes.GETFIELD, "dev/romlab/cpu/translate/Translation", "codeWritten", "Z");
                m.visitJumpInsn(Opcodes.IFNE, leave);
            }
            if (flow == Flow.RETURN) {
                // On at the return address of the block's own JSR, when the RTS pulled that one.
                getInt("pc");
                BlockWriter.push(m, step.goesOnAt());
                m.visitJumpInsn(Opcodes.IF_ICMPNE, exit(-1, count, pending, data));
            }
        }

        /** Whether {@code d} writes memory (JSR's pushes included), where code may change. */
        private static boolean writes(Decoded d) {
            String mnemonic = d.mnemonic();
            return WRITES.contains(mnemonic) || List.of("PHA", "PHP", "JSR").contains(mnemonic)
                    || READ_MODIFY_WRITE.contains(mnemonic) && d.mode() != Mode.ACC;
        }

        /** The interpreter's poll after the block's last instruction: {@code if (nmiPending || irqLine) poll(...)}. */
        private void pollAtEnd(Decoded d) {
            Label quiet = new Label();
            interruptLines(d, quiet, false);
            m.visitLabel(quiet);
        }

        /**
         * Goes to {@code quiet} unless an NMI is pending or the IRQ line is up (and, when {@code unmaskedOnly}, I is
         * clear, and {@code plain} has no change waiting); otherwise polls as the interpreter does after {@code d}
         * (with no line active that changes nothing), and falls through. The interpreter's {@code quiet} first: one
         * test while no line is active.
         */
        private void interruptLines(Decoded d, Label quiet, boolean unmaskedOnly) {
            Label poll = new Label();
            getBoolean("quiet");
            m.visitJumpInsn(Opcodes.IFNE, quiet);
            getBoolean("nmiPending");
            m.visitJumpInsn(Opcodes.IFNE, poll);
            if (unmaskedOnly) {
                Label masked = new Label();
                getBoolean("irqLine");
                m.visitJumpInsn(Opcodes.IFEQ, masked);
                getBoolean("i");
                m.visitJumpInsn(Opcodes.IFEQ, poll);
                m.visitLabel(masked);
                // A hook changed the memory's hooks: the interpreter takes the new plain at its next step.
                getBoolean("plain");
                getBoolean("plainNext");
                m.visitJumpInsn(Opcodes.IF_ICMPEQ, quiet);
            } else {
                getBoolean("irqLine");
                m.visitJumpInsn(Opcodes.IFEQ, quiet);
            }
            m.visitLabel(poll);
            poll(d);
        }

        /** cpu.poll(opcode, I before the instruction): only PLP, of the instructions here, looks at the latter. */
        private void poll(Decoded d) {
            cpu();
            BlockWriter.push(m, d.opcode());
            if (d.mnemonic().equals("PLP")) {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_MASK);
            } else {
                getBoolean("i");
            }
            invoke("poll", "(IZ)V");
        }

        /** The instruction's own work; true when it made a data access (one that may reach a device). */
        private boolean body(Decoded d) {
            String mnemonic = d.mnemonic();
            Mode mode = d.mode();
            switch (mode) {
                case IMP, ACC -> {
                    code(2); // the opcode, and the dummy read of the next byte
                    return implied(d);
                }
                case REL -> {
                    code(2);
                    branch(d);
                    return false;
                }
                case IND -> {
                    code(3);
                    flush();
                    int pointer = d.operand();
                    cpu();
                    readConstant(pointer);
                    readConstant((pointer & 0xFF00) | ((pointer + 1) & 0xFF));
                    BlockWriter.push(m, 8);
                    m.visitInsn(Opcodes.ISHL);
                    m.visitInsn(Opcodes.IOR);
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
                    return true;
                }
                default -> { }
            }
            if (mnemonic.equals("JMP")) {
                code(3);
                if (step.goesOnAt() < 0) {
                    jumpInside(d.operand(), 0); // back inside the block, or out
                }
                return false;
            }
            if (mnemonic.equals("JSR")) {
                code(2);
                flush();
                readStackTop();
                pushConstant(d.next() - 1 >>> 8);
                pushConstant(d.next() - 1 & 0xFF);
                code(1); // the high byte of the target, read last
                return true;
            }
            if (mode == Mode.IMM) {
                code(2);
                cpu();
                BlockWriter.push(m, d.operand());
                valueOperation(mnemonic);
                return false;
            }
            boolean write = WRITES.contains(mnemonic);
            boolean modify = READ_MODIFY_WRITE.contains(mnemonic);
            int constant = address(d, write || modify);
            if (modify) {
                flush();
                cpu();
                pushAddress(constant);
                m.visitFieldInsn(Opcodes.GETSTATIC, CPU, mnemonic, "I");
                invoke("modify", "(II)V");
                worst += 3;
            } else if (write) {
                flush();
                store(mnemonic, constant);
            } else {
                flush();
                cpu();
                cpu();
                pushAddress(constant);
                invoke("read", "(I)I");
                worst++;
                valueOperation(mnemonic);
            }
            return true;
        }

        /**
         * The address cycles of {@code d}'s mode (its operand fetches counted as code reads); returns the effective
         * address when it is a constant, else -1 with it in {@link #LOCAL_ADDRESS}.
         */
        private int address(Decoded d, boolean forWrite) {
            int operand = d.operand();
            switch (d.mode()) {
                case ZP -> {
                    code(2);
                    return operand;
                }
                case ABS -> {
                    code(3);
                    return operand;
                }
                case ZPX, ZPY -> {
                    code(2);
                    flush();
                    readConstantDiscarded(operand); // the base, read while the index is added
                    BlockWriter.push(m, operand);
                    getInt(d.mode() == Mode.ZPX ? "x" : "y");
                    m.visitInsn(Opcodes.IADD);
                    BlockWriter.push(m, 0xFF);
                    m.visitInsn(Opcodes.IAND);
                }
                case ABX, ABY -> {
                    code(3);
                    flush();
                    cpu();
                    BlockWriter.push(m, operand);
                    getInt(d.mode() == Mode.ABX ? "x" : "y");
                    indexed(forWrite);
                }
                case IZX -> {
                    code(2);
                    flush();
                    readConstantDiscarded(operand);
                    BlockWriter.push(m, operand);
                    getInt("x");
                    m.visitInsn(Opcodes.IADD);
                    BlockWriter.push(m, 0xFF);
                    m.visitInsn(Opcodes.IAND);
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_POINTER);
                    cpu();
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                    invoke("read", "(I)I");
                    cpu();
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                    m.visitInsn(Opcodes.ICONST_1);
                    m.visitInsn(Opcodes.IADD);
                    BlockWriter.push(m, 0xFF);
                    m.visitInsn(Opcodes.IAND);
                    invoke("read", "(I)I");
                    BlockWriter.push(m, 8);
                    m.visitInsn(Opcodes.ISHL);
                    m.visitInsn(Opcodes.IOR);
                    worst += 2;
                }
                case IZY -> {
                    code(2);
                    flush();
                    cpu();
                    readConstant(operand);
                    readConstant((operand + 1) & 0xFF);
                    BlockWriter.push(m, 8);
                    m.visitInsn(Opcodes.ISHL);
                    m.visitInsn(Opcodes.IOR);
                    getInt("y");
                    indexed(forWrite);
                }
                default -> throw new IllegalStateException(d.mode() + " has no effective address");
            }
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_ADDRESS);
            return -1;
        }

        /** base, index on the stack (over the CPU) -> the interpreter's indexed address, its dummy read made. */
        private void indexed(boolean forWrite) {
            invoke(forWrite ? "indexedWrite" : "indexedRead", "(II)I");
            worst++;
        }

        private void pushAddress(int constant) {
            if (constant >= 0) {
                BlockWriter.push(m, constant);
            } else {
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_ADDRESS);
            }
        }

        /** The store instructions: the value the interpreter computes, written at the address. */
        private void store(String mnemonic, int constant) {
            cpu();
            pushAddress(constant);
            switch (mnemonic) {
                case "STA" -> getInt("a");
                case "STX" -> getInt("x");
                case "STY" -> getInt("y");
                case "SAX" -> aAndX();
                case "SHA" -> {
                    aAndX();
                    invoke("storeHighAnd", "(II)V");
                    worst++;
                    return;
                }
                case "SHX", "SHY" -> {
                    getInt(mnemonic.equals("SHX") ? "x" : "y");
                    invoke("storeHighAnd", "(II)V");
                    worst++;
                    return;
                }
                case "TAS" -> {
                    invoke("tas", "(I)V");
                    worst++;
                    return;
                }
                default -> throw new IllegalStateException(mnemonic);
            }
            invoke("write", "(II)V");
            worst++;
        }

        /** With the CPU and the operand's value on the stack: what the instruction does with it. */
        private void valueOperation(String mnemonic) {
            switch (mnemonic) {
                case "ORA" -> invoke("ora", "(I)V");
                case "AND" -> invoke("and", "(I)V");
                case "EOR" -> invoke("eor", "(I)V");
                case "ADC" -> invoke("adc", "(I)V");
                case "SBC" -> invoke("sbc", "(I)V");
                case "BIT" -> invoke("bit", "(I)V");
                case "ANC" -> invoke("anc", "(I)V");
                case "ARR" -> invoke("arr", "(I)V");
                case "SBX" -> invoke("sbx", "(I)V");
                case "CMP", "CPX", "CPY" -> {
                    storeOperand();
                    cpu();
                    getInt(mnemonic.equals("CMP") ? "a" : mnemonic.equals("CPX") ? "x" : "y");
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                    invoke("compare", "(II)V");
                }
                case "NOP" -> {
                    m.visitInsn(Opcodes.POP);
                    m.visitInsn(Opcodes.POP);
                }
                case "LDA", "LDX", "LDY", "LAX" -> {
                    storeOperand();
                    setNz(mnemonic.equals("LAX") ? new String[] {"a", "x"} : new String[] {mnemonic.substring(2)
                            .toLowerCase()}, () -> m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER));
                }
                case "ALR" -> {
                    storeOperand();
                    cpu();
                    cpu();
                    getInt("a");
                    m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                    m.visitInsn(Opcodes.IAND);
                    invoke("lsr", "(I)I");
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "a", "I");
                }
                case "ANE" -> {
                    storeOperand();
                    setNz(new String[] {"a"}, () -> {
                        magicOrA();
                        getInt("x");
                        m.visitInsn(Opcodes.IAND);
                        m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                        m.visitInsn(Opcodes.IAND);
                    });
                }
                case "LXA" -> {
                    storeOperand();
                    setNz(new String[] {"a", "x"}, () -> {
                        magicOrA();
                        m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                        m.visitInsn(Opcodes.IAND);
                    });
                }
                case "LAS" -> {
                    storeOperand();
                    setNz(new String[] {"a", "x", "s"}, () -> {
                        m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                        getInt("s");
                        m.visitInsn(Opcodes.IAND);
                    });
                }
                default -> throw new IllegalStateException(mnemonic + " takes no operand value");
            }
        }

        /** Moves the operand value (over the CPU on the stack) into {@link #LOCAL_POINTER}, dropping the CPU. */
        private void storeOperand() {
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_POINTER);
            m.visitInsn(Opcodes.POP);
        }

        private void magicOrA() {
            getInt("a");
            m.visitFieldInsn(Opcodes.GETSTATIC, CPU, "UNSTABLE_MAGIC", "I");
            m.visitInsn(Opcodes.IOR);
        }

        private void aAndX() {
            getInt("a");
            getInt("x");
            m.visitInsn(Opcodes.IAND);
        }

        /** Sets each named register to nz(value), as {@code a = x = nz(value)} does. */
        private void setNz(String[] registers, Runnable value) {
            cpu();
            value.run();
            invoke("nz", "(I)I");
            m.visitVarInsn(Opcodes.ISTORE, LOCAL_POINTER);
            for (String register : registers) {
                cpu();
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_POINTER);
                m.visitFieldInsn(Opcodes.PUTFIELD, CPU, register, "I");
            }
        }

        /** The one-byte instructions after their two cycles; true for the stack ones, which access data. */
        private boolean implied(Decoded d) {
            switch (d.mnemonic()) {
                case "NOP" -> { }
                case "CLC" -> setBoolean("c", false);
                case "SEC" -> setBoolean("c", true);
                case "CLI" -> setBoolean("i", false);
                case "SEI" -> setBoolean("i", true);
                case "CLD" -> setBoolean("d", false);
                case "SED" -> setBoolean("d", true);
                case "CLV" -> setBoolean("v", false);
                case "TAX" -> transfer("a", "x");
                case "TAY" -> transfer("a", "y");
                case "TXA" -> transfer("x", "a");
                case "TYA" -> transfer("y", "a");
                case "TSX" -> transfer("s", "x");
                case "TXS" -> {
                    cpu();
                    getInt("x");
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "s", "I");
                }
                case "INX" -> step("x", 1);
                case "INY" -> step("y", 1);
                case "DEX" -> step("x", -1);
                case "DEY" -> step("y", -1);
                case "ASL", "LSR", "ROL", "ROR" -> {
                    cpu();
                    cpu();
                    getInt("a");
                    invoke(d.mnemonic().toLowerCase(), "(I)I");
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "a", "I");
                }
                case "PHA" -> {
                    flush();
                    cpu();
                    getInt("a");
                    invoke("push", "(I)V");
                    worst++;
                    return true;
                }
                case "PHP" -> {
                    flush();
                    cpu();
                    cpu();
                    m.visitFieldInsn(Opcodes.GETSTATIC, CPU, "B_FLAG", "I");
                    invoke("pushedFlags", "(I)I");
                    invoke("push", "(I)V");
                    worst++;
                    return true;
                }
                case "PLA" -> {
                    flush();
                    readStackTop();
                    setNz(new String[] {"a"}, () -> {
                        cpu();
                        invoke("pull", "()I");
                    });
                    worst++;
                    return true;
                }
                case "PLP" -> {
                    getBoolean("i");
                    m.visitVarInsn(Opcodes.ISTORE, LOCAL_MASK);
                    flush();
                    readStackTop();
                    cpu();
                    cpu();
                    invoke("pull", "()I");
                    invoke("setFlags", "(I)V");
                    worst++;
                    return true;
                }
                case "BRK" -> {
                    // The push and vector fetch of the interpreter's BRK, after its two fetches.
                    cpu();
                    BlockWriter.push(m, (d.address() + 2) & 0xFFFF);
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
                    flush();
                    cpu();
                    m.visitFieldInsn(Opcodes.GETSTATIC, CPU, "B_FLAG", "I");
                    invoke("pushStateAndVector", "(I)V");
                    worst += 5;
                    return true;
                }
                case "RTI" -> {
                    flush();
                    readStackTop();
                    cpu();
                    cpu();
                    invoke("pull", "()I");
                    invoke("setFlags", "(I)V");
                    pullPc();
                    worst += 3;
                    return true;
                }
                case "RTS" -> {
                    flush();
                    readStackTop();
                    pullPc();
                    cpu();
                    cpu();
                    getIntOf("pc");
                    invoke("dummyRead", "(I)V");
                    cpu();
                    cpu();
                    getIntOf("pc");
                    m.visitInsn(Opcodes.ICONST_1);
                    m.visitInsn(Opcodes.IADD);
                    BlockWriter.push(m, 0xFFFF);
                    m.visitInsn(Opcodes.IAND);
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
                    worst += 3;
                    return true;
                }
                default -> throw new IllegalStateException(d.mnemonic() + " is not translated");
            }
            return false;
        }

        /** pc = pull() | pull() << 8, as RTS and RTI take it from the stack. */
        private void pullPc() {
            cpu();
            cpu();
            invoke("pull", "()I");
            cpu();
            invoke("pull", "()I");
            BlockWriter.push(m, 8);
            m.visitInsn(Opcodes.ISHL);
            m.visitInsn(Opcodes.IOR);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
        }

        /**
         * A conditional branch: taken, it goes inside the block ({@link #jumpInside}) or leaves it, with its extra
         * cycles; not taken, the block goes on, or leaves when it ends there.
         */
        private void branch(Decoded d) {
            int next = d.next();
            int target = d.jumpTarget();
            int extra = (target ^ next) > 0xFF ? 2 : 1; // the read of the next opcode, and of the wrong page
            worst += 2;
            boolean inside = step.loopTo() >= 0 || step.skipTo() >= 0;
            Label taken = inside ? new Label() : exit(target, count, pending + extra, data);
            switch (d.mnemonic()) {
                case "BPL", "BMI" -> {
                    getInt("nResult");
                    BlockWriter.push(m, Mos6502.N_FLAG);
                    m.visitInsn(Opcodes.IAND);
                    m.visitJumpInsn(d.mnemonic().equals("BPL") ? Opcodes.IFEQ : Opcodes.IFNE, taken);
                }
                case "BNE", "BEQ" -> {
                    getInt("zResult");
                    m.visitJumpInsn(d.mnemonic().equals("BNE") ? Opcodes.IFNE : Opcodes.IFEQ, taken);
                }
                case "BCC", "BCS" -> {
                    getBoolean("c");
                    m.visitJumpInsn(d.mnemonic().equals("BCC") ? Opcodes.IFEQ : Opcodes.IFNE, taken);
                }
                case "BVC", "BVS" -> {
                    getBoolean("v");
                    m.visitJumpInsn(d.mnemonic().equals("BVC") ? Opcodes.IFEQ : Opcodes.IFNE, taken);
                }
                default -> throw new IllegalStateException(d.mnemonic());
            }
            if (inside) {
                Label notTaken = new Label();
                m.visitJumpInsn(Opcodes.GOTO, notTaken);
                m.visitLabel(taken);
                jumpInside(target, extra);
                m.visitLabel(notTaken);
            }
            if (step.goesOnAt() < 0) {
                jumpTo(exit(next, count, pending, data));
            }
        }

        /**
         * A branch taken or a JMP, {@code extra} code cycles after the instruction's: back to the instruction it loops
         * to while another round may start ({@link BlockRounds}), forward to the one it skips to (the instructions
         * skipped off the count), else out of the block to {@code target}. Inside, the cycles are brought up to date.
         */
        private void jumpInside(int target, int extra) {
            Label out = exit(target, count, pending + extra, data);
            int to;
            if (step.loopTo() >= 0) {
                to = step.loopTo();
                rounds.anotherRoundOrLeave(out, count - to, worst - worstAt[to]);
            } else if (step.skipTo() >= 0) {
                to = step.skipTo();
                rounds.skip(count - to, 0);
            } else {
                jumpTo(out);
                return;
            }
            if (pending + extra != 0 || data != 0) {
                addCycles(pending + extra, data);
            }
            jumpTo(labels[to]);
        }

        private void transfer(String from, String to) {
            setNz(new String[] {to}, () -> getInt(from));
        }

        /** INX, INY, DEX, DEY: the register +1 or -1, wrapped to 8 bits, with N and Z. */
        private void step(String register, int delta) {
            setNz(new String[] {register}, () -> {
                getInt(register);
                BlockWriter.push(m, delta);
                m.visitInsn(Opcodes.IADD);
                BlockWriter.push(m, 0xFF);
                m.visitInsn(Opcodes.IAND);
            });
        }

        /** The read of the stack top that pulls, RTS and JSR make first (S unchanged). */
        private void readStackTop() {
            cpu();
            BlockWriter.push(m, STACK_PAGE);
            getInt("s");
            m.visitInsn(Opcodes.IOR);
            invoke("dummyRead", "(I)V");
            worst++;
        }

        private void pushConstant(int value) {
            cpu();
            BlockWriter.push(m, value);
            invoke("push", "(I)V");
            worst++;
        }

        /** With the CPU on the stack: pushes cpu.read(address). */
        private void readConstant(int address) {
            cpu();
            BlockWriter.push(m, address);
            invoke("read", "(I)I");
            worst++;
        }

        /** The interpreter's dummy read, which a plain memory skips (its cycle is in the table). */
        private void readConstantDiscarded(int address) {
            cpu();
            BlockWriter.push(m, address);
            invoke("dummyRead", "(I)V");
            worst++;
        }

        /** {@code cycles} reads of the block's own code, counted at the next data access or exit. */
        private void code(int cycles) {
            pending += cycles;
            instructionCode += cycles;
            worst += cycles;
        }

        /**
         * Brings the cycle count up to date before an access that a hook may see. The data cycles wait for an exit or
         * a join ({@link #flushAll}): on a plain memory no hook can see the count.
         */
        private void flush() {
            if (pending != 0) {
                addCycles(pending, 0);
                pending = 0;
            }
        }

        /** Where two paths join: both bring code and data cycles up to date, so that none are pending there. */
        private void flushAll() {
            if (pending != 0 || data != 0) {
                addCycles(pending, data);
                pending = 0;
                data = 0;
            }
        }

        /** cycles += code + (plain ? dataCycles : 0). */
        private void addCycles(int code, int dataCycles) {
            cpu();
            m.visitInsn(Opcodes.DUP);
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, "cycles", "J");
            if (dataCycles == 0) {
                m.visitLdcInsn((long) code);
            } else {
                BlockWriter.push(m, code);
                m.visitVarInsn(Opcodes.ILOAD, LOCAL_PLAIN);
                BlockWriter.push(m, dataCycles);
                m.visitInsn(Opcodes.IAND);
                m.visitInsn(Opcodes.IADD);
                m.visitInsn(Opcodes.I2L);
            }
            m.visitInsn(Opcodes.LADD);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "cycles", "J");
        }

        /** The label of an exit, written once at the end of the block. */
        private Label exit(int pc, int count, int cycles, int dataCycles) {
            return exits.computeIfAbsent(new Exit(pc, count, cycles, dataCycles), key -> new Label());
        }

        private void jumpTo(Label exit) {
            m.visitJumpInsn(Opcodes.GOTO, exit);
        }

        /** The exits: each brings the cycles and the pc up to date and returns how many instructions ran. */
        private void finish() {
            for (Map.Entry<Exit, Label> entry : exits.entrySet()) {
                Exit exit = entry.getKey();
                m.visitLabel(entry.getValue());
                if (exit.cycles() != 0 || exit.data() != 0) {
                    addCycles(exit.cycles(), exit.data());
                }
                if (exit.pc() >= 0) {
                    cpu();
                    BlockWriter.push(m, exit.pc());
                    m.visitFieldInsn(Opcodes.PUTFIELD, CPU, "pc", "I");
                }
                rounds.push(exit.count(), BlockRounds.INSTRUCTIONS);
                m.visitInsn(Opcodes.IRETURN);
            }
        }

        private void cpu() {
            m.visitVarInsn(Opcodes.ALOAD, LOCAL_CPU);
        }

        private void getInt(String field) {
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, field, "I");
        }

        /** With the CPU already on the stack. */
        private void getIntOf(String field) {
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, field, "I");
        }

        private void getBoolean(String field) {
            cpu();
            m.visitFieldInsn(Opcodes.GETFIELD, CPU, field, "Z");
        }

        private void setBoolean(String field, boolean value) {
            cpu();
            m.visitInsn(value ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
            m.visitFieldInsn(Opcodes.PUTFIELD, CPU, field, "Z");
        }

        private void invoke(String method, String descriptor) {
            m.visitMethodInsn(Opcodes.INVOKEVIRTUAL, CPU, method, descriptor, false);
        }
    }
}
