package dev.romlab.cpu.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.Test;

/**
 * The TI-99/4A's wait states per region and the scratchpad's mirrors, through the copy loop of the diary
 * ({@code MOVB *R1+,*R2+ / DEC R3 / JNE}): T = C + 4 × (accesses to the 8-bit bus).
 */
class Ti994aMemoryTest {

    private static final int[] COPY_LOOP = {0xDCB1, 0x0603, 0x16FD};   // MOVB *R1+,*R2+; DEC R3; JNE $-4

    private static long copyCycles(Memory memory, int code, int workspace, int bytes) {
        for (int i = 0; i < COPY_LOOP.length; i++) {
            memory.write(code + 2 * i, COPY_LOOP[i] >>> 8);
            memory.write(code + 2 * i + 1, COPY_LOOP[i]);
        }
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.setPc(code);
        cpu.registers().set("WP", workspace);
        cpu.registers().set("R1", 0xB000);
        cpu.registers().set("R2", 0xC000);
        cpu.registers().set("R3", bytes);
        while (cpu.pc() != code + 6) {
            cpu.step();
        }
        return cpu.cycles();
    }

    @Test
    void codeInTheExpansionAndWorkspaceInScratchpad() {
        Memory memory = new Memory();
        Ti994aMemory.prepare(memory);
        // MOVB: 14 + 6 + 6 cycles, fetch + source + destination read + write on the 8-bit bus (4 × 4);
        // DEC and JNE: 10 each + their fetch (4). The registers cost nothing in scratchpad.
        assertEquals(1024 * ((26 + 16) + (10 + 4) + (10 + 4)) - 2, copyCycles(memory, 0xA000, 0x8300, 1024),
                "the last JNE is not taken: 8 cycles, not 10");
    }

    @Test
    void everythingOnTheEightBitBus() {
        Memory memory = new Memory();
        Ti994aMemory.prepare(memory);
        // Now the four register accesses of MOVB and DEC's read and write wait too.
        assertEquals(1024 * ((26 + 32) + (10 + 12) + (10 + 4)) - 2, copyCycles(memory, 0xA000, 0xA100, 1024));
    }

    @Test
    void theSixteenBitExpansionHasNoWaitStates() {
        Memory memory = new Memory();
        Ti994aMemory.prepare16BitExpansion(memory);
        assertEquals(1024 * (26 + 10 + 10) - 2, copyCycles(memory, 0xA000, 0xA100, 1024));
    }

    @Test
    void consoleRomAndScratchpadHaveNoWaitStatesAndTheRestHasFour() {
        Memory memory = new Memory();
        Ti994aMemory.prepare(memory);
        assertEquals(0, memory.waitStates(0x1FFE));
        assertEquals(4, memory.waitStates(0x2000));
        assertEquals(4, memory.waitStates(0x6000));
        assertEquals(0, memory.waitStates(0x8000));
        assertEquals(0, memory.waitStates(0x83FF));
        assertEquals(4, memory.waitStates(0x8400));
        assertEquals(4, memory.waitStates(0xFFFE));
    }

    @Test
    void scratchpadAnswersAtEveryMirror() {
        Memory memory = new Memory();
        Ti994aMemory.prepare(memory);
        int[] program = {0xC820, 0x8300, 0x8102};            // MOV @>8300,@>8102
        for (int i = 0; i < program.length; i++) {
            memory.write(0x6000 + 2 * i, program[i] >>> 8);
            memory.write(0x6000 + 2 * i + 1, program[i]);
        }
        memory.write(0x8300, 0x12);
        memory.write(0x8301, 0x34);
        Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
        cpu.setPc(0x6000);
        cpu.registers().set("WP", 0x8320);
        cpu.step();
        assertEquals(0x12, memory.read(0x8302));
        assertEquals(0x34, memory.read(0x8303));
        assertEquals(0, memory.read(0x8102), "the mirror holds nothing of its own");
    }
}
