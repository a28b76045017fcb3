package dev.romlab.cpu.program;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import dev.romlab.asm.Segment;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import org.junit.jupiter.api.Test;

/**
 * NES images built here byte by byte, after the NESdev wiki's iNES and NES 2.0 pages (never a third-party ROM):
 * where the 2A03 sees the PRG-ROM and trainer, where it starts, and the files it refuses.
 */
class NesImageTest {

    private static final int KIB = 1024;
    private static final CpuDescription RICOH_2A03 = CpuRegistry.standard().require("2a03");

    /** A PRG-ROM of {@code length} bytes, each its offset's low byte, whose last 6 bytes are the vectors. */
    private static byte[] prg(int length, int reset) {
        byte[] prg = new byte[length];
        for (int i = 0; i < length; i++) {
            prg[i] = (byte) i;
        }
        prg[length - 4] = (byte) reset;
        prg[length - 3] = (byte) (reset >> 8);
        return prg;
    }

    /** Header (16 bytes: the sizes, flags 6 and 7, byte 8, zeros), then the trainer, PRG-ROM and CHR-ROM given. */
    private static byte[] image(int flags6, int flags7, int byte8, byte[] trainer, byte[] prg, int chrBanks) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {'N', 'E', 'S', 0x1A, (byte) (prg.length / (16 * KIB)), (byte) chrBanks,
                (byte) flags6, (byte) flags7, (byte) byte8, 0, 0, 0, 0, 0, 0, 0});
        out.writeBytes(trainer);
        out.writeBytes(prg);
        out.writeBytes(new byte[chrBanks * 8 * KIB]);
        return out.toByteArray();
    }

    private static byte[] nrom(byte[] prg) {
        return image(0, 0, 0, new byte[0], prg, 1);
    }

    private static ProgramImage load(byte[] file) {
        return ProgramFile.of(RICOH_2A03, "game.nes", file).load(LoadOptions.DEFAULT);
    }

    private static String failure(byte[] file) {
        return assertThrows(ProgramLoadException.class, () -> load(file)).getMessage();
    }

    @Test
    void sixteenKibOfPrgRomSitAt8000AndAgainAtC000() {
        byte[] prg = prg(16 * KIB, 0xC000);

        ProgramImage image = load(nrom(prg));
        Memory memory = RICOH_2A03.newMemory();
        image.loadInto(memory);

        assertEquals(0x8000, image.loadAddress());
        assertEquals(0x10000, image.end());
        assertArrayEquals(prg, memory.slice(0x8000, 16 * KIB));
        assertArrayEquals(prg, memory.slice(0xC000, 16 * KIB));
    }

    @Test
    void thirtyTwoKibOfPrgRomFill8000ToFFFF() {
        byte[] prg = prg(32 * KIB, 0x8123);

        ProgramImage image = load(nrom(prg));

        assertEquals(List.of(new Segment(0x8000, prg)), image.segments());
    }

    @Test
    void theEntryIsTheResetVectorAtFFFC() {
        assertEquals(0xC000, load(nrom(prg(16 * KIB, 0xC000))).entry());
        assertEquals(0x8123, load(nrom(prg(32 * KIB, 0x8123))).entry());
    }

    @Test
    void aTrainerSitsAt7000BeforeThePrgRom() {
        byte[] trainer = new byte[512];
        Arrays.fill(trainer, (byte) 0xEA);

        ProgramImage image = load(image(0x04, 0, 0, trainer, prg(16 * KIB, 0xC000), 1));

        assertEquals(new Segment(0x7000, trainer), image.segments().get(0));
        assertEquals(0x8000, image.segments().get(1).address());
        assertEquals(0xC000, image.entry());
    }

    @Test
    void theChrRomIsLeftOut() {
        ProgramImage image = load(image(0, 0, 0, new byte[0], prg(16 * KIB, 0xC000), 2));

        assertEquals(1, image.segments().size());
        assertEquals(32 * KIB, image.segments().get(0).length());
    }

    @Test
    void aFileWithoutTheSignatureIsNoImage() {
        byte[] file = nrom(prg(16 * KIB, 0xC000));
        file[3] = 0x1B;

        assertEquals("game.nes: not an iNES image: it does not start with \"NES\" and $1A", failure(file));
    }

    @Test
    void anotherMapperIsRefusedByNumberAndBoard() {
        byte[] mmc1 = image(0x10, 0, 0, new byte[0], prg(32 * KIB, 0x8000), 1);
        byte[] mapper34 = image(0x20, 0x20, 0, new byte[0], prg(32 * KIB, 0x8000), 1);

        assertEquals("game.nes: mapper 1 (MMC1) is not supported: only mapper 0 (NROM), whose PRG-ROM the CPU sees "
                + "without bank switching, is loaded", failure(mmc1));
        assertEquals("game.nes: mapper 34 is not supported: only mapper 0 (NROM), whose PRG-ROM the CPU sees "
                + "without bank switching, is loaded", failure(mapper34));
    }

    @Test
    void nes2TakesTheMapperHighBitsFromByte8() {
        byte[] file = image(0, 0x08, 0x01, new byte[0], prg(16 * KIB, 0xC000), 1);

        assertEquals("game.nes: mapper 256 is not supported: only mapper 0 (NROM), whose PRG-ROM the CPU sees "
                + "without bank switching, is loaded", failure(file));
    }

    @Test
    void anArchaicHeaderWithJunkInFlags7KeepsFlags6sMapper() {
        // "DiskDude!" from byte 7 on: flags 7 reads 'D' ($44), mapper 64 to a reader that trusts it
        byte[] file = nrom(prg(16 * KIB, 0xC000));
        byte[] junk = "DiskDude!".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(junk, 0, file, 7, junk.length);

        assertEquals(0xC000, load(file).entry());
    }

    @Test
    void aPrgRomNromCannotHoldIsRefused() {
        byte[] file = image(0, 0, 0, new byte[0], prg(48 * KIB, 0x8000), 0);

        assertEquals("game.nes: 49,152 bytes of PRG-ROM: NROM holds 16 or 32 KiB", failure(file));
    }

    @Test
    void aTruncatedFileSaysWhatTheHeaderAnnounced() {
        byte[] file = nrom(prg(16 * KIB, 0xC000));

        assertEquals("game.nes: truncated: the header announces 24,592 bytes (16,384 of PRG-ROM, 8,192 of CHR-ROM), "
                + "the file has 20,000", failure(Arrays.copyOf(file, 20_000)));
        assertEquals("game.nes: truncated: 10 bytes, less than the 16-byte iNES header",
                failure(Arrays.copyOf(file, 10)));
    }

    @Test
    void aTruncatedTrainerCountsInTheAnnouncedSize() {
        byte[] file = image(0x04, 0, 0, new byte[512], prg(16 * KIB, 0xC000), 0);

        assertEquals("game.nes: truncated: the header announces 16,912 bytes (a trainer, 16,384 of PRG-ROM, 0 of "
                + "CHR-ROM), the file has 16,911", failure(Arrays.copyOf(file, file.length - 1)));
    }
}
