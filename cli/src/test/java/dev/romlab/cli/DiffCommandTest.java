package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Test;

class DiffCommandTest {

    private static KernelRegistry wrongMulModel() {
        return new KernelRegistry(List.of(new OffByOneCycleKernel(KernelRegistry.bundled().get("z80-mul"))));
    }

    @Test
    void exhaustiveDiffOfMulByLMatches() {
        CommandRun run = CommandRun.of("diff", "z80-mul", "--exhaustive").assertExit(0);

        assertEquals(List.of("z80-mul: every h 0..255 × every l 0..255 (Z80 on a TI-83+ at 6 MHz)",
                "65,536 inputs, 0 divergences"), run.out().lines().toList());
    }

    @Test
    void samplesWithASeedAreCountedAndReproducible() {
        CommandRun first = CommandRun.of("diff", "z80-div", "--samples", "300", "--seed", "$2A").assertExit(0);
        CommandRun again = CommandRun.of("diff", "z80-div", "--samples", "300", "--seed", "42").assertExit(0);

        assertTrue(first.out().endsWith("300 inputs, 0 divergences\n"), first.transcript());
        assertEquals(first.out(), again.out());
    }

    @Test
    void exhaustiveIsRefusedForA64BitSeedSpace() {
        CommandRun.of("diff", "z80-lfsr", "--exhaustive").assertUsageError("--samples N");
    }

    @Test
    void exhaustiveAndSamplesExcludeEachOther() {
        CommandRun.of("diff", "z80-mul", "--exhaustive", "--samples", "5").assertUsageError("mutually exclusive");
    }

    @Test
    void divergenceShowsInputOutcomesRegistersAndTraceAndExitsOne() {
        CommandRun run = CommandRun.withKernels(wrongMulModel(), "diff", "z80-mul", "--exhaustive")
                .assertFailure("the emulator and the model of z80-mul diverge: divergence in cycles at input 1");

        List<String> lines = run.out().lines().toList();
        assertEquals("divergence in cycles at input 1: h=0 l=0", lines.get(1));
        assertEquals("  input      h=0 l=0", lines.get(2));
        assertTrue(lines.get(3).startsWith("  model      hl=0, "), run.transcript());
        assertTrue(lines.get(4).startsWith("  emulator   hl=0, "), run.transcript());
        assertTrue(lines.get(5).startsWith("  registers  AF=$"), run.transcript());
        assertTrue(lines.get(6).startsWith("  last 24 of "), run.transcript());
        String last = lines.get(lines.size() - 1);
        assertTrue(last.matches("    T= +[0-9]+ \\+10 +PC=[0-9A-F]{4} C9 +ret +AF=.* F=[-SZ5H3PNC]{8}"), last);
    }

    @Test
    void divergenceJsonHasTheFirstDivergence() {
        CommandRun run = CommandRun.withKernels(wrongMulModel(), "diff", "z80-mul", "--samples", "3", "--json")
                .assertExit(1);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals(1L, ((Number) json.get("divergences")).longValue(), run.out());
        assertEquals("cycles", ((Map<?, ?>) json.get("firstDivergence")).get("differs"), run.out());
    }

    @Test
    void minuteAAndBAreSettingsOfTheKernelsThatTakeThem() {
        CommandRun.of("diff", "mlfe-rand", "--exhaustive", "--B", "1001").assertUsageError("mlfe-rand B must be "
                + "1..1000: 1001");
        CommandRun.of("diff", "z80-mul", "--exhaustive", "--minute", "3").assertUsageError("z80-mul takes no "
                + "--minute (it takes --h, --l, --seed, --count)");
    }
}
