package dev.romlab.kernels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CheckEngineTest {

    @Test
    void everyBundledKernelMatchesItsModelOverItsDefaultInputs() {
        CheckReport report = CheckEngine.check(KernelRegistry.bundled());
        assertTrue(report.allMatch(), () -> report.toJson().toString());
        assertEquals(List.of("z80-lfsr", "z80-rolldie", "z80-maxu8", "z80-srl", "z80-mul", "z80-div",
                "fds-backgammon-rng", "fds-backgammon-dice", "ti-mapview", "ti-copyloop", "mlfe-rand",
                "mlfe-minesweeper", "casl2-xorshift", "casl2-minesweeper"),
                report.rows().stream().map(r -> r.diff().kernel()).toList());
    }

    @Test
    void findingComesFromTheDistributionAtTheDefaultSides() {
        CheckReport.Row row = CheckEngine.check(KernelRegistry.bundled().get("z80-maxu8"));
        assertEquals("rangeMax 20: 0..19: 8 to 16 of 256 each", row.finding());
        assertEquals("29 / 61.5 / 293", row.diff().cycles().text());
        assertEquals(256, row.diff().cycles().neverReturned());
    }

    @Test
    void fairnessIsTheDistanceFromTheSpecAtTheDefaultSides() {
        // maxu8 range 20 against z 19: TVD 3/20 (FairnessEngineTest)
        CheckReport.Row maxu8 = CheckEngine.check(KernelRegistry.bundled().get("z80-maxu8"));
        assertEquals(Optional.of("TVD 0.1500"), maxu8.fairness().map(FairnessReport::verdict));
        assertEquals(Optional.empty(), CheckEngine.check(KernelRegistry.bundled().get("z80-mul")).fairness());
    }

    @Test
    void aKernelWithoutARandomByteShowsItsRemark() {
        Kernel mul = KernelRegistry.bundled().get("z80-mul");
        assertEquals(mul.remark(), CheckEngine.check(mul).finding());
    }

    @Test
    void oneDivergingKernelFailsTheCheck() {
        Kernel maxu8 = KernelRegistry.bundled().get("z80-maxu8");
        // a machine of its own: check runs the two side by side, and a kernel is not thread-safe
        Kernel broken = new ForwardingKernel(KernelRegistry.bundled().get("z80-maxu8"),
                (kernel, input) -> new Outcome.NeverReturns());
        CheckReport report = CheckEngine.check(new KernelRegistry(List.of(maxu8, broken)));
        assertEquals(List.of(true, false), report.rows().stream().map(r -> r.diff().matches()).toList());
        assertEquals(false, report.allMatch());
    }
}
