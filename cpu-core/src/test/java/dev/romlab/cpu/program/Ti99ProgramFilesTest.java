package dev.romlab.cpu.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import dev.romlab.asm.Segment;
import dev.romlab.asm.tms9900.EditorAssemblerImageFile;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The TI-99/4A's program files: Editor/Assembler option 5 images (chained, in TIFILES headers) and cartridges (raw
 * and RPK). The layouts are those xas99 3.6.5 writes ({@code -i}: flag >FFFF or >0000, length with the header, load
 * address, at most >2000 bytes a file, names FILE1, FILE2; {@code -c}: a zip of NAME.bin, layout.xml and
 * meta-inf.xml) and xdm99 3.6.5 ({@code -T}: the 128-byte TIFILES header); the bytes here are made by the tests.
 */
class Ti99ProgramFilesTest {

    private static final CpuDescription TMS9900 = CpuRegistry.standard().require("tms9900");

    @TempDir
    Path dir;

    private static byte[] imageFile(int flag, int address, byte... data) {
        byte[] file = new byte[6 + data.length];
        int length = file.length;
        file[0] = (byte) (flag >> 8);
        file[1] = (byte) flag;
        file[2] = (byte) (length >> 8);
        file[3] = (byte) length;
        file[4] = (byte) (address >> 8);
        file[5] = (byte) address;
        System.arraycopy(data, 0, file, 6, data.length);
        return file;
    }

    /** A TIFILES header around {@code content} as xdm99 -T writes it for a PROGRAM file. */
    private static byte[] tifiles(byte[] content) {
        int sectors = (content.length + 255) / 256;
        byte[] file = new byte[128 + sectors * 256];
        byte[] signature = "\u0007TIFILES".getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(signature, 0, file, 0, signature.length);
        file[8] = (byte) (sectors >> 8);
        file[9] = (byte) sectors;
        file[10] = 0x01; // PROGRAM
        file[12] = (byte) (content.length % 256);
        System.arraycopy("FILE1     ".getBytes(StandardCharsets.US_ASCII), 0, file, 16, 10);
        System.arraycopy(content, 0, file, 128, content.length);
        return file;
    }

    @Test
    void aChainOfOption5FilesLoadsEveryFileAndStartsAtTheFirst() throws IOException {
        Files.write(dir.resolve("GAME1"), imageFile(0xFFFF, 0xA000, (byte) 0x02, (byte) 0x00, (byte) 0x12,
                (byte) 0x34));
        Files.write(dir.resolve("GAME2"), tifiles(imageFile(0xFFFF, 0xA004, (byte) 0x03, (byte) 0x40)));
        Files.write(dir.resolve("GAME3"), imageFile(0x0000, 0xB000, (byte) 0x55, (byte) 0x55));

        ProgramFile file = ProgramFile.open(TMS9900, dir.resolve("GAME1"));
        ProgramImage image = file.load(LoadOptions.DEFAULT);

        assertEquals(ProgramFile.Format.TI99_IMAGE, file.format());
        assertEquals(List.of(new Segment(0xA000, new byte[] {0x02, 0x00, 0x12, 0x34, 0x03, 0x40}),
                new Segment(0xB000, new byte[] {0x55, 0x55})), image.segments());
        assertEquals(0xA000, image.entry());
    }

    @Test
    void theNextFileOfAChainCountsOnTheLastCharacterBeforeTheExtension() {
        assertEquals("dir/FILE2", EditorAssemblerImageFile.nextName("dir/FILE1"));
        assertEquals("prog/proh.img", EditorAssemblerImageFile.nextName("prog/prog.img"));
    }

    @Test
    void aBadHeaderSaysWhichFieldIsWrong() throws IOException {
        byte[] badFlag = imageFile(0x1234, 0xA000, (byte) 0x04, (byte) 0x5B);
        assertEquals("FILE1: flag field (bytes 0-1) is >1234: it must be >0000 (the last file) or >FFFF (another "
                + "file follows)", load("FILE1", badFlag, ".img"));
        byte[] long1 = imageFile(0, 0xA000, (byte) 0x04, (byte) 0x5B);
        long1[3] = 0x10;
        assertEquals("FILE1: length field (bytes 2-3) is >0010 (16 bytes), but the file has only 8",
                load("FILE1", long1, ".img"));
        assertEquals("FILE1: load address field (bytes 4-5) is >FFFF: 2 bytes from there run past >FFFF",
                load("FILE1", imageFile(0, 0xFFFF, (byte) 0x04, (byte) 0x5B), ".img"));
        Files.write(dir.resolve("LAST1"), imageFile(0xFFFF, 0xA000, (byte) 0x04, (byte) 0x5B));
        assertEquals(dir.resolve("LAST2") + ": no such file", assertThrows(ProgramLoadException.class,
                () -> ProgramFile.open(TMS9900, dir.resolve("LAST1")).load(LoadOptions.DEFAULT)).getMessage());
        byte[] display = tifiles(imageFile(0, 0xA000, (byte) 0x04, (byte) 0x5B));
        display[10] = (byte) 0x80;
        assertEquals("FILE1: TIFILES flags field (byte 10) is >80: a DIS file, not the PROGRAM file a memory image "
                + "is", load("FILE1", display, ""));
        byte[] cut = Arrays.copyOf(tifiles(imageFile(0, 0xA000, (byte) 0x04, (byte) 0x5B)), 130);
        assertEquals("FILE1: TIFILES sector count field (bytes 8-9) says 1 sectors (8 bytes with EOF offset 8), but "
                + "only 2 bytes follow the header", load("FILE1", cut, ""));
    }

