package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

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
                    org $0100
                    ld a,$05        ; 0100  3E 05       7
                    jr nz,$0100     ; 0102  20 FC       12/7
                    ld hl,$1234     ; 0104  21 34 12    10
                    halt            ; 0107  76          4
                """, run.out());
    }

    @Test
    void fromAndLengthSelectARange() throws IOException {
        CommandRun run = CommandRun.of("disasm", binary().toString(), "--cpu", "Z80", "--org", "$100",
                "--from", "102h", "--length", "5").assertExit(0);

        assertEquals("""
                    org $0102
                    jr nz,$0100     ; 0102  20 FC       12/7
                    ld hl,$1234     ; 0104  21 34 12    10
                """, run.out());
    }

    @Test
    void disassemblesASourceWhereItsOrgPutsIt() throws IOException {
        Path source = Files.writeString(dir.resolve("code.asm"), ".org $8000\n    ld a,5 \\ halt\n");

        CommandRun run = CommandRun.of("disasm", source.toString(), "--cpu", "z80").assertExit(0);

        assertEquals("""
                    org $8000
                    ld a,$05        ; 8000  3E 05       7
                    halt            ; 8002  76          4
                """, run.out());
    }

    @Test
    void fromOutsideTheFileFails() throws IOException {
        CommandRun.of("disasm", binary().toString(), "--cpu", "z80", "--from", "0x200")
                .assertFailure("--from $0200 is outside the file ($0000-$0007)");
    }

    @Test
    void aBinaryDoesNotTellItsCpu() throws IOException {
        CommandRun.of("disasm", binary().toString()).assertUsageError("name the CPU with --cpu: 2a03, 6502, comet2, mlfe, tms9900, z80");
    }

    @Test
    void aLastInstructionCutOffByTheEndOfTheFileShowsAsData() throws IOException {
        Path file = Files.write(dir.resolve("cut.bin"), new byte[] {0x00, 0x21, 0x34});

        assertEquals("""
                    org $0000
                    nop             ; 0000  00          4
                    db $21,$34      ; 0001  21 34       10  cut off: ld hl,$0034
                """, CommandRun.of("disasm", file.toString(), "--cpu", "z80").assertExit(0).out());
    }

    @Test
    void anInstructionRunningPastFfffShowsAsData() throws IOException {
        Path file = Files.write(dir.resolve("top.bin"), new byte[] {0x31, 0x0A});

        assertEquals("""
                    org $FFFE
                    db $31,$0A      ; FFFE  31 0A       10  cut off: ld sp,$000A
                """,
                CommandRun.of("disasm", file.toString(), "--cpu", "z80", "--org", "65534").assertExit(0).out());
    }

    @Test
    void lengthCutsTheLastInstructionToo() throws IOException {
        CommandRun run = CommandRun.of("disasm", binary().toString(), "--cpu", "z80", "--org", "$100", "--length", "5")
                .assertExit(0);

        assertEquals("""
                    org $0100
                    ld a,$05        ; 0100  3E 05       7
                    jr nz,$0100     ; 0102  20 FC       12/7
                    db $21          ; 0104  21          10  cut off: ld hl,$1234
                """, run.out());
    }

    @Test
    void intelHexRunsAreDisassembledWhereTheirRecordsPutThem() throws IOException {
        // 02+01+00+00+3E+05 = $46 -> $BA; 01+80+00+00+76 = $F7 -> $09
        Path file = Files.writeString(dir.resolve("code.ihx"), ":020100003E05BA\n:0180000076 09\n:00000001FF\n"
                .replace(" ", ""));

        assertEquals("""
                    org $0100
                    ld a,$05        ; 0100  3E 05       7
                    org $8000
                    halt            ; 8000  76          4
                """, CommandRun.of("disasm", file.toString(), "--cpu", "z80").assertExit(0).out());
    }

    @Test
    void intelHexTakesLabelsFromASymbolFileInEveryRun() throws IOException {
        Path source = Files.writeString(dir.resolve("calls.asm"), ".org $0100\nstart: ld b,2\nloop: call add1\n"
                + "    djnz loop\n    ret\n.org $0200\nadd1: inc a\n    ret\n");
        Path hex = dir.resolve("calls.hex");
        Path symbols = dir.resolve("calls.sym");
        CommandRun.of("asm", source.toString(), "--format", "hex", "-o", hex.toString(), "--symbols",
                symbols.toString()).assertExit(0);

        CommandRun run = CommandRun.of("disasm", hex.toString(), "--cpu", "z80", "--symbols",
                symbols.toString()).assertExit(0);

        assertEquals("""
                    org $0100
                start:
                    ld b,$02        ; 0100  06 02       7
                loop:
                    call add1       ; 0102  CD 00 02    17
                    djnz loop       ; 0105  10 FB       13/8
                    ret             ; 0107  C9          10
                    org $0200
                add1:
                    inc a           ; 0200  3C          4
                    ret             ; 0201  C9          10
                """, run.out());
        CommandRun cut = CommandRun.of("disasm", hex.toString(), "--cpu", "z80", "--symbols", symbols.toString(),
                "--from", "$0102",
                "--length", "4").assertExit(0);
        assertEquals("""
                add1 equ $0200
                    org $0102
                loop:
                    call add1       ; 0102  CD 00 02    17
                    db $10          ; 0105  10          13/8  cut off: djnz $0102
                """, cut.out());
    }

    @Test
    void symbolsForASourceAndDefinitionsForHexAreUsageErrors() throws IOException {
        Path source = Files.writeString(dir.resolve("code.asm"), ".org 0\n    halt\n");
        Path hex = Files.writeString(dir.resolve("code.hex"), ":020100003E05BA\n:00000001FF\n");

        CommandRun.of("disasm", source.toString(), "--symbols", hex.toString())
                .assertUsageError("--symbols is for assembled files: a source's symbols are its labels");
        CommandRun.of("disasm", hex.toString(), "--cpu", "z80", "-D", "X=1").assertUsageError("-D is for sources");
    }

    @Test
    void intelHexIsRecognisedByItsContentWhateverTheName() throws IOException {
        Path file = Files.writeString(dir.resolve("code.rom"), ":020100003E05BA\r\n:00000001FF\r\n");

        CommandRun run = CommandRun.of("disasm", file.toString(), "--cpu", "z80").assertExit(0);

        assertEquals("""
                    org $0100
                    ld a,$05        ; 0100  3E 05       7
                """, run.out());
    }

    @Test
    void orgOnIntelHexIsUsageError() throws IOException {
        Path file = Files.writeString(dir.resolve("code.hex"), ":020100003E05BA\n:00000001FF\n");

        CommandRun.of("disasm", file.toString(), "--cpu", "z80", "--org", "0").assertUsageError(
                "--org is for binaries: Intel HEX records carry their addresses");
    }

    @Test
    void badIntelHexShowsEveryErrorWithLineAndColumn() throws IOException {
        Path file = Files.writeString(dir.resolve("bad.hex"), ":020100003E05BB\n:0X\n:00000001FF\n");

        CommandRun run = CommandRun.of("disasm", file.toString(), "--cpu", "z80").assertFailure("bad.hex: 2 errors");
        assertTrue(run.err().contains(file + ":1:14: error: checksum $BB does not match the record (it should be $BA)"),
                run::transcript);
        assertTrue(run.err().contains(file + ":2:3: error: 'X' is not a hex digit"), run::transcript);
    }

    @Test
    void intelHexWithoutDataIsOneLineFailure() throws IOException {
        Path file = Files.writeString(dir.resolve("empty.hex"), ":00000001FF\n");

        CommandRun.of("disasm", file.toString(), "--cpu", "z80")
                .assertFailure("empty.hex: the Intel HEX file has no data records");
    }

    @Test
    void aTiProgramIsDisassembledFromUserMemMinusTwo() throws IOException {
        Path source = Files.writeString(dir.resolve("ret.asm"), ".org $9D93\n.db $BB,$6D\n    ret\n");
        CommandRun.of("asm", source.toString(), "--format", "8xp").assertExit(0);

        CommandRun run = CommandRun.of("disasm", dir.resolve("ret.8xp").toString()).assertExit(0);

        assertEquals("""
                    org $9D93
                    cp e            ; 9D93  BB          4
                    ld l,l          ; 9D94  6D          4
                    ret             ; 9D95  C9          10
                """, run.out());
        CommandRun.of("disasm", dir.resolve("ret.8xp").toString(), "--org", "0")
                .assertUsageError("--org is for binaries: a TI-83 Plus program sits at userMem-2 ($9D93)");
    }

    @Test
    void aDamagedTiProgramIsOneLineFailure() throws IOException {
        Path file = Files.writeString(dir.resolve("bad.8xp"), "**TI83F*\u001A\n");

        CommandRun.of("disasm", file.toString()).assertFailure("bad.8xp: too short for a TI-83 Plus file (10 bytes)");
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
                table equ $0112
                    org $0100
                start:
                    ld hl,$0000     ; 0100  21 00 00    10
                    ld de,table     ; 0103  11 12 01    10
                    ld b,$05        ; 0106  06 05       7
                addByte:
                    ld a,(de)       ; 0108  1A          7
                    inc de          ; 0109  13          6
                    add a,l         ; 010A  85          4
                    ld l,a          ; 010B  6F          4
                    jr nc,noCarry   ; 010C  30 01       12/7
                    inc h           ; 010E  24          4
                noCarry:
                    djnz addByte    ; 010F  10 F7       13/8
                """, run.out());
    }

    @Test
    void namesOutsideTheRangeGetAnEquateFirst() {
        CommandRun run = CommandRun.of("disasm", "../roms/z80/examples/sum.asm", "--cpu", "z80", "--from", "$0103",
                "--length", "3").assertExit(0);

        assertEquals("""
                table equ $0112
                    org $0103
                    ld de,table     ; 0103  11 12 01    10
                """, run.out());
    }

    @Test
    void theDisassemblyWithLabelsAssemblesBackToTheSameBytes() throws IOException {
        for (String file : List.of("rolldie.asm", "divhlbybc.asm", "lfsr.asm")) {
            Path source = Path.of("../roms/z80/dice", file);
            CommandRun run = CommandRun.of("disasm", source.toString(), "--cpu", "z80", "--from", "$9D98")
                    .assertExit(0);
            assertTrue(run.out().contains(":\n"), run.transcript());

            // as printed: the text starts with its own org $9D98
            Path again = Files.writeString(dir.resolve("again.asm"), run.out());
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
                value equ $1234
                    org $0100
                again:
                    ld a,$05        ; 0100  3E 05       7
                    jr nz,again     ; 0102  20 FC       12/7
                    ld hl,value     ; 0104  21 34 12    10
                    halt            ; 0107  76          4
                """, run.out());
    }
}
