package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Test;

class CheckCommandTest {

    @Test
    void everyBundledKernelMatchesItsModel() {
        CommandRun run = CommandRun.of("check").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("KERNEL               CPU        INPUTS  EMULATOR = MODEL  CYCLES PER CALL                        "
                + "                    FAIRNESS    FINDING", lines.get(0));
        assertTrue(lines.get(1).startsWith("z80-lfsr             Z80        10,000  yes               397 T-states   "),
                run.transcript());
        assertTrue(lines.get(2).endsWith("yes               142 / 3,592.3 / 7,441 T-states                           "
                + "  TVD 0.0125  DIESIDES 20: 1..20: 12 to 13 of 256 each"), run.transcript());
        assertTrue(lines.get(6).contains("83 / 628.8 / 2,621,483 T-states + 3 never return"), run.transcript());
        assertTrue(lines.get(3).contains("29 / 61.5 / 293 T-states + 256 never return"), run.transcript());
        assertTrue(lines.get(7).startsWith("fds-backgammon-rng   2A03      320,032  yes               27 / 81.0 / "
                + "33,691 cycles  "), run.transcript());
        assertTrue(lines.get(8).contains("TVD 0.0000  pairs 36: 1..36: 5 of 180 each (uniform)"), run.transcript());
        assertTrue(lines.get(9).startsWith("ti-mapview           TMS9900     1,952  yes               246,038 / "),
                run.transcript());
        assertTrue(lines.get(9).contains(" / 952,572 clock cycles  "), run.transcript());
        // seed 004: MLFE's RAND and minesweeper, the CASL II xorshift and minesweeper (rng-kernels' Comet2KernelsTest)
        assertTrue(lines.get(11).startsWith("mlfe-rand            MLFE       10,000  yes  "), run.transcript());
        assertTrue(lines.get(12).contains(" cost units + 29 never return  TVD 0.0373  cells 81: bomb positions 0..80: "
                + "605 to 1,036 of 60,000 each; out of range: 4294967295"), run.transcript());
        assertTrue(lines.get(13).startsWith("casl2-xorshift       COMET II   65,536  yes               25 cost units"
                + "  "), run.transcript());
        assertTrue(lines.get(14).endsWith("TVD 0.0030  cells 81: bomb positions 0..80: 7,946 to 8,245 of 655,350 each"),
                run.transcript());
        assertEquals("14 kernels, every one matches its model", lines.get(15));
    }

    @Test
    void fairnessColumnShowsTheDistanceFromEachSpec() {
        // d20 against d 20: TVD 1/80; maxu8 range 20 against z 19: 3/20 (FairnessEngineTest works both out)
        // the Z80 kernels only: the whole check runs in the test above
        KernelRegistry z80 = new KernelRegistry(KernelRegistry.bundled().all().stream()
                .filter(k -> k.id().startsWith("z80-")).toList());
        List<String> lines = CommandRun.withKernels(z80, "check").assertExit(0).out().lines().toList();
        assertTrue(lines.get(2).contains("  TVD 0.0125  "), lines.get(2));
        assertTrue(lines.get(3).contains("  TVD 0.1500  "), lines.get(3));
        assertTrue(lines.get(5).contains("  -           returns L*(H+1)"), lines.get(5));
    }

    @Test
    void aDivergingKernelShowsNoAndExitsOne() {
        KernelRegistry kernels = new KernelRegistry(List.of(KernelRegistry.bundled().get("z80-lfsr"),
                new OffByOneCycleKernel(KernelRegistry.bundled().get("z80-lfsr"))));

        CommandRun run = CommandRun.withKernels(kernels, "check")
                .assertFailure("1 of 2 kernels diverge from their models (see 'romlab diff KERNEL')");

        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(1).contains("  yes  "), run.transcript());
        assertTrue(lines.get(2).contains("  NO   "), run.transcript());
        assertEquals("2 kernels, 1 match their models, 1 do NOT", lines.get(3));
    }

    @Test
    void kernelsNamedAreExactlyTheRows() {
        CommandRun run = CommandRun.of("check", "z80-mul", "z80-div").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals(4, lines.size(), run.transcript());
        assertTrue(lines.get(1).startsWith("z80-mul  Z80  65,536  yes  "), run.transcript());
        assertTrue(lines.get(2).startsWith("z80-div  Z80  10,014  yes  "), run.transcript());
        assertEquals("2 kernels, every one matches its model", lines.get(3));
    }

    @Test
    void theBundledXorshiftKernelFilePassesCheckOnItsOwn() {
        CommandRun run = CommandRun.of("check", "../roms/comet2/xorshift.kernel.toml").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(1).startsWith("casl2-xorshift  COMET II  65,536  yes               25 cost units  "),
                run.transcript());
        assertEquals("1 kernels, every one matches its model", lines.get(2));
    }

    @Test
    void aCpuTakesItsKernelsAndThoseOfItsVariants() {
        CommandRun run = CommandRun.of("check", "--cpu", "6502", "--json").assertExit(0);

        List<?> rows = (List<?>) ((Map<?, ?>) Json.parse(run.out())).get("kernels");
        assertEquals(List.of("fds-backgammon-rng", "fds-backgammon-dice"),
                rows.stream().map(row -> ((Map<?, ?>) row).get("kernel")).toList(), run.out());
        assertTrue(rows.stream().allMatch(row -> ((Map<?, ?>) row).get("cpu").equals("2a03")), run.out());
    }

    @Test
    void anUnknownKernelOrCpuIsAUsageErrorListingTheKnownOnes() {
        CommandRun.of("check", "z80-nope").assertUsageError("no kernel 'z80-nope'; known: z80-lfsr, z80-rolldie");
        CommandRun.of("check", "--cpu", "68000").assertUsageError("no kernel runs on '68000'; CPUs with kernels: z80, "
                + "6502, 2a03, tms9900, mlfe, comet2");
    }

    @Test
    void jsonSaysWhetherAllMatch() {
        KernelRegistry kernels = new KernelRegistry(List.of(KernelRegistry.bundled().get("z80-lfsr")));

        CommandRun run = CommandRun.withKernels(kernels, "check", "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals(true, json.get("allMatch"), run.out());
        Map<?, ?> lfsr = (Map<?, ?>) ((List<?>) json.get("kernels")).get(0);
        assertEquals(true, lfsr.get("matches"), run.out());
        assertTrue(lfsr.containsKey("fairness") && lfsr.get("fairness") == null, run.out());
    }
}
