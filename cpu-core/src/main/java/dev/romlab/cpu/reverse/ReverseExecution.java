package dev.romlab.cpu.reverse;

import java.util.Arrays;
import java.util.Objects;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;

/**
 * Going back in a run, exactly: periodic snapshots and deterministic replay, over any {@link Cpu} that can save and
 * restore its state.
 *
 * <pre>{@code
 * ReverseExecution reverse = new ReverseExecution(runner, memory, SnapshotHistory.Limits.DEFAULT);
 * reverse.beforeRun();
 * reverse.afterRun(runner.run(1_000_000));   // snapshots every 65,536 instructions on the way
 * reverse.goTo(reverse.position() - 1);      // the state after 999,999 instructions, to the cycle
 * }</pre>
 *
 * The forward {@link Runner} takes a snapshot every {@link SnapshotHistory.Limits#interval()} instructions (between
 * two instructions: the interpreters know nothing of it). Going to an earlier position restores the newest snapshot
 * at or before it and replays the instructions in between on a runner of its own, which has no hooks, no trace and
 * no budget, so it stops nowhere on the way. Replay is exact because the CPU state includes everything the
 * instructions read: registers, hidden registers, interrupt lines, cycle counter, and the console's input position
 * (input once read is kept and read again, output already shown is not written twice). A change the user makes by
 * hand between runs (a register, a byte of memory) is seen by {@link #beforeRun()} and kept as a pinned snapshot,
 * since replay cannot recreate it. The future after a position gone back to is forgotten: running forward again
 * recomputes it.
 */
public final class ReverseExecution {

    /** What a backward search looks at: the state after {@code position} instructions, as pc and stack pointer. */
    @FunctionalInterface
    public interface Visitor {

        /** Whether {@code position} is the one searched for; positions come newest first. */
        boolean visit(long position, int pc, int stackPointer);
    }

    /**
     * What a backward search over whole states tests: the machine as it is at {@code position}, reached by the
     * instruction at {@code instructionPc} (-1 when the state was restored from a snapshot, with no instruction run
     * into it by this replay, so that a test about the instruction just run cannot tell).
     */
    @FunctionalInterface
    public interface StateTest {

        /** Whether the state at {@code position} is the one searched for; the machine is in it now. */
        boolean holds(long position, int instructionPc, Cpu cpu);
    }

    private final Runner forward;
    private final Cpu cpu;
    private final Memory memory;
    private final SnapshotHistory history;
    private final Runner replay;
    /** Instructions executed since the session's start, along the current timeline. */
    private long position;
    /** The position at which the current forward run started. */
    private long runStart;
    /** The machine as the last run or move left it, to tell a change made by hand. */
    private CpuState stateAtStop;
    private MemoryImage memoryAtStop;
    /** The pc and stack pointer of each position of the segment being searched; grown as needed, then reused. */
    private int[] trailPc = new int[0];
    private int[] trailSp = new int[0];
    private int trailLength;

    /** Starts recording the runs of {@code forward} over {@code memory}: the first snapshot is the state now. */
    public ReverseExecution(Runner forward, Memory memory, SnapshotHistory.Limits limits) {
        this.forward = Objects.requireNonNull(forward);
        this.cpu = forward.cpu();
        this.memory = Objects.requireNonNull(memory);
        this.history = new SnapshotHistory(limits);
        this.replay = new Runner(cpu).budget(Long.MAX_VALUE);
        replay.trace((pc, cycles, at) -> record(at));
        history.add(new Snapshot(0, cpu.saveState(), MemoryImage.capture(memory, null), true));
        forward.checkpoints(limits.interval(), instructions -> snapshot(runStart + instructions, false));
        rememberStop();
    }

    /** Instructions executed since the start of the session, along the current timeline. */
    public long position() {
        return position;
    }

    /** The earliest position reachable: the session's start (never thinned away). */
    public long earliest() {
        return history.oldest().position();
    }

    public SnapshotHistory history() {
        return history;
    }

    /** To call before each forward run: keeps a change made by hand since the last stop as a pinned snapshot. */
    public void beforeRun() {
        if (!cpu.saveState().equals(stateAtStop) || !memoryAtStop.matches(memory)) {
            snapshot(position, true);
        }
        runStart = position;
    }

