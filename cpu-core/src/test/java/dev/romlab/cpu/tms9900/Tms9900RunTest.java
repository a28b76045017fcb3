package dev.romlab.cpu.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.CpuState;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the vectors cannot show: run control, interrupts, IDLE, illegal opcodes, X chains, the CRU port numbering,
 * the register file and the external-instruction hook.
 */
class Tms9900RunTest {

    private final Memory memory = new Memory();

    private void words(int address, int... words) {
        for (int word : words) {
            memory.write(address++, word >>> 8);
            memory.write(address++, word);
        }
    }

    private int word(int address) {
        return memory.read(address) << 8 | memory.read(address + 1);
    }

    private Tms9900 cpu(int pc, int wp) {
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.setPc(pc);
        cpu.registers().set("WP", wp);
        return cpu;
    }

    @Test
    void aCallReturnsWhenBStarR11ComesBack() {
        words(0xA000, 0x0200, 0x002A, 0x045B);              // LI R0,42; B *R11
        Tms9900 cpu = cpu(0, 0x8300);
        RunResult result = new Runner(cpu).call(0xA000, 0x6000);
        assertEquals(new StopReason.Returned(0x6000), result.reason());
        assertEquals(42, cpu.registers().get("R0"));
        assertEquals(12 + (8 + 4), result.cycles(), "LI, then B with *R11's 4");
    }

    @Test
    void aBlwpCallEntersThroughItsVectorAndReturnsOnRtwpToTheCallersWorkspace() {
        words(0xA000, 0x8300, 0xA004);                      // the vector: WP, PC
        words(0xA004, 0x0200, 0x002A, 0x0380);              // LI R0,42; RTWP
        Tms9900 cpu = cpu(0, 0x83E0);
        cpu.enterBlwp(0xA000, 0x6000);
        assertEquals(0xA004, cpu.pc());
        assertEquals(0x8300, cpu.wp());
        assertEquals(0x83E0, word(0x831A), "the caller's WP in R13");
        assertEquals(0x6000, word(0x831C), "the return address in R14");
        RunResult result = new Runner(cpu).runToReturn(0x6000);
        assertEquals(new StopReason.Returned(0x6000), result.reason());
        assertEquals(42, word(0x8300));
        assertEquals(0x83E0, cpu.wp(), "RTWP restores the caller's workspace");
        assertEquals(12 + 14, result.cycles(), "LI and RTWP; the BLWP itself is not counted");
    }

    @Test
    void theRegistersAreTheWorkspaceAndR10IsTheStackPointer() {
        Tms9900 cpu = cpu(0, 0x8300);
        cpu.registers().set("r10", 0x3FFE);
        assertEquals(0x3FFE, word(0x8314));
        assertEquals(0x3FFE, cpu.stackPointer());
        cpu.registers().set("WP", 0x8321);
        assertEquals(0x8320, cpu.registers().get("WP"), "WP is even");
        assertThrows(IllegalArgumentException.class, () -> cpu.registers().get("R16"));
    }

    @Test
    void anIllegalOpcodeStopsOnItWithATrap() {
        words(0xA000, 0x0200, 0x0001, 0x0000);             // LI R0,1; >0000
        Tms9900 cpu = cpu(0xA000, 0x8300);
        RunResult result = new Runner(cpu).run();
        assertEquals(new StopReason.Trap(0xA004, "illegal opcode >0000"), result.reason());
        assertEquals(0xA004, cpu.pc());
        cpu.setPc(0xA000);
        assertFalse(cpu.halted(), "moving the pc ends the stop");
    }

    @Test
    void everyUndefinedOpcodeRangeIsIllegal() {
        for (int opcode : new int[] {0x0000, 0x01FF, 0x0320, 0x033F, 0x0780, 0x07FF, 0x0C00, 0x0FFF}) {
            words(0xA000, opcode);
            Tms9900 cpu = cpu(0xA000, 0x8300);
            cpu.step();
            assertTrue(cpu.halted(), String.format(">%04X", opcode));
        }
    }

    @Test
    void anEndlessChainOfXStopsInsteadOfHanging() {
        words(0xA000, 0x0490);                              // X *R0
        words(0x8300, 0x8302, 0x0490);                      // R0 -> R1, which holds X *R0 again
        Tms9900 cpu = cpu(0xA000, 0x8300);
        RunResult result = new Runner(cpu).run();
        assertEquals(new StopReason.Trap(0xA000, "X executing X 1024 times"), result.reason());
    }

    @Test
    void anInterruptAtOrBelowTheMaskSwitchesContextThroughItsVector() {
        words(0x0004, 0x8380, 0xB000);                      // level 1: WP >8380, PC >B000
        words(0xA000, 0x0300, 0x0002, 0x1000);              // LIMI 2; NOP (JMP $+2)
        Tms9900 cpu = cpu(0xA000, 0x8300);
        cpu.interruptRequest(1);
        cpu.step();                                         // LIMI 2 (the mask was 0: nothing taken before it)
        assertEquals(0xA004, cpu.pc());
        assertEquals(22, cpu.step());
        assertEquals(0xB000, cpu.pc());
        assertEquals(0x8380, cpu.registers().get("WP"));
        assertEquals(0x8300, cpu.registers().get("R13"));
        assertEquals(0xA004, cpu.registers().get("R14"));
        assertEquals(0x0002, cpu.registers().get("R15"));
        assertEquals(0, cpu.st() & Tms9900.MASK, "the mask drops to the level - 1");
    }

