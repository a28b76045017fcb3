package dev.romlab.cpu.mos6502;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.Memory;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page wraps the vectors test only a few times (shared/testdata/6502/README.md, "How the states were chosen"):
 * JMP ($xxFF), and (zp,X) and (zp),Y with the pointer at $FF.
 */
class Mos6502PageWrapTest {

    private final Memory memory = new Memory();
    private final Mos6502 cpu = new Mos6502(memory, Mos6502.Variant.NMOS);
    private final List<Integer> reads = new ArrayList<>();

    private void run(int... code) {
        for (int k = 0; k < code.length; k++) {
            memory.write(0x0200 + k, code[k]);
        }
        cpu.setPc(0x0200);
        cpu.busListener((address, value, write) -> reads.add(address));
        cpu.step();
    }

    @Test
    void jmpIndirectTakesTheHighByteFromTheStartOfThePointersPage() {
        memory.write(0x12FF, 0x34);
        memory.write(0x1200, 0x56);
        memory.write(0x1300, 0x99);
        run(0x6C, 0xFF, 0x12);
        assertEquals(0x5634, cpu.pc());
        assertEquals(List.of(0x0200, 0x0201, 0x0202, 0x12FF, 0x1200), reads);
    }

    @Test
    void indexedIndirectPointerAtFfWrapsInPageZero() {
        memory.write(0x00FF, 0x00);
        memory.write(0x0000, 0x30);
        memory.write(0x3000, 0x77);
        cpu.x = 0x0F;
        run(0xA1, 0xF0); // LDA ($F0,X): pointer at $FF, high byte at $00
        assertEquals(0x77, cpu.a);
        assertEquals(List.of(0x0200, 0x0201, 0x00F0, 0x00FF, 0x0000, 0x3000), reads);
    }

    @Test
    void indirectIndexedPointerAtFfWrapsInPageZero() {
        memory.write(0x00FF, 0xF0);
        memory.write(0x0000, 0x30);
        memory.write(0x3100, 0x66);
        cpu.y = 0x10;
        run(0xB1, 0xFF); // LDA ($FF),Y: $30F0 + $10 crosses into $3100
        assertEquals(0x66, cpu.a);
        assertEquals(List.of(0x0200, 0x0201, 0x00FF, 0x0000, 0x3000, 0x3100), reads);
        assertEquals(6, cpu.cycles());
    }
}
