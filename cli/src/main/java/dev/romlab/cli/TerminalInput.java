package dev.romlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Commands typed on a terminal, with JLine's line editing and history (up and down arrows, Ctrl-R). The only class
 * that uses JLine, and loaded only when standard input is a terminal, so that other commands start as fast as
 * before. Ctrl-C drops the line being typed; Ctrl-D ends the session. The history is kept between sessions
 * ({@link HistoryFile}).
 */
final class TerminalInput implements MonitorInput {

    private final LineReader reader;

    private TerminalInput(LineReader reader) {
        this.reader = reader;
    }

    /** Input from the process's terminal, with the history of earlier sessions ({@link HistoryFile}). */
    static MonitorInput open() {
        try {
            Terminal terminal = TerminalBuilder.builder().system(true).build();
            LineReaderBuilder builder = LineReaderBuilder.builder().terminal(terminal).appName("romlab");
            Path history = HistoryFile.location(System.getenv(), System.getProperty("user.home"));
            if (history != null && folderFor(history)) {
                // JLine appends each command as it is typed and trims the file to the size when it loads it
                builder.variable(LineReader.HISTORY_FILE, history)
                        .variable(LineReader.HISTORY_SIZE, HistoryFile.LINES)
                        .variable(LineReader.HISTORY_FILE_SIZE, HistoryFile.LINES);
            }
            return new TerminalInput(builder.build());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the history's folder exists or could be made: without it the session keeps no history. */
    private static boolean folderFor(Path history) {
        try {
            Files.createDirectories(history.getParent());
            return true;
        } catch (IOException | SecurityException e) {
            return false;
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
