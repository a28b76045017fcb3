package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.KernelRegistry;
import org.junit.jupiter.api.Test;

/** list, run, bench and the usage errors the kernel commands share. */
class KernelCommandsTest {

    private static Map<?, ?> json(CommandRun run) {
        return (Map<?, ?>) Json.parse(run.out());
    }

    @Test
    void listShowsEveryKernelWithCpuSettingsAndDefaultInputs() {
        CommandRun run = CommandRun.of("list").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("KERNEL               CPU       DESCRIPTION", lines.get(0));
        for (String id : List.of("z80-lfsr", "z80-rolldie", "z80-maxu8", "z80-srl", "z80-mul", "z80-div")) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(String.format("%-19s  Z80       ", id))), id + "\n"
                    + run.transcript());
        }
        for (String id : List.of("fds-backgammon-rng", "fds-backgammon-dice")) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(String.format("%-19s  2A03      ", id))), id + "\n"
                    + run.transcript());
        }
        assertTrue(run.out().contains("  --sides  1..256  "), run.transcript());
        assertTrue(run.out().contains("inputs:  every h 0..255 × every l 0..255 (65,536)"), run.transcript());
    }

    @Test
    void listJsonHasEachKernelsParameters() {
        CommandRun run = CommandRun.of("list", "--json").assertExit(0);

        List<?> kernels = (List<?>) Json.parse(run.out());
        assertEquals(14, kernels.size(), run.out());
        Map<?, ?> rollDie = (Map<?, ?>) kernels.get(1);
        assertEquals("z80-rolldie", rollDie.get("kernel"));
        assertEquals("z80", rollDie.get("cpu"));
        assertEquals("sides", ((Map<?, ?>) ((List<?>) rollDie.get("parameters")).get(0)).get("name"));
    }

    @Test
    void runChainsTheLfsrStateFromCallToCallAndTotals() {
        CommandRun run = CommandRun.of("run", "z80-rolldie", "--count", "3").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("z80-rolldie: Z80 on a TI-83+ at 6 MHz, sides=20 seed=$2F3497D144B7DA85 count=3", lines.get(0));
        assertEquals("   1  DIESIDES=20 seed=$2F3497D144B7DA85  a=2 seed=$3497D144B7DA8516      1,042",
                lines.get(2));
        assertTrue(lines.get(3).contains("seed=$3497D144B7DA8516  a=11 seed=$97D144B7DA85168C"), run.transcript());
        assertEquals("3 calls, 3,126 T-states (521.0 µs at 6 MHz)", lines.get(5));
    }

    @Test
    void runJsonHasEachCallsInputOutputAndCycles() {
        CommandRun run = CommandRun.of("run", "z80-mul", "--count", "2", "--seed", "7", "--json").assertExit(0);

        List<?> calls = (List<?>) json(run).get("calls");
        assertEquals(2, calls.size(), run.out());
        Map<?, ?> first = (Map<?, ?>) calls.get(0);
        assertTrue(((Map<?, ?>) first.get("input")).containsKey("h"), run.out());
        assertEquals(true, first.get("returns"), run.out());
    }

    @Test
    void runShowsACallThatNeverReturnsAndStops() {
        CommandRun run = CommandRun.of("run", "z80-maxu8", "--sides", "0").assertExit(0);

        assertTrue(run.out().contains("rangeMax=0 a=48  never returns (stopped at the cycle budget)    10,001"),
                run.transcript());
        assertTrue(run.out().contains("\n1 call, 10,001 T-states"), run.transcript());
    }

    @Test
    void runRejectsASettingTheKernelDoesNotTake() {
        CommandRun.of("run", "z80-mul", "--sides", "6").assertUsageError("z80-mul takes no --sides");
    }

    @Test
    void runRejectsAValueOutOfRange() {
        CommandRun.of("run", "z80-rolldie", "--sides", "257").assertUsageError("257");
    }

    @Test
    void unknownKernelIsAUsageErrorNamingTheKnownOnes() {
        CommandRun.of("run", "z80-nope").assertUsageError("no kernel 'z80-nope'; known: z80-lfsr, z80-rolldie");
    }

    @Test
    void unknownOptionIsAUsageError() {
        CommandRun.of("check", "--fast").assertUsageError("Unknown option: '--fast'");
    }

    @Test
    void benchGivesTStatesTargetTimeAndHostSpeed() {
        CommandRun run = CommandRun.of("bench", "z80-lfsr", "--clock", "15").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(0).endsWith("(10,000 calls), Z80 on a TI-83+ at 15 MHz"), run.transcript());
        assertEquals("T-states per call  min 397  mean 397.0  max 397", lines.get(1));
        assertEquals("on the target      min 26.5 µs  mean 26.5 µs  max 26.5 µs (at 15 MHz)", lines.get(2));
        assertTrue(lines.get(3).matches("host {15}[0-9,.]+ emulated MHz, [0-9,]+x the target's speed \\(one timed "
                + "pass, not a JMH figure\\)"), run.transcript());
    }

    @Test
    void benchJsonHasCyclesAndHostSpeed() {
        CommandRun run = CommandRun.withKernels(new KernelRegistry(List.of(KernelRegistry.bundled().get("z80-lfsr"))),
                "bench", "z80-lfsr", "--json").assertExit(0);

        assertEquals(397L, ((Number) ((Map<?, ?>) json(run).get("cyclesPerCall")).get("max")).longValue(), run.out());
        assertTrue(((Number) json(run).get("hostMHz")).doubleValue() > 0, run.out());
    }

    @Test
    void benchRejectsANonPositiveClock() {
        CommandRun.of("bench", "z80-lfsr", "--clock", "0").assertUsageError("positive clock");
    }
}
