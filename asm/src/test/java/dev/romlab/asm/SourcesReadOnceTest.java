package dev.romlab.asm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import dev.romlab.asm.comet2.CaslAssembler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An assembly reads each of its files once, whatever its passes: a pipe or FIFO gives its bytes once, so a source
 * or include read again for the second pass would assemble to nothing, or wait for a writer that is gone.
 */
class SourcesReadOnceTest {

    @TempDir
    Path dir;

    @Test
    void eachFileIsReadOncePerAssembly() throws AssemblyException {
        Map<String, Integer> reads = new TreeMap<>();
        SourceLoader files = SourceLoader.of(Map.of("main.asm", " .org $8000\n .include \"inc.asm\"\n ret\n",
                "inc.asm", " ld a,1\n"));
        SourceLoader counting = path -> {
            reads.merge(path, 1, Integer::sum);
            return files.readBytes(path);
        };

        Assembly assembly = Assembler.z80(counting).assembleFile("main.asm", Map.of());

        assertEquals("3E 01 C9", HexFormat.ofDelimiter(" ").withUpperCase().formatHex(assembly.toBinary()));
        assertEquals(Map.of("inc.asm", 1, "main.asm", 1), reads);
    }

    @Test
    void aZ80SourceInAFifoAssembles() throws Exception {
        assertFifoAssembles(Assembler::z80, " .org $8000\n ld a,1\n ret\n", "3E01C9");
    }

    @Test
    void a6502SourceInAFifoAssembles() throws Exception {
        assertFifoAssembles(Assembler::mos6502, " .org $C000\n lda #1\n rts\n", "A90160");
    }

    @Test
    void aTms9900SourceInAFifoAssembles() throws Exception {
        assertFifoAssembles(Assembler::tms9900, "       AORG >A000\n       LI   R0,1\n       RT\n", "02000001045B");
    }

    @Test
    void aCaslSourceInAFifoAssembles() throws Exception {
        assertFifoAssembles(CaslAssembler::comet2, "PRG     START\n        RET\n        END\n", "8100");
    }

    @Test
    void anIncludeInAFifoIsReadOnce() throws Exception {
        Path include = fifo("inc.fifo");
        Path main = Files.writeString(dir.resolve("main.asm"), " .org $8000\n .include \"inc.fifo\"\n ret\n");
        CompletableFuture<Void> writer = write(include, " ld a,1\n");

        Assembly assembly = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> Assembler.z80().assembleFile(main.toString(), Map.of()));

        writer.join();
        assertArrayEquals(HexFormat.of().parseHex("3E01C9"), assembly.toBinary());
    }

    private void assertFifoAssembles(Function<SourceLoader, Assembler> assembler, String source, String hex)
            throws Exception {
        Path fifo = fifo("source.fifo");
        CompletableFuture<Void> writer = write(fifo, source);

        Assembly assembly = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assembler.apply(SourceLoader.fileSystem()).assembleFile(fifo.toString(), Map.of()));

        writer.join();
        assertArrayEquals(HexFormat.of().parseHex(hex), assembly.toBinary());
    }

    /** A FIFO made with mkfifo; the test is skipped where there is none. */
    private Path fifo(String name) throws IOException, InterruptedException {
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
