package dev.romlab.kernels.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;

class CopyLoopKernelTest {

    private final CopyLoopKernel kernel = new CopyLoopKernel();

    @Test
    void everyLayoutAndLoopOnTheEmulatorMatchesTheDataManualsFormula() {
        DiffReport diff = DiffEngine.diff(kernel, kernel.inputs(Coverage.defaultSet()));
        assertTrue(diff.matches(), diff::summary);
        assertEquals(6, diff.checked());
    }

    @Test
    void allOn8BitBusTheArticlesDecAiAndJneAreRightAndItsMovbIsNot() {
        CopyLoopMeasurement simple = kernel.measure(CopyLayout.ALL_8BIT, CopyLoop.SIMPLE);
        CopyLoopMeasurement unrolled = kernel.measure(CopyLayout.ALL_8BIT, CopyLoop.UNROLLED);
        assertEquals(CopyLoop.ARTICLE_DEC, simple.step());
        assertEquals(CopyLoop.ARTICLE_JNE, simple.jneTaken());
        assertEquals(CopyLoop.ARTICLE_AI, unrolled.step());
        // 14 + 6 + 6 clocks and 8 accesses (fetch, R1 read and write, R2 read and write, source, destination read
        // before write, destination) at 4 wait states each
        assertEquals(58, simple.movb());
        assertEquals(12, simple.jneLast());
    }

    @Test
    void loopTotalsAreTheFormulaWithTheLastJneNotTaken() {
        for (CopyLoopMeasurement m : kernel.measureAll()) {
            assertEquals(m.articleArithmetic() - m.jneTaken() + m.jneLast(), m.loopCycles(), m.toString());
        }
        List<CopyLoopMeasurement> all = kernel.measureAll();
        assertEquals(96_254, all.get(0).loopCycles());
    }
}
