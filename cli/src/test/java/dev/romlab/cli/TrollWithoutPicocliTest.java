package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code romlab troll} run straight from its arguments, without picocli (issue #11: start-up), prints exactly what
 * the picocli command prints, errors included; a line it does not take is left to picocli untouched.
 */
class TrollWithoutPicocliTest {

    private static final String STDIN = "sum 2d4";

    /** Exit code, stdout and stderr of {@link Main#run}, which tries the plain path first. */
    private static List<Object> viaMain(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(false, streams(out, err), StandardCharsets.UTF_8, args);
        return List.of(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static StandardStreams streams(ByteArrayOutputStream out, ByteArrayOutputStream err) {
        return new StandardStreams(new ByteArrayInputStream(STDIN.getBytes(StandardCharsets.UTF_8)), out, err);
    }

    private static Integer plainExit(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintWriter writer = new PrintWriter(out, true);
        return TrollCommand.runWithoutPicocli(args, streams(out, err), writer, new PrintWriter(err, true), false);
    }

    private static List<Object> viaPicocli(String... args) {
        CommandRun run = CommandRun.withInput(STDIN, args);
        return List.of(run.exitCode(), run.out(), run.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"troll|-e|sum 3d6", "troll|-e|count T <= N d10|0|N=7|T=5", "troll|-e|d6|-p",
        "troll|--exact|-e|sum largest 2 3d6", "troll|-e|sum accumulate x:=d6 while x=6|-2", "troll|-p|--exact|-e|d3-2",
        "troll|-", "troll", "troll|-e|3d6 +", "troll|-e|1/0", "troll|no-such-file.t", "troll|-e|X + d4|X=~2"})
    void plainLinesPrintWhatPicocliPrints(String line) {
        String[] args = line.split("\\|");
        assertNotNull(plainExit(args), line);
        assertEquals(viaPicocli(args), viaMain(args), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"troll|--help", "troll|-e|d6|--csv", "troll|-e|d6|--json", "troll|-e|d6|-p|-p",
        "troll|-e", "troll|-e|-d6", "troll|-e|d6|-g", "troll|-e|d6|-e|d4", "troll|-e|d6|2|3", "troll|-e|d6|x.t",
        "troll|@args", "troll|-e|d6|--limit|3", "troll|-e|d6|3|--seed|5", "troll|-e|d6|-x=3", "--version", "check"})
    void otherLinesAreLeftToPicocli(String line) {
        String[] args = line.split("\\|");
        assertNull(plainExit(args), line);
        assertEquals(viaPicocli(args), viaMain(args), line);
    }
}
