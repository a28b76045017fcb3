package dev.romlab.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import dev.romlab.asm.InputBytes;

/** Where {@code romlab debug} reads its commands: a terminal with line editing, or a script. */
interface MonitorInput {

    /** The prompt before each command. */
    String PROMPT = "> ";

    /** The next command line, or null at the end of the input. */
    String readLine();

    /**
     * Commands from a script (standard input that is not a terminal), one a line; lines starting with {@code #} are
     * skipped, and a blank line is Enter, as on a terminal (it repeats the last step). Each command is echoed after
     * the prompt, so that the output reads as a session.
     */
    static MonitorInput script(InputStream input, PrintWriter echo) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        return () -> {
            try {
                String line;
                do {
                    line = boundedLine(reader);
                } while (line != null && line.strip().startsWith("#"));
                if (line != null) {
                    echo.println((PROMPT + line.strip()).stripTrailing());
                }
                return line;
            } catch (InputBytes.TooLargeException e) {
                throw new CommandFailure("standard input: a line " + e.getMessage());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    /**
     * The next line of {@code reader} without its line end, or null at the end; a line longer than the input limit
     * ({@link InputBytes}: a script of {@code /dev/zero} is one endless line) fails once it is passed.
     */
    private static String boundedLine(BufferedReader reader) throws IOException {
        int limit = InputBytes.standard().limit();
        StringBuilder line = new StringBuilder();
        int c = reader.read();
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n') {
            if (line.length() == limit) {
                throw InputBytes.standard().tooLarge();
            }
            line.append((char) c);
            c = reader.read();
        }
        int end = line.length();
        return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
    }
}
