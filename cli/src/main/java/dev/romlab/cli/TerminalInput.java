package dev.romlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Commands typed on a terminal, with JLine's line editing and history (up and down arrows, Ctrl-R). The only class
 * that uses JLine, and loaded only when standard input is a terminal, so that other commands start as fast as
 * before. Ctrl-C drops the line being typed; Ctrl-D ends the session.
 */
final class TerminalInput implements MonitorInput {

    private final LineReader reader;

    private TerminalInput(LineReader reader) {
        this.reader = reader;
    }

    /** Input from the process's terminal. */
    static MonitorInput open() {
        try {
            Terminal terminal = TerminalBuilder.builder().system(true).build();
            return new TerminalInput(LineReaderBuilder.builder().terminal(terminal).appName("romlab").build());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String readLine() {
        while (true) {
            try {
                return reader.readLine(PROMPT);
            } catch (UserInterruptException e) {
                continue;
            } catch (EndOfFileException e) {
                return null;
            }
        }
    }
}
