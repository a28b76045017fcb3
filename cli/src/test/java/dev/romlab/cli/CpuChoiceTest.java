package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;

import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import org.junit.jupiter.api.Test;

/** The CPU a command takes when --cpu is left out: from the option, then the file's extension, then the only one. */
class CpuChoiceTest {

    private final CpuDescription z80 = CpuRegistry.standard().require("z80");
    /** A second CPU like the Z80 that claims {@code .s} sources too and {@code .s65} alone. */
    private final CpuDescription other = new CpuDescription("other", "Other", z80.addressSpace(), z80.cycleUnit(),
            z80.executor(), z80.assembler(), z80.disassembler(), z80.display(), z80.profiles(), List.of(),
            Set.of("s", "s65"), Set.of());
    private final CpuRegistry two = new CpuRegistry(List.of(z80, other));

    @Test
    void theOptionWins() {
        assertSame(other, CpuChoice.choose(other, "dice.asm", two));
    }

    @Test
    void anExtensionOneCpuClaimsNamesIt() {
        assertSame(z80, CpuChoice.choose(null, "dir/DICE.ASM", two));
        assertSame(z80, CpuChoice.choose(null, "dice.8xp", two));
        assertSame(other, CpuChoice.choose(null, "dice.s65", two));
    }

    @Test
    void theOnlyCpuTakesAnyFile() {
        assertSame(z80, CpuChoice.choose(null, "dice.bin", new CpuRegistry(List.of(z80))));
    }

    @Test
    void otherwiseTheChoicesAreListed() {
        assertEquals("name the CPU with --cpu: other, z80", assertThrows(IllegalArgumentException.class,
                () -> CpuChoice.choose(null, "dice.bin", two)).getMessage());
        assertEquals("name the CPU with --cpu: other, z80", assertThrows(IllegalArgumentException.class,
                () -> CpuChoice.choose(null, "dice.s", two)).getMessage());
    }
}
