package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code romlab debug} at a terminal, used as a person uses it, in a pseudo-terminal ({@link PseudoTerminal}): a
 * command mistyped and mended with the arrow keys and backspace, the history of an earlier session called back with
 * the up arrow, and Ctrl-C typed during a {@code continue} and at the prompt.
 */
class DebugTerminalTest {

    /** A loop that never ends. */
    private static final String LOOP = ".org $0100\nstart: nop\nloop: jr loop\n";

    @TempDir
    Path dir;

    private Path program;
    /** Where the history goes: $XDG_STATE_HOME/romlab/debug_history, away from the user's own. */
    private Map<String, String> environment;

    @BeforeEach
    void writeProgram() throws IOException {
        Assumptions.assumeTrue(PseudoTerminal.available(),
                "util-linux's script is not on the PATH: no pseudo-terminal to run romlab debug in");
        program = Files.writeString(dir.resolve("loop.asm"), LOOP);
        environment = Map.of("XDG_STATE_HOME", dir.resolve("state").toString());
    }

    private PseudoTerminal debug() throws IOException, InterruptedException {
        PseudoTerminal terminal = PseudoTerminal.start(dir, environment, "debug", program.toString(),
                "--max-cycles", "1_000_000_000_000");
        terminal.await("> ");
        return terminal;
    }

    @Test
    void aMistypedCommandIsMendedWithTheLeftArrowAndBackspace() throws Exception {
        try (PseudoTerminal terminal = debug()) {
            // "rgisters", six steps left to just after "rg", rub out the g, type "eg": "registers"
            terminal.type("rgisters" + PseudoTerminal.LEFT.repeat(6) + PseudoTerminal.BACKSPACE + "eg"
                    + PseudoTerminal.ENTER);
            String shown = terminal.await("IFF2=0\n");

            assertTrue(shown.contains("AF=FFFF BC=0000 DE=0000 HL=0000"), shown);
            assertFalse(shown.contains("error"), shown);
            terminal.await("> ");
            terminal.type("q" + PseudoTerminal.ENTER);
            assertEquals(0, terminal.exitCode(), terminal.text());
        }
    }

    @Test
    void theUpArrowCallsBackTheCommandsOfAnEarlierSession() throws Exception {
        try (PseudoTerminal first = debug()) {
            first.type("m loop 2" + PseudoTerminal.ENTER);
            first.await("0101  18 FE");
            first.await("> ");
            first.type("q" + PseudoTerminal.ENTER);
            assertEquals(0, first.exitCode(), first.text());
        }
        assertEquals("m loop 2\nq\n", Files.readString(dir.resolve("state/romlab/debug_history"))
                .replaceAll("(?m)^\\d+:", ""), "the history file, each line after its time");

        try (PseudoTerminal second = debug()) {
            second.type(PseudoTerminal.UP + PseudoTerminal.UP + PseudoTerminal.ENTER); // "q", then "m loop 2"
            String shown = second.await("0101  18 FE");

            assertFalse(shown.contains("error"), shown);
            second.await("> ");
            second.type("q" + PseudoTerminal.ENTER);
            assertEquals(0, second.exitCode(), second.text());
        }
        assertEquals("m loop 2\nq\nm loop 2\nq\n", Files.readString(dir.resolve("state/romlab/debug_history"))
                .replaceAll("(?m)^\\d+:", ""), "the command called back is run and kept again");
    }

    @Test
    void ctrlCStopsAContinueAndTheMonitorGoesOn() throws Exception {
        Path trace = dir.resolve("trace.txt");
        try (PseudoTerminal terminal = debug()) {
            terminal.type("trace " + trace + PseudoTerminal.ENTER);
            terminal.await("tracing to");
            terminal.await("> ");
            terminal.type("c" + PseudoTerminal.ENTER);
            // the endless loop is running once its trace reaches the file
            PseudoTerminal.awaitCondition("the trace of the continue", () -> trace.toFile().length() > 0);
            terminal.type(PseudoTerminal.CTRL_C);

            String stop = terminal.await(": interrupted\n");
            assertTrue(stop.matches("(?s).*stopped at \\$010[13] \\(loop\\+?1?\\): interrupted\n"), stop);
            terminal.await("> ");
            terminal.type("r" + PseudoTerminal.ENTER);
            String registers = terminal.await("IFF2=0\n");
            assertTrue(registers.contains("PC=010"), registers);
            terminal.await("> ");
            terminal.type("q" + PseudoTerminal.ENTER);
            assertEquals(0, terminal.exitCode(), terminal.text());
        }
    }

    @Test
    void ctrlCAtThePromptDropsTheLineTypedAndGivesANewPrompt() throws Exception {
        try (PseudoTerminal terminal = debug()) {
            terminal.type(PseudoTerminal.CTRL_C);
            terminal.await("> ");
            terminal.type("regi" + PseudoTerminal.CTRL_C);
            terminal.await("> ");
            terminal.type("s" + PseudoTerminal.ENTER);
            String shown = terminal.await("stopped at $0101 (loop): step\n");

            assertFalse(shown.contains("error"), shown); // "regi" was dropped, not run
            terminal.await("> ");
            terminal.type("q" + PseudoTerminal.ENTER);
            assertEquals(0, terminal.exitCode(), terminal.text());
        }
    }
}
