package dev.romlab.kernels.comet2.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.StringWriter;
import java.time.LocalDateTime;

import org.junit.jupiter.api.Test;

import dev.romlab.asm.Assembly;
import dev.romlab.asm.Segment;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.comet2.Comet2Services;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.kernels.BundledRoms;

/** The seed-004 models against hand-worked values, Marsaglia's published output, and SHOWF's own board. */
class ModelsTest {

    @Test
    void xorshift16ByHand() {
        // x = 1: x ^= x << 7 gives $0081; x >> 9 is 0; x ^= x << 8 gives $8181
        assertEquals(0x8181, Xorshift16.next(1));
        assertEquals(0, Xorshift16.next(0));
    }

    @Test
    void xorshift128GivesMarsagliasFirstValue() {
        // "Xorshift RNGs" (2003), xor128 with its default seeds x, y, z, w
        Xorshift128 generator = new Xorshift128(123456789, 362436069, 521288629, 88675123);
        assertEquals(3701687786L, Integer.toUnsignedLong(generator.next()));
    }

    @Test
    void randsValueWorkedByHandForSecondOne() {
        // one round: T from X = month * us; the value is (W ^ W >>> 19 ^ T ^ T >>> 8) mod B for A = 0
        ClockReading time = new ClockReading(1_000, 1, 16, 12, 5, 6, 2021);
        int x = 6 * 1_000;
        int w = 16 * 1_000;
        int t = x ^ (x << 11);
        int expected = Math.floorMod(w ^ (w >>> 19) ^ t ^ (t >>> 8), 100);
        CostTally tally = new CostTally(Comet2Profile.MLFE);
        assertEquals(expected, ChapterRand.value(0, 100, executed -> time, tally));
        // 9 pushes, SVC, 14 to the JMI, LD, one round of 23, the last CPA/JZE, 7 pops
        assertEquals(9 + 1 + 14 + 1 + 23 + 2 + 7, tally.instructions());
    }

    @Test
    void theBoardTextIsWhatShowfPrints() {
        LocalDateTime start = LocalDateTime.of(2021, 6, 5, 12, 16, 39, 41_285_000);
        CpuDescription mlfe = CpuRegistry.standard().require("mlfe");
        Assembly program = new BundledRoms("mlfe", "roms/mlfe/").assemble("minesweeper.fe");
        Memory memory = mlfe.newMemory();
        for (Segment segment : program.segments()) {
            System.arraycopy(segment.bytes(), 0, memory.bytes, segment.address() * 4, segment.length());
        }
        Comet2 cpu = (Comet2) mlfe.newCpu(memory);
        StringWriter out = new StringWriter();
        cpu.services(new Comet2Services(new Comet2Console(InputStream.nullInputStream(), out),
                new MachineClock.Fixed(start, MachineClock.Fixed.DEFAULT_RATE)));
        assertTrue(new Runner(cpu).run().reason() instanceof StopReason.Exited);
        Minefield field = MlfeMinesweeper.init(start, MachineClock.Fixed.DEFAULT_RATE);
        assertEquals(field.text(), out.toString());
        assertEquals(10, field.bombs().size());
    }
}
