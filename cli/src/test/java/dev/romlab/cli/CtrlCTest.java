package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT sent to a romlab process) during a run: {@code debug} stops the run and goes on at its prompt with
 * the stop line; {@code exec} says where it stopped and exits 130. The JVM ends at once on a SIGINT it did not
 * take over, without a word, which is what these tests tell apart.
 */
class CtrlCTest {

    /** A loop that never ends. */
    private static final String LOOP = ".org $0100\nstart: nop\nloop: jr loop\n";

    @TempDir
    Path dir;

    @Test
    void ctrlCStopsAContinueInTheDebuggerWhichGoesOn() throws Exception {
        Path source = Files.writeString(dir.resolve("loop.asm"), LOOP);
        Process process = start("debug", source.toString(), "--max-cycles", "1_000_000_000_000");
        Output out = Output.of(process.getInputStream());
        process.getOutputStream().write("s\nc\nr\nq\n".getBytes(StandardCharsets.US_ASCII));
        process.getOutputStream().flush();

        out.awaitText("stopped at $0101 (loop): step");
        Thread.sleep(500); // "c" is running now
        interrupt(process);

        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the debugger did not go on after Ctrl-C");
        String printed = out.text();
        assertEquals(0, process.exitValue(), printed);
        assertTrue(printed.matches("(?s).*> c\nstopped at \\$010[13] \\(loop\\+?1?\\): interrupted\n.*> r\nAF=.*"),
                printed);
    }

    @Test
    void ctrlCStopsExecWithTheStopLineAndExitCode130() throws Exception {
        Path source = Files.writeString(dir.resolve("loop.asm"), LOOP);
        Process process = start("exec", source.toString(), "--max-cycles", "1_000_000_000_000", "--trace");
        Output.of(process.getInputStream());
        Output err = Output.of(process.getErrorStream());

        err.awaitText("jr loop"); // the run is going: its trace (on stderr) is printed, whatever the machine's load
        interrupt(process);

        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "exec did not end after Ctrl-C");
        String printed = err.text();
        assertEquals(InterruptSignal.EXIT_CODE, process.exitValue(), printed);
        assertTrue(printed.matches("(?s).*romlab exec: stopped at \\$010[13] \\(loop\\+?1?\\): interrupted \\(Ctrl-C\\)\n.*"),
                printed);
    }

    private static Process start(String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new java.util.ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).start();
    }

    private static void interrupt(Process process) throws IOException, InterruptedException {
        new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start().waitFor();
    }

    /**
     * What a stream of the process printed lately (its last 64 KiB or more: a trace goes on, and the stop line comes
     * after it), read on a thread of its own.
     */
    private static final class Output {

        private static final int KEPT = 64 * 1024;

        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        static Output of(InputStream stream) {
            Output output = new Output();
            Thread reader = new Thread(() -> {
                byte[] buffer = new byte[4096];
                try (stream) {
                    int n;
                    while ((n = stream.read(buffer)) > 0) {
                        synchronized (output.bytes) {
                            output.bytes.write(buffer, 0, n);
                            if (output.bytes.size() > 2 * KEPT) {
                                byte[] all = output.bytes.toByteArray();
                                output.bytes.reset();
                                output.bytes.write(all, all.length - KEPT, KEPT);
                            }
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            reader.setDaemon(true);
            reader.start();
            return output;
        }

        String text() throws InterruptedException {
            Thread.sleep(200); // the last bytes through the pipe
            synchronized (bytes) {
                return bytes.toString(StandardCharsets.UTF_8);
            }
        }

        void awaitText(String expected) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!text().contains(expected)) {
                assertTrue(System.nanoTime() < deadline, () -> "no '" + expected + "' in 30 s");
            }
        }
    }
}
