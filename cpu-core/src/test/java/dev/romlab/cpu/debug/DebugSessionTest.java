package dev.romlab.cpu.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.z80.Z80;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Run control on a Z80 running a main program that calls a subroutine (T-states: Zilog UM0080). */
class DebugSessionTest {

    /**
     * $0100 call $0110 (17) / $0103 inc a (4) / $0104 halt (4); $0110 ld a,5 (7) / $0112 ret (10).
     * The call decoder knows the one call at $0100, as the disassembler would say.
     */
    private static final int MAIN = 0x0100;
    private static final int AFTER_CALL = 0x0103;
    private static final int HALT = 0x0104;
    private static final int ROUTINE = 0x0110;

    private final Memory memory = new Memory();
    private final Z80 cpu = new Z80(memory, IoPorts.NONE);
    private DebugSession session;

    @BeforeEach
    void load() {
        memory.load(MAIN, new byte[] {(byte) 0xCD, 0x10, 0x01, 0x3C, 0x76});
        memory.load(ROUTINE, new byte[] {0x3E, 0x05, (byte) 0xC9});
        cpu.setPc(MAIN);
        session = new DebugSession(cpu, memory, address -> address == MAIN ? 3 : 0,
                CpuRegistry.standard().require("z80").addressFormat())
                .labels(address -> address >= MAIN && address <= HALT ? labelled("main", address - MAIN)
                        : address >= ROUTINE && address <= ROUTINE + 2 ? labelled("five", address - ROUTINE) : null);
    }

    private static String labelled(String name, int offset) {
        return offset == 0 ? name : name + "+" + offset;
    }

    @Test
    void runsUntilHaltWithoutStopConditions() {
        RunResult run = session.resume();

        assertEquals(new StopReason.Halted(HALT), run.reason());
        assertEquals(17 + 7 + 10 + 4 + 4, run.cycles());
        assertEquals(6, cpu.registers().get("A"));
    }

    @Test
    void breakpointStopsBeforeTheInstructionAndResumingMovesPastIt() {
        session.addBreakpoint(ROUTINE + 2);

        RunResult first = session.resume();
        assertEquals(new StopReason.Breakpoint(ROUTINE + 2), first.reason());
        assertEquals("stopped at $0112 (five+2): breakpoint", session.describe(first.reason()));
        assertEquals(17 + 7, first.cycles());

        RunResult second = session.resume();
        assertEquals(new StopReason.Halted(HALT), second.reason());
        assertEquals(10 + 4 + 4, second.cycles());
        assertEquals(second, session.lastRun());
    }

    @Test
    void removedBreakpointNoLongerStops() {
        session.addBreakpoint(AFTER_CALL);
        assertEquals(List.of(AFTER_CALL), session.breakpoints());

        assertTrue(session.removeBreakpoint(AFTER_CALL));
        assertFalse(session.removeBreakpoint(AFTER_CALL));
        assertEquals(new StopReason.Halted(HALT), session.resume().reason());
    }

    @Test
    void stepRunsOneInstructionIntoTheCall() {
        RunResult run = session.step(1);

        assertEquals(new StopReason.Stepped(ROUTINE), run.reason());
        assertEquals("stopped at $0110 (five): step", session.describe(run.reason()));
        assertEquals(17, run.cycles());
    }

    @Test
    void stepCountStopsEarlierAtABreakpoint() {
        session.addBreakpoint(ROUTINE + 2);

        RunResult run = session.step(10);

        assertEquals(new StopReason.Breakpoint(ROUTINE + 2), run.reason());
        assertEquals(2, run.instructions());
    }

    @Test
    void nextStepsOverTheCallAsOneStep() {
        RunResult run = session.next();

        assertEquals(new StopReason.Stepped(AFTER_CALL), run.reason());
        assertEquals(17 + 7 + 10, run.cycles());
        assertEquals(3, run.instructions());
        // not a call: one instruction
        assertEquals(new StopReason.Stepped(HALT), session.next().reason());
    }

    @Test
    void nextStopsAtABreakpointInsideTheCall() {
        session.addBreakpoint(ROUTINE + 2);

        assertEquals(new StopReason.Breakpoint(ROUTINE + 2), session.next().reason());
        // the step over is forgotten: going on runs to the end
        assertEquals(new StopReason.Halted(HALT), session.resume().reason());
    }

    @Test
    void untilAddressStopsBeforeIt() {
        session.stopBefore(HALT);

        RunResult run = session.resume();

        assertEquals(new StopReason.Reached(HALT), run.reason());
        assertEquals("stopped at $0104 (main+4): until address", session.describe(run.reason()));
    }

    @Test
    void enteredRoutineStopsWhenItReturns() {
        session.enterCall(ROUTINE, 0x0000);

        RunResult run = session.resume();

        assertEquals(new StopReason.Returned(0x0000), run.reason());
        assertEquals("stopped at $0000: returned", session.describe(run.reason()));
        assertEquals(7 + 10, run.cycles());
        assertEquals(0xFFFF, cpu.stackPointer());
    }

    @Test
    void reachingTheReturnAddressDeeperInTheStackIsNoReturn() {
        // main's own call reaches $0110 with the stack two bytes deeper than where main started
        session.enterCall(MAIN, ROUTINE);

        RunResult run = session.resume();

        assertEquals(new StopReason.Halted(HALT), run.reason());
    }

