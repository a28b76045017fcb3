package dev.romlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import dev.romlab.kernels.backgammon.BackgammonGames;
import dev.romlab.kernels.backgammon.model.ListingReading;
import dev.romlab.kernels.backgammon.model.Roll;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code romlab backgammon}: the dice of FDS Backgammon games, and the reset and frame that give wanted rolls. */
@Command(name = "backgammon",
        header = "The dice of FDS Backgammon: a game's rolls, or the reset and frame that give wanted rolls.",
        sortOptions = false,
        description = {"Runs the game's generator and GetDiceRoll (roms/6502/backgammon/backgammon.s65) on the "
                + "emulated Famicom Disk System. The title screen takes one value per frame and the rolls are "
                + "fixed when start is pressed, so a game is its start sequence (0..31: $33 mod 32 at a reset, 31 "
                + "at power-on) and its title frames.",
                "--sequence S --frames F --rolls N prints the first N rolls of the game started after F frames. "
                        + "--find \"6-6 5-5 3-1\" searches every sequence and every start frame below --max-frames "
                        + "for games whose first rolls are those (each roll's dice in either order) and prints the "
                        + "sequence, the frame and the time to press start, at 60.0988 frames a second."},
        footer = {"%nExample:",
                "  $ romlab backgammon --sequence 31 --frames 0 --rolls 3",
                "  sequence 31 (power-on), start after 0 title frames (0.000 s at 60.0988 Hz):",
                "  ROLL  DICE",
                "     1  3-3",
                "     2  5-5",
                "     3  4-2"})
final class BackgammonCommand extends KernelCommand {

    @Option(names = "--find", paramLabel = "ROLLS", description = "The first rolls to look for, as D-D separated "
            + "by spaces: \"6-6 5-5 3-1\".")
    private String find;

    @Option(names = "--sequence", paramLabel = "S", description = "The start sequence, 0..31 (31: power-on; "
            + "default 31).")
    private Integer sequence;

    @Option(names = "--frames", paramLabel = "F", description = "Title frames before start (default 0).")
    private Integer frames;

    @Option(names = "--rolls", paramLabel = "N", description = "How many rolls to print (default 10).")
    private Integer rolls;

    @Option(names = "--max-frames", paramLabel = "F", description = "With --find: start frames 0..F-1 (default "
            + "3600, one minute).")
    private Integer maxFrames;

    @Option(names = "--cmp37", paramLabel = "READING", description = "GetRandomVal's 'CMP $37': 'immediate' (CMP "
            + "#$37, the default) or 'zero-page' (as printed; see roms/README.md).")
    private String cmp37;

    private static final int MAX_ROLLS = 10_000;
    private static final int MAX_FRAMES = 1_000_000;

    @Override
    public Integer call() {
        BackgammonGames games = new BackgammonGames(reading());
        if (find != null) {
            return find(games);
        }
        return game(games);
    }

    private int game(BackgammonGames games) {
        if (maxFrames != null) {
            throw usageError("--max-frames goes with --find");
        }
        int s = sequence == null ? BackgammonGames.SEQUENCES - 1 : inRange("--sequence", sequence, 0,
                BackgammonGames.SEQUENCES - 1);
        int f = frames == null ? 0 : inRange("--frames", frames, 0, MAX_FRAMES);
        int n = rolls == null ? 10 : inRange("--rolls", rolls, 1, MAX_ROLLS);
        List<Roll> result = games.game(s, f, n);
        print(() -> {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("sequence", s);
            out.put("powerOn", s == BackgammonGames.SEQUENCES - 1);
            out.put("frames", f);
            out.put("seconds", BackgammonGames.seconds(f));
            out.put("cmp37", reading().text());
            out.put("rolls", result.stream().map(BackgammonCommand::rollJson).toList());
            return out;
        }, () -> {
            TextTable table = new TextTable("ROLL", "DICE").alignRight(0);
            for (int k = 0; k < result.size(); k++) {
                table.row(String.valueOf(k + 1), result.get(k).text());
            }
            return String.format(Locale.ROOT, "sequence %s, start after %,d title frames (%.3f s at %s Hz):%n",
                    BackgammonGames.sequenceText(s), f, BackgammonGames.seconds(f),
                    BackgammonGames.FRAMES_PER_SECOND) + table.text();
        });
        return 0;
    }

    private int find(BackgammonGames games) {
        if (sequence != null || frames != null || rolls != null) {
            throw usageError("--find searches every sequence and frame: leave out --sequence, --frames and "
                    + "--rolls");
        }
        List<Roll> wanted = new ArrayList<>();
        for (String roll : find.strip().split("\\s+")) {
            wanted.add(usage("--find:", () -> Roll.parse(roll)));
        }
        int max = maxFrames == null ? BackgammonGames.DEFAULT_MAX_FRAMES
                : inRange("--max-frames", maxFrames, 1, MAX_FRAMES);
        List<BackgammonGames.Match> matches = games.find(wanted, max);
        String wantedText = wanted.stream().map(Roll::text).collect(Collectors.joining(" "));
        print(() -> {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("find", wanted.stream().map(BackgammonCommand::rollJson).toList());
            out.put("maxFrames", max);
            out.put("cmp37", reading().text());
            out.put("searched", (long) BackgammonGames.SEQUENCES * max);
            out.put("matches", matches.stream().map(m -> {
                Map<String, Object> match = new LinkedHashMap<>();
                match.put("sequence", m.sequence());
                match.put("powerOn", m.sequence() == BackgammonGames.SEQUENCES - 1);
                match.put("frames", m.frames());
                match.put("seconds", m.seconds());
                match.put("rolls", m.rolls().stream().map(BackgammonCommand::rollJson).toList());
                return match;
            }).toList());
            return out;
        }, () -> {
            StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                    "%,d of %,d games (%d sequences × start frames 0..%,d) begin %s (dice in either order)%n",
                    matches.size(), (long) BackgammonGames.SEQUENCES * max, BackgammonGames.SEQUENCES, max - 1,
                    wantedText));
            if (!matches.isEmpty()) {
                TextTable table = new TextTable("SEQUENCE", "FRAME", "SECONDS", "ROLLS").alignRight(0, 1, 2);
                for (BackgammonGames.Match m : matches) {
                    table.row(m.sequence() == BackgammonGames.SEQUENCES - 1 ? m.sequence() + " (power-on)"
                            : String.valueOf(m.sequence()), String.format(Locale.ROOT, "%,d", m.frames()),
                            String.format(Locale.ROOT, "%.3f", m.seconds()),
                            m.rolls().stream().map(Roll::text).collect(Collectors.joining(" ")));
                }
                text.append(table.text());
            }
            return text.toString();
        });
        return 0;
    }

    private ListingReading reading() {
        if (cmp37 == null || cmp37.equals("immediate")) {
            return ListingReading.MOST_LIKELY;
        }
        if (cmp37.equals("zero-page")) {
            return ListingReading.AS_PRINTED;
        }
        throw usageError("--cmp37 is 'immediate' or 'zero-page', not '" + cmp37 + "'");
    }

    private int inRange(String option, int value, int min, int max) {
        if (value < min || value > max) {
            throw usageError(String.format(Locale.ROOT, "%s must be %,d..%,d: %,d", option, min, max, value));
        }
        return value;
    }

    private ParameterException usageError(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    private static Map<String, Object> rollJson(Roll roll) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("die1", roll.die1());
        out.put("die2", roll.die2());
        return out;
    }
}
