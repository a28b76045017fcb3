package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class ProgressBarTest {

    private final StringWriter err = new StringWriter();
    private long now;

    private ProgressBar bar(boolean enabled) {
        return new ProgressBar(new PrintWriter(err), enabled, "z80-mul", 65_536, () -> now);
    }

    @Test
    void drawsTheShareDoneInPlace() {
        ProgressBar bar = bar(true);

        now += ProgressBar.REDRAW_NANOS;
        bar.accept(26_215);

        assertEquals("\rz80-mul  [############..................]   40%  26,215 of 65,536", err.toString());
    }

    @Test
    void redrawsAtMostTenTimesASecond() {
        ProgressBar bar = bar(true);

        bar.accept(1);
        now += ProgressBar.REDRAW_NANOS - 1;
        bar.accept(2);

        assertEquals("", err.toString());
    }

    @Test
    void closingErasesTheBar() {
        try (ProgressBar bar = bar(true)) {
            now += ProgressBar.REDRAW_NANOS;
            bar.accept(65_536);
        }

        String text = err.toString();
        assertTrue(text.endsWith("\r" + " ".repeat(text.indexOf(" of 65,536") + 9) + "\r"), text);
    }

    @Test
    void withoutATerminalNothingIsDrawn() {
        try (ProgressBar bar = bar(false)) {
            now += ProgressBar.REDRAW_NANOS;
            bar.accept(100);
        }

        assertEquals("", err.toString());
    }

    @Test
    void theLaunchersWordOnStderrWins() {
        String before = System.getProperty(Terminal.STDERR_PROPERTY);
        try {
            System.setProperty(Terminal.STDERR_PROPERTY, "true");
            assertTrue(Terminal.stderrIsTerminal());
            System.setProperty(Terminal.STDERR_PROPERTY, "false");
            assertFalse(Terminal.stderrIsTerminal());
        } finally {
            if (before == null) {
                System.clearProperty(Terminal.STDERR_PROPERTY);
            } else {
                System.setProperty(Terminal.STDERR_PROPERTY, before);
            }
        }
    }

    @Test
    void diffThroughACommandOutsideATerminalPrintsNoBar() {
        CommandRun run = CommandRun.of("diff", "z80-mul", "--exhaustive").assertExit(0);

        assertEquals("", run.err());
    }
}
