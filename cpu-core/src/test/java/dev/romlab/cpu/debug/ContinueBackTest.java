package dev.romlab.cpu.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.reverse.SnapshotHistory;
import dev.romlab.cpu.z80.Z80;
import org.junit.jupiter.api.Test;

/**
 * {@link ReverseDebugger#continueBack()} stops where continue stopped going forward, exact to the cycle: at each
 * breakpoint whose condition held and after each access a watchpoint caught, newest first, with snapshots every few
 * instructions so that the search crosses many segments and meets stops right at a snapshot.
 */
class ContinueBackTest {

    /**
     * $0100 ld b,40 / loop: $0102 ld a,b / $0103 ld ($0200),a / $0106 and 3 / $0108 djnz loop / $010A halt: B counts
     * down from 40, stored each time.
     */
    private static final byte[] PROGRAM = {0x06, 40, 0x78, 0x32, 0x00, 0x02, (byte) 0xE6, 0x03, 0x10, (byte) 0xF8,
            0x76};

    private final CpuDescription z80 = CpuRegistry.standard().require("z80");
    private final Memory memory = new Memory();
    private final Z80 cpu = new Z80(memory, IoPorts.NONE);
    private final DebugSession session = new DebugSession(cpu, memory, address -> 0, z80.addressFormat());

    /** A stop: where in the session, why, and the whole machine then. */
    private record Stop(long position, StopReason reason, CpuState state, long cycles) {
    }

    @Test
    void eachContinueBackStopsWhereAContinueStoppedNewestFirst() {
        memory.load(0x0100, PROGRAM);
        cpu.setPc(0x0100);
        ExpressionSymbols symbols = session.watchpoints().symbols(new ExpressionSymbols(cpu, memory,
                z80.addressSpace(), z80.display().flags(), name -> null));
        session.addBreakpoint(0x0106, Expression.parse("B % 3 == 0", symbols), false);
        session.watchpoints().add(0x0200, 0x0200, false, true, Expression.parse("wpdata % 5 == 0", symbols));
        ReverseDebugger back = session.recordHistory(new SnapshotHistory.Limits(7, 1L << 30, 10_000));

        List<Stop> forward = new ArrayList<>();
        RunResult run;
        while (!((run = session.resume()).reason() instanceof StopReason.Halted)) {
            forward.add(new Stop(back.position(), run.reason(), cpu.saveState(), cpu.cycles()));
        }
        // B = 39, 36, ... 3 at the breakpoint, 40, 35, ... 5 written; for 30 and 15 the write's stop is at the
        // breakpoint, which the continue from there passes
        assertEquals(13 + 8 - 2, forward.size());

        for (int i = forward.size() - 1; i >= 0; i--) {
            Stop expected = forward.get(i);
            long present = cpu.cycles();
            RunResult moved = back.continueBack();
            assertEquals(expected, new Stop(back.position(), moved.reason(), cpu.saveState(), cpu.cycles()),
                    "continue back number " + (forward.size() - i));
            assertEquals(expected.cycles() - present, moved.cycles(), "the cycles gone back");
        }
        RunResult start = back.continueBack();
        assertTrue(session.describe(start.reason()).endsWith(": back at the start of the history"),
                session.describe(start.reason()));
        assertEquals(0, back.position());
    }

    @Test
    void theAccessesReplayedOnTheWayBackAreNoHitsGoingForward() {
        memory.load(0x0100, PROGRAM);
        cpu.setPc(0x0100);
        session.watchpoints().add(0x0200, 0x0200, false, true, null);
        ReverseDebugger back = session.recordHistory(new SnapshotHistory.Limits(7, 1L << 30, 10_000));
        session.resume();
        RunResult second = session.resume();
        long secondAt = back.position();
        session.resume();

        back.stepBack(6); // to before the loop's second pass: the replay on the way wrote $28 and $27 again
        RunResult next = session.resume();

        assertEquals("stopped at $0106: watchpoint: $0103 wrote $27 to $0200, was $28",
                session.describe(next.reason()));
        assertEquals(second.reason(), next.reason());
        assertEquals(secondAt, back.position());
    }
}