    @Test
    void noInterruptRightAfterBlwp() {
        words(0x0004, 0x8380, 0xB000);
        words(0xA000, 0x0420, 0xA100);                      // BLWP @>A100
        words(0xA100, 0x83A0, 0xC000);
        Tms9900 cpu = cpu(0xA000, 0x8300);
        cpu.registers().set("ST", 0x000F);
        cpu.step();
        assertEquals(0xC000, cpu.pc());
        cpu.interruptRequest(1);
        words(0xC000, 0x1000);
        cpu.step();
        assertEquals(0xC002, cpu.pc(), "the routine's first instruction ran");
        cpu.step();
        assertEquals(0xB000, cpu.pc(), "then the interrupt");
    }

    @Test
    void theBlockAfterBlwpLastsOneInstruction() {
        words(0x0004, 0x8380, 0xB000);
        words(0xA000, 0x0420, 0xA100);                      // BLWP @>A100
        words(0xA100, 0x83A0, 0xC000);
        words(0xC000, 0x1000, 0x1000);
        Tms9900 cpu = cpu(0xA000, 0x8300);
        cpu.registers().set("ST", 0x000F);
        cpu.step();
        cpu.step();                                         // the routine's first instruction, nothing requested
        cpu.interruptRequest(1);
        cpu.step();
        assertEquals(0xB000, cpu.pc(), "a request after it is taken at once");
    }

    @Test
    void aRestoredStateBringsBackItsPendingInterruptAndItsBlock() {
        words(0x0004, 0x8380, 0xB000);
        words(0xA000, 0x0420, 0xA100, 0x1000);              // BLWP @>A100; NOP
        words(0xA100, 0x83A0, 0xC000);
        words(0xC000, 0x1000, 0x1000);
        Tms9900 cpu = cpu(0xA000, 0x8300);
        cpu.registers().set("ST", 0x000F);
        cpu.interruptRequest(1);
        CpuState pending = cpu.saveState();
        cpu.interruptRequest(-1);
        cpu.step();                                         // the BLWP: its routine's first instruction runs next
        CpuState blocked = cpu.saveState();
        cpu.step();
        cpu.restoreState(pending);
        cpu.step();
        assertEquals(0xB000, cpu.pc(), "the restored request is taken");
        cpu.restoreState(blocked);
        cpu.interruptRequest(1);
        cpu.step();
        assertEquals(0xC002, cpu.pc(), "the restored state's block holds: the routine's first instruction ran");
        cpu.interruptRequest(1);
        cpu.step();
        assertEquals(0xB000, cpu.pc(), "then the interrupt");
    }

    @Test
    void resetSwitchesThroughTheVectorAtZeroWithAClearStatus() {
        words(0x0000, 0x83E0, 0x0024);                      // the console ROM's reset vector
        Tms9900 cpu = cpu(0xA000, 0x8300);
        cpu.registers().set("ST", 0xFE0F);
        cpu.reset();
        assertEquals(0x83E0, cpu.registers().get("WP"));
        assertEquals(0x0024, cpu.pc());
        assertEquals(0, cpu.st());
        assertEquals(0x8300, cpu.registers().get("R13"));
        assertEquals(0xA000, cpu.registers().get("R14"));
    }

    @Test
    void idleWaitsForAnInterrupt() {
        words(0x0008, 0x8380, 0xB000);                      // level 2
        words(0xA000, 0x0340);                              // IDLE
        Tms9900 cpu = cpu(0xA000, 0x8300);
        cpu.registers().set("ST", 0x0002);
        List<Tms9900.External> seen = new ArrayList<>();
        cpu.externalListener((instruction, tms) -> seen.add(instruction));
        RunResult result = new Runner(cpu).run();
        assertEquals(new StopReason.Halted(0xA000, "idle"), result.reason()); // the IDLE word itself
        assertEquals(List.of(Tms9900.External.IDLE), seen);
        cpu.interruptRequest(2);
        cpu.step();
        assertFalse(cpu.halted());
        assertEquals(0xB000, cpu.pc());
    }

    @Test
    void hooksAndWaitStatesSetAfterTheCpuIsMadeCount() {
        words(0xA000, 0xC020, 0x9000);                      // MOV @>9000,R0
        Tms9900 cpu = cpu(0xA000, 0x8300);
        List<Integer> reads = new ArrayList<>();
        memory.hook(0x9000, 0x90FF, new Memory.Hook() {
            @Override
            public int read(Memory at, int address) {
                reads.add(address);
                return address & 0xFF;
            }

            @Override
            public void write(Memory at, int address, int value) {
            }
        });
        memory.waitStates(0x9000, 0x90FF, 4);
        assertEquals(14 + 8 + 4, cpu.step());
        assertEquals(List.of(0x9001, 0x9000), reads, "a word as two bytes, the odd one first");
        assertEquals(0x0001, cpu.registers().get("R0"));
    }

    @Test
    void cruBitsAreNumberedFromHalfOfR12() {
        List<String> writes = new ArrayList<>();
        words(0xA000, 0x1D05, 0x1EFF);                      // SBO 5; SBZ -1
        Tms9900 cpu = new Tms9900(memory, new IoPorts() {
            @Override
            public int in(int port) {
                return 0;
            }

            @Override
            public void out(int port, int value) {
                writes.add(String.format("%03X=%d", port, value));
            }
        });
        cpu.setPc(0xA000);
        cpu.registers().set("WP", 0x8300);
        cpu.registers().set("R12", 0x1300);
        cpu.step();
        cpu.step();
        assertEquals(List.of("985=1", "97F=0"), writes);
    }
}
