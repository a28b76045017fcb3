package dev.romlab.kernels.z80;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.DiffEngine;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;

/** Emulator against model over every input of each kernel whose input space is small, and samples of the rest. */
class ExhaustiveDiffTest {

    @ParameterizedTest
    @ValueSource(strings = {"z80-rolldie", "z80-maxu8", "z80-srl", "z80-mul"})
    void everyInputAgrees(String id) {
        Kernel kernel = KernelRegistry.bundled().get(id);
        long start = System.nanoTime();
        DiffReport report = DiffEngine.diff(kernel, kernel.inputs(new Coverage.Exhaustive()));
        System.out.printf("%s: %s in %d ms%n", id, report.summary(), (System.nanoTime() - start) / 1_000_000);
        assertTrue(report.matches(), () -> report.toJson().toString());
        assertEquals(65_536, report.checked(), report.inputs());
    }

    @ParameterizedTest
    @ValueSource(strings = {"z80-lfsr", "z80-rolldie", "z80-div"})
    void seededSamplesAgree(String id) {
        Kernel kernel = KernelRegistry.bundled().get(id);
        DiffReport report = DiffEngine.diff(kernel, kernel.inputs(new Coverage.Samples(2_000, 12345)));
        assertTrue(report.matches(), () -> report.toJson().toString());
        assertEquals(2_000, report.checked());
    }
}
