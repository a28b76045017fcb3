package dev.romlab.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.z80.Z80;
import org.junit.jupiter.api.Test;

/** The side-by-side workload is the one the issue names: its check holds, pass after pass. */
class Z80SideBySideTest {

    @Test
    void everyPassTakes1069TStatesIn119Instructions() throws Exception {
        Z80 z80 = Z80SideBySide.start(Z80SideBySide.image());
        for (int pass = 0; pass < 3; pass++) {
            assertArrayEquals(new long[] {1_069, 119}, Z80SideBySide.firstPass(z80), "pass " + pass);
        }
    }

    @Test
    void benchmarkSetUpAcceptsTheWorkload() throws Exception {
        Z80SideBySide benchmark = new Z80SideBySide();
        benchmark.assemble();
        TStates counter = new TStates();
        benchmark.interpreter(counter);
        assertEquals(true, counter.tStates >= Z80SideBySide.SLICE);
    }
}
