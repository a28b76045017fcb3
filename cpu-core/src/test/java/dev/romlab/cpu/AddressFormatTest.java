package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

/** Each CPU's stop lines write addresses as its assembler writes hex: the notation is decided once, per CPU. */
class AddressFormatTest {

    private static String halted(String cpu, int pc) {
        return new StopReason.Halted(pc).describe(CpuRegistry.standard().require(cpu).addressFormat());
    }

    @Test
    void theByteMachinesWriteDollarHex() {
        assertEquals("halted at $0112", halted("z80", 0x0112));
        assertEquals("halted at $0201", halted("6502", 0x0201));
        assertEquals("halted at $C000", halted("2a03", 0xC000));
    }

    @Test
    void theTms9900WritesEditorAssemblerHex() {
        assertEquals("halted at >A012", halted("tms9900", 0xA012));
    }

    @Test
    void casl2MachinesWriteHashHexWordAddresses() {
        assertEquals("halted at #0019", halted("comet2", 0x0019));
        assertEquals("halted at #FFFF", halted("mlfe", 0xFFFF));
    }

    @Test
    void addressesWrapToTheAddressWidth() {
        assertEquals("$0000", CpuRegistry.standard().require("z80").addressFormat().text(0x10000));
    }

    @Test
    void everyReasonWithAnAddressNamesItInTheNotation() {
        AddressFormat tms = CpuRegistry.standard().require("tms9900").addressFormat();
        assertEquals("breakpoint at >0102", new StopReason.Breakpoint(0x0102).describe(tms));
        assertEquals("returned to >0000", new StopReason.Returned(0).describe(tms));
        assertEquals("reached >0104", new StopReason.Reached(0x0104).describe(tms));
        assertEquals("stepped to >0106", new StopReason.Stepped(0x0106).describe(tms));
        assertEquals("interrupted at >0108", new StopReason.Interrupted(0x0108).describe(tms));
        assertEquals("jammed at >010A", new StopReason.Jammed(0x010A).describe(tms));
        assertEquals("trap at >A004: illegal opcode >0000",
                new StopReason.Trap(0xA004, "illegal opcode >0000").describe(tms));
        assertEquals("ended by RET at >0002", new StopReason.Exited("ended by RET", OptionalInt.of(2)).describe(tms));
    }

    @Test
    void reasonsWithoutAnAddressReadTheSameOnEveryCpu() {
        AddressFormat tms = CpuRegistry.standard().require("tms9900").addressFormat();
        assertEquals("warm boot (jump to $0000)", new StopReason.Exited("warm boot (jump to $0000)").describe(tms));
        assertEquals("cycle budget of 100 clock cycles exhausted",
                new StopReason.BudgetExhausted(100, CycleUnit.CLOCK_CYCLES).describe(tms));
    }
}
