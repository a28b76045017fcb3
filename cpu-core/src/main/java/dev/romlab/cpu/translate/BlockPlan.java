package dev.romlab.cpu.translate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The instructions of one block in the order it runs them, as a translator decodes them: on through jumps and calls
 * to a known target, past a conditional branch not taken, and through a return to the return address of a call the
 * block made itself (the translator checks the popped address when the block runs). A taken jump back to one of the
 * block's own instructions is a loop: the block goes round inside its code ({@link BlockRounds}); a taken branch
 * forward to a later instruction of the block may skip there, for a translator that counts the instructions skipped
 * ({@link BlockRounds#skip}).
 *
 * @param steps the instructions, the first at the block's start
 * @param runs  the runs of addresses the block holds, as pairs of first and after-last addresses
 * @param <I>   the translator's decoded instruction
 */
public record BlockPlan<I extends BlockPlan.Instruction>(List<Step<I>> steps, int[] runs) {

    /** What a plan needs of a decoded instruction. */
    public interface Instruction {

        /** Its length in the memory's addresses (bytes, or words on a word-addressed memory). */
        int length();

        Flow flow();

        /** Where it may jump, call or repeat to: -1 when that is not known. */
        int jumpTarget();
    }

    /**
     * One instruction of the block as it runs.
     *
     * @param address     where it is
     * @param instruction what it is
     * @param goesOnAt    where the block goes on after it, -1 when it leaves there
     * @param loopTo      the index of the step a taken jump goes back to, -1 when it does not loop
     * @param skipTo      the index of the first later step at a taken branch's target, -1 when none is there: the
     *                    block may go on there, past the steps in between
     */
    public record Step<I>(int address, I instruction, int goesOnAt, int loopTo, int skipTo) {
    }

    /**
     * The block from {@code pc}, whose instruction is {@code first}, decoding the next with {@code decode} (null: left
     * to the interpreter, and the block ends before it) wherever {@link BlockWriter#mayGoOnAt} allows.
     */
    public static <I extends Instruction> BlockPlan<I> of(int pc, I first, BlockWriter writer, IntFunction<I> decode) {
        return of(pc, first, writer, Integer.MAX_VALUE, decode);
    }

    /**
     * {@link #of(int, Instruction, BlockWriter, IntFunction)} with at most {@code maxSteps} steps: for a translator
     * whose instructions make more bytecode than the engine's most allows (HotSpot compiles no method past 8,000
     * bytes).
     */
    public static <I extends Instruction> BlockPlan<I> of(int pc, I first, BlockWriter writer, int maxSteps,
            IntFunction<I> decode) {
        List<Step<I>> steps = new ArrayList<>();
        Map<Integer, Integer> lastStepAt = new HashMap<>();
        Deque<Integer> returns = new ArrayDeque<>();
        List<Integer> runs = new ArrayList<>();
        int address = pc;
        int runStart = pc;
        I instruction = first;
        while (true) {
            int index = steps.size();
            lastStepAt.put(address, index);
            int next = address + instruction.length();
            Flow flow = instruction.flow();
            int loopTo = -1;
            if (instruction.jumpTarget() >= 0 && (flow == Flow.BRANCH || flow == Flow.JUMP || flow == Flow.REPEAT)) {
                Integer target = lastStepAt.get(instruction.jumpTarget());
                if (target != null && (target > 0 || writer.mayLoopToStart())) {
                    loopTo = target;
                }
            }
            int goesOnAt = switch (flow) {
                case NEXT, BRANCH, REPEAT -> next;
                case JUMP -> loopTo >= 0 ? -1 : instruction.jumpTarget();
                case CALL -> instruction.jumpTarget();
                case RETURN -> returns.isEmpty() ? -1 : returns.peek();
                case END -> -1;
            };
            I following = goesOnAt >= 0 && index + 1 < maxSteps && writer.mayGoOnAt(goesOnAt, index + 1)
                    ? decode.apply(goesOnAt) : null;
            steps.add(new Step<>(address, instruction, following != null ? goesOnAt : -1, loopTo, -1));
            if (following == null) {
                runs.add(runStart);
                runs.add(next);
                break;
            }
            if (flow == Flow.CALL) {
                returns.push(writer.wrap(next));
            } else if (flow == Flow.RETURN) {
                returns.pop();
            }
            if (goesOnAt != next) {
                runs.add(runStart);
                runs.add(next);
                runStart = goesOnAt;
            }
            address = goesOnAt;
            instruction = following;
        }
        return new BlockPlan<>(withSkips(steps), runs.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The steps, each branch that does not loop given the first later step at its target. */
    private static <I extends Instruction> List<Step<I>> withSkips(List<Step<I>> steps) {
        List<Step<I>> skipping = new ArrayList<>(steps.size());
        for (int k = 0; k < steps.size(); k++) {
            Step<I> step = steps.get(k);
            int target = step.instruction().jumpTarget();
            int skipTo = -1;
            if (step.instruction().flow() == Flow.BRANCH && target >= 0 && step.loopTo() < 0) {
                for (int later = k + 1; later < steps.size() && skipTo < 0; later++) {
                    if (steps.get(later).address() == target) {
                        skipTo = later;
                    }
                }
            }
            skipping.add(new Step<>(step.address(), step.instruction(), step.goesOnAt(), step.loopTo(), skipTo));
        }
        return List.copyOf(skipping);
    }

    /** Whether some step jumps back to one of the block's instructions. */
    public boolean loops() {
        return steps.stream().anyMatch(step -> step.loopTo() >= 0);
    }

    /** Whether some step may skip forward to a later instruction of the block. */
    public boolean skips() {
        return steps.stream().anyMatch(step -> step.skipTo() >= 0);
    }

    /** The block's shape, taking at most {@code worstCycles} and {@code accesses} memory accesses. */
    public BlockShape shape(int worstCycles, int accesses) {
        return new BlockShape(runs[0], runs[1], steps.size(), worstCycles, accesses, runs.length > 2 ? runs : null);
    }
}
