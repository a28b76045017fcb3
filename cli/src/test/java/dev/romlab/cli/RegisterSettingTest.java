package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exec --set} and the debugger's {@code set} on every CPU: a value beyond a register's width is refused
 * naming the register and its range (it was masked silently), and a register that places others (the TMS9900's
 * WP) is set first whatever the order on the command line.
 */
class RegisterSettingTest {

    private static final String Z80 = "../roms/z80/examples/sum.asm";
    private static final String MOS6502 = "../roms/6502/examples/sum.s65";
    private static final String TMS9900 = "../roms/tms9900/examples/sum.a99";
    private static final String COMET2 = "../roms/comet2/examples/count.cas";

    @TempDir
    Path dir;

    @Test
    void aValueBeyondAnEightBitRegisterIsAUsageErrorNamingItsRange() {
        CommandRun.of("exec", Z80, "--set", "A=300")
                .assertUsageError("--set A=300: out of range for A (8 bits: 0 to 255, or -128 to -1)");
    }

    @Test
    void aValueBeyondASixteenBitRegisterIsRefusedOnEveryCpu() {
        CommandRun.of("exec", COMET2, "--set", "GR1=0x12345")
                .assertUsageError("--set GR1=0x12345: out of range for GR1 (16 bits: 0 to 65535, or -32768 to -1)");
        CommandRun.of("exec", TMS9900, "--set", "R3=>10000")
                .assertUsageError("--set R3=>10000: out of range for R3 (16 bits: 0 to 65535, or -32768 to -1)");
        CommandRun.of("exec", MOS6502, "--set", "PC=$10000")
                .assertUsageError("--set PC=$10000: out of range for PC (16 bits: 0 to 65535, or -32768 to -1)");
    }

    @Test
    void flagsAndFlipFlopsHaveTheirWidthsToo() {
        CommandRun.of("exec", Z80, "--set", "IFF1=2").assertUsageError("--set IFF1=2: out of range for IFF1 (1 bit: 0 or 1)");
        CommandRun.of("exec", MOS6502, "--set", "P=$100")
                .assertUsageError("--set P=$100: out of range for P (8 bits: 0 to 255, or -128 to -1)");
        CommandRun.of("exec", COMET2, "--set", "FR=8")
                .assertUsageError("--set FR=8: out of range for FR (3 bits: 0 to 7, or -4 to -1)");
    }

    @Test
    void mlfesThirtyTwoBitRegistersTakeThirtyTwoBits() throws IOException {
        Path source = Files.writeString(dir.resolve("ret.fe"), "PGM START\n    RET\n    END\n");

        CommandRun.of("exec", source.toString(), "--set", "GR1=0x100000000")
                .assertUsageError("--set GR1=0x100000000: out of range for GR1 (32 bits: 0 to 4294967295, or "
                        + "-2147483648 to -1)");
        CommandRun run = CommandRun.of("exec", source.toString(), "--set", "GR1=0xFFFFFFFF", "--set", "GR2=-1")
                .assertExit(0);
        assertTrue(run.transcript().contains("GR1=FFFFFFFF GR2=FFFFFFFF"), run.transcript());
    }

    @Test
    void aNegativeValueIsTwosComplement() {
        CommandRun run = CommandRun.of("exec", COMET2, "--set", "GR7=-1", "--max-cycles", "1").assertExit(1);

        assertTrue(run.transcript().contains("GR7=FFFF"), run.transcript());
    }

    @Test
    void theDebuggersSetRefusesTheSameValues() {
        CommandRun run = CommandRun.withInput("set A=256\nset A=255\n", "debug", Z80).assertExit(1);

        assertTrue(run.transcript().contains("error: A=256: out of range for A (8 bits: 0 to 255, or -128 to -1)\n"),
                run.transcript());
        assertTrue(run.transcript().contains("AF=FFFF"), run.transcript());
    }

    @Test
    void theWorkspacePointerIsSetBeforeTheRegistersInIt() {
        CommandRun run = CommandRun.of("exec", TMS9900, "--entry", "DONE", "--set", "R1=5", "--set", "WP=>8300",
                "--set", "R2=7").assertExit(0);

        assertTrue(run.transcript().contains("WP=8300 R0=0000 R1=0005 R2=0007 "), run.transcript());
    }
}
