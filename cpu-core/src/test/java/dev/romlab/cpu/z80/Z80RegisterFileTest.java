package dev.romlab.cpu.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RegisterFile.Register;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Register access by name: the display order others rely on, widths, pairs over halves, case-insensitivity. */
class Z80RegisterFileTest {

    private final Memory memory = new Memory();
    private final Z80 z80 = new Z80(memory, IoPorts.NONE);
    private final RegisterFile registers = z80.registers();

    @Test
    void namesComeInDisplayOrder() {
        assertEquals(List.of("A", "F", "B", "C", "D", "E", "H", "L", "AF", "BC", "DE", "HL", "AF'", "BC'", "DE'",
                "HL'", "IX", "IY", "IXH", "IXL", "IYH", "IYL", "SP", "PC", "WZ", "I", "R", "IFF1", "IFF2", "IM", "Q",
                "EI", "P", "HALTED"), registers.registers().stream().map(Register::name).toList());
    }

    @Test
    void everyRegisterKeepsTheLargestValueOfItsWidth() {
        for (Register register : registers.registers()) {
            int max = (1 << register.bits()) - 1;
            registers.set(register.name(), max);
            assertEquals(max, registers.get(register.name()), register.name() + " after set to " + max);
            registers.set(register.name(), 0);
            assertEquals(0, registers.get(register.name()), register.name() + " after set to 0");
        }
    }

    @Test
    void writersAndReadersResolvedOnceAreTheNamedRegisters() {
        for (Register register : registers.registers()) {
            int max = (1 << register.bits()) - 1;
            registers.writer(register.name().toLowerCase()).accept(max);
            assertEquals(max, registers.get(register.name()), register.name() + " after its writer wrote " + max);
            registers.set(register.name(), 0);
            assertEquals(0, registers.reader(register.name()).getAsInt(), register.name() + " read after set to 0");
        }
        assertThrows(IllegalArgumentException.class, () -> registers.writer("XY"));
    }

    @Test
    void pairsAreMadeOfTheirHalves() {
        registers.set("HL", 0x1234);
        registers.set("IX", 0xABCD);
        assertEquals(0x12, registers.get("H"), "H of HL=1234");
        assertEquals(0x34, registers.get("L"), "L of HL=1234");
        assertEquals(0xAB, registers.get("IXH"), "IXH of IX=ABCD");
        registers.set("IXL", 0x01);
        assertEquals(0xAB01, registers.get("IX"), "IX after IXL=01");
    }

    @Test
    void namesAreCaseInsensitive() {
        registers.set("af'", 0xBEEF);
        assertEquals(0xBEEF, registers.get("AF'"), "AF' set as af'");
    }

    @Test
    void rKeepsBit7AndCountsTheLowSevenBits() {
        memory.write(0, 0x00);                                                        // NOP
        registers.set("PC", 0);
        registers.set("R", 0xFF);
        z80.step();
        assertEquals(0x80, registers.get("R"), "R after one M1 from FF");
    }

    @Test
    void unknownNameListsTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> registers.get("XYZ"));
        assertTrue(e.getMessage().contains("XYZ") && e.getMessage().contains("HALTED"), e.getMessage());
    }
}
