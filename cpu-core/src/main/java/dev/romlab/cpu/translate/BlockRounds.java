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
 *
 * <p>A CPU whose memory accesses add their wait states to its cycle count as they run (the TMS9900) keeps its rounds
 * {@link #onLiveCycles}: the counter {@link #CYCLES} then holds only what the rounds add beyond that count, and the
 * test before a round adds what the CPU counted since the block's start, against a bound taken there.
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
    /** Pushes the CPU's live cycle count (a long); null when the block's cycles are all its constants. */
    private final Runnable cpuCycles;
    /** A skip has been written: the tests of the rounds after it take the form that C2 does not count. */
    private boolean skipped;

    /**
     * The rounds of a block written into {@code m}, whose {@code counters} counters (2 or more) are kept in the locals
     * from {@code firstLocal} on when {@code loops} (the block loops or skips forward).
     */
    public BlockRounds(MethodVisitor m, int firstLocal, int counters, boolean loops) {
        this(m, firstLocal, counters, loops, null);
    }

    private BlockRounds(MethodVisitor m, int firstLocal, int counters, boolean loops, Runnable cpuCycles) {
        if (counters < 2) {
            throw new IllegalArgumentException("instructions and cycles at least: " + counters);
        }
        this.m = m;
        this.firstLocal = firstLocal;
        this.counters = counters;
        this.loops = loops;
        this.cpuCycles = cpuCycles;
    }

    /**
     * The rounds of a block of a CPU that adds some of its cycles to its own count while the block runs, which
     * {@code cpuCycles} pushes (a long): {@link #CYCLES} counts the rest. Its locals from {@code firstLocal} on: the
     * counters, then (a long) the CPU's count at the block's start plus {@link Translation#iterationLimit}, then the
     * cycles of the round being tested ({@link #anotherRoundOrLeave(Label, Runnable, int...)}).
     */
    public static BlockRounds onLiveCycles(MethodVisitor m, int firstLocal, int counters, boolean loops,
            Runnable cpuCycles) {
        return new BlockRounds(m, firstLocal, counters, loops, cpuCycles);
    }

    /** A label for each step of {@code plan} that a jump goes back to; null for the others. */
    public static Label[] loopLabels(BlockPlan<?> plan) {
        Label[] labels = new Label[plan.steps().size()];
        for (BlockPlan.Step<?> step : plan.steps()) {
            if (step.loopTo() >= 0) {
                labels[step.loopTo()] = new Label();
            }
        }
        return labels;
    }

    /** The first local after the rounds' own: the counters, the bound's two slots and a round's cycles. */
    public int nextFreeLocal() {
        return roundCycles() + 1;
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
            if (cpuCycles != null) {
                cpuCycles.run();
                iterationLimit();
                m.visitInsn(Opcodes.LADD);
                m.visitVarInsn(Opcodes.LSTORE, bound());
            }
        }
    }

    /**
     * Goes to {@code leave} unless another round of {@code amounts} (one per counter, instructions and cycles
     * first) may start; else adds it to the rounds and falls through, for the translator to jump back. A round
     * may start while the cycles of the rounds gone round, this one included (and, {@link #onLiveCycles}, those the
     * CPU counted since the block's start), stay below {@link Translation#iterationLimit}, so that every instruction
     * of the next still starts inside the budget, and below {@link BlockWriter#MAX_LOOPED_INSTRUCTIONS}, which
     * bounds the rounds' instructions too: every instruction takes a cycle or more ({@link #onLiveCycles}, whose
     * counter holds only part of the cycles, tests the instructions themselves).
     */
    public void anotherRoundOrLeave(Label leave, int... amounts) {
        round(leave, () -> BlockWriter.push(m, amounts[CYCLES]), amounts);
    }

    /**
     * {@link #anotherRoundOrLeave(Label, int...)} for a round whose cycles are {@code amounts[CYCLES]} plus the int
     * {@code runTimeCycles} pushes, read as the block runs (the wait states of the TMS9900's instruction fetches,
     * which a page's may change without a new translation).
     */
    public void anotherRoundOrLeave(Label leave, Runnable runTimeCycles, int... amounts) {
        BlockWriter.push(m, amounts[CYCLES]);
        runTimeCycles.run();
        m.visitInsn(Opcodes.IADD);
        m.visitVarInsn(Opcodes.ISTORE, roundCycles());
        round(leave, () -> m.visitVarInsn(Opcodes.ILOAD, roundCycles()), amounts);
    }

    /** The test and the adding of a round whose cycles {@code cycles} pushes (an int, pushed twice). */
    private void round(Label leave, Runnable cycles, int[] amounts) {
        if (amounts.length != counters) {
            throw new IllegalArgumentException(amounts.length + " amounts for " + counters + " counters");
        }
        if (amounts[CYCLES] < amounts[INSTRUCTIONS]) {
            throw new IllegalStateException("a round of " + amounts[INSTRUCTIONS] + " instructions in "
                    + amounts[CYCLES] + " cycles: every instruction takes one or more");
        }
        if (cpuCycles != null) {
            m.visitVarInsn(Opcodes.ILOAD, firstLocal + INSTRUCTIONS);
            BlockWriter.push(m, BlockWriter.MAX_LOOPED_INSTRUCTIONS - amounts[INSTRUCTIONS]);
            m.visitJumpInsn(Opcodes.IF_ICMPGE, leave);
        }
        m.visitVarInsn(Opcodes.ILOAD, firstLocal + CYCLES);
        cycles.run();
        m.visitInsn(Opcodes.IADD);
        if (cpuCycles != null) {
            m.visitInsn(Opcodes.I2L);
            cpuCycles.run();
            m.visitInsn(Opcodes.LADD);
            m.visitVarInsn(Opcodes.LLOAD, bound());
            m.visitInsn(Opcodes.LCMP);
            m.visitJumpInsn(Opcodes.IFGE, leave);
            addRound(cycles, amounts);
            return;
        }
        // One int compare with Translation.roundCycleLimit, which also bounds the instructions. As "cycles <
        // limit" C2 counts the loop (1.14 to 1.28 on the Z80's rollDie, 1.22 on COMET II's xorshift, against a long
        // compare with iterationLimit and the instructions' own test); where a skip changes the counter inside the
        // loop, C2's counted loop (strip-mined) ran 0.88 on the 6502's refill, so there it is "limit - cycles > 0".
        m.visitVarInsn(Opcodes.ALOAD, BlockWriter.TRANSLATION);
        m.visitFieldInsn(Opcodes.GETFIELD, Type.getInternalName(Translation.class), "roundCycleLimit", "I");
        if (skipped) {
            m.visitInsn(Opcodes.SWAP);
            m.visitInsn(Opcodes.ISUB);
            m.visitJumpInsn(Opcodes.IFLE, leave);
        } else {
            m.visitJumpInsn(Opcodes.IF_ICMPGE, leave);
        }
        addRound(cycles, amounts);
    }

    /** Adds a round of {@code amounts}, the cycles those {@code cycles} pushes, to the counters. */
    private void addRound(Runnable cycles, int[] amounts) {
        for (int counter = 0; counter < counters; counter++) {
            m.visitVarInsn(Opcodes.ILOAD, firstLocal + counter);
            if (counter == CYCLES) {
                cycles.run();
            } else {
                BlockWriter.push(m, amounts[counter]);
            }
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
        skipped = true;
        for (int counter = 0; counter < counters; counter++) {
            if (amounts[counter] != 0) {
                m.visitIincInsn(firstLocal + counter, amounts[counter]);
            }
        }
    }

    private void iterationLimit() {
        m.visitVarInsn(Opcodes.ALOAD, BlockWriter.TRANSLATION);
        m.visitFieldInsn(Opcodes.GETFIELD, Type.getInternalName(Translation.class), "iterationLimit", "J");
    }

    /** The long local of the CPU's count at the block's start plus the iteration limit ({@link #onLiveCycles}). */
    private int bound() {
        return firstLocal + counters;
    }

    /** The int local of the cycles of the round being tested, after the bound's two slots. */
    private int roundCycles() {
        return firstLocal + counters + 2;
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
