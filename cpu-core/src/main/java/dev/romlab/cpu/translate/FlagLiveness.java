package dev.romlab.cpu.translate;

import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Which flags each instruction of a block leaves for a later one to read. A flag an instruction sets is dead when the
 * block's next instructions set it again before any reads it; a translator may leave a dead flag uncomputed, as an
 * RL chain through a multi-byte number needs only each RL's carry. Every flag is live where the block may leave
 * (its last instruction, a branch, a jump, a loop's way back, an instruction that may stop the block): a block
 * leaves the flags exactly as the interpreter does, so only an instruction that always goes on to the next step can
 * have dead ones, and one backward pass finds them.
 */
public final class FlagLiveness {

    private FlagLiveness() {
    }

    /**
     * The flags live after each step: of {@code all}, those some later instruction may read before it writes them.
     *
     * @param read    the flags an instruction reads (all of them when it may read any: Q, PUSH AF, a helper)
     * @param written the flags it always writes
     * @param goesOn  whether it always goes on to the next step, the block never leaving there
     */
    public static <I extends BlockPlan.Instruction> int[] after(List<BlockPlan.Step<I>> steps, int all,
            ToIntFunction<I> read, ToIntFunction<I> written, Predicate<I> goesOn) {
        int n = steps.size();
        int[] live = new int[n];
        int liveBefore = all;
        for (int k = n - 1; k >= 0; k--) {
            BlockPlan.Step<I> step = steps.get(k);
            I instruction = step.instruction();
            boolean next = k + 1 < n && step.goesOnAt() >= 0 && step.loopTo() < 0 && goesOn.test(instruction);
            live[k] = next ? liveBefore : all;
            liveBefore = (read.applyAsInt(instruction) | live[k] & ~written.applyAsInt(instruction)) & all;
        }
        return live;
    }
}
