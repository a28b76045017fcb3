package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * NES images ({@code .nes}, iNES) through {@code exec} and {@code disasm}, built here as a 16-byte header and one
 * 16 KiB bank of PRG-ROM (NROM-128), never a third-party ROM; labels from a VICE label file as ld65 writes it.
 */
class NesImageCommandsTest {

    /** At $C000, where the reset vector points (the bank's mirror): lda #$2A / sta $10 / done: jmp done. */
    private static final byte[] CODE = {(byte) 0xA9, 0x2A, (byte) 0x85, 0x10, 0x4C, 0x04, (byte) 0xC0};
    private static final String LABELS = "al 00C000 .reset\nal 00C004 .done\n";

    @TempDir
    Path dir;

    /** An iNES image of {@code mapper} holding {@link #CODE} at the start of its bank, the reset vector $C000. */
    private Path image(int mapper) throws IOException {
        byte[] file = new byte[16 + 16 * 1024];
        byte[] header = {'N', 'E', 'S', 0x1A, 1, 0, (byte) (mapper << 4)};
        System.arraycopy(header, 0, file, 0, header.length);
        System.arraycopy(CODE, 0, file, 16, CODE.length);
        file[file.length - 4] = 0x00; // reset vector at $FFFC: $C000
        file[file.length - 3] = (byte) 0xC0;
        return Files.write(dir.resolve("game.nes"), file);
    }

    private Path labels() throws IOException {
        return Files.writeString(dir.resolve("game.lbl"), LABELS);
    }

    @Test
    void execRunsTheImageFromItsResetVectorOnThe2A03ItsExtensionNames() throws IOException {
        CommandRun run = CommandRun.of("exec", image(0).toString(), "--until", "$C004").assertExit(0);

        assertEquals("""
                stopped at $C004: until address
                A=2A X=00 Y=00 S=FD P=-----I--
                PC=C004
                2 instructions, 5 cycles
                """, run.err());
    }

    @Test
    void execTakesLabelsFromAnLd65LabelFile() throws IOException {
        CommandRun run = CommandRun.of("exec", image(0).toString(), "--symbols", labels().toString(),
                "--until", "done").assertExit(0);

        assertEquals("stopped at $C004 (done): until address", run.err().lines().findFirst().orElseThrow());
    }

    @Test
    void disasmShowsTheCodeWhereTheCpuSeesItWithTheLabels() throws IOException {
        CommandRun run = CommandRun.of("disasm", image(0).toString(), "--symbols", labels().toString(),
                "--from", "$C000", "--length", "7").assertExit(0);

        assertEquals("""
                    .org $C000
                reset:
                    lda #$2A        ; C000  A9 2A       2
                    sta $10         ; C002  85 10       3
                done:
                    jmp done        ; C004  4C 04 C0    3
                """, run.out());
    }

    @Test
    void theSameBankIsAt8000() throws IOException {
        CommandRun run = CommandRun.of("disasm", image(0).toString(), "--length", "2").assertExit(0);

        assertEquals("""
                    .org $8000
                    lda #$2A        ; 8000  A9 2A       2
                """, run.out());
    }

    @Test
    void anotherMapperIsAFailureNamingIt() throws IOException {
        CommandRun.of("exec", image(1).toString())
                .assertFailure("game.nes: mapper 1 (MMC1) is not supported: only mapper 0 (NROM)");
    }

    @Test
    void orgIsAUsageErrorOnAnImage() throws IOException {
        CommandRun.of("disasm", image(0).toString(), "--org", "$8000")
                .assertUsageError("--org is for binaries: an NES image's PRG-ROM sits at $8000");
    }

    @Test
    void anImageIsNoZ80Program() throws IOException {
        CommandRun.of("exec", image(0).toString(), "--cpu", "z80")
                .assertFailure("game.nes: an NES image is code for the 2A03 (or a 6502), not the Z80");
    }
}
