package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs as the command line reads them (issue #21): every file once, so pipes and FIFOs work as files do, and
 * every input, standard input included, up to one cap ({@code ROMLAB_MAX_INPUT}), past which the run ends at once
 * with one line naming the input, the cap and how to raise it.
 */
class InputFilesTest {

    private static final String SOURCE = " .org $8000\n ld a,1\n ret\n";
    private static final byte[] BYTES = HexFormat.of().parseHex("3E01C9");
    private static final String RAISE = "(raise it with ROMLAB_MAX_INPUT, e.g. ROMLAB_MAX_INPUT=";

    @TempDir
    Path dir;

    @Test
    void aSourceInAFifoAssembles() throws Exception {
        Path fifo = fifo("source.fifo");
        CompletableFuture<Void> writer = write(fifo, SOURCE);

        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> CommandRun.of("asm", "--cpu", "z80", fifo.toString(), "-o", "-"));

        writer.join();
        run.assertExit(0);
        assertArrayEquals(BYTES, run.outBytes());
    }

    @Test
    void aSourceOnAPipeAssemblesAsAFileDoes() throws Exception {
        Files.writeString(dir.resolve("x.asm"), SOURCE);

        RomlabProcess run = RomlabProcess.run(dir, "cat x.asm |", "asm", "--cpu", "z80", "/dev/stdin", "-o", "-");

        assertEquals(0, run.exitCode(), run.err());
        assertArrayEquals(BYTES, run.out());
    }

    @Test
    void execRunsASourceInAFifo() throws Exception {
        Path fifo = fifo("loop.asm");
        CompletableFuture<Void> writer = write(fifo, " .org $8000\n ld a,42\n halt\n");

        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> CommandRun.of("exec", fifo.toString(), "--cpu", "z80"));

        writer.join();
        run.assertExit(0);
        assertTrueContains(run.err(), "AF=2A");
    }

    @Test
    void disassemblingAnEndlessFileEndsAtTheCap() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        assertOneLineFailure(RomlabProcess.run(dir, "", "disasm", "/dev/zero", "--cpu", "z80"),
                "romlab disasm: /dev/zero: larger than the 16 MiB input limit " + RAISE + "64M)");
    }

    @Test
    void assemblingAnEndlessFileEndsAtTheCapWithOneLine() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=1K", "asm", "--cpu", "z80", "/dev/zero", "-o",
                "x.bin"), "romlab asm: /dev/zero: larger than the 1 KiB input limit " + RAISE + "1M)");
        assertFalse(Files.exists(dir.resolve("x.bin")));
    }

    @Test
    void executingRandomBytesWithoutEndEndsAtTheCap() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/urandom")));
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=64K", "exec", "/dev/urandom", "--cpu", "z80"),
                "romlab exec: /dev/urandom: larger than the 64 KiB input limit " + RAISE + "1M)");
    }

    @Test
    void standardInputHasTheSameCapAsAFile() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/urandom")));
        assertOneLineFailure(RomlabProcess.run(dir, "head -c 5000 /dev/urandom | ROMLAB_MAX_INPUT=4K", "troll"),
                "romlab troll: standard input: larger than the 4 KiB input limit " + RAISE + "1M)");
    }

    @Test
    void aTrollFilePastTheCapIsOneLine() throws Exception {
        Files.writeString(dir.resolve("big.t"), "1 + ".repeat(600_000) + "1\n"); // 2.4 MB
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=1M", "troll", "big.t"),
                "romlab troll: big.t: larger than the 1 MiB input limit " + RAISE + "4M)");
    }

    @Test
    void aSymbolFilePastTheCapIsOneLine() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        Files.write(dir.resolve("x.bin"), BYTES);
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=1K", "disasm", "x.bin", "--cpu", "z80",
                "--symbols=/dev/zero"), "romlab disasm: /dev/zero: larger than the 1 KiB input limit " + RAISE
                + "1M)");
    }

    @Test
    void aLinkerConfigurationPastTheCapIsOneLine() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        Files.writeString(dir.resolve("x.s"), " lda #1\n");
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=1K", "asm", "x.s", "--config", "/dev/zero",
                "-o", "x.bin"), "romlab asm: /dev/zero: larger than the 1 KiB input limit " + RAISE + "1M)");
        assertFalse(Files.exists(dir.resolve("x.bin")));
    }

    @Test
    void aShardPartPastTheCapIsOneLine() throws Exception {
        Files.writeString(dir.resolve("part.json"), "{\"shard\": \"" + "x".repeat(5000) + "\"}");
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=4K", "merge", "part.json"),
                "romlab merge: part.json: larger than the 4 KiB input limit " + RAISE + "1M)");
    }

    @Test
    void aCapThatIsNoSizeIsOneLine() throws Exception {
        Files.write(dir.resolve("x.bin"), BYTES);
        assertOneLineFailure(RomlabProcess.run(dir, "ROMLAB_MAX_INPUT=lots", "disasm", "x.bin", "--cpu", "z80"),
                "romlab disasm: x.bin: cannot read: ROMLAB_MAX_INPUT=lots is not a size (bytes, or a number with "
                        + "K, M or G)");
    }

    @Test
    void aLatin1SourceIsAPositionedError() throws IOException {
        Path source = Files.write(dir.resolve("old.asm"), " .org $8000\n .db \"caf\u00e9\"\n"
                .getBytes(StandardCharsets.ISO_8859_1));

        CommandRun run = CommandRun.of("asm", source.toString(), "-o", dir.resolve("old.bin").toString());

        run.assertFailure(source + ":2:10: error: not valid UTF-8: byte $E9 (save the file as UTF-8)\n"
                + "    .db \"caf\uFFFD\"\n            ^\nromlab asm: " + source + ": 1 error\n");
        assertFalse(Files.exists(dir.resolve("old.bin")));
    }

    @Test
    void aSourceOnStandardInputIsReadAsStrictlyAsAFile() {
        CommandRun.withInputBytes(new byte[] {' ', 'n', 'o', 'p', '\n', ' ', 'r', 'e', 't', 0}, "asm", "--cpu", "z80",
                "-", "-o", "-").assertFailure("<stdin>:2:5: error: a NUL character: this is a binary file, not "
                        + "text\n    ret\uFFFD\n       ^\nromlab asm: -: 1 error\n");
    }

    @Test
    void aTrollFileOfRandomBytesIsAPositionedError() throws IOException {
        byte[] junk = new byte[3000];
        new java.util.Random(21).nextBytes(junk);
        junk[0] = 'd';
        junk[1] = '6';
        junk[2] = (byte) 0xC0; // never valid in UTF-8
        Files.write(dir.resolve("junk.t"), junk);

        CommandRun run = CommandRun.of("troll", dir.resolve("junk.t").toString());

        run.assertFailure("junk.t:1:3: error: not valid UTF-8: byte $C0 (save the file as UTF-8)\n    d6\uFFFD");
        assertTrue(run.err().length() < 400, run::transcript);
    }

    @Test
    void aSymbolFileWithJunkIsAPositionedError() throws IOException {
        Files.write(dir.resolve("x.bin"), BYTES);
        Files.write(dir.resolve("x.sym"), new byte[] {'s', 't', 'a', 'r', 't', ' ', '=', ' ', '$', '0', '0', 0, '\n'});

        CommandRun.of("disasm", dir.resolve("x.bin").toString(), "--cpu", "z80", "--symbols",
                dir.resolve("x.sym").toString()).assertFailure("x.sym:1:12: error: a NUL character: this is a "
                        + "binary file, not text\n    start = $00\uFFFD\n               ^\n");
    }

    @Test
    void anErrorOnATwoMillionCharacterLineShowsTheLineCutAroundIt() throws IOException {
        Path source = Files.writeString(dir.resolve("long.asm"), " .org $8000\n ld a," + "1+".repeat(1_000_000)
                + "nope\n");

        // about 3 s of CPU; the limit leaves room for a loaded machine
        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> CommandRun.of("asm", source.toString(), "-o", dir.resolve("long.bin").toString()));

        run.assertFailure(source + ":2:2000007: error: undefined symbol 'nope'\n    ..." + "1+".repeat(48) + "nope\n    "
                + " ".repeat(99) + "^\n");
        assertTrue(run.err().length() < 1000, run::transcript);
    }

    @Test
    void aDebugScriptOfOneEndlessLineEndsAtTheCap() throws Exception {
        Files.writeString(dir.resolve("x.asm"), SOURCE);
        RomlabProcess run = RomlabProcess.run(dir, "head -c 5000 /dev/zero | ROMLAB_MAX_INPUT=1K", "debug", "x.asm");

        assertEquals(1, run.exitCode(), run.err());
        assertEquals("romlab debug: standard input: a line larger than the 1 KiB input limit " + RAISE + "1M)\n",
                run.err());
    }

    @Test
    void aCaslProgramsInputLineEndsAtTheCap() throws Exception {
        Files.writeString(dir.resolve("in.cas"), "PRG     START\n        IN      BUF,LEN\n        RET\n"
                + "BUF     DS      256\nLEN     DS      1\n        END\n");
        assertOneLineFailure(RomlabProcess.run(dir, "head -c 5000 /dev/zero | ROMLAB_MAX_INPUT=1K", "exec", "in.cas"),
                "romlab exec: the program's input: a line larger than the 1 KiB input limit " + RAISE + "1M)");
    }

    @Test
    void anMlfeProgramsEndlessInputWordEndsAtTheCap() throws Exception {
        // READ of port 1 takes a blank-separated word (a decimal): /dev/zero has no blank
        Files.writeString(dir.resolve("in.fe"), "PGM     START\n        LAD     GR1, 1\n"
                + "        READ    GR1, GR2\n        RET\n        END\n");
        assertOneLineFailure(RomlabProcess.run(dir, "head -c 5000 /dev/zero | ROMLAB_MAX_INPUT=1K", "exec", "in.fe"),
                "romlab exec: the program's input: a word larger than the 1 KiB input limit " + RAISE + "1M)");
    }

    @Test
    void aKernelFileWithJunkIsAPositionedError() throws IOException {
        Path kernel = dir.resolve("bad.kernel.toml");
        Files.write(kernel, "description = \"caf\u00e9\"\n".getBytes(StandardCharsets.ISO_8859_1));

        CommandRun.of("run", kernel.toString()).assertFailure(kernel + ":1:19: error: not valid UTF-8: byte $E9 "
                + "(save the file as UTF-8)\n    description = \"caf\uFFFD\"\n                      ^");
    }

    @Test
    void aKernelFilesSourceInAFifoIsReadOnceForEveryAssembly() throws Exception {
        Path kernel = dir.resolve("mul8.kernel.toml");
        Files.writeString(kernel, bundled("roms/z80/examples/mul8.kernel.toml"));
        Path source = fifo("mul8.asm");
        CompletableFuture<Void> writer = write(source, bundled("roms/z80/examples/mul8.asm"));

        CommandRun run = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> CommandRun.of("diff", kernel.toString(), "--exhaustive"));

        writer.join();
        run.assertExit(0);
        assertTrueContains(run.out(), "65,536");
    }

    private static void assertOneLineFailure(RomlabProcess run, String line) {
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(line + "\n", run.err());
    }

    private static void assertTrueContains(String text, String part) {
        assertTrue(text.contains(part), () -> "no '" + part + "' in:\n" + text);
    }

    private String bundled(String resource) throws IOException {
        try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream(resource)) {
            assertTrue(in != null, "no resource " + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A FIFO made with mkfifo; the test is skipped where there is none. */
    private Path fifo(String name) throws InterruptedException {
        Path fifo = dir.resolve(name);
        int exit;
        try {
            exit = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor();
        } catch (IOException e) {
            exit = -1;
        }
        assumeTrue(exit == 0, "no mkfifo here");
        return fifo;
    }

    /** Writes {@code text} into {@code fifo} once, as a pipe's writer does, on another thread. */
    private static CompletableFuture<Void> write(Path fifo, String text) {
        return CompletableFuture.runAsync(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }
}
