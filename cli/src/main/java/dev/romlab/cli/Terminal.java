package dev.romlab.cli;

/**
 * Which standard streams are a terminal. Java 17 can only tell whether stdin and stdout both are
 * ({@link System#console()}); the {@code romlab} launcher asks the shell ({@code [ -t 0 ]}, {@code [ -t 2 ]}) and
 * passes the answers as system properties, and without them {@code System.console()} is the guess.
 */
final class Terminal {

    static final String STDIN_PROPERTY = "romlab.stdin.terminal";
    static final String STDERR_PROPERTY = "romlab.stderr.terminal";

    private Terminal() {
    }

    /** Typing goes to stdin: a program reading it waits for lines the user enters, and the terminal echoes them. */
    static boolean stdinIsTerminal() {
        return told(STDIN_PROPERTY);
    }

    /** Something drawn on stderr (a progress bar) is seen and can be redrawn in place. */
    static boolean stderrIsTerminal() {
        return told(STDERR_PROPERTY);
    }

    private static boolean told(String property) {
        String answer = System.getProperty(property);
        return answer != null ? Boolean.parseBoolean(answer) : System.console() != null;
    }
}
