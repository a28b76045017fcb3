package dev.romlab.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.conformance.ConformanceSuite;
import org.junit.jupiter.api.Test;

/** The registry: what {@link java.util.ServiceLoader} finds, and how a CPU is looked up. */
class CpuRegistryTest {

    private final CpuRegistry standard = CpuRegistry.standard();

    @Test
    void theZ80RegistersItselfThroughItsServiceFile() {
        CpuDescription z80 = standard.require("z80");
        assertEquals("Z80", z80.name());
        assertEquals(CycleUnit.T_STATES, z80.cycleUnit());
        assertEquals(List.of("z80/sst-v1", "z80/fuse"), z80.conformance().stream().map(ConformanceSuite::set).toList());
        assertEquals(CycleUnit.T_STATES, z80.newCpu(z80.newMemory()).cycleUnit());
    }

    @Test
    void anUnknownIdNamesTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> standard.require("6809"));
        assertTrue(e.getMessage().startsWith("unknown CPU '6809' (known: "), e.getMessage());
        assertTrue(e.getMessage().contains("z80"), e.getMessage());
    }

    @Test
    void aMistypedIdNamesTheCloseOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> standard.require("z8O"));
        assertEquals("unknown CPU 'z8O' (did you mean z80?)", e.getMessage());
    }

    @Test
    void filesAreClaimedByTheirExtensionInAnyCase() {
        assertEquals(List.of("z80"), standard.claiming("dice.ASM").stream().map(CpuDescription::id).toList());
        assertEquals(List.of("z80"), standard.claiming("DICE.8XP").stream().map(CpuDescription::id).toList());
        assertTrue(standard.require("z80").claimsSource("dice.s"));
        assertTrue(!standard.require("z80").claimsSource("dice.8xp"), "a program file is not a source");
        assertEquals(List.of(), standard.claiming("dice.bin"));
    }

    @Test
    void twoCpusCannotShareAnId() {
        CpuDescription z80 = standard.require("z80");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new CpuRegistry(List.of(z80, z80)));
        assertEquals("two CPUs registered as z80", e.getMessage());
    }

    @Test
    void theMemoryIsSizedByTheAddressSpace() {
        AddressSpace words = new AddressSpace(16, 16, true);
        assertEquals(0x20000, new Memory(words.bytes()).size());
        assertEquals(0x100, new Memory(new AddressSpace(8, 8, false).bytes()).size());
        assertEquals("00FF", AddressSpace.BYTES_64K.hex(0x100FF));
    }

    @Test
    void aCycleCountNamesItsUnit() {
        Cycles cycles = new Cycles(1_234_567, CycleUnit.T_STATES);
        assertEquals("1,234,567 T-states", cycles.text());
        assertEquals(Map.of("count", 1_234_567L, "unit", "T-states"), cycles.toJson());
    }
}
