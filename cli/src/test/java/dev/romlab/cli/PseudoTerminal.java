package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * {@code romlab} run in a pseudo-terminal, typed at as a person types: util-linux's {@code script} makes the
 * terminal, passes what the test writes to it as keystrokes (so the terminal's line discipline turns Ctrl-C into
 * SIGINT, as for a person) and gives back what romlab shows on it.
 *
 * <pre>{@code
 * try (PseudoTerminal terminal = PseudoTerminal.start(dir, Map.of(), "debug", "loop.asm")) {
 *     terminal.type("r\r");
 *     terminal.await("AF=");
 * }
 * }</pre>
 *
 * The keys are those an xterm sends once JLine has switched it to application cursor keys ({@code ESC O A}).
 */
final class PseudoTerminal implements AutoCloseable {

    static final String UP = "\033OA";
    static final String LEFT = "\033OD";
    static final String BACKSPACE = "\177";
    static final String CTRL_C = "\003";
    static final String ENTER = "\r";

    /** How long the test waits for something to show: long, since the machine may be loaded. */
    private static final long TIMEOUT_SECONDS = 90;
    /** The terminal's control sequences (modes, cursor moves), left out of the text a test reads. */
    private static final Pattern CONTROL = Pattern.compile("\033(\\[[0-9;?]*[A-Za-z@]|[=>])|\r");

    private final Process process;
    private final OutputStream keys;
    private final ByteArrayOutputStream shown = new ByteArrayOutputStream();
    /** Where the next {@link #await} starts looking in the text shown. */
    private int seen;

    private PseudoTerminal(Process process) {
        this.process = process;
        this.keys = process.getOutputStream();
        Thread reader = new Thread(() -> copy(process.getInputStream()), "pseudo-terminal output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Whether util-linux's {@code script} is on the PATH: without it there is no pseudo-terminal to test in. */
    static boolean available() {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String folder : path.split(File.pathSeparator)) {
            if (!folder.isEmpty() && Files.isExecutable(Path.of(folder, "script"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Starts romlab with {@code args} in {@code folder}, on a terminal of 120 columns (a pseudo-terminal made from a
     * pipe has none, and JLine cannot edit a line zero columns wide), with {@code environment} added.
     */
    static PseudoTerminal start(Path folder, Map<String, String> environment, String... args) throws IOException {
        StringBuilder command = new StringBuilder("stty cols 120 rows 40; exec \"$ROMLAB_JAVA\" -cp "
                + "\"$ROMLAB_TEST_CLASSPATH\" " + Main.class.getName());
        for (String arg : args) {
            command.append(" '").append(arg.replace("'", "'\\''")).append('\'');
        }
        List<String> script = new ArrayList<>(List.of("script", "-qfec", command.toString(), "/dev/null"));
        ProcessBuilder builder = new ProcessBuilder(script).directory(folder.toFile()).redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        env.put("ROMLAB_JAVA", ProcessHandle.current().info().command().orElse("java"));
        env.put("ROMLAB_TEST_CLASSPATH", System.getProperty("java.class.path"));
        env.put("SHELL", "/bin/sh"); // what script runs the command with
        env.put("TERM", "xterm");
        env.putAll(environment);
        return new PseudoTerminal(builder.start());
    }

    /** Types {@code keys}: characters, and the control keys above. */
    void type(String keys) throws IOException {
        this.keys.write(keys.getBytes(StandardCharsets.UTF_8));
        this.keys.flush();
    }

    /**
     * Waits until {@code text} shows after what the last await found, and returns what showed from there to the end
     * of {@code text}, the terminal's control sequences left out.
     */
    String await(String text) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (true) {
            String screen = text();
            int at = screen.indexOf(text, seen);
            if (at >= 0) {
                String shownSince = screen.substring(seen, at + text.length());
                seen = at + text.length();
                return shownSince;
            }
            if (System.nanoTime() > deadline) {
                fail("no '" + text + "' in " + TIMEOUT_SECONDS + " s; the terminal shows:\n" + screen.substring(seen));
            }
            Thread.sleep(50);
        }
    }

    /** Waits until {@code condition} holds (a file romlab writes has grown). */
    static void awaitCondition(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "not in " + TIMEOUT_SECONDS + " s: " + what);
            Thread.sleep(50);
        }
    }

    /** Everything shown so far, the terminal's control sequences left out. */
    String text() {
        synchronized (shown) {
            return CONTROL.matcher(shown.toString(StandardCharsets.UTF_8)).replaceAll("");
        }
    }

    /** Waits for romlab to end and returns its exit code (script's, which passes it on). */
    int exitCode() throws InterruptedException {
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            fail("romlab did not end in " + TIMEOUT_SECONDS + " s; the terminal shows:\n" + text());
        }
        return process.exitValue();
    }

    /** Ends romlab if the test left it running. */
    @Override
    public void close() throws IOException {
        keys.close();
        if (process.isAlive()) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private void copy(InputStream stream) {
        byte[] buffer = new byte[4096];
        try (stream) {
            int n;
            while ((n = stream.read(buffer)) > 0) {
                synchronized (shown) {
                    shown.write(buffer, 0, n);
                }
            }
        } catch (IOException e) {
            // the process ended
        }
    }
}
