package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The TMS9900 through the commands: exec (its trace, IDLE, --until ret after BL's convention, an illegal opcode) and
 * conformance tms9900.
 */
class Tms9900CommandsTest {

    /** R0 = 3 + 2 + 1, then IDLE: the bundled example. */
    private static final Path SUM = Path.of("../roms/tms9900/examples/sum.a99");

    @TempDir
    Path dir;

    @Test
    void asmAndDisasmWriteHexAsTiProgrammersReadIt() {
        Path binary = dir.resolve("sum.bin");

        CommandRun assembled = CommandRun.of("asm", SUM.toString(), "-o", binary.toString()).assertExit(0);
        String disassembly = CommandRun.of("disasm", SUM.toString()).assertExit(0).out();

        assertEquals(SUM + ": 18 bytes at >A000->A011 -> " + binary + "\n", assembled.out());
        assertTrue(disassembly.contains("       LWPI >8300               ; A000  02E0 8300      10\n"), disassembly);
        assertTrue(disassembly.contains("\nLOOP\n"), disassembly);
    }

    @Test
    void execTracesWpR0ToR15AndTheStatusBits() {
        CommandRun run = CommandRun.of("exec", SUM.toString(), "--trace").assertExit(0);

        String[] lines = run.err().split("\n");
        String zeros = " R2=0000 R3=0000 R4=0000 R5=0000 R6=0000 R7=0000 R8=0000 R9=0000 R10=0000 R11=0000 R12=0000"
                + " R13=0000 R14=0000 R15=0000";
        assertEquals("C=      10 +10 PC=A000 02E0 8300      START: LWPI >8300    WP=8300 R0=0000 R1=0000" + zeros
                + " ST=----------------", lines[0]);
        assertEquals("C=     124 +10 PC=A00C 0601           DEC  R1              WP=8300 R0=0006 R1=0000" + zeros
                + " ST=--EC------------", lines[10]);
        assertEquals("C=     132 +8  PC=A00E 16FD           JNE  LOOP            WP=8300 R0=0006 R1=0000" + zeros
                + " ST=--EC------------", lines[11]);
        assertEquals("""
                idle at >A010 (DONE)
                WP=8300 R0=0006 R1=0000%s ST=--EC------------
                PC=A012
                13 instructions, 144 clock cycles
                """.formatted(zeros), String.join("\n", Arrays.copyOfRange(lines, 13, lines.length)) + "\n");
    }

    @Test
    void profileTi994aAddsTheWaitStatesOfTheEightBitBusAndShowsTheTime() {
        String console = CommandRun.of("exec", SUM.toString(), "--profile", "ti99-4a").assertExit(0).err();
        String modified = CommandRun.of("exec", SUM.toString(), "--profile", "ti99-4a-16bit").assertExit(0).err();

        // 15 instruction words fetched from the 32K expansion at >A000, 4 wait states each; registers in scratchpad.
        assertEquals(List.of("13 instructions, 204 clock cycles", "68.0 µs on the TI-99/4A at 3 MHz"),
                console.lines().skip(3).toList());
        assertEquals(List.of("13 instructions, 144 clock cycles",
                "48.0 µs on the TI-99/4A with 16-bit 32K expansion at 3 MHz"), modified.lines().skip(3).toList());
        CommandRun.of("exec", SUM.toString(), "--profile", "c64")
                .assertUsageError("--profile: tms9900 has no machine 'c64' (it has bare, ti99-4a, ti99-4a-16bit)");
    }

    @Test
    void untilRetStopsWhenBStarR11Returns() throws IOException {
        Path source = Files.writeString(dir.resolve("sub.a99"), """
                       AORG >A000
                SUB    LI   R0,42
                       B    *R11
                       END
                """);

        CommandRun run = CommandRun.of("exec", source.toString(), "--until", "ret", "--set", "WP=0x8300")
                .assertExit(0);

        assertEquals(List.of("stopped at >0000: returned", "PC=0000", "2 instructions, 24 clock cycles"),
                run.err().lines().filter(line -> !line.startsWith("WP=")).toList());
        assertTrue(run.err().contains("WP=8300 R0=002A "), run.err());
    }

    @Test
    void breakpointsAndAddressErrorsUseEditorAssemblerHex() throws IOException {
        Path source = Files.writeString(dir.resolve("loop.a99"), """
                       AORG >A000
                START  LI   R1,2
                LOOP   DEC  R1
                       JNE  LOOP
                       IDLE
                       END
                """);

        CommandRun run = CommandRun.of("exec", source.toString(), "--break", "LOOP", "--set", "WP=0x8300")
                .assertExit(0);

        assertEquals("stopped at >A004 (LOOP): breakpoint", run.err().lines().findFirst().orElseThrow());
        CommandRun.of("exec", source.toString(), "--break", "0x10000")
                .assertUsageError("--break address '0x10000' is outside >0000->FFFF");
        CommandRun.of("exec", source.toString(), "--until", "0xA100")
                .assertFailure("stopped before reaching >A100: idle at >A008");
    }

    @Test
    void anIllegalOpcodeStopsTheRunOnIt() throws IOException {
        Path binary = Files.write(dir.resolve("illegal.bin"), new byte[] {0x02, 0x00, 0x00, 0x01, 0x00, 0x00});

        CommandRun run = CommandRun.of("exec", binary.toString(), "--cpu", "tms9900", "--org", "0xA000")
                .assertFailure("stopped before IDLE: trap at >A004: illegal opcode >0000");

        assertEquals("stopped at >A004: illegal opcode >0000", run.err().lines().findFirst().orElseThrow());
    }

    @Test
    void conformanceTms9900PassesItsVectors() throws IOException {
        Path data = SharedTestData.linked(dir.resolve("data"), "tms9900/div.json.gz");

        CommandRun run = CommandRun.of("conformance", "tms9900", "--data", data.toString()).assertExit(0);

        assertEquals("tms9900: 303 vectors in 1 files, 303 passed, 0 failed (0 files)\n", run.out());
    }
}
