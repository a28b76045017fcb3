package dev.romlab.cpu.program;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.LinkerConfig;
import dev.romlab.asm.LinkerConfigReader;
import dev.romlab.asm.Segment;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a program file is, told by its name or content, and what loading it gives, as a kernel file would. */
class ProgramFileTest {

    private static final CpuDescription Z80 = CpuRegistry.standard().require("z80");
    private static final CpuDescription NMOS_6502 = CpuRegistry.standard().require("6502");
    private static final CpuDescription RICOH_2A03 = CpuRegistry.standard().require("2a03");
    private static final byte[] NES_SIGNATURE = {'N', 'E', 'S', 0x1A};

    @TempDir
    Path dir;

    @Test
    void aSourceByPathIsAssembledWithDefinesAndLabelledByItsSymbols() throws Exception {
        Path source = Files.writeString(dir.resolve("five.asm"), ".org $0100\nstart: ld a,VALUE\n halt\n");

        ProgramImage image = ProgramFile.open(Z80, source).load(LoadOptions.DEFAULT.withDefines(Map.of("VALUE", 5L)));

        assertEquals(List.of(new Segment(0x100, new byte[] {0x3E, 0x05, 0x76})), image.segments());
        assertEquals(0x100, image.entry());
        assertEquals("start", image.labels().nameAt(0x100));
    }

    @Test
    void aSourceStartsWhereItsEndOperandSaysAsPasmoReadsIt() {
        // pasmo --msx on these lines writes the exec address $0102 in its header (start $0100, last byte $0104)
        byte[] text = " org 100h\n db 1,2\nstart: ld a,1\n halt\n end start\n db 9\n".getBytes(StandardCharsets.UTF_8);

        ProgramImage image = ProgramFile.of(Z80, "main.asm", text).load(LoadOptions.DEFAULT);

        assertEquals(0x102, image.entry());
        assertEquals(0x105, image.end()); // the db after END is not read
    }

    @Test
    void aSourceGivenAsBytesIsAssembledUnderItsName() {
        byte[] text = ".org $0200\n halt\n".getBytes(StandardCharsets.UTF_8);

        ProgramFile file = ProgramFile.of(Z80, "kernel.asm", text);

        assertEquals(ProgramFile.Format.SOURCE, file.format());
        assertEquals(0x200, file.load(LoadOptions.DEFAULT).entry());
    }

    @Test
    void whatTheSourceEchoesGoesToTheEchoFirst() {
        List<String> echoed = new ArrayList<>();

        ProgramFile.of(Z80, "size.asm", " halt\n .echo \"SIZE = \", $\n".getBytes(StandardCharsets.UTF_8))
                .load(LoadOptions.DEFAULT, echoed::add);

        assertEquals(List.of("size.asm:2: SIZE = 1"), echoed);
    }

    @Test
    void aSourceWithErrorsFailsWithItsDiagnosticsThenTheirCount() {
        ProgramFile file = ProgramFile.of(Z80, "bad.asm", " halt\n frobnicate\n".getBytes(StandardCharsets.UTF_8));

        ProgramLoadException e = assertThrows(ProgramLoadException.class, () -> file.load(LoadOptions.DEFAULT));

        assertEquals(1, e.diagnostics().size());
        assertEquals("bad.asm:2:2: error: unknown instruction 'frobnicate'\n    frobnicate\n    ^",
                e.diagnostics().get(0));
        assertEquals("bad.asm: 1 error", e.getMessage());
    }

    @Test
    void aBinaryGoesToTheOriginGiven() {
        ProgramImage image = ProgramFile.of(Z80, "code.bin", new byte[] {0x76})
                .load(LoadOptions.DEFAULT.withBinaryOrigin(0x8000));

        assertEquals(List.of(new Segment(0x8000, new byte[] {0x76})), image.segments());
        assertEquals(0x8000, image.entry());
    }

    @Test
    void a6502BinaryThatHoldsTheResetVectorStartsWhereItPoints() {
        byte[] rom = new byte[0x100];
        rom[0xFC] = 0x10; // reset vector at $FFFC-$FFFD: $FF10
        rom[0xFD] = (byte) 0xFF;

        assertEquals(0xFF10, ProgramFile.of(NMOS_6502, "rom.bin", rom)
                .load(LoadOptions.DEFAULT.withBinaryOrigin(0xFF00)).entry());
        assertEquals(0xFF10, ProgramFile.of(RICOH_2A03, "rom.bin", rom)
                .load(LoadOptions.DEFAULT.withBinaryOrigin(0xFF00)).entry());
        assertEquals(0xFF00, ProgramFile.of(Z80, "rom.bin", rom)
                .load(LoadOptions.DEFAULT.withBinaryOrigin(0xFF00)).entry(), "the Z80 has no reset vector");
        assertEquals(0xFE00, ProgramFile.of(NMOS_6502, "low.bin", rom)
                .load(LoadOptions.DEFAULT.withBinaryOrigin(0xFE00)).entry(), "an image below $FFFC starts at --org");
    }

