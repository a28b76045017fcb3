package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
    void aBinaryNeedsTheCpuWhenSeveralAreRegistered() throws IOException {
        // The tests register a toy CPU beside the Z80 (RegisteredCpuTest); with the Z80 alone --cpu may be left out.
        CommandRun.of("disasm", binary().toString()).assertUsageError("name the CPU with --cpu: toy, z80");
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
}
