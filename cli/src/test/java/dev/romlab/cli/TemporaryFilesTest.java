package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** No temporary file of {@link OutputFiles} survives any exit, Ctrl-C included (issue #21). */
class TemporaryFilesTest {

    @TempDir
    Path dir;

    private List<String> temporaries() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".tmp")).toList();
        }
    }

    @Test
    void deleteRemovesTheFileAndForgetsIt() throws IOException {
        Path temporary = dir.resolve(".five.bin.x.tmp");
        TemporaryFiles.register(temporary);
        Files.writeString(temporary, "half");
        assertTrue(TemporaryFiles.live().contains(temporary));

        TemporaryFiles.delete(temporary);

        assertFalse(Files.exists(temporary));
        assertFalse(TemporaryFiles.live().contains(temporary));
    }

    @Test
    void forgetLeavesAFileThatIsNotOurs() throws IOException {
        Path theirs = Files.writeString(dir.resolve(".five.bin.y.tmp"), "someone else's");
        TemporaryFiles.register(theirs);

        TemporaryFiles.forget(theirs);

        assertTrue(Files.exists(theirs));
        assertFalse(TemporaryFiles.live().contains(theirs));
    }

    /**
     * The real command, interrupted while its temporary file exists: {@code asm -o five.bin --listing pipe} writes
     * five.bin's temporary first, then blocks opening the FIFO for its listing (no reader), and is signalled there.
     */
    @Test
    void interruptedRunLeavesNoTemporary() throws Exception {
        Files.writeString(dir.resolve("five.asm"), ".org $0100\n    ld a,5 \\ halt\n");
        assertEquals(0, new ProcessBuilder("mkfifo", dir.resolve("pipe").toString()).start().waitFor());
        Process run = RomlabProcess.start(dir, "asm", "five.asm", "-o", "five.bin", "--listing", "pipe");
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (temporaries().isEmpty() && run.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(1, temporaries().size(), "the run never had its temporary file: " + temporaries());

            String signal = ignoresInterrupt(run.pid()) ? "TERM" : "INT";
            assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(run.pid())).start().waitFor());

            assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the run did not end on SIG" + signal);
            assertNotEquals(0, run.exitValue());
            assertEquals(List.of(), temporaries());
            assertFalse(Files.exists(dir.resolve("five.bin")), "five.bin written without its listing");
        } finally {
            run.destroyForcibly();
        }
    }

    /**
     * True when the process ignores SIGINT, as a job started in the background by a non-interactive shell does;
     * the JVM then keeps ignoring it, so Ctrl-C's shutdown is tested through SIGTERM, which takes the same path.
     */
    private static boolean ignoresInterrupt(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring("SigIgn:".length()).trim(), 16) & (1L << 1)) != 0;
            }
        }
        return false;
    }
}
