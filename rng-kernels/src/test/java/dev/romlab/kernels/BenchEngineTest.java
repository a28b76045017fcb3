package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class BenchEngineTest {

    @Test
    void cyclesPerCallAndTimeOnTheTargetClock() {
        Kernel mul = KernelRegistry.bundled().get("z80-mul");
        InputSpace h3 = InputSpace.exhaustive(
                List.of(Field.range("h", 8, 3, 3), Field.unsigned("l", 8, Radix.DECIMAL)));
        BenchReport report = BenchEngine.bench(mul, h3, mul.machine().withClock(15_000_000));
        assertEquals(new CycleStats(256, 150, 256 * 150, 150, 0), report.cycles());
        assertEquals(256 * 150, report.totalCycles());
        assertEquals(10.0, report.meanMicrosOnTarget(), 1e-9); // 150 T-states at 15 MHz
        assertTrue(report.hostMegahertz() > 0, () -> report.toJson().toString());
    }

    @Test
    void neverReturningCallsAreCountedApartFromTheStatistics() {
        Kernel srl = KernelRegistry.bundled().get("z80-srl");
        InputSpace ranges0and1 = InputSpace.exhaustive(List.of(Field.range("rangeMax", 8, 0, 1),
                Field.range("a", 8, 0, 0)));
        BenchReport report = BenchEngine.bench(srl, ranges0and1, srl.machine());
        assertEquals(new CycleStats(1, 22, 22, 22, 1), report.cycles());
    }
}