    @Test
    void a6502IntelHexFileWithoutAStartRecordStartsAtItsResetVector() {
        // $FFFC: 00 E0 (reset $E000); $E000: EA. No start record.
        byte[] hex = ":02FFFC0000E023\n:01E00000EA35\n:00000001FF\n".getBytes(StandardCharsets.US_ASCII);

        assertEquals(0xE000, ProgramFile.of(NMOS_6502, "rom.hex", hex).load(LoadOptions.DEFAULT).entry());
    }

    @Test
    void intelHexIsToldByItsContent() {
        byte[] hex = ":030100003E057643\n:00000001FF\n".getBytes(StandardCharsets.US_ASCII);

        assertEquals(ProgramFile.Format.INTEL_HEX, ProgramFile.of(Z80, "-", hex).format());
    }

    @Test
    void anNesImageIsToldByItsExtensionForAnyCpu() {
        assertEquals(ProgramFile.Format.NES, ProgramFile.of(Z80, "game.NES", new byte[1]).format());
    }

    @Test
    void anNesSignatureMakesAnImageForThe6502AndThe2A03Only() {
        assertEquals(ProgramFile.Format.NES, ProgramFile.of(RICOH_2A03, "-", NES_SIGNATURE).format());
        assertEquals(ProgramFile.Format.NES, ProgramFile.of(NMOS_6502, "game.bin", NES_SIGNATURE).format());
        assertEquals(ProgramFile.Format.BINARY, ProgramFile.of(Z80, "game.bin", NES_SIGNATURE).format());
    }

    @Test
    void anNesImageIsNoProgramForTheZ80() {
        ProgramFile file = ProgramFile.of(Z80, "game.nes", NES_SIGNATURE);

        assertEquals("game.nes: an NES image is code for the 2A03 (or a 6502), not the Z80",
                assertThrows(ProgramLoadException.class, () -> file.load(LoadOptions.DEFAULT)).getMessage());
    }

    @Test
    void aFileThatCannotBeReadIsOneLineNamingIt() {
        Path missing = dir.resolve("none.bin");

        assertEquals(missing + ": no such file",
                assertThrows(ProgramLoadException.class, () -> ProgramFile.open(Z80, missing)).getMessage());
        assertEquals(dir + ": is a folder, not a file",
                assertThrows(ProgramLoadException.class, () -> ProgramFile.open(Z80, dir)).getMessage());
    }

    @Test
    void aMissingSourceIsOneLineToo() {
        Path missing = dir.resolve("none.asm");
        ProgramFile file = ProgramFile.open(Z80, missing);

        assertEquals(missing + ": no such file",
                assertThrows(ProgramLoadException.class, () -> file.load(LoadOptions.DEFAULT)).getMessage());
    }

    @Test
    void aPrgFileLoadsAtItsTwoByteAddressAndRunsThere() {
        ProgramImage image = ProgramFile.of(NMOS_6502, "hello.prg", new byte[] {0x01, 0x08, (byte) 0xEA, 0x60})
                .load(LoadOptions.DEFAULT);

        assertEquals(ProgramFile.Format.PRG, ProgramFile.of(NMOS_6502, "hello.prg", new byte[3]).format());
        assertEquals(0x0801, image.loadAddress());
        assertEquals(0x0801, image.entry());
        assertArrayEquals(new byte[] {(byte) 0xEA, 0x60}, image.bytes());
    }

    @Test
    void aPrgFileWithABasicSysLineRunsFromTheSysAddress() {
        // 10 SYS 2061 at $0801 (link $080B, line 10, SYS token $9E, "2061", end of line, end of program), then rts.
        byte[] prg = {0x01, 0x08, 0x0B, 0x08, 0x0A, 0x00, (byte) 0x9E, '2', '0', '6', '1', 0, 0, 0, 0x60};

        ProgramImage image = ProgramFile.of(NMOS_6502, "sys.prg", prg).load(LoadOptions.DEFAULT);

        assertEquals(0x0801, image.loadAddress());
        assertEquals(2061, image.entry());
    }

    @Test
    void aPrgFileIsABinaryForAnotherCpuAndNeedsItsAddressAndABytes() {
        assertEquals(ProgramFile.Format.BINARY, ProgramFile.of(Z80, "x.prg", new byte[3]).format());
        ProgramLoadException e = assertThrows(ProgramLoadException.class,
                () -> ProgramFile.of(NMOS_6502, "short.prg", new byte[] {0x01, 0x08}).load(LoadOptions.DEFAULT));
        assertEquals("short.prg: a .prg file needs its two-byte load address and at least one byte", e.getMessage());
    }

    @Test
    void aLinkedSourceRunsFromItsResetVector() throws Exception {
        LinkerConfig config = LinkerConfigReader.read("rom.cfg", "MEMORY { ROM: start = $FF00, size = $100, "
                + "file = %O, fill = yes; }\nSEGMENTS { CODE: load = ROM, type = ro; VECTORS: load = ROM, "
                + "start = $FFFA; }\n");
        byte[] source = "nop\nreset: jmp reset\n.segment \"VECTORS\"\n.word 0, reset, 0\n"
                .getBytes(StandardCharsets.UTF_8);

        ProgramImage image = ProgramFile.of(NMOS_6502, "rom.s65", source)
                .load(LoadOptions.DEFAULT.withLinkerConfig(config));

        assertEquals(0xFF01, image.entry());
        assertEquals(0xFF00, image.loadAddress());
        assertEquals(0x10000, image.end());
    }
}