    private String load(String name, byte[] content, String extension) {
        return assertThrows(ProgramLoadException.class,
                () -> ProgramFile.of(TMS9900, name + extension, content).load(LoadOptions.DEFAULT)).getMessage()
                .replace(extension + ":", ":");
    }

    /** A cartridge as xas99 assembles cart-header.a99 of the asm tests: header, list at >600C, program at >6040. */
    private static byte[] cartridge() {
        byte[] rom = new byte[0x44];
        byte[] header = {(byte) 0xAA, 1, 1, 0, 0, 0, 0x60, 0x0C, 0, 0, 0, 0, 0, 0, 0x60, 0x40, 1, 'A'};
        System.arraycopy(header, 0, rom, 0, header.length);
        rom[0x40] = 0x10;
        rom[0x41] = (byte) 0xFF; // JMP $
        return rom;
    }

    @Test
    void aCartridgeLoadsAtA6000AndStartsAtItsFirstProgram() throws IOException {
        ProgramFile raw = ProgramFile.of(TMS9900, "game_c.bin", cartridge());
        ProgramImage image = raw.load(LoadOptions.DEFAULT);
        assertEquals(ProgramFile.Format.TI99_CARTRIDGE, raw.format());
        assertEquals(0x6000, image.loadAddress());
        assertEquals(0x6040, image.entry());

        ByteArrayOutputStream rpk = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(rpk)) {
            zip.putNextEntry(new ZipEntry("GAME.bin"));
            zip.write(cartridge());
            zip.putNextEntry(new ZipEntry("layout.xml"));
            zip.write("<romset><resources><rom id='romimage' file='GAME.bin'/></resources></romset>"
                    .getBytes(StandardCharsets.UTF_8));
        }
        ProgramImage fromArchive = ProgramFile.of(TMS9900, "game.rpk", rpk.toByteArray()).load(LoadOptions.DEFAULT);
        assertEquals(image.segments(), fromArchive.segments());
        assertEquals(0x6040, fromArchive.entry());
    }

    @Test
    void anArchiveThatUnpacksPastTheInputLimitIsRefused() throws IOException {
        ByteArrayOutputStream bomb = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bomb)) {
            byte[] zeros = new byte[0x2000 * 64]; // 512 KiB each, the most an entry is read
            for (int i = 0; i < 40; i++) { // 20 MiB unpacked from some 20 KB
                zip.putNextEntry(new ZipEntry("BANK" + i + ".bin"));
                zip.write(zeros);
            }
        }
        assertEquals("bomb.rpk: unpacked, larger than the 16 MiB input limit (raise it with ROMLAB_MAX_INPUT, e.g. "
                + "ROMLAB_MAX_INPUT=64M)", assertThrows(ProgramLoadException.class,
                        () -> Ti99Cartridge.read("bomb.rpk", bomb.toByteArray())).getMessage());
    }

    @Test
    void aCartridgeWithoutAProgramToStartSaysWhichPointerIsWrong() {
        byte[] noList = cartridge();
        noList[7] = 0;
        noList[6] = 0;
        assertEquals("x.rpk: program list pointer (>6006) is >0000: the cartridge names no program to start (give "
                + "--entry)", assertThrows(ProgramLoadException.class,
                        () -> Ti99Cartridge.read("x.rpk", noList)).getMessage());
        byte[] outside = cartridge();
        outside[0x0F] = 0x00;
        outside[0x0E] = (byte) 0x80;
        assertEquals("x.rpk: start address of the first program (>600E) is >8000, outside the cartridge's "
                + ">6000-6043", assertThrows(ProgramLoadException.class,
                        () -> Ti99Cartridge.read("x.rpk", outside)).getMessage());
    }
}
