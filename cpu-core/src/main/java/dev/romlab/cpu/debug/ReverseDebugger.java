package dev.romlab.cpu.debug;

import java.util.List;

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
 * back.continueBack();              // back to the previous breakpoint or watchpoint hit, or the start
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
        long cycles = cpu.cycles();
        if (count <= 0) {
            throw new IllegalArgumentException("instruction count must be positive: " + count);
        }
        long target = Math.max(reverse.earliest(), reverse.position() - count);
        return moveTo(target, reverse.position() - target < count ? null : "stepped back", cycles);
    }

    /**
     * Goes back one instruction, a call and everything it ran as one: from the instruction after a call, back to
     * the call; otherwise as {@link #stepBack} by one.
     */
    public RunResult nextBack() {
        long cycles = cpu.cycles(); // the present's, before a search back moves the machine
        long now = reverse.position();
        if (now == reverse.earliest()) {
            return moveTo(now, null, cycles);
        }
        if (!cpu.returnLinks().isEmpty()) {
            return moveTo(callReturnedHere(now), "stepped back", cycles);
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
        return moveTo(returnedHere ? at : now - 1, "stepped back", cycles);
    }

    /**
     * On a CPU that returns through registers ({@link Cpu#returnLinks()}: the TMS9900's BL and BLWP), the position of
     * the call that has just returned to the state at {@code now}, or {@code now - 1} when the instruction before
     * did not return here. The call is the newest one that returns to this pc with the registers its return link
     * names as they are now (the TMS9900's workspace pointer) and the stack pointer as now, unless the pc was at
     * this place in this context since (then the instruction before came here some other way: a jump back).
     */
    private long callReturnedHere(long now) {
        int pc = cpu.pc();
        int stack = cpu.stackPointer();
        List<Cpu.ReturnLink> linksNow = cpu.returnLinks();
        int[] valuesNow = new int[linksNow.size()];
        for (int i = 0; i < valuesNow.length; i++) {
            valuesNow[i] = cpu.registers().get(linksNow.get(i).register());
        }
        boolean[] call = new boolean[1];
        int[] stackBefore = new int[1]; // the state before's: where the call was made, BLWP's workspace not yet in
        long at = reverse.searchBackStates((position, instructionPc, state) -> {
            int callerStack = stackBefore[0];
            stackBefore[0] = state.stackPointer();
            if (state.pc() == pc && state.stackPointer() == stack && sameRegisters(linksNow, valuesNow, state)) {
                call[0] = false; // here before in the same context: no call came back here since
                return true;
            }
            int length = instructionPc < 0 ? 0 : session.callLength(instructionPc);
            if (length > 0 && ((instructionPc + length) & 0xFFFF) == pc && callerStack == stack
                    && returnsHere(pc, linksNow, valuesNow, state)) {
                call[0] = true;
                return true;
            }
            return false;
        });
        return at > 0 && call[0] ? at - 1 : now - 1;
    }

    /** Whether a return link of {@code state} lands at {@code pc} with its register as it is now. */
    private static boolean returnsHere(int pc, List<Cpu.ReturnLink> linksNow, int[] valuesNow, Cpu state) {
        for (Cpu.ReturnLink link : state.returnLinks()) {
            if ((link.pc() & 0xFFFF) == pc) {
                for (int i = 0; i < valuesNow.length; i++) {
                    if (linksNow.get(i).register().equals(link.register()) && valuesNow[i] == link.value()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether the registers of the return links have in {@code state} the values they have now. */
    private static boolean sameRegisters(List<Cpu.ReturnLink> linksNow, int[] valuesNow, Cpu state) {
        for (int i = 0; i < valuesNow.length; i++) {
            if (state.registers().get(linksNow.get(i).register()) != valuesNow[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Goes back to the newest earlier state at which a forward {@code continue} would have stopped: before an
     * instruction at an enabled breakpoint whose condition held there, or after one whose accesses a watchpoint
     * caught (the stop line says what it accessed, as going forward); to the start of the history when there is
     * none.
     */
    public RunResult continueBack() {
        long cycles = cpu.cycles();
        StopReason[] stop = new StopReason[1];
        long at = reverse.searchBackStates((position, instructionPc, state) -> {
            StopReason reason = session.replayedStop(instructionPc, state);
            if (reason != null) {
                stop[0] = reason;
            }
            return reason != null;
        });
        if (at < 0) {
            return moveTo(reverse.earliest(), null, cycles);
        }
        RunResult moved = moveTo(at, "breakpoint", cycles);
        return session.rememberMove(new RunResult(stop[0], moved.cycles(), moved.instructions(), moved.unit()));
    }

    /**
     * Goes back out of the current routine, to the call that entered it: the newest earlier call whose stack is above
     * every stack since, or on a CPU that returns through registers (the TMS9900) the newest call after which the
     * return links ({@link Cpu#returnLinks()}) included one the routine still has.
     *
     * @throws IllegalArgumentException when no call in the history entered it; the machine stays where it was
     */
    public RunResult finishBack() {
        long cycles = cpu.cycles();
        long now = reverse.position();
        List<Cpu.ReturnLink> linksNow = cpu.returnLinks();
        if (!linksNow.isEmpty()) {
            // the newest call right after which the return links included one of now's: its return has not come yet
            long after = reverse.searchBackStates((position, instructionPc, state) -> instructionPc >= 0
                    && session.callLength(instructionPc) > 0
                    && state.returnLinks().stream().anyMatch(linksNow::contains));
            return after > 0 ? moveTo(after - 1, "back at the call", cycles) : noCallEntered(now);
        }
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
        return at < 0 ? noCallEntered(now) : moveTo(at, "back at the call", cycles);
    }

    /** Puts the machine back at {@code now}, where a search left it, and says why it stays there. */
    private RunResult noCallEntered(long now) {
        reverse.goTo(now);
        session.afterReplay();
        throw new IllegalArgumentException("no call in the history entered this routine");
    }

    /** Goes to {@code target} from the present, which had run {@code cycles}; {@code cause} null: the start. */
    private RunResult moveTo(long target, String cause, long cycles) {
        long from = reverse.position();
        reverse.goTo(target);
        session.afterReplay();
        StopReason reason = new StopReason.SteppedBack(cpu.pc(),
                cause == null ? "back at the start of the history" : cause);
        return session.rememberMove(new RunResult(reason, cpu.cycles() - cycles, target - from, cpu.cycleUnit()));
    }
}
