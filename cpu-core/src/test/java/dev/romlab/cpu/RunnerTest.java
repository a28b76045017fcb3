package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Run control over a toy CPU whose program is a table of jumps, so each rule is visible on its own. */
class RunnerTest {

    /**
     * A toy CPU: every instruction takes 3 cycles and moves the pc to {@code next[pc]}; address 0xFF halts.
     * A call pushes the return address on a one-slot stack; address 0x1FE returns through it.
     */
    private static final class ToyCpu implements Cpu {
        final int[] next = new int[0x10000];
        int pc;
        long cycles;
        int returnSlot;
        boolean halted;

        ToyCpu() {
            for (int i = 0; i < next.length; i++) {
                next[i] = (i + 1) & 0xFFFF;
            }
        }

        @Override
        public void reset() {
            pc = 0;
            halted = false;
        }

        @Override
        public int step() {
            if (pc == 0xFF) {
                halted = true;
            } else {
                pc = pc == 0x1FE ? returnSlot : next[pc];
            }
            cycles += 3;
            return 3;
        }

        @Override
        public long cycles() {
            return cycles;
        }

        @Override
        public int pc() {
            return pc;
        }

        @Override
        public void setPc(int address) {
            pc = address;
        }

        @Override
        public int stackPointer() {
            return 0;
        }

        @Override
        public boolean halted() {
            return halted;
        }

        @Override
        public CycleUnit cycleUnit() {
            return CycleUnit.CYCLES;
        }

        @Override
        public RegisterFile registers() {
            throw new UnsupportedOperationException("not needed by these tests");
        }

        @Override
        public void enterCall(int entry, int returnAddress) {
            returnSlot = returnAddress;
            pc = entry;
        }
    }

    @Test
    void runsUntilTheCpuHalts() {
        ToyCpu cpu = new ToyCpu();
        cpu.pc = 0xF0;
        RunResult result = new Runner(cpu).run();
        // 0xF0..0xFE are 15 instructions, 0xFF executes and halts: 16 instructions of 3 cycles.
        assertEquals(new StopReason.Halted(0xFF), result.reason());
        assertEquals(16, result.instructions());
        assertEquals(48, result.cycles());
    }

    @Test
    void stopsWhenTheBudgetIsSpent() {
        ToyCpu cpu = new ToyCpu();
        cpu.next[0x10] = 0x10; // a tight infinite loop
        cpu.pc = 0x10;
        RunResult result = new Runner(cpu).budget(30).run();
        assertEquals(new StopReason.BudgetExhausted(30, CycleUnit.CYCLES), result.reason());
        assertEquals(10, result.instructions());
    }

    @Test
    void stopsAtABreakpointAndResumesPastIt() {
        ToyCpu cpu = new ToyCpu();
        Runner runner = new Runner(cpu).breakpoint(0x05);
        assertEquals(new StopReason.Breakpoint(0x05), runner.run().reason());
        assertEquals(0x05, cpu.pc);
        RunResult resumed = runner.run();
        assertInstanceOf(StopReason.Halted.class, resumed.reason());
    }

    @Test
    void aHookThatMovesThePcLetsTheRunGoOnFromThere() {
        ToyCpu cpu = new ToyCpu();
        Runner runner = new Runner(cpu).hook(0x03, c -> {
            c.setPc(0xFF);
            return null;
        });
        RunResult result = runner.run();
        // 0x00, 0x01, 0x02 execute; the hook sends the pc to 0xFF, which executes and halts.
        assertEquals(new StopReason.Halted(0xFF), result.reason());
        assertEquals(4, result.instructions());
    }

    @Test
    void callRunsTheRoutineUntilItReturnsToTheGivenAddress() {
        ToyCpu cpu = new ToyCpu();
        cpu.pc = 0x4000;
        List<Integer> seen = new ArrayList<>();
        RunResult result = new Runner(cpu)
                .trace((pc, cycles, c) -> seen.add(pc))
                .call(0x1FC, 0x8000);
        assertEquals(new StopReason.Returned(0x8000), result.reason());
        assertEquals(List.of(0x1FC, 0x1FD, 0x1FE), seen);
        assertEquals(9, result.cycles());
    }

    @Test
    void runToReturnRunsACallTheCallerEnteredAndPutsBackTheHookItBorrowed() {
        ToyCpu cpu = new ToyCpu();
        cpu.pc = 0x1FC;
        cpu.returnSlot = 0x8000;
        Runner runner = new Runner(cpu).breakpoint(0x8000);
        assertEquals(new StopReason.Returned(0x8000), runner.runToReturn(0x8000).reason());
        cpu.pc = 0x7FFF;
        assertEquals(new StopReason.Breakpoint(0x8000), runner.run().reason());
    }

    @Test
    void anInstructionCountStopsTheRunAfterThatManyInstructions() {
        ToyCpu cpu = new ToyCpu();
        Runner runner = new Runner(cpu).breakpoint(0x10);
        RunResult result = runner.run(2);
        assertEquals(new StopReason.Stepped(0x02), result.reason());
        assertEquals(2, result.instructions());
        assertEquals(6, result.cycles());
        // a hook ends the run before the count does
        assertEquals(new StopReason.Breakpoint(0x10), runner.run(100).reason());
    }
}
