package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The 6502 and the 2A03 through the commands: asm, disasm, exec and conformance with --cpu 6502 or 2a03. */
class Mos6502CommandsTest {

    /** A = 3 + 2 + 1, then a JAM at {@code done}. */
    private static final String SUM = """
            ; A = 3 + 2 + 1, adding X into A as X counts down
                    .org $0200
            start:  lda #0
                    ldx #3
            loop:   clc
                    stx $10
                    adc $10
                    dex
                    bne loop
            done:   .byte $02       ; JAM: the 6502 locks up
            """;

    private static final byte[] SUM_BYTES = {(byte) 0xA9, 0x00, (byte) 0xA2, 0x03, 0x18, (byte) 0x86, 0x10, 0x65, 0x10,
            (byte) 0xCA, (byte) 0xD0, (byte) 0xF8, 0x02};

    @TempDir
    Path dir;

    @Test
    void asmAssemblesA6502SourceThatTheExtensionOrTheOptionNames() throws IOException {
        Path named = Files.writeString(dir.resolve("sum.s65"), SUM);
        // .s is the Z80's: --cpu 6502 overrides it
        Path other = Files.writeString(dir.resolve("other.s"), SUM);

        CommandRun run = CommandRun.of("asm", named.toString()).assertExit(0);
        CommandRun.of("asm", other.toString(), "--cpu", "6502").assertExit(0);

        assertEquals(named + ": 13 bytes at $0200-$020C -> " + dir.resolve("sum.bin") + "\n", run.out());
        assertArrayEquals(SUM_BYTES, Files.readAllBytes(dir.resolve("sum.bin")));
        assertArrayEquals(SUM_BYTES, Files.readAllBytes(dir.resolve("other.bin")));
    }

    @Test
    void disasmShowsCyclesWithTheBranchCounts() throws IOException {
        Path binary = Files.write(dir.resolve("sum.bin"), SUM_BYTES);

        CommandRun run = CommandRun.of("disasm", binary.toString(), "--cpu", "6502", "--org", "$0200").assertExit(0);

        assertEquals("""
                    .org $0200
                    lda #$00        ; 0200  A9 00       2
                    ldx #$03        ; 0202  A2 03       2
                    clc             ; 0204  18          2
                    stx $10         ; 0205  86 10       3
                    adc $10         ; 0207  65 10       3
                    dex             ; 0209  CA          2
                    bne $0204       ; 020A  D0 F8       2/3/4
                    jam             ; 020C  02          2
                """, run.out());
    }

    @Test
    void execTracesAXYSAndTheFlags() throws IOException {
        Path source = Files.writeString(dir.resolve("sum.s65"), SUM);

        CommandRun run = CommandRun.of("exec", source.toString(), "--cpu", "6502", "--until", "done", "--trace")
                .assertExit(0);

        String[] lines = run.err().split("\n");
        assertEquals("C=       2 +2  PC=0200 A9 00    start: lda #$00      A=00 X=00 Y=00 S=FD P=-----IZ-", lines[0]);
        assertEquals("C=      17 +3  PC=020A D0 F8    bne loop             A=03 X=02 Y=00 S=FD P=-----I--", lines[6]);
        assertEquals("C=      42 +2  PC=020A D0 F8    bne loop             A=06 X=00 Y=00 S=FD P=-----IZ-", lines[16]);
        assertEquals("""
                stopped at $020C (done): until address
                A=06 X=00 Y=00 S=FD P=-----IZ-
                PC=020C
                17 instructions, 42 cycles
                """, String.join("\n", Arrays.copyOfRange(lines, 17, lines.length)) + "\n");
    }

    @Test
    void aJamStopsAtTheOpcodeItsReasonNames() throws IOException {
        Path source = Files.writeString(dir.resolve("sum.s65"), SUM);

        CommandRun run = CommandRun.of("exec", source.toString()).assertFailure("the 6502 has no HALT (stop the run with --until ADDR or --until ret): jammed at $020C");

        assertTrue(run.err().startsWith("""
                stopped at $020C (done): jammed
                A=06 X=00 Y=00 S=FD P=-----IZ-
                PC=020D
                18 instructions, 44 cycles
                """), run.transcript()); // the report, then the failure
    }

    @Test
    void the2A03AssemblesTheSameSourceButAddsInBinary() throws IOException {
        Path source = Files.writeString(dir.resolve("dec.s65"), """
                        .org $0200
                        sed
                        lda #$09
                        clc
                        adc #$01
                done:   jmp done
                """);

        String nmos = CommandRun.of("exec", source.toString(), "--until", "done").assertExit(0).err();
        String ricoh = CommandRun.of("exec", source.toString(), "--cpu", "2a03", "--until", "done").assertExit(0)
                .err();

        assertEquals("A=10 X=00 Y=00 S=FD P=----DI--", nmos.lines().toList().get(1));
        assertEquals("A=0A X=00 Y=00 S=FD P=----DI--", ricoh.lines().toList().get(1));
    }

    @Test
    void conformance6502PassesItsVectors() throws IOException {
        CommandRun run = CommandRun.of("conformance", "6502", "--data", adcData("nmos").toString()).assertExit(0);

        assertEquals("6502/nmos: 200 vectors in 1 files, 200 passed, 0 failed (0 files)\n", run.out());
    }

    @Test
    void conformance2A03PassesItsVectors() throws IOException {
        CommandRun run = CommandRun.of("conformance", "2a03", "--data", adcData("2a03").toString()).assertExit(0);

        assertEquals("6502/2a03: 200 vectors in 1 files, 200 passed, 0 failed (0 files)\n", run.out());
    }

    /** A data folder linking the ADC #imm file ($69, where the two variants differ) of the shared 6502/SET vectors. */
    private Path adcData(String set) throws IOException {
        return SharedTestData.linked(dir.resolve("data"), "6502/" + set + "/69.json.gz");
    }
}
