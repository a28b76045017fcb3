package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;

/** {@code romlab backgammon} and {@code diff --model intended} on the FDS Backgammon kernels. */
class BackgammonCommandTest {

    @Test
    void aPowerOnGamesFirstRolls() {
        CommandRun run = CommandRun.of("backgammon", "--sequence", "31", "--frames", "0", "--rolls", "3")
                .assertExit(0);
        assertEquals(List.of("sequence 31 (power-on), start after 0 title frames (0.000 s at 60.0988 Hz):",
                "ROLL  DICE", "   1  3-3", "   2  5-5", "   3  4-2"), run.out().lines().toList());
    }

    @Test
    void theSequencesDefaultIsPowerOnAndTenRolls() {
        List<String> lines = CommandRun.of("backgammon").assertExit(0).out().lines().toList();
        assertEquals("sequence 31 (power-on), start after 0 title frames (0.000 s at 60.0988 Hz):", lines.get(0));
        assertEquals(12, lines.size());
    }

    @Test
    void findListsEverySequenceAndFrameWhoseGameBeginsSo() {
        CommandRun run = CommandRun.of("backgammon", "--find", "6-6 5-5 3-1").assertExit(0);
        List<String> lines = run.out().lines().toList();
        assertEquals("7 of 115,200 games (32 sequences × start frames 0..3,599) begin 6-6 5-5 3-1 (dice in either "
                + "order)", lines.get(0));
        assertEquals("31 (power-on)  1,184   19.701  6-6 5-5 3-1", lines.get(7));
        for (String line : lines.subList(2, lines.size())) {
            CommandRun game = CommandRun.of("backgammon", "--sequence", line.substring(0, 13).strip().split(" ")[0],
                    "--frames", line.substring(13, 20).strip().replace(",", ""), "--rolls", "3").assertExit(0);
            assertEquals(line.substring(line.length() - 11),
                    String.join(" ", game.out().lines().skip(2).map(l -> l.substring(6)).toList()), line);
        }
    }

    @Test
    void findAsJson() {
        Map<?, ?> json = (Map<?, ?>) Json.parse(CommandRun.of("backgammon", "--find", "6-6 6-6", "--max-frames", "200",
                "--json").assertExit(0).out());
        assertEquals(6400L, ((Number) json.get("searched")).longValue());
        List<?> matches = (List<?>) json.get("matches");
        Map<?, ?> first = (Map<?, ?>) matches.get(0);
        assertEquals(3L, ((Number) first.get("sequence")).longValue());
        assertEquals(161L, ((Number) first.get("frames")).longValue());
        assertEquals(161 / 60.0988, ((Number) first.get("seconds")).doubleValue(), 1e-9);
    }

    @Test
    void theCompareAsPrintedGivesOtherRolls() {
        CommandRun printed = CommandRun.of("backgammon", "--rolls", "3", "--cmp37", "zero-page").assertExit(0);
        CommandRun immediate = CommandRun.of("backgammon", "--rolls", "3", "--cmp37", "immediate").assertExit(0);
        assertTrue(!printed.out().equals(immediate.out()), printed.transcript());
    }

    @Test
    void badArgumentsAreUsageErrors() {
        CommandRun.of("backgammon", "--find", "6-6 7-1").assertUsageError("--find: a roll is two dice 1..6 as D-D");
        CommandRun.of("backgammon", "--sequence", "32").assertUsageError("--sequence must be 0..31: 32");
        CommandRun.of("backgammon", "--find", "6-6", "--frames", "3").assertUsageError("leave out --sequence");
        CommandRun.of("backgammon", "--max-frames", "3").assertUsageError("--max-frames goes with --find");
        CommandRun.of("backgammon", "--cmp37", "zp").assertUsageError("--cmp37 is 'immediate' or 'zero-page'");
        CommandRun.of("backgammon", "--find", "6-6", "--max-frames", "0").assertUsageError("--max-frames must be");
    }

    @Test
    void intendedModelShowsWhereTheGameDepartsFromRan3() {
        CommandRun run = CommandRun.of("diff", "fds-backgammon-rng", "--model", "intended", "--samples", "64")
                .assertExit(0);
        List<String> lines = run.out().lines().toList();
        assertEquals("intended: Knuth's subtractive generator, Numerical Recipes ran3 arrangement, modulus 180",
                lines.get(1));
        assertTrue(lines.get(2).startsWith("departs in "), run.transcript());
    }

    @Test
    void intendedModelIsAUsageErrorWhereThereIsNone() {
        CommandRun.of("diff", "z80-div", "--model", "intended").assertUsageError("z80-div has no intended model");
        CommandRun.of("diff", "z80-div", "--model", "ideal").assertUsageError("--model is 'faithful' or 'intended'");
    }

    @Test
    void distAndFairnessOverEveryValueAndOverTheRealStreams() {
        CommandRun everyValue = CommandRun.of("fairness", "fds-backgammon-dice").assertExit(0);
        assertTrue(everyValue.out().startsWith("fds-backgammon-dice with pairs=36 against the Troll spec "
                + "'6 * (d6 - 1) + d6' over every random byte (180 inputs)\n"), everyValue.transcript());
        assertTrue(everyValue.out().contains("total variation distance: 0 = 0.000000\n"), everyValue.transcript());
        CommandRun streams = CommandRun.of("dist", "fds-backgammon-dice", "--frames", "10").assertExit(0);
        assertTrue(streams.out().startsWith("fds-backgammon-dice with pairs=36: values 1..36 over the first 10 title "
                + "frames of every stream (320 inputs)\n"), streams.transcript());
        CommandRun.of("fairness", "fds-backgammon-dice", "--frames", "10").assertExit(0);
        CommandRun.of("dist", "z80-maxu8", "--frames", "10").assertUsageError("z80-maxu8 has no real streams");
        CommandRun.of("dist", "fds-backgammon-dice", "--frames", "10", "--sides", "36")
                .assertUsageError("leave out --sides");
    }
}
