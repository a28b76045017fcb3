package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A write error on standard output is an error (issue #21): one line and exit 1 for a full disk, a quiet exit 141
 * when the reader has gone, for every command and for picocli's own help, version and usage output.
 */
class StandardOutputTest {

    private static final String NO_SPACE = "No space left on device";

    @TempDir
    static Path dir;

    @BeforeAll
    static void programs() throws IOException {
        Files.writeString(dir.resolve("five.asm"), ".org $0100\n    ld a,5 \\ halt\n");
        Files.write(dir.resolve("five.bin"), new byte[] {0x3E, 0x05, 0x76});
        Files.writeString(dir.resolve("loop.asm"), ".org $0100\nloop: jr loop\n");
    }

    private record Outcome(int exitCode, String err) {
    }

    /** {@code args} (FILE standing for the test folder) run as {@link Main#main} runs them, stdout failing. */
    private static Outcome run(String reason, long accepted, String args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        StandardStreams streams = new StandardStreams(InputStream.nullInputStream(),
                new FileHandlingFuzz.FailingOutput(reason, accepted), err);
        int exitCode = Main.run(false, streams, StandardCharsets.UTF_8, args.replace("DIR", dir.toString()).split(" "));
        return new Outcome(exitCode, err.toString(StandardCharsets.UTF_8));
    }

    /** {@code args} run as {@link Main#main} runs them, stderr failing; what stdout got. */
    private static Outcome runFailingStderr(String reason, long accepted, String args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StandardStreams streams = new StandardStreams(InputStream.nullInputStream(), out,
                new FileHandlingFuzz.FailingOutput(reason, accepted));
        int exitCode = Main.run(false, streams, StandardCharsets.UTF_8, args.replace("DIR", dir.toString()).split(" "));
        return new Outcome(exitCode, out.toString(StandardCharsets.UTF_8));
    }

    /** How romlab names the command of {@code args} in its messages: {@code romlab disasm}, or {@code romlab}. */
    private static String commandName(String args) {
        return args.startsWith("-") ? "romlab" : "romlab " + args.split(" ")[0];
    }

    @ParameterizedTest
    @ValueSource(strings = {"disasm DIR/five.bin --cpu z80", "exec DIR/five.asm --json", "troll -e 3d6",
            "troll -e 3d6 --seed 1", "list", "run z80-rolldie", "help", "help asm", "--help", "asm --help", "--version",
            "completion bash", "asm DIR/five.asm -o -", "asm DIR/five.asm -o DIR/five.out --listing -",
            "mapview --map room"})
    void fullDiskIsOneLineAndExit1(String args) {
        Outcome outcome = run(NO_SPACE, 0, args);

        assertEquals(commandName(args) + ": cannot write standard output: " + NO_SPACE + "\n", outcome.err());
        assertEquals(1, outcome.exitCode(), outcome.err());
    }

    @Test
    void fullDiskAfterSomeOutputIsStillOneLine() {
        Outcome outcome = run(NO_SPACE, 10, "disasm DIR/five.bin --cpu z80");

        assertEquals("romlab disasm: cannot write standard output: " + NO_SPACE + "\n", outcome.err());
        assertEquals(1, outcome.exitCode());
    }

    @Test
    void standardOutputFailingLeavesTheOtherOutputsUnwritten() {
        Outcome outcome = run(NO_SPACE, 0, "asm DIR/five.asm -o DIR/unwritten.bin --listing -");

        assertEquals(1, outcome.exitCode(), outcome.err());
        assertFalse(Files.exists(dir.resolve("unwritten.bin")), "the binary was written without its listing");
    }

    @ParameterizedTest
    @ValueSource(strings = {"disasm DIR/five.bin --cpu z80", "troll -e 3d6", "--help", "asm DIR/five.asm -o -"})
    void brokenPipeIsQuietExit141(String args) {
        Outcome outcome = run("Broken pipe", 0, args);

        assertEquals("", outcome.err());
        assertEquals(141, outcome.exitCode());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void brokenPipeStopsATraceAtOnce() {
        // 100,000,000 cycles of trace lines (the default budget) would take minutes; the first failing write ends it
        Outcome outcome = runFailingStderr("Broken pipe", 10_000, "exec DIR/loop.asm --trace");

        assertEquals("", outcome.err(), "nothing on stdout: the program prints nothing");
        assertEquals(141, outcome.exitCode());
    }

    // --- the same through a real process: /dev/full and a pipe closed by head ---

    @ParameterizedTest
    @ValueSource(strings = {"disasm five.bin --cpu z80", "asm five.asm -o -", "troll -e 3d6", "--version"})
    void devFullIsOneLineAndExit1(String args) throws Exception {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/full")), "no /dev/full on this system");

        RomlabProcess run = RomlabProcess.redirected(dir, "> /dev/full", args.split(" "));

        assertEquals(commandName(args) + ": cannot write standard output: " + NO_SPACE + "\n", run.err());
        assertEquals(1, run.exitCode());
    }

    @Test
    void closedPipeEndsATraceAtOnceQuietly() throws Exception {
        // RomlabProcess gives up after 60 s; before issue #21 the trace ran on for minutes into the closed pipe
        // the trace is on stderr: 2>&1 sends it down the pipe
        RomlabProcess run = RomlabProcess.redirected(dir, "2>&1 | head -1", "exec", "loop.asm", "--trace");

        assertEquals("", run.err());
        assertEquals(141, run.exitCode());
        String out = new String(run.out(), StandardCharsets.UTF_8);
        assertEquals(1, out.lines().count(), out);
        assertTrue(out.contains("loop: jr loop"), out);
    }
}
