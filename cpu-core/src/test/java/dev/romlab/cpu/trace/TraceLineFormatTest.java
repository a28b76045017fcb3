package dev.romlab.cpu.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.romlab.asm.CycleCount;
import dev.romlab.asm.DisassembledInstruction;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.CycleUnit;
import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.RegisterFile.Register;
import org.junit.jupiter.api.Test;

/** The trace line, parameterised by the CPU's address width, word size and cycle unit. */
class TraceLineFormatTest {

    @Test
    void aZ80LineHasFourDigitAddressesBytesAndTStates() {
        CpuDescription z80 = CpuRegistry.standard().require("z80");
        CpuDisplay display = z80.display();
        List<Register> registers = List.of(new Register("AF", 16), new Register("BC", 16), new Register("DE", 16),
                new Register("HL", 16), new Register("IX", 16), new Register("IY", 16), new Register("SP", 16));
        TraceLineFormat format = new TraceLineFormat(registers, z80);
        DisassembledInstruction ldA = new DisassembledInstruction(0x103, new byte[] {0x3E, 0x05}, "ld a,$05",
                CycleCount.of(7));
        Map<String, Integer> values = Map.of("AF", 0x0500, "BC", 0, "DE", 0, "HL", 0, "IX", 0, "IY", 0, "SP", 0xFFFF,
                "F", 0);

        assertEquals("T=      18 +7  PC=0103 3E 05       ld a,$05             AF=0500 BC=0000 DE=0000 HL=0000 "
                + "IX=0000 IY=0000 SP=FFFF F=--------", format.line(18, 7, 0x103, ldA, values::get));
        assertEquals(display.mainRegisters().size() + 1, format.registersRead().size());
    }

    @Test
    void aWordMachineShowsItsCodeAsWordsAndNamesItsUnit() {
        CpuDescription words = new CpuDescription("words", "Words", new AddressSpace(16, 16, false),
                CycleUnit.CLOCK_CYCLES, (memory, ports) -> null, loader -> null,
                CpuRegistry.standard().require("z80").disassembler(),
                new CpuDisplay(List.of("R0"), List.of(), new FlagFormat("ST", "LAE"), 3),
                List.of(new MachineProfile("bare", "bare", 3_000_000, MachineProfile.MemorySetup.NONE)), List.of(),
                Set.of(), Set.of());
        TraceLineFormat format = new TraceLineFormat(List.of(new Register("R0", 16), new Register("ST", 16)), words);
        DisassembledInstruction li = new DisassembledInstruction(0x100, new byte[] {0x02, 0x00, 0x12, 0x34},
                "li r0,>1234", CycleCount.of(12));

        assertEquals("C=      12 +12 PC=0100 0200 1234      li r0,>1234          R0=1234 ST=L-E",
                format.line(12, 12, 0x100, li, Map.of("R0", 0x1234, "ST", 0b101)::get));
    }
}
