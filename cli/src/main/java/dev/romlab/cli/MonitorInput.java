package dev.romlab.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

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
                    line = reader.readLine();
                } while (line != null && line.strip().startsWith("#"));
                if (line != null) {
                    echo.println((PROMPT + line.strip()).stripTrailing());
                }
                return line;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}
