package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;
import org.junit.jupiter.api.Test;

/**
 * A kernel's own settings, as {@code list} shows them, are options of run, diff, bench, dist and fairness: each has
 * its effect there, a name the kernel does not take is a usage error naming those it does, and one that cannot apply
 * to a command is refused with the reason.
 */
class KernelSettingsTest {

    @Test
    void runAtAGivenInstantOfMlfeRandIsTheFaithfulModelAtThatInstant() {
        CommandRun run = CommandRun.of("run", "mlfe-rand", "--minute", "16", "--us", "39041285", "--A", "0", "--B",
                "100", "--count", "1").assertExit(0);

        Kernel rand = KernelRegistry.bundled().get("mlfe-rand");
        Values instant = Settings.none(rand.parameters()).with("minute", "16").with("us", "39041285").with("A", "0")
                .with("B", "100").inputs();
        Outcome.Returned model = (Outcome.Returned) rand.model(instant);
        List<String> lines = run.out().lines().toList();
        assertEquals("mlfe-rand: MLFE at 1 MHz, minute=16 us=39041285 A=0 B=100 seed=$2F3497D144B7DA85 count=1",
                lines.get(0));
        assertEquals(String.format(Locale.ROOT, "   1  %s  %s  %,10d", instant.text(), model.output().text(),
                model.cycles()), lines.get(2));
    }

    @Test
    void runFixesTheInputsGivenAndDrawsTheOthers() {
        CommandRun run = CommandRun.of("run", "z80-mul", "--h", "3", "--count", "4").assertExit(0);

        List<String> calls = run.out().lines().skip(2).limit(4).toList();
        assertTrue(calls.stream().allMatch(call -> call.contains("  h=3 l=")), run.transcript());
        assertTrue(calls.stream().map(call -> call.substring(0, call.indexOf("  hl="))).distinct().count() > 1,
                run.transcript());
    }

    @Test
    void runTakesTheSequenceOfBackgammonAndTheMapOfTheMapViewByTheirNames() {
        CommandRun backgammon = CommandRun.of("run", "fds-backgammon-rng", "--sequence", "5", "--count", "2")
                .assertExit(0);
        assertTrue(backgammon.out().startsWith("fds-backgammon-rng: 2A03 on a Famicom Disk System at 1.78977 MHz, "
                + "sequence=5 count=2\n"), backgammon.transcript());
        assertTrue(backgammon.out().contains("\n   2  sequence=5 call=1  value="), backgammon.transcript());

        // the room's own player stands at 6,5 (roms/tms9900/mapview/maps/room.map)
        CommandRun room = CommandRun.of("run", "ti-mapview", "--map", "room").assertExit(0);
        assertTrue(room.out().contains("\n   1  map=0 x=6 y=5  r0c0="), room.transcript());
        CommandRun placed = CommandRun.of("run", "ti-mapview", "--map=forest", "--x=3", "--y", "4").assertExit(0);
        assertTrue(placed.out().contains("\n   1  map=1 x=3 y=4  r0c0="), placed.transcript());
    }

    @Test
    void diffFixesTheSidesOfRollDie() {
        CommandRun run = CommandRun.of("diff", "z80-rolldie", "--sides", "6").assertExit(0);

        assertEquals(List.of("z80-rolldie: every a 0..255 with DIESIDES=6; 1,000 samples of seed with DIESIDES=6 from "
                + "seed $2F3497D144B7DA85 (Z80 on a TI-83+ at 6 MHz)", "1,256 inputs, 0 divergences"),
                run.out().lines().toList());
        assertEquals(List.of("z80-rolldie: every a 0..255 with DIESIDES=6 (Z80 on a TI-83+ at 6 MHz)",
                "256 inputs, 0 divergences"),
                CommandRun.of("diff", "z80-rolldie", "--exhaustive", "--sides=6").assertExit(0).out().lines().toList());
    }

    @Test
    void diffOfTheMapViewOnTheForestIsTheForestsPositions() {
        CommandRun run = CommandRun.of("diff", "ti-mapview", "--map", "forest").assertExit(0);

        assertEquals(List.of("ti-mapview: every player position on forest (TMS9900 on a TI-99/4A at 3 MHz)",
                "576 inputs, 0 divergences"), run.out().lines().toList());
        assertTrue(CommandRun.of("diff", "ti-mapview", "--map", "1", "--x", "3").assertExit(0).out()
                .endsWith("with x=3 (TMS9900 on a TI-99/4A at 3 MHz)\n24 inputs, 0 divergences\n"));
    }

    @Test
    void diffOfMlfeRandTakesMinuteAAndBWithAndWithoutExhaustive() {
        CommandRun run = CommandRun.of("diff", "mlfe-rand", "--minute", "3", "--samples", "50").assertExit(0);
        assertEquals(List.of("mlfe-rand: 50 samples of us × A × B with minute=3 from seed $2F3497D144B7DA85 (MLFE at "
                + "1 MHz)", "50 inputs, 0 divergences"), run.out().lines().toList());
        CommandRun.of("diff", "mlfe-rand", "--exhaustive", "--B", "1001").assertUsageError("mlfe-rand B must be "
                + "1..1000: 1001");
        CommandRun.of("diff", "mlfe-rand", "--exhaustive", "--us", "5").assertUsageError("mlfe-rand: --exhaustive "
                + "takes every us of a minute: leave out --us");
    }

