package dev.romlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.comet2.Comet2;
import org.junit.jupiter.api.Test;

/** The side-by-side workload is the one the issue names: its check holds. */
class Comet2SideBySideTest {

    @Test
    void oneBlockEndsWithGr1x8181After786438Instructions() throws Exception {
        Comet2 comet2 = Comet2SideBySide.start(Comet2SideBySide.program(1));
        assertEquals(786_438, Comet2SideBySide.runToEnd(comet2));
        assertInstanceOf(StopReason.Exited.class, comet2.haltReason());
        assertEquals(0x8181, comet2.register(1));
        // 18 words per step; LD, LD, LAD before the loop, SUBA, JNZ and RET after it
        assertEquals(65_536 * 18 + 2 + 2 + 2 + 2 + 2 + 1, comet2.wordsFetched());
    }

    @Test
    void twoBlocksGiveTheSecondXorshiftValue() throws Exception {
        Comet2 comet2 = Comet2SideBySide.start(Comet2SideBySide.program(2));
        assertEquals(3 + 2 * 786_435, Comet2SideBySide.runToEnd(comet2));
        assertEquals(0x6021, comet2.register(1));
    }

    @Test
    void benchmarkSetUpAcceptsTheWorkload() throws Exception {
        Comet2SideBySide benchmark = new Comet2SideBySide();
        benchmark.assemble();
        InstructionsAndCycles counter = new InstructionsAndCycles();
        benchmark.interpreter(counter);
        assertEquals(Comet2SideBySide.SLICE, counter.instructions);
        benchmark.runner(counter);
        assertTrue(counter.cycles >= Comet2SideBySide.SLICE_CYCLES, "a budget's worth");
    }
}
