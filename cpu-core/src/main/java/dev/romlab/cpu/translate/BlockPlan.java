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
 * block's own instructions is a loop: the block goes round inside its code ({@link BlockRounds}).
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
     */
    public record Step<I>(int address, I instruction, int goesOnAt, int loopTo) {
    }

    /**
     * The block from {@code pc}, whose instruction is {@code first}, decoding the next with {@code decode} (null: left
     * to the interpreter, and the block ends before it) wherever {@link BlockWriter#mayGoOnAt} allows.
     */
    public static <I extends Instruction> BlockPlan<I> of(int pc, I first, BlockWriter writer, IntFunction<I> decode) {
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
            I following = goesOnAt >= 0 && writer.mayGoOnAt(goesOnAt, index + 1) ? decode.apply(goesOnAt) : null;
            steps.add(new Step<>(address, instruction, following != null ? goesOnAt : -1, loopTo));
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
        return new BlockPlan<>(List.copyOf(steps), runs.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Whether some step jumps back to one of the block's instructions. */
    public boolean loops() {
        return steps.stream().anyMatch(step -> step.loopTo() >= 0);
    }

    /** The block's shape, taking at most {@code worstCycles} and {@code accesses} memory accesses. */
    public BlockShape shape(int worstCycles, int accesses) {
        return new BlockShape(runs[0], runs[1], steps.size(), worstCycles, accesses, runs.length > 2 ? runs : null);
    }
}
