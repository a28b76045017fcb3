package dev.romlab.cpu.translate;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The bytecode that counts the rounds of a block that loops ({@link BlockPlan}): a local per counter of the block
 * holds what the rounds gone round so far added to it (counter {@link #INSTRUCTIONS}, counter {@link #CYCLES}, then
 * any of the CPU's own: the Z80's M1 cycles), a test before each further round, and the totals at an exit. A branch
 * that skips forward inside the block ({@link BlockPlan.Step#skipTo}) takes off what the instructions it skips would
 * have added ({@link #skip}). In a block that does neither it writes nothing and the totals are the constants.
 */
public final class BlockRounds {

    /** The counter of instructions executed. */
    public static final int INSTRUCTIONS = 0;
    /** The counter of cycles, which {@link Translation#iterationLimit} bounds. */
    public static final int CYCLES = 1;

    private final MethodVisitor m;
    private final int firstLocal;
    private final int counters;
    private final boolean loops;

    /**
     * The rounds of a block written into {@code m}, whose {@code counters} counters (2 or more) are kept in the locals
     * from {@code firstLocal} on when {@code loops} (the block loops or skips forward).
     */
    public BlockRounds(MethodVisitor m, int firstLocal, int counters, boolean loops) {
        if (counters < 2) {
            throw new IllegalArgumentException("instructions and cycles at least: " + counters);
        }
        this.m = m;
        this.firstLocal = firstLocal;
        this.counters = counters;
        this.loops = loops;
    }

    /** Whether the block loops: its counts are then the constants plus the rounds'. */
    public boolean loops() {
        return loops;
    }

    /** Writes the locals' first values, none gone round: at the block's start. */
    public void start() {
        if (loops) {
            for (int counter = 0; counter < counters; counter++) {
                m.visitInsn(Opcodes.ICONST_0);
                m.visitVarInsn(Opcodes.ISTORE, firstLocal + counter);
            }
        }
    }

    /**
     * Goes to {@code leave} unless another round of {@code amounts} (one per counter, instructions and cycles
     * first) may start; else adds it to the rounds and falls through, for the translator to jump back. A round
     * may start while the cycles of the rounds gone round, this one included, stay below
     * {@link Translation#iterationLimit}, so that every instruction of the next still starts inside the budget, and
     * the instructions below {@link BlockWriter#MAX_LOOPED_INSTRUCTIONS}.
     */
    public void anotherRoundOrLeave(Label leave, int... amounts) {
        if (amounts.length != counters) {
            throw new IllegalArgumentException(amounts.length + " amounts for " + counters + " counters");
        }
        m.visitVarInsn(Opcodes.ILOAD, firstLocal + INSTRUCTIONS);
        BlockWriter.push(m, BlockWriter.MAX_LOOPED_INSTRUCTIONS - amounts[INSTRUCTIONS]);
        m.visitJumpInsn(Opcodes.IF_ICMPGE, leave);
        m.visitVarInsn(Opcodes.ILOAD, firstLocal + CYCLES);
        BlockWriter.push(m, amounts[CYCLES]);
        m.visitInsn(Opcodes.IADD);
        m.visitInsn(Opcodes.I2L);
        m.visitVarInsn(Opcodes.ALOAD, BlockWriter.TRANSLATION);
        m.visitFieldInsn(Opcodes.GETFIELD, Type.getInternalName(Translation.class), "iterationLimit", "J");
        m.visitInsn(Opcodes.LCMP);
        m.visitJumpInsn(Opcodes.IFGE, leave);
        for (int counter = 0; counter < counters; counter++) {
            m.visitVarInsn(Opcodes.ILOAD, firstLocal + counter);
            BlockWriter.push(m, amounts[counter]);
            m.visitInsn(Opcodes.IADD);
            m.visitVarInsn(Opcodes.ISTORE, firstLocal + counter);
        }
    }

    /**
     * A branch taken forward past instructions of the block: adds {@code amounts} (one per counter, instructions and
     * cycles first), each what the instructions skipped would have added, negated, to the rounds. No test: a skip
     * adds to no count.
     */
    public void skip(int... amounts) {
        if (amounts.length != counters) {
            throw new IllegalArgumentException(amounts.length + " amounts for " + counters + " counters");
        }
        if (!loops) {
            throw new IllegalStateException("a block that skips keeps the rounds' locals: made as one that loops");
        }
        for (int counter = 0; counter < counters; counter++) {
            if (amounts[counter] != 0) {
                m.visitIincInsn(firstLocal + counter, amounts[counter]);
            }
        }
    }

    /** Pushes {@code constant} plus, in a block that loops, what the rounds added to {@code counter} (an int). */
    public void push(int constant, int counter) {
        BlockWriter.push(m, constant);
        if (loops) {
            m.visitVarInsn(Opcodes.ILOAD, firstLocal + counter);
            m.visitInsn(Opcodes.IADD);
        }
    }
}