    @Test
    void returnIsFoundWhenTheStackWrapsAtTheTopOfMemory() {
        cpu.registers().set("SP", 0x0000);
        session.enterCall(ROUTINE, 0x0000);

        assertEquals(new StopReason.Returned(0x0000), session.resume().reason());
        assertEquals(0x0000, cpu.stackPointer());
    }

    @Test
    void reportedBreakpointsCallTheReporterAndGoOn() {
        List<Integer> reported = new ArrayList<>();
        session.addBreakpoint(AFTER_CALL);
        session.addBreakpoint(ROUTINE);
        session.reportBreakpoints(reported::add);

        assertEquals(new StopReason.Halted(HALT), session.resume().reason());
        assertEquals(List.of(ROUTINE, AFTER_CALL), reported);
    }

    @Test
    void budgetLimitsEachResume() {
        memory.load(HALT, new byte[] {0x18, (byte) 0xFE}); // jr $ : a loop that never ends
        session.budget(100);

        RunResult run = session.resume();

        assertEquals(new StopReason.BudgetExhausted(100, CycleUnit.T_STATES), run.reason());
        assertEquals(new StopReason.BudgetExhausted(100, CycleUnit.T_STATES), session.resume().reason());
    }

    private Expression condition(String text) {
        return Expression.parse(text, new ExpressionSymbols(cpu, memory,
                CpuRegistry.standard().require("z80").addressSpace(),
                CpuRegistry.standard().require("z80").display().flags(), name -> null));
    }

    @Test
    void aConditionalBreakpointStopsOnlyWhenItsConditionHolds() {
        session.addBreakpoint(AFTER_CALL, condition("A == 4"), false);
        session.addBreakpoint(HALT, condition("A == 6"), false);

        assertEquals(new StopReason.Breakpoint(HALT), session.resume().reason()); // A is 5 at AFTER_CALL
    }

    @Test
    void aConditionThatCannotBeEvaluatedStops() {
        session.addBreakpoint(AFTER_CALL, condition("1 / (A - 5) == 0"), false);

        assertEquals(new StopReason.Breakpoint(AFTER_CALL), session.resume().reason());
    }

    @Test
    void aTemporaryBreakpointGoesOnceItHasStopped() {
        session.addBreakpoint(ROUTINE, null, true);

        assertEquals(new StopReason.Breakpoint(ROUTINE), session.resume().reason());
        assertNull(session.breakpoint(ROUTINE));
    }

    @Test
    void aDisabledBreakpointDoesNotStop() {
        session.addBreakpoint(ROUTINE);

        assertTrue(session.enableBreakpoint(ROUTINE, false));
        assertEquals(new StopReason.Halted(HALT), session.resume().reason());
    }

    @Test
    void runToStopsAtTheAddressThisOnce() {
        assertEquals(new StopReason.Reached(ROUTINE + 2), session.runTo(ROUTINE + 2).reason());
        assertEquals(new StopReason.Halted(HALT), session.resume().reason());
    }

    @Test
    void aWriteWatchpointStopsAfterTheWritingInstructionSayingWhoWroteWhat() {
        session.watchpoints().add(0xFFFD, 0xFFFD, false, true, null); // the call's return address, low byte

        RunResult run = session.resume();

        assertEquals(new StopReason.Watchpoint(ROUTINE, "$0100 (main) wrote $03 to $FFFD, was $00"), run.reason());
        assertEquals("stopped at $0110 (five): watchpoint: $0100 (main) wrote $03 to $FFFD, was $00",
                session.describe(run.reason()));
    }

    @Test
    void aReadWatchpointSeesTheReturnPoppingItsAddress() {
        session.watchpoints().add(0xFFFC, 0xFFFD, true, false, null);

        RunResult run = session.resume();

        assertEquals(new StopReason.Watchpoint(AFTER_CALL, "$0112 (five+2) read $03 from $FFFD"), run.reason());
    }

    @Test
    void aWatchpointsConditionReadsTheValue() {
        ExpressionSymbols symbols = session.watchpoints().symbols(new ExpressionSymbols(cpu, memory,
                CpuRegistry.standard().require("z80").addressSpace(),
                CpuRegistry.standard().require("z80").display().flags(), name -> null));
        // the call writes $01 to $FFFE first, which the condition passes over
        session.watchpoints().add(0xFFFD, 0xFFFE, false, true, Expression.parse("wpdata == 3 && wpaddr == $FFFD",
                symbols));

        assertEquals("$0100 (main) wrote $03 to $FFFD, was $00",
                ((StopReason.Watchpoint) session.resume().reason()).access());
    }

    @Test
    void removingTheLastWatchpointLeavesMemoryUnobserved() {
        session.watchpoints().add(0x9000, 0x9000, true, true, null);
        assertTrue(memory.pageHooks()[0x90] != null);

        assertTrue(session.watchpoints().remove(0x9000));

        assertNull(memory.pageHooks()[0x90]);
        assertEquals(new StopReason.Halted(HALT), session.resume().reason());
    }

    @Test
    void finishRunsToTheReturnOfTheRoutineRunningNow() {
        session.step(1); // into the routine

        RunResult run = session.finish();

        assertEquals(new StopReason.Returned(AFTER_CALL), run.reason());
        assertEquals(7 + 10, run.cycles());
    }
}
