package dev.romlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.romlab.cpu.Memory;
import dev.romlab.cpu.mos6502.Mos6502;
import org.junit.jupiter.api.Test;

/** The 6502 side-by-side workload is the one the other cores run: its first pass, as {@link SideBySide6502} checks. */
class BackgammonRefillTest {

    @Test
    void firstPassTakesTheCyclesAndLeavesTheTableTheOtherCoresDo() throws Exception {
        Memory memory = new Memory();
        System.arraycopy(BackgammonRefill.image(), 0, memory.bytes, 0, Memory.SIZE);
        Mos6502 cpu = BackgammonRefill.load(memory);
        assertEquals(0x8000, cpu.pc());
        BackgammonRefill.check(cpu, memory);
        assertEquals(BackgammonRefill.LOOP, cpu.pc());
        assertEquals(11_049 + 2_795, cpu.cycles());
    }

    @Test
    void routinesSitWhereTheListingPrintsThem() throws Exception {
        byte[] image = BackgammonRefill.image();
        assertEquals(0xAD, image[0x9CAB] & 0xFF, "InitTable's LDA $0500 at $9CAB");
        assertEquals(0xA0, image[0x9CE7] & 0xFF, "RndFunc's LDY #0 at $9CE7");
        assertEquals(0x20, image[0x800B] & 0xFF, "the loop's JSR at $800B");
    }

    @Test
    void aDifferentFirstPassFailsTheCheck() throws Exception {
        Memory memory = new Memory();
        System.arraycopy(BackgammonRefill.image(), 0, memory.bytes, 0, Memory.SIZE);
        memory.write(0x8004, 0x45);                     // another power-on seed ($05 after AND #$1F): another table
        assertThrows(IllegalStateException.class, () -> BackgammonRefill.check(BackgammonRefill.load(memory), memory));
    }
}