    @Test
    void benchRunsTheInputSetTheSettingsFix() {
        CommandRun run = CommandRun.of("bench", "z80-mul", "--h", "0").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("z80-mul: every l 0..255 with h=0 (256 calls), Z80 on a TI-83+ at 6 MHz", lines.get(0));
        // H = 0 loops 256 times for every L (rng-kernels README, "The Z80 kernels")
        assertEquals("T-states per call  min 6,981  mean 6,981.0  max 6,981", lines.get(1));
    }

    @Test
    void distOfMlfeRandInAnotherMinuteNamesItAndCountsThere() {
        CommandRun run = CommandRun.of("dist", "mlfe-rand", "--minute", "20").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals("mlfe-rand with B=100 minute=20: values 0..99 over every 1/1000 s of minute 20, at a us drawn for "
                + "each (60,000 inputs)", lines.get(0));
        assertEquals("finding: 0..99: 519 to 684 of 60,000 each; out of range: 4294967295", lines.get(lines.size() - 1));
    }

    @Test
    void distTakesTheSidesUnderTheKernelsOwnNameButNotBothNames() {
        CommandRun run = CommandRun.of("dist", "mlfe-rand", "--B", "10", "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals(10L, ((Number) json.get("sides")).longValue(), run.out());
        assertEquals(Map.of(), json.get("fixed"), run.out());
        assertEquals(10, ((List<?>) json.get("rows")).size() - ((List<?>) json.get("outOfRange")).size(), run.out());
        CommandRun.of("dist", "mlfe-rand", "--B", "10", "--sides", "20").assertUsageError("mlfe-rand --sides and --B "
                + "both set B: give one");
    }

    @Test
    void fairnessOverTheGamesOfOneStartSequence() {
        CommandRun run = CommandRun.of("fairness", "fds-backgammon-dice", "--sequence", "7", "--frames", "200",
                "--json").assertExit(0);

        Map<?, ?> json = (Map<?, ?>) Json.parse(run.out());
        assertEquals(Map.of("sequence", 7L), json.get("fixed"), run.out());
        assertEquals(200L, ((Number) json.get("inputs")).longValue(), run.out());
        CommandRun text = CommandRun.of("fairness", "fds-backgammon-dice", "--sequence", "7", "--frames", "200");
        assertTrue(text.assertExit(0).out().startsWith("fds-backgammon-dice with pairs=36 sequence=7 against the Troll "
                + "spec '6 * (d6 - 1) + d6' over the first 200 title frames of the stream (200 inputs)\n"),
                text.transcript());
    }

    @Test
    void aSettingBeforeTheKernelIsTakenToo() {
        CommandRun run = CommandRun.of("diff", "--sides", "6", "--exhaustive", "z80-rolldie").assertExit(0);

        assertEquals("256 inputs, 0 divergences", run.out().lines().toList().get(1));
    }

    @Test
    void aNameTheKernelDoesNotTakeIsAUsageErrorNamingItsSettings() {
        String known = "z80-mul takes no --minute (it takes --h, --l, --seed, --count)";
        for (String command : List.of("run", "diff", "bench")) {
            CommandRun.of(command, "z80-mul", "--minute", "3").assertUsageError(known);
        }
        String rand = "mlfe-rand takes no --map (it takes --minute, --us, --A, --B, --seed, --count)";
        for (String command : List.of("dist", "fairness")) {
            CommandRun.of(command, "mlfe-rand", "--map=forest").assertUsageError(rand);
        }
    }

    @Test
    void aSettingThatCannotApplyIsRefusedWithTheReason() {
        CommandRun.of("diff", "z80-mul", "--count", "3").assertUsageError("z80-mul: --count does not apply to diff "
                + "and bench, which take --h, --l; --count: calls run makes");
        CommandRun.of("dist", "mlfe-rand", "--us", "5").assertUsageError("mlfe-rand: --us does not apply to dist and "
                + "fairness, which take --minute, --A, --B; --us: the microsecond");
        CommandRun.of("fairness", "fds-backgammon-dice", "--sequence", "3").assertUsageError("--sequence applies to "
                + "dist and fairness with --frames N alone");
        CommandRun.of("run", "ti-mapview", "--map", "random", "--x", "3").assertUsageError("ti-mapview: a random map "
                + "places its own player");
        CommandRun.of("run", "ti-mapview", "--map", "forest", "--x", "30").assertUsageError("ti-mapview: the player "
                + "at 30,12 is outside forest (0..23, 0..23)");
    }

    @Test
    void theKernelsArgumentsAreOneKernelAndSettingsWithValues() {
        CommandRun.of("run", "z80-mul", "--h").assertUsageError("Missing value for --h");
        CommandRun.of("run", "z80-mul", "--h", "--count", "2").assertUsageError("Missing value for --h");
        CommandRun.of("run", "z80-mul", "--jsno").assertUsageError("z80-mul takes no --jsno");
        CommandRun.of("run", "z80-mul", "--h", "1", "--h=2").assertUsageError("--h is given twice");
        CommandRun.of("run", "z80-mul", "z80-div").assertUsageError("one KERNEL, not 'z80-mul', 'z80-div'");
        CommandRun.of("run", "--count", "2").assertUsageError("Missing required parameter: 'KERNEL");
        CommandRun.of("diff", "z80-mul", "-q").assertUsageError("Unknown option: '-q'");
    }
}
