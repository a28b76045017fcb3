package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CASL II program and the subroutines it calls in other files, given together as YACASL2 takes them ({@code casl2
 * addprint.casl printu.casl}): the programs (resources {@code casl2-files/}, written for these tests) and what
 * YACASL2 v0.6p20 printed for them, built from j8takagi/YACASL2 and run outside the repository.
 */
class CaslSeveralFilesTest {

    @TempDir
    Path dir;

    private static String file(String name) throws URISyntaxException {
        return Path.of(CaslSeveralFilesTest.class.getResource("/casl2-files/" + name).toURI()).toString();
    }

    @Test
    void execRunsTheFirstFilesProgramCallingTheOthersByTheirStartLabels() throws Exception {
        CommandRun run = CommandRun.of("exec", file("addprint.casl"), file("printu.casl")).assertExit(0);

        // YACASL2: "65535", then GR1 = #FFFF and the other registers 0 at the RET of ADDPR (#0006)
        assertEquals("65535\n", run.out(), run.transcript());
        assertTrue(run.err().startsWith("ended by RET at #0006\n"
                + "GR0=0000 GR1=FFFF GR2=0000 GR3=0000 GR4=0000 GR5=0000 GR6=0000 GR7=0000"), run.transcript());
    }

    @Test
    void asmLaysTheFilesOutOneAfterAnotherAsYacasl2Does() throws Exception {
        Path out = dir.resolve("bits.bin");
        CommandRun.of("asm", file("callbits.casl"), file("bits.casl"), "-o", out.toString()).assertExit(0);

        // casl2 -a callbits.casl bits.casl: CALLER at #0000, BITS at #0005, CALL BITS = 8000 0005
        assertEquals("12107ffc800000058100" + "70010000120000005310000166000011630000166400000922000018341162000009"
                + "711081000001", HexFormat.of().formatHex(Files.readAllBytes(out)));
    }

    @Test
    void execOfTheBitCountEndsWithItsCountInGr0() throws Exception {
        CommandRun run = CommandRun.of("exec", file("callbits.casl"), file("bits.casl")).assertExit(0);

        // YACASL2: GR0 = 13 (#7FFC has 13 bits set), GR1 = #7FFC kept
        assertTrue(run.err().contains("GR0=000D GR1=7FFC"), run.transcript());
    }

    @Test
    void disasmNamesTheProgramsOfEveryFile() throws Exception {
        CommandRun run = CommandRun.of("disasm", file("callbits.casl"), file("bits.casl")).assertExit(0);

        assertTrue(run.out().contains("CALL BITS"), run.out());
        assertTrue(run.out().contains("BITS "), run.out());
    }

    @Test
    void anErrorNamesTheFileItIsIn() throws Exception {
        Path main = Files.writeString(dir.resolve("main.cas"), "MAIN START\n CALL SUB\n RET\n END\n");
        Path sub = Files.writeString(dir.resolve("sub.cas"), "SUB START\n LD GR1,NOPE\n RET\n END\n");

        CommandRun run = CommandRun.of("asm", main.toString(), sub.toString(), "-o", dir.resolve("x.bin").toString())
                .assertExit(1);

        assertTrue(run.err().contains(sub + ":2:9: error: undefined label 'NOPE'\n    LD GR1,NOPE\n           ^\n"),
                run.err());
        assertTrue(run.err().contains("romlab asm: " + main + " " + sub + ": 1 error"), run.err());
    }

    @Test
    void severalFilesOfAnAssemblerThatTakesOneFail() throws Exception {
        Path a = Files.writeString(dir.resolve("a.asm"), " nop\n");
        Path b = Files.writeString(dir.resolve("b.asm"), " nop\n");

        CommandRun run = CommandRun.of("asm", a.toString(), b.toString()).assertExit(1);

        assertTrue(run.err().contains("this assembler takes one source file"), run.err());
    }

    @Test
    void standardInputCannotBeOneOfSeveralSources() throws Exception {
        CommandRun.of("asm", file("callbits.casl"), "-", "-o", dir.resolve("x.bin").toString())
                .assertUsageError("- (standard input) cannot be one of several sources");
        CommandRun.of("exec", "-", file("bits.casl"))
                .assertUsageError("- (standard input) cannot be one of several sources");
    }

    @Test
    void aBinaryCannotBeOneOfSeveralFiles() throws Exception {
        Path binary = Files.write(dir.resolve("x.bin"), new byte[] {(byte) 0x81, 0});

        CommandRun.of("exec", file("callbits.casl"), binary.toString(), "--cpu", "comet2")
                .assertFailure(binary + ": not a source: only sources are loaded together");
    }
}
