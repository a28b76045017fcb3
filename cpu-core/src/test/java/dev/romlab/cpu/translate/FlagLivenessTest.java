package dev.romlab.cpu.translate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Which flags a block's instructions leave live, on made-up instructions with 4 flags (bit 0 the carry). */
class FlagLivenessTest {

    private static final int ALL = 0xF;
    private static final int CARRY = 1;

    /** An instruction reading and writing flags; {@code stays}: it always goes on to the next. */
    private record Made(int read, int written, boolean stays, Flow flow) implements BlockPlan.Instruction {

        @Override
        public int length() {
            return 1;
        }

        @Override
        public int jumpTarget() {
            return -1;
        }
    }

    /** Like RL: reads the carry, writes every flag. */
    private static final Made ROTATE = new Made(CARRY, ALL, true, Flow.NEXT);
    /** Like XOR: writes every flag, reads none. */
    private static final Made LOGIC = new Made(0, ALL, true, Flow.NEXT);
    /** Like ADD HL,rr: writes the carry and one more flag, keeps the rest. */
    private static final Made ADD = new Made(0, CARRY | 2, true, Flow.NEXT);
    /** Like DEC r: writes all but the carry. */
    private static final Made DECREMENT = new Made(0, ALL & ~CARRY, true, Flow.NEXT);
    /** Like LD r,r'. */
    private static final Made MOVE = new Made(0, 0, true, Flow.NEXT);
    /** Like a store: no flags, but the block may leave after it. */
    private static final Made STORE = new Made(0, 0, false, Flow.NEXT);
    /** Like JR NZ: reads one flag, and may leave. */
    private static final Made BRANCH = new Made(4, 0, true, Flow.BRANCH);

    private static int[] liveAfter(Made... instructions) {
        List<BlockPlan.Step<Made>> steps = new ArrayList<>();
        for (int k = 0; k < instructions.length; k++) {
            steps.add(new BlockPlan.Step<>(k, instructions[k], k + 1, -1, -1));
        }
        return FlagLiveness.after(steps, ALL, Made::read, Made::written, Made::stays);
    }

    @Test
    void aChainOfRotatesNeedsOnlyEachCarryAndTheLastInFull() {
        assertArrayEquals(new int[] {CARRY, CARRY, ALL}, liveAfter(ROTATE, ROTATE, ROTATE));
    }

    @Test
    void aFlagWrittenAgainBeforeAnyReadIsDeadAndAMovePassesLivenessOn() {
        assertArrayEquals(new int[] {0, 0, ALL}, liveAfter(ROTATE, MOVE, LOGIC));
    }

    @Test
    void flagsAnInstructionKeepsStayLiveFromWhatFollowsIt() {
        // ADD's carry is read by the decrement's successor only through it: the decrement keeps the carry
        assertArrayEquals(new int[] {CARRY, ALL, ALL}, liveAfter(ADD, DECREMENT, BRANCH));
        // before an ADD, the flags it keeps are live, those it writes dead
        assertArrayEquals(new int[] {ALL & ~(CARRY | 2), ALL}, liveAfter(LOGIC, ADD));
    }

    @Test
    void everyFlagIsLiveWhereTheBlockMayLeave() {
        assertArrayEquals(new int[] {ALL, CARRY, ALL}, liveAfter(STORE, ROTATE, ROTATE));
        assertArrayEquals(new int[] {ALL, ALL, ALL}, liveAfter(ROTATE, STORE, ROTATE));
        assertArrayEquals(new int[] {ALL, ALL}, liveAfter(ROTATE, BRANCH));
    }
}
