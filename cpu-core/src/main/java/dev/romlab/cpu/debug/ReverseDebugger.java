package dev.romlab.cpu.debug;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.reverse.ReverseExecution;
import dev.romlab.cpu.reverse.SnapshotHistory;

/**
 * The reverse counterparts of a {@link DebugSession}'s step, next, continue and finish, as gdb's reverse-step,
 * reverse-next, reverse-continue and reverse-finish do them, exact to the cycle (see {@link ReverseExecution}).
 *
 * <pre>{@code
 * ReverseDebugger back = session.recordHistory(SnapshotHistory.Limits.DEFAULT);
 * session.resume();                 // to a breakpoint, a watch, a HALT
 * back.stepBack(3);                 // the state three instructions earlier
 * back.continueBack();              // back to the previous breakpoint hit, or the start
 * }</pre>
 *
 * Each returns a result whose counts are negative: the cycles and instructions gone back.
 */
public final class ReverseDebugger {

    private final DebugSession session;
    private final ReverseExecution reverse;
    private final Cpu cpu;

    ReverseDebugger(DebugSession session, ReverseExecution reverse) {
        this.session = session;
        this.reverse = reverse;
        this.cpu = session.cpu();
    }

    /** Instructions executed since the session started, along the current timeline. */
    public long position() {
        return reverse.position();
    }

    /** The snapshots kept, their cap and their memory. */
    public SnapshotHistory history() {
        return reverse.history();
    }

    /** Goes back {@code count} instructions, or to the start of the history when it is nearer. */
    public RunResult stepBack(long count) {
        if (count <= 0) {
            throw new IllegalArgumentException("instruction count must be positive: " + count);
        }
        long target = Math.max(reverse.earliest(), reverse.position() - count);
        return moveTo(target, reverse.position() - target < count ? null : "stepped back");
    }

    /**
     * Goes back one instruction, a call and everything it ran as one: from the instruction after a call, back to
     * the call; otherwise as {@link #stepBack} by one.
     */
    public RunResult nextBack() {
        long now = reverse.position();
        if (now == reverse.earliest()) {
            return moveTo(now, null);
        }
        int level = cpu.stackPointer();
        int pc = cpu.pc();
        int[] found = new int[1];
        // the newest earlier state whose stack is not below this one's: the instruction before, or the call whose
        // callee has just returned here
        long at = reverse.searchBack((position, atPc, sp) -> {
            found[0] = atPc;
            return DebugSession.atOrAbove(sp, level);
        });
        int length = at < 0 ? 0 : session.callLength(found[0]);
        boolean returnedHere = at >= 0 && at < now - 1 && length > 0 && ((found[0] + length) & 0xFFFF) == pc;
        return moveTo(returnedHere ? at : now - 1, "stepped back");
    }

    /** Goes back to the previous breakpoint hit, or to the start of the history when there is none. */
    public RunResult continueBack() {
        long at = reverse.searchBack((position, pc, sp) -> session.breakpointAt(pc));
        if (at < 0) {
            return moveTo(reverse.earliest(), null);
        }
        RunResult moved = moveTo(at, "breakpoint");
        return new RunResult(new StopReason.Breakpoint(cpu.pc()), moved.cycles(), moved.instructions(),
                moved.unit());
    }

    /**
     * Goes back out of the current routine, to the call that entered it (the newest earlier call whose stack is above
     * every stack since).
     *
     * @throws IllegalArgumentException when no call in the history entered it; the machine stays where it was
     */
    public RunResult finishBack() {
        long now = reverse.position();
        int[] ceiling = {cpu.stackPointer()};
        long at = reverse.searchBack((position, pc, sp) -> {
            if (session.callLength(pc) > 0 && sp != ceiling[0] && DebugSession.atOrAbove(sp, ceiling[0])) {
                return true;
            }
            if (DebugSession.atOrAbove(sp, ceiling[0])) {
                ceiling[0] = sp;
            }
            return false;
        });
        if (at < 0) {
            reverse.goTo(now);
            throw new IllegalArgumentException("no call in the history entered this routine");
        }
        return moveTo(at, "back at the call");
    }

    /** Goes to {@code target}; {@code cause} null: the start of the history. */
    private RunResult moveTo(long target, String cause) {
        long from = reverse.position();
        long cycles = cpu.cycles();
        reverse.goTo(target);
        StopReason reason = new StopReason.SteppedBack(cpu.pc(),
                cause == null ? "back at the start of the history" : cause);
        return new RunResult(reason, cpu.cycles() - cycles, target - from, cpu.cycleUnit());
    }
}
