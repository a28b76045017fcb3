package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code asm -o} (and every output file, through {@link OutputFiles}) puts its bytes. */
class OutputFilesTest {

    private static final String PROGRAM = ".org $0100\n    ld a,5 \\ halt\n";
    private static final byte[] BYTES = {0x3E, 0x05, 0x76};

    @TempDir
    Path dir;

    private Path source() throws IOException {
        return Files.writeString(dir.resolve("five.asm"), PROGRAM);
    }

    private CommandRun assembleTo(Path output) throws IOException {
        return CommandRun.of("asm", source().toString(), "-o", output.toString());
    }

    private List<String> filesInDir() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void devNullStaysTheDevice() throws IOException {
        assembleTo(Path.of("/dev/null")).assertExit(0);

        assertFalse(Files.isRegularFile(Path.of("/dev/null")), "/dev/null was replaced by a regular file");
        assertTrue(Files.exists(Path.of("/dev/null")));
    }

    @Test
    void fullDeviceIsOneLineFailureAndStaysTheDevice() throws IOException {
        CommandRun run = assembleTo(Path.of("/dev/full")).assertFailure("cannot write /dev/full: No space left on device");

        assertEquals(1, run.err().lines().count(), run.transcript());
        assertFalse(Files.isRegularFile(Path.of("/dev/full")), "/dev/full was replaced by a regular file");
    }

    @Test
    void fullDeviceLeavesTheOtherOutputsUnwritten() throws IOException {
        CommandRun.of("asm", source().toString(), "-o", "/dev/full", "--symbols", dir.resolve("five.sym").toString())
                .assertFailure("No space left on device");

        assertEquals(List.of("five.asm"), filesInDir());
    }

    @Test
    void symbolicLinkIsWrittenThroughAndStaysALink() throws IOException {
        Path target = Files.writeString(dir.resolve("target.bin"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), Path.of("target.bin"));

        assembleTo(link).assertExit(0);

        assertTrue(Files.isSymbolicLink(link), "the link was replaced");
        assertArrayEquals(BYTES, Files.readAllBytes(target));
    }

    @Test
    void danglingSymbolicLinkCreatesItsTarget() throws IOException {
        Files.createDirectory(dir.resolve("sub"));
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), Path.of("sub/new.bin"));

        assembleTo(link).assertExit(0);

        assertTrue(Files.isSymbolicLink(link), "the link was replaced");
        assertArrayEquals(BYTES, Files.readAllBytes(dir.resolve("sub/new.bin")));
    }

    @Test
    void chainOfLinksIsFollowedToTheEnd() throws IOException {
        Path target = Files.writeString(dir.resolve("target.bin"), "old");
        Files.createSymbolicLink(dir.resolve("second.bin"), target);
        Path first = Files.createSymbolicLink(dir.resolve("first.bin"), Path.of("second.bin"));

        assembleTo(first).assertExit(0);

        assertTrue(Files.isSymbolicLink(first) && Files.isSymbolicLink(dir.resolve("second.bin")));
        assertArrayEquals(BYTES, Files.readAllBytes(target));
    }

    @Test
    void loopOfLinksIsOneLineFailure() throws IOException {
        Files.createSymbolicLink(dir.resolve("a.bin"), Path.of("b.bin"));
        Files.createSymbolicLink(dir.resolve("b.bin"), Path.of("a.bin"));

        assembleTo(dir.resolve("a.bin")).assertFailure("too many levels of symbolic links");
    }

    @Test
    void fifoIsWrittenThroughAndStaysAFifo() throws Exception {
        Path fifo = dir.resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        CompletableFuture<byte[]> reader = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        assembleTo(fifo).assertExit(0);

        assertArrayEquals(BYTES, reader.join());
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "the FIFO was replaced");
    }

    @Test
    void existingFileKeepsItsMode() throws IOException {
        Path out = Files.writeString(dir.resolve("five.bin"), "old");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw----r--"));

        assembleTo(out).assertExit(0);

        assertArrayEquals(BYTES, Files.readAllBytes(out));
        assertEquals("rw----r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(out)));
    }

    @Test
    void newFileGetsTheUmasksMode() throws Exception {
        source();

        RomlabProcess strict = RomlabProcess.run(dir, "umask 027 &&", "asm", "five.asm", "-o", "strict.bin");
        RomlabProcess open = RomlabProcess.run(dir, "umask 002 &&", "asm", "five.asm", "-o", "open.bin");

        assertEquals(0, strict.exitCode(), strict.err());
        assertEquals(0, open.exitCode(), open.err());
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("strict.bin"))));
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("open.bin"))));
    }

    @Test
    void devStdoutIsWrittenThroughToThePipe() throws Exception {
        source();

        RomlabProcess run = RomlabProcess.run(dir, "", "asm", "five.asm", "-o", "/dev/stdout", "--symbols", "/dev/null");

        assertEquals(0, run.exitCode(), run.err());
        byte[] out = run.out();
        assertArrayEquals(BYTES, java.util.Arrays.copyOf(out, BYTES.length), new String(out));
        assertEquals(List.of("five.asm"), filesInDir());
    }

    @Test
    void dashWritesTheOutputAloneOnStdoutAndTheSummaryOnStderr() throws IOException {
        CommandRun run = CommandRun.of("asm", source().toString(), "-o", "-").assertExit(0);

        assertArrayEquals(BYTES, run.outBytes());
        assertTrue(run.err().contains("3 bytes at $0100-$0102 -> standard output"), run.transcript());
        assertEquals(List.of("five.asm"), filesInDir());
    }

    @Test
    void listingToStdout() throws IOException {
        CommandRun run = CommandRun.of("asm", source().toString(), "-o", dir.resolve("five.bin").toString(),
                "--listing", "-").assertExit(0);

        assertTrue(run.out().contains("0100  3E 05") && run.out().contains("ld a,5"), run.transcript());
        assertArrayEquals(BYTES, Files.readAllBytes(dir.resolve("five.bin")));
    }

    @Test
    void folderIsOneLineFailure() throws IOException {
        Files.createDirectory(dir.resolve("out"));

        assembleTo(dir.resolve("out")).assertFailure("is a folder");
    }
}