    /** To call after each forward run, with its result. */
    public void afterRun(RunResult result) {
        position += result.instructions();
        rememberStop();
    }

    /**
     * Puts the machine in the state it had after {@code target} instructions (from {@link #earliest()} to
     * {@link #position()}), and forgets the timeline after it.
     */
    public void goTo(long target) {
        if (target < earliest() || target > position) {
            throw new IllegalArgumentException("position " + target + " is outside the history, "
                    + earliest() + " to " + position);
        }
        beforeRun(); // a change by hand at the present is part of the history too
        Snapshot start = history.get(history.indexAtOrBefore(target));
        restore(start);
        if (target > start.position()) {
            replay.trace(null);
            replay.run(target - start.position());
            replay.trace((pc, cycles, at) -> record(at));
        }
        history.dropAfter(target);
        position = target;
        forward.nextCheckpointIn(history.latest().position() + history.limits().interval() - target);
        rememberStop();
    }

    /**
     * The newest position before {@link #position()} that {@code visitor} accepts, or -1 when none back to the start
     * of the history does. Replays each snapshot's segment, newest segment first; the machine is left in some state
     * of the search, so follow with {@link #goTo}.
     */
    public long searchBack(Visitor visitor) {
        long end = position;
        beforeRun();
        if (end == earliest()) {
            return -1;
        }
        for (int index = history.indexAtOrBefore(end - 1); index >= 0; index--) {
            Snapshot start = history.get(index);
            int count = Math.toIntExact(end - start.position()); // the states at start .. end - 1
            restore(start);
            trailLength = 0;
            record(cpu);
            if (count > 1) {
                replay.run(count - 1);
            }
            for (int k = count - 1; k >= 0; k--) {
                if (visitor.visit(start.position() + k, trailPc[k], trailSp[k])) {
                    return start.position() + k;
                }
            }
            end = start.position();
        }
        return -1;
    }

    /**
     * The newest position before {@link #position()} whose state {@code test} accepts, or -1 when none back to the
     * start of the history does. Each snapshot's segment is replayed, newest segment first, with {@code test} told of
     * every state on the way, in order, while the machine is in it: memory, hidden registers and the accesses the
     * instruction just made (a watchpoint's), not only the pc. A segment is replayed one instruction past its end,
     * so that the state at a snapshot is also seen as reached by its instruction. The machine is left in some state
     * of the search, so follow with {@link #goTo}.
     */
    public long searchBackStates(StateTest test) {
        long now = position;
        beforeRun();
        if (now == earliest()) {
            return -1;
        }
        long end = now;
        long[] newest = {-1};
        for (int index = history.indexAtOrBefore(now - 1); index >= 0; index--) {
            Snapshot start = history.get(index);
            long first = start.position();
            long last = end == now ? now - 1 : end; // the state at "end" is also reached by the instruction before it
            restore(start);
            newest[0] = test.holds(first, -1, cpu) ? first : -1;
            long[] at = {first};
            replay.trace((pc, cycles, cpuAfter) -> {
                at[0]++;
                if (test.holds(at[0], pc, cpuAfter)) {
                    newest[0] = at[0];
                }
            });
            try {
                if (last > first) {
                    replay.run(last - first);
                }
            } finally {
                replay.trace((pc, cycles, cpuAfter) -> record(cpuAfter));
            }
            if (newest[0] >= 0) {
                return newest[0];
            }
            end = first;
        }
        return -1;
    }

    private void record(Cpu at) {
        if (trailLength == trailPc.length) {
            int length = Math.max(1024, trailPc.length * 2);
            trailPc = Arrays.copyOf(trailPc, length);
            trailSp = Arrays.copyOf(trailSp, length);
        }
        trailPc[trailLength] = at.pc();
        trailSp[trailLength] = at.stackPointer();
        trailLength++;
    }

    private void snapshot(long at, boolean pinned) {
        MemoryImage previous = history.size() == 0 ? null : history.latest().memory();
        history.add(new Snapshot(at, cpu.saveState(), MemoryImage.capture(memory, previous), pinned));
    }

    private void restore(Snapshot snapshot) {
        cpu.restoreState(snapshot.cpu());
        snapshot.memory().restore(memory);
    }

    private void rememberStop() {
        stateAtStop = cpu.saveState();
        memoryAtStop = MemoryImage.capture(memory, memoryAtStop);
    }
}
