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

    // --- no output onto an input, nor two outputs onto one file (issue #21) ---

    /** Asserts a refusal naming both files, with the source and the folder as they were. */
    private void assertRefused(CommandRun run, String message) throws IOException {
        run.assertFailure(message);
        assertEquals(1, run.err().lines().count(), run.transcript());
        assertEquals(PROGRAM, Files.readString(dir.resolve("five.asm")), "the source was written over");
    }

    @Test
    void outputOntoTheSourceIsRefused() throws IOException {
        Path source = source();

        assertRefused(CommandRun.of("asm", source.toString(), "-o", source.toString()),
                "cannot write " + source + ": it is the same file as the input " + source);
        assertEquals(List.of("five.asm"), filesInDir());
    }

    @Test
    void listingOntoTheSourceIsRefused() throws IOException {
        Path source = source();

        assertRefused(CommandRun.of("asm", source.toString(), "-o", dir.resolve("five.bin").toString(),
                "--listing=" + source), "it is the same file as the input");
        assertEquals(List.of("five.asm"), filesInDir(), "the binary was written although the listing was refused");
    }

    @Test
    void symbolicLinkToTheSourceIsRefused() throws IOException {
        Path source = source();
        Path link = Files.createSymbolicLink(dir.resolve("five.bin"), Path.of("five.asm"));

        assertRefused(assembleTo(link), "cannot write " + link + ": it is the same file as the input " + source);
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void hardLinkToTheSourceIsRefused() throws IOException {
        Path source = source();
        Path link = Files.createLink(dir.resolve("five.bin"), source);

        assertRefused(assembleTo(link), "cannot write " + link + ": it is the same file as the input " + source);
    }

    @Test
    void includedFileIsAnInputToo() throws IOException {
        Path included = Files.writeString(dir.resolve("halt.inc"), "    halt\n");
        Path source = Files.writeString(dir.resolve("main.asm"), ".org $0100\n#include \"halt.inc\"\n");

        CommandRun run = CommandRun.of("asm", source.toString(), "-o", included.toString());

        run.assertFailure("cannot write " + included + ": it is the same file as the input");
        assertEquals("    halt\n", Files.readString(included));
    }

    @Test
    void linkerConfigIsAnInputToo() throws IOException {
        Path config = Files.writeString(dir.resolve("rom.cfg"), """
                MEMORY { ROM: start = $E000, size = $0010, type = ro, file = %O, fill = yes; }
                SEGMENTS { CODE: load = ROM, type = ro; }
                """);
        Path source = Files.writeString(dir.resolve("rom.s65"), ".code\n    rts\n");

        CommandRun run = CommandRun.of("asm", source.toString(), "--config", config.toString(), "-o",
                config.toString());

        run.assertFailure("cannot write " + config + ": it is the same file as the input " + config);
        assertTrue(Files.readString(config).startsWith("MEMORY"), "the configuration was written over");
    }

    @Test
    void twoOutputsOntoOneNewFileAreRefused() throws IOException {
        Path out = dir.resolve("five.out");

        assertRefused(CommandRun.of("asm", source().toString(), "-o", out.toString(), "--listing=" + out),
                "cannot write " + out + ": it is the same file as the output " + out);
        assertEquals(List.of("five.asm"), filesInDir());
    }

    @Test
    void twoOutputsOntoOneFileThroughALinkAreRefused() throws IOException {
        Path out = Files.writeString(dir.resolve("five.out"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.out"), Path.of("five.out"));

        assertRefused(CommandRun.of("asm", source().toString(), "-o", out.toString(), "--symbols", link.toString()),
                "cannot write " + link + ": it is the same file as the output " + out);
        assertEquals("old", Files.readString(out));
    }

    @Test
    void twoOutputsOnStandardOutputAreRefused() throws IOException {
        CommandRun run = CommandRun.of("asm", source().toString(), "-o", "-", "--listing", "-");

        run.assertFailure("two outputs go to standard output");
        assertEquals(0, run.outBytes().length, run.transcript());
    }

    @Test
    void devNullMayTakeSeveralOutputs() throws IOException {
        CommandRun.of("asm", source().toString(), "-o", "/dev/null", "--listing", "/dev/null").assertExit(0);
    }

    @Test
    void mapviewPngOntoItsMapIsRefused() throws IOException {
        Path map = Files.writeString(dir.resolve("hall.map"), "player 3 1\nmap\n##########\n#........#\n"
                + "##########\n");

        CommandRun run = CommandRun.of("mapview", "--map", map.toString(), "--png", map.toString());

        run.assertFailure("cannot write " + map + ": it is the same file as the input " + map);
        assertTrue(Files.readString(map).startsWith("player 3 1"));
    }

    // --- read-only targets ---

    @Test
    void readOnlyOutputIsRefused() throws IOException {
        Path out = Files.writeString(dir.resolve("five.bin"), "old");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("r--r--r--"));

        CommandRun run = assembleTo(out);

        run.assertFailure("cannot write " + out + ": the file is read-only (give --force to replace it)");
        assertEquals(1, run.err().lines().count(), run.transcript());
        assertEquals("old", Files.readString(out));
        assertEquals(List.of("five.asm", "five.bin"), filesInDir());
    }

    @Test
    void forceReplacesAReadOnlyOutputKeepingItsMode() throws IOException {
        Path out = Files.writeString(dir.resolve("five.bin"), "old");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("r--r--r--"));

        CommandRun.of("asm", source().toString(), "-o", out.toString(), "--force").assertExit(0);

        assertArrayEquals(BYTES, Files.readAllBytes(out));
        assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(out)));
    }

    @Test
    void readOnlyPngIsRefusedUnlessForced() throws IOException {
        Path png = Files.writeString(dir.resolve("view.png"), "old");
        Files.setPosixFilePermissions(png, PosixFilePermissions.fromString("r--r--r--"));

        CommandRun.of("mapview", "--png", png.toString()).assertFailure("the file is read-only");
        assertEquals("old", Files.readString(png));

        CommandRun.of("mapview", "--png", png.toString(), "--force").assertExit(0);
        assertTrue(Files.size(png) > 100, "no PNG written");
    }

    // --- temporaries ---

    @Test
    void failedWriteLeavesNoTemporaryRegistered() throws IOException {
        CommandRun.of("asm", source().toString(), "-o", dir.resolve("five.bin").toString(), "--listing", "/dev/full")
                .assertFailure("No space left on device");

        assertEquals(List.of("five.asm"), filesInDir());
        assertTrue(TemporaryFiles.live().stream().noneMatch(file -> file.startsWith(dir)), TemporaryFiles.live()::toString);
    }
}
