package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The 6502 under run control: calls, JAM, the register file, decimal mode per variant, the FDS memory. */
class Mos6502RunTest {

    private final Memory memory = new Memory();

    @Test
    void aCallReturnsWhenRtsComesBackAndCountsItsCycles() {
        memory.load(0x0300, new byte[] {(byte) 0xA9, 0x2A, 0x60}); // LDA #$2A; RTS
        Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        RunResult result = new Runner(cpu).call(0x0300, 0x0200);
        assertEquals(new StopReason.Returned(0x0200), result.reason());
        assertEquals(2 + 6, result.cycles());
        assertEquals(0x2A, cpu.registers().get("A"));
        assertEquals(0x1FD, cpu.stackPointer(), "back where it started");
    }

    @Test
    void jamStopsTheRunWithItsAddress() {
        memory.load(0x0200, new byte[] {(byte) 0xEA, 0x02}); // NOP; JAM
        Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        cpu.setPc(0x0200);
        RunResult result = new Runner(cpu).run();
        assertEquals(new StopReason.Jammed(0x0201), result.reason());
        assertEquals("jammed at $0201",
                result.reason().describe(CpuRegistry.standard().require("6502").addressFormat()));
        assertEquals(2 + 2, result.cycles(), "NOP, then the JAM's fetch and read of the next byte");
        cpu.reset();
        assertFalse(cpu.halted(), "a reset ends the jam");
    }

    @Test
    void aJammedCpuStepsOneCycleReadingFFFF() {
        memory.load(0x0200, new byte[] {0x02, 0x55});
        Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        cpu.setPc(0x0200);
        List<String> bus = new ArrayList<>();
        cpu.busListener((address, value, write) -> bus.add(String.format("%04X", address)));
        assertEquals(2, cpu.step());
        assertEquals(1, cpu.step());
        assertEquals(1, cpu.step());
        assertEquals(List.of("0200", "0201", "FFFF", "FFFF"), bus);
        assertEquals(0x0201, cpu.pc());
    }

    @Test
    void pReadsBit5SetAndBClearWhateverIsWritten() {
        Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        cpu.registers().set("P", 0xFF);
        assertEquals(0xEF, cpu.registers().get("P"));
        cpu.registers().set("P", 0x00);
        assertEquals(0x20, cpu.registers().get("P"));
        assertThrows(IllegalArgumentException.class, () -> cpu.registers().get("F"));
    }

    @Test
    void onlyTheNmosChipAddsInDecimal() {
        assertEquals(0x00, adcWithDecimalFlag(Mos6502.Variant.NMOS)); // $99 + $01 = 100 in BCD
        assertEquals(0x9A, adcWithDecimalFlag(Mos6502.Variant.RICOH_2A03));
    }

    private int adcWithDecimalFlag(Mos6502.Variant variant) {
        memory.load(0x0200, new byte[] {(byte) 0xF8, (byte) 0xA9, (byte) 0x99, 0x69, 0x01}); // SED; LDA #$99; ADC #1
        Mos6502 cpu = new Mos6502(memory, variant);
        cpu.setPc(0x0200);
        new Runner(cpu).run(3);
        return cpu.registers().get("A");
    }

    @Test
    void theBusListenerSeesTheDoubleWriteOfReadModifyWrite() {
        memory.load(0x0200, new byte[] {(byte) 0xE6, 0x10}); // INC $10
        memory.write(0x10, 0x41);
        Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
        cpu.setPc(0x0200);
        List<String> bus = new ArrayList<>();
        cpu.busListener((address, value, write) -> bus.add(String.format("%s %04X %02X", write ? "W" : "R",
                address, value)));
        assertEquals(5, cpu.step());
        assertEquals(List.of("R 0200 E6", "R 0201 10", "R 0010 41", "W 0010 41", "W 0010 42"), bus);
    }

    @Test
    void theFamicomDiskSystemMirrorsItsTwoKilobytesOfRamUpToX1fff() {
        Memory fds = new Memory();
        FamicomDiskSystem.prepare(fds);
        // STA $1803; LDX $0003; LDA $6000
        fds.load(0x6000, new byte[] {(byte) 0x8D, 0x03, 0x18, (byte) 0xAE, 0x03, 0x00});
        Mos6502 cpu = new Mos6502(fds, Mos6502.Variant.RICOH_2A03);
        cpu.setPc(0x6000);
        cpu.registers().set("A", 0x5A);
        new Runner(cpu).run(2);
        assertEquals(0x5A, cpu.registers().get("X"));
        assertEquals(0x5A, fds.read(0x0003));
        assertEquals(0, fds.read(0x1803), "the mirror has no bytes of its own");
    }
}
