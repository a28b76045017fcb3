package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.romlab.cpu.MachineProfile;
import dev.romlab.cpu.Memory;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the registry will show of the two variants: profiles, display and conformance sets. */
class Mos6502DescriptionsTest {

    @Test
    void theNmosChipIsABareOneMegahertzCpu() {
        List<MachineProfile> profiles = Mos6502Descriptions.profiles(Mos6502.Variant.NMOS);
        assertEquals(List.of("bare"), profiles.stream().map(MachineProfile::id).toList());
        assertEquals(1_000_000, profiles.get(0).clockHz());
        assertEquals("6502/nmos", Mos6502Descriptions.singleStepTests(Mos6502.Variant.NMOS).set());
    }

    @Test
    void the2A03AlsoRunsInTheFamicomDiskSystem() {
        List<MachineProfile> profiles = Mos6502Descriptions.profiles(Mos6502.Variant.RICOH_2A03);
        assertEquals(List.of("bare", "fds"), profiles.stream().map(MachineProfile::id).toList());
        assertEquals(Math.round(21_477_272.0 / 12), profiles.get(1).clockHz(), "the master clock / 12, to the hertz");
        Memory memory = new Memory();
        profiles.get(1).memory().prepare(memory);
        assertNotNull(memory.pageHooks()[0x08], "the mirrors go through a hook");
        assertNotNull(memory.pageHooks()[0x1F]);
        assertNull(memory.pageHooks()[0x07], "the RAM itself stays a plain page");
        assertNull(memory.pageHooks()[0x60], "so does the RAM adapter's");
        assertEquals("6502/2a03", Mos6502Descriptions.singleStepTests(Mos6502.Variant.RICOH_2A03).set());
    }

    @Test
    void tracesShowAxysAndPAsLetters() {
        assertEquals(List.of("A", "X", "Y", "S"), Mos6502Descriptions.display().mainRegisters());
        assertEquals("NV-BDIZC", Mos6502Descriptions.FLAG_LETTERS);
    }
}
