package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class DiffEngineTest {

    private static final Field RANGE_20 = Field.range("rangeMax", 8, 20, 20);
    private static final Field RANGE_0 = Field.range("rangeMax", 8, 0, 0);
    private static final Field A = Field.unsigned("a", 8, Radix.DECIMAL);

    private final Kernel maxu8 = KernelRegistry.bundled().get("z80-maxu8");

    /** MAXU8's model, but believing the seed's printed table: input 20 gives $14 (20) where the code gives 4. */
    private final Kernel believesTheTable = new ForwardingKernel(maxu8, (kernel, input) ->
            input.get("rangeMax") == 20 && input.get("a") == 20
                    ? new Outcome.Returned(Values.of(A.value(20)), 29)
                    : kernel.model(input));

    @Test
    void agreeingKernelReportsCountAndNoDivergence() {
        DiffReport report = DiffEngine.diff(maxu8, InputSpace.exhaustive(List.of(RANGE_20, A)));
        assertTrue(report.matches());
        assertEquals("256 inputs, 0 divergences", report.summary());
        assertEquals(256, report.cycles().calls());
    }

    @Test
    void wrongModelIsCaughtAtTheFirstInputItGetsWrong() {
        DiffReport report = DiffEngine.diff(believesTheTable, InputSpace.exhaustive(List.of(RANGE_20, A)));
        assertFalse(report.matches());
        Divergence d = report.firstDivergence().orElseThrow();
        assertEquals(20, d.index());
        assertEquals(21, report.checked());
        assertEquals("rangeMax=20 a=20", d.input().text());
        assertEquals("output", d.what());
        assertEquals("a=20, 29 cycles", d.expected().text());
        assertEquals("a=4, 161 cycles", d.actual().outcome().text());
        assertEquals("divergence in output at input 21: rangeMax=20 a=20", report.summary());
    }

    @Test
    void divergenceShowsRegistersAndTheTraceUpToTheReturn() {
        Divergence d = DiffEngine.diff(believesTheTable, InputSpace.exhaustive(List.of(RANGE_20, A)))
                .firstDivergence().orElseThrow();
        // returned to $FFFE, the return address of its kernel file's calls, with A = 4; cp c (4 - 20) set S, N and C
        assertEquals("$FFFE", d.actual().registers().find("PC").orElseThrow().formatted());
        assertEquals(0x04, d.actual().registers().get("AF") >>> 8);
        List<String> trace = d.actual().traceTail();
        // 4 passes of 5 instructions, plus ld c, ld b, cp, ret: 24 instructions, all kept
        assertEquals(24, trace.size(), String.join("\n", trace));
        assertTrue(trace.get(0).startsWith("T=       7 +7  PC=9D95 0E 14       ld c,$14"), trace.get(0));
        assertTrue(trace.get(23).startsWith("T=     161 +11 PC=9D9A D8          ret c"), trace.get(23));
        assertTrue(trace.get(23).endsWith("F=S-----NC"), trace.get(23));
    }

    @Test
    void wrongTStatesAreADivergenceToo() {
        Kernel slow = new ForwardingKernel(maxu8, (kernel, input) -> kernel.model(input) instanceof Outcome.Returned r
                ? new Outcome.Returned(r.output(), r.cycles() + 1) : kernel.model(input));
        Divergence d = DiffEngine.diff(slow, maxu8.inputs(Coverage.defaultSet())).firstDivergence().orElseThrow();
        assertEquals("cycles", d.what());
    }

    @Test
    void neverReturningCallsAgreeWhenBothSaySo() {
        InputSpace rangeZero = InputSpace.exhaustive(List.of(RANGE_0, A));
        DiffReport report = DiffEngine.diff(maxu8, rangeZero);
        assertTrue(report.matches(), () -> report.toJson().toString());
        assertEquals(256, report.cycles().neverReturned());
    }

    @Test
    void aModelThatExpectsAReturnFromAnEndlessLoopDiverges() {
        Kernel optimist = new ForwardingKernel(maxu8, (kernel, input) -> input.get("rangeMax") == 0
                ? new Outcome.Returned(Values.of(A.value(0)), 29) : kernel.model(input));
        Divergence d = DiffEngine.diff(optimist, InputSpace.exhaustive(List.of(RANGE_0, A)))
                .firstDivergence().orElseThrow();
        assertEquals("returns", d.what());
        assertEquals(new Outcome.NeverReturns(), d.actual().outcome());
        assertEquals(DiffEngine.TRACE_LINES, d.actual().traceTail().size());
    }
}
