package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DisasmCommandTest {

    /** ld a,$05 \ jr nz,$0100 \ ld hl,$1234 \ halt */
    private static final byte[] CODE = {0x3E, 0x05, 0x20, (byte) 0xFC, 0x21, 0x34, 0x12, 0x76};

    @TempDir
    Path dir;

    private Path binary() throws IOException {
        return Files.write(dir.resolve("code.bin"), CODE);
    }

    @Test
    void printsAddressBytesTStatesAndTextPerInstruction() throws IOException {
        CommandRun run = CommandRun.of("disasm", binary().toString(), "--cpu", "z80", "--org", "0x100").assertExit(0);

        assertEquals("""
                0100  3E 05            7  ld a,$05
                0102  20 FC         12/7  jr nz,$0100
                0104  21 34 12        10  ld hl,$1234
                0107  76               4  halt
                """, run.out());
    }

    @Test
    void fromAndLengthSelectARange() throws IOException {
        CommandRun run = CommandRun.of("disasm", binary().toString(), "--cpu", "Z80", "--org", "$100",
                "--from", "102h", "--length", "5").assertExit(0);

        assertEquals("""
                0102  20 FC         12/7  jr nz,$0100
                0104  21 34 12        10  ld hl,$1234
                """, run.out());
    }

    @Test
    void disassemblesASourceWhereItsOrgPutsIt() throws IOException {
        Path source = Files.writeString(dir.resolve("code.asm"), ".org $8000\n    ld a,5 \\ halt\n");

        CommandRun run = CommandRun.of("disasm", source.toString(), "--cpu", "z80").assertExit(0);

        assertEquals("8000  3E 05            7  ld a,$05\n8002  76               4  halt\n", run.out());
    }

    @Test
    void fromOutsideTheFileFails() throws IOException {
        CommandRun.of("disasm", binary().toString(), "--cpu", "z80", "--from", "0x200")
                .assertFailure("--from $0200 is outside the file ($0000-$0007)");
    }

    @Test
    void cpuIsRequired() throws IOException {
        CommandRun.of("disasm", binary().toString()).assertUsageError("Missing required option: '--cpu=CPU'");
    }

    @Test
    void unknownCpuIsUsageError() throws IOException {
        CommandRun.of("disasm", binary().toString(), "--cpu", "6809").assertUsageError("--cpu");
    }

    @Test
    void badAddressIsUsageError() throws IOException {
        CommandRun.of("disasm", binary().toString(), "--cpu", "z80", "--org", "0x10000")
                .assertUsageError("address '0x10000' is outside $0000-$FFFF");
    }

    @Test
    void missingFileIsOneLineFailure() {
        CommandRun.of("disasm", dir.resolve("absent.bin").toString(), "--cpu", "z80")
                .assertFailure("absent.bin: no such file");
    }

    @Test
    void aSourceShowsItsLabelsAsLinesAndOperands() {
        CommandRun run = CommandRun.of("disasm", "../roms/z80/examples/sum.asm", "--cpu", "z80", "--length", "17")
                .assertExit(0);

        assertEquals("""
                                          table .equ $0112
                0100                      start:
                0100  21 00 00        10  ld hl,$0000
                0103  11 12 01        10  ld de,table
                0106  06 05            7  ld b,$05
                0108                      addByte:
                0108  1A               7  ld a,(de)
                0109  13               6  inc de
                010A  85               4  add a,l
                010B  6F               4  ld l,a
                010C  30 01         12/7  jr nc,noCarry
                010E  24               4  inc h
                010F                      noCarry:
                010F  10 F7         13/8  djnz addByte
                """, run.out());
    }

    @Test
    void namesOutsideTheRangeGetAnEquateFirst() {
        CommandRun run = CommandRun.of("disasm", "../roms/z80/examples/sum.asm", "--cpu", "z80", "--from", "$0103",
                "--length", "3").assertExit(0);

        assertEquals("                          table .equ $0112\n0103  11 12 01        10  ld de,table\n", run.out());
    }

    @Test
    void theDisassemblyWithLabelsAssemblesBackToTheSameBytes() throws IOException {
        for (String file : List.of("rolldie.asm", "divhlbybc.asm", "lfsr.asm")) {
            Path source = Path.of("../roms/z80/dice", file);
            CommandRun run = CommandRun.of("disasm", source.toString(), "--cpu", "z80", "--from", "$9D98")
                    .assertExit(0);
            assertTrue(run.out().contains(":\n"), run.transcript());

            // the text column, after the address, bytes and T-states columns
            String text = run.out().lines().map(line -> line.substring(26)).collect(Collectors.joining("\n"));
            Path again = Files.writeString(dir.resolve("again.asm"), ".org $9D98\n" + text + "\n");
            Path binary = dir.resolve("again.bin");
            CommandRun.of("asm", again.toString(), "-o", binary.toString()).assertExit(0);

            Path original = dir.resolve("original.bin");
            CommandRun.of("asm", source.toString(), "-o", original.toString()).assertExit(0);
            byte[] expected = Files.readAllBytes(original);
            assertArrayEquals(Arrays.copyOfRange(expected, 3, expected.length), Files.readAllBytes(binary), file);
        }
    }

    @Test
    void aBinaryTakesLabelsFromASymbolFile() throws IOException {
        Path symbols = Files.writeString(dir.resolve("code.sym"), "again = $0100\nvalue = $1234\n");

        CommandRun run = CommandRun.of("disasm", binary().toString(), "--cpu", "z80", "--org", "0x100",
                "--symbols", symbols.toString()).assertExit(0);

        assertEquals("""
                                          value .equ $1234
                0100                      again:
                0100  3E 05            7  ld a,$05
                0102  20 FC         12/7  jr nz,again
                0104  21 34 12        10  ld hl,value
                0107  76               4  halt
                """, run.out());
    }
}
