package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** COMET II and MLFE through {@code exec} (console on stdin/stdout, --trace, --clock) and {@code conformance}. */
class Comet2CommandsTest {

    /** Reads a line, writes it back, and leaves its length in GR1. */
    private static final String ECHO = """
            ; a line in, the same line out
            ECHO     START
                     IN      BUF,LEN
                     OUT     BUF,LEN
                     LD      GR1,LEN
                     RET
            BUF      DS      256
            LEN      DS      1
                     END
            """;

    /** Writes the clock's microseconds and seconds (SVC time) as decimals on a line. */
    private static final String TIME = """
            pgm      start
                     svc     time
                     lad     gr0,1
                     write   gr0,gr1
                     lad     gr3,' '
                     lad     gr4,0
                     write   gr4,gr3
                     write   gr0,gr2
                     ret
                     end
            """;

    @TempDir
    Path dir;

    @Test
    void execRunsACaslProgramWithItsConsoleOnStandardInputAndOutput() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.cas"), ECHO);

        CommandRun run = CommandRun.withInput("Hello, CASL II\n", "exec", source.toString()).assertExit(0);

        assertEquals("Hello, CASL II\n", run.out(), run.transcript());
        assertEquals("""
                ended by RET at #001A
                GR0=0000 GR1=000E GR2=0000 GR3=0000 GR4=0000 GR5=0000 GR6=0000 GR7=0000 SP=0000 FR=---
                PR=001A
                16 instructions, 27 words fetched, 37 cost units
                """, run.err());
    }

    @Test
    void theEndOfInputReadsAsLengthMinusOne() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.cas"), ECHO);

        CommandRun run = CommandRun.withInput("", "exec", source.toString()).assertExit(0);

        assertEquals("\n", run.out(), run.transcript()); // OUT of a length of -1: an empty line
        assertTrue(run.err().contains("GR1=FFFF"), run.transcript());
    }

    @Test
    void aCaslFileNamedAsYacasl2NamesItsSamplesNeedsNoCpu() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.casl"), ECHO); // YACASL2's as/sample/*.casl

        CommandRun run = CommandRun.withInput("casl\n", "exec", source.toString()).assertExit(0);

        assertEquals("casl\n", run.out(), run.transcript());
        assertTrue(run.err().startsWith("ended by RET"), run.transcript());
    }

    @Test
    void aRunThatStopsShortSaysItMissedTheOutermostRet() throws IOException {
        Path source = Files.writeString(dir.resolve("loop.cas"), """
                LOOP     START
                         JUMP    LOOP
                         END
                """);

        CommandRun.of("exec", source.toString(), "--max-cycles", "100").assertFailure(
                "stopped before the outermost RET: cycle budget of 100 cost units exhausted (raise --max-cycles)");
    }

    @Test
    void traceShowsPrSpFrAndTheRegistersAfterEachInstruction() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.cas"), ECHO);

        CommandRun run = CommandRun.withInput("Hi\n", "exec", source.toString(), "--trace").assertExit(0);

        String[] lines = run.err().split("\n");
        assertEquals("U=      35 +3  PC=0018 1010 011B LD GR1,ECHO.LEN      GR0=0000 GR1=0002 GR2=0000 GR3=0000 "
                + "GR4=0000 GR5=0000 GR6=0000 GR7=0000 SP=0000 FR=---", lines[14]);
        assertEquals("Hi\n", run.out(), run.transcript()); // OUT's line on stdout, the trace on stderr
    }

    @Test
    void mlfeReadsTheFixedClockTheSameEveryRun() throws IOException {
        Path source = Files.writeString(dir.resolve("time.fe"), TIME);

        CommandRun first = CommandRun.of("exec", source.toString(), "--clock", "2021-06-05T12:16:39.041285",
                "--clock-rate", "0").assertExit(0);
        CommandRun second = CommandRun.of("exec", source.toString(), "--clock", "2021-06-05T12:16:39.041285",
                "--clock-rate", "0").assertExit(0);
        CommandRun later = CommandRun.of("exec", source.toString(), "--clock", "2021-06-05T12:16:39.041285")
                .assertExit(0);

        assertEquals("41285 39", first.out(), first.transcript());
        assertEquals(first.out() + first.err(), second.out() + second.err());
        assertEquals("41285 39", later.out(), later.transcript()); // SVC time is the first instruction
        assertTrue(first.err().endsWith("8 instructions, 8 words fetched, 9 cost units\n"), first.transcript());
    }

    @Test
    void jsonGivesMlfesRegistersAsUnsignedNumbers() throws IOException {
        Path source = Files.writeString(dir.resolve("minus.fe"), "pgm start\n lad gr0,-1\n ret\n end\n");

        CommandRun run = CommandRun.of("exec", source.toString(), "--json").assertExit(0);

        assertTrue(run.out().contains("\"GR0\": 4294967295,"), run.out());
        assertTrue(run.out().contains("\"reason\": \"exited\","), run.out());
    }

    @Test
    void stopLinesNameWordAddressesInCaslHex() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.cas"), ECHO);

        // IN is words #0000-#000B (the macro's seven instructions), OUT starts at #000C: nothing printed before it
        CommandRun atBreak = CommandRun.of("exec", source.toString(), "--break", "#000C").assertExit(0);
        CommandRun reached = CommandRun.of("exec", source.toString(), "--until", "#000E").assertExit(0);

        assertEquals("stopped at #000C (ECHO+12): breakpoint", atBreak.err().lines().findFirst().orElseThrow());
        assertEquals("stopped at #000E (ECHO+14): until address", reached.err().lines().findFirst().orElseThrow());
    }

    @Test
    void jsonDumpsWordsWithTheirWidthOnAWordAddressedCpu() throws IOException {
        Path source = Files.writeString(dir.resolve("data.fe"), "pgm start\n ret\nw dc -1, 2\n end\n");

        CommandRun run = CommandRun.of("exec", source.toString(), "--json", "--dump", "pgm.w:2").assertExit(0);

        Map<?, ?> dump = (Map<?, ?>) ((List<?>) ((Map<?, ?>) Json.parse(run.out())).get("dumps")).get(0);
        assertEquals(List.of("address", "label", "wordBits", "words"), List.copyOf(dump.keySet()), run.out());
        assertEquals(32L, ((Number) dump.get("wordBits")).longValue());
        assertEquals(List.of(4294967295L, 2L), ((List<?>) dump.get("words")).stream()
                .map(word -> ((Number) word).longValue()).toList());
    }

    @Test
    void debugRunsTheProgramWithItsConsoleOutputAndAnEmptyInput() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.cas"), ECHO);

        CommandRun run = CommandRun.withInput("c\nr\n", "debug", source.toString()).assertExit(0);

        assertEquals(List.of("at #0000 (ECHO)", "0000  7001 0000        3           PUSH #0000,GR1", "> c", "",
                "stopped at #001A (ECHO+26): ended by RET", "001A  8100             2           RET", "> r",
                "GR0=0000 GR1=FFFF GR2=0000 GR3=0000 GR4=0000 GR5=0000 GR6=0000 GR7=0000 SP=0000 FR=-S-",
                "PR=001A"), run.out().lines().toList());
    }

    @Test
    void debugStartsItsStopLineOnANewLineAfterOutputThatLeftOneOpen() throws IOException {
        Path source = Files.writeString(dir.resolve("time.fe"), TIME);

        CommandRun run = CommandRun.withInput("c\n", "debug", source.toString(), "--clock",
                "2021-06-05T12:16:39.041285", "--clock-rate", "0").assertExit(0);

        List<String> lines = run.out().lines().toList();
        assertEquals(List.of("> c", "41285 39", "stopped at #0007 (pgm+7): ended by RET"),
                lines.subList(2, 5), run.out());
    }

    /** Four instructions of one and two words, then RET, in CASL II (COMET II) or MLFE's CASL. */
    private static final String ADD = """
            PGM      START
                     LAD     GR1,1
                     LAD     GR2,2
                     ADDA    GR1,GR2
                     LD      GR3,GR1
                     RET
                     END
            """;

    @Test
    void debugDisassemblesEveryInstructionOfAWordMachineCountingAddressesInWords() throws IOException {
        Path source = Files.writeString(dir.resolve("add.cas"), ADD);

        CommandRun run = CommandRun.withInput("s 3\nd\nd PGM+2\n", "debug", source.toString()).assertExit(0);

        assertEquals(List.of("> d",
                "   0000                      PGM      DS 0",
                "   0000  1210 0001        2           LAD GR1,#0001",
                "   0002  1220 0002        2           LAD GR2,#0002",
                "   0004  2412             1           ADDA GR1,GR2",
                "=> 0005  1431             1           LD GR3,GR1",
                "   0006  8100             2           RET",
                "   0007  0000             1           NOP",
                "   0008  0000             1           NOP",
                "   0009  0000             1           NOP",
                "   000A  0000             1           NOP",
                "> d PGM+2",
                "   0002  1220 0002        2           LAD GR2,#0002",
                "   0004  2412             1           ADDA GR1,GR2"),
                run.out().lines().toList().subList(5, 19), run.out());
    }

    @Test
    void debugDisassemblesEveryMlfeInstructionOneWordEach() throws IOException {
        Path source = Files.writeString(dir.resolve("add.fe"), ADD);

        CommandRun run = CommandRun.withInput("s 3\nd\n", "debug", source.toString()).assertExit(0);

        assertEquals(List.of("> d",
                "   0000                      PGM      DS 0",
                "   0000  12100001         1           LAD GR1,#0001",
                "   0001  12200002         1           LAD GR2,#0002",
                "   0002  24120000         1           ADDA GR1,GR2",
                "=> 0003  14310000         1           LD GR3,GR1",
                "   0004  81000000         2           RET"),
                run.out().lines().toList().subList(5, 12), run.out());
    }

    @Test
    void aBinaryIsWholeWordsLoadedAtAWordAddress() throws IOException {
        // LAD GR1,#0007 / ADDA GR1,#0105 / RET / DC 5, at word address #0100
        Path binary = Files.write(dir.resolve("add.bin"), new byte[] {0x12, 0x10, 0x00, 0x07, 0x20, 0x10, 0x01, 0x05,
                (byte) 0x81, 0x00, 0x00, 0x05});

        CommandRun run = CommandRun.of("exec", binary.toString(), "--cpu", "comet2", "--org", "0x100", "--dump",
                "0x100:6").assertExit(0);

        assertEquals("""
                ended by RET at #0104
                GR0=0000 GR1=000C GR2=0000 GR3=0000 GR4=0000 GR5=0000 GR6=0000 GR7=0000 SP=0000 FR=---
                PR=0104
                3 instructions, 5 words fetched, 7 cost units
                0100  1210 0007 2010 0105 8100 0005            ......
                """, run.err());
    }

    @Test
    void aBinaryOfHalfAWordIsRefused() throws IOException {
        Path binary = Files.write(dir.resolve("odd.bin"), new byte[] {0x12, 0x10, 0x00});

        CommandRun.of("exec", binary.toString(), "--cpu", "comet2").assertFailure(binary + ": 3 bytes are not whole "
                + "16-bit words");
    }

    @Test
    void theClockIsMlfesAlone() throws IOException {
        Path source = Files.writeString(dir.resolve("echo.cas"), ECHO);

        CommandRun.of("exec", source.toString(), "--clock", "host")
                .assertUsageError("--clock and --clock-rate are for MLFE's SVC time");
    }

    @Test
    void aClockThatDoesNotReadIsAUsageError() throws IOException {
        Path source = Files.writeString(dir.resolve("time.fe"), TIME);

        CommandRun.of("exec", source.toString(), "--clock", "noon")
                .assertUsageError("--clock 'noon' is not a date and time such as 2021-06-05T12:16:39.041285, nor 'host'");
        CommandRun.of("exec", source.toString(), "--clock", "host", "--clock-rate", "5")
                .assertUsageError("--clock-rate is for a fixed --clock, not 'host'");
    }

    @Test
    void conformanceComet2PassesEveryVectorDeviationsIncluded() {
        SharedTestData.folder();

        CommandRun run = CommandRun.of("conformance", "comet2").assertExit(0);

        assertEquals("comet2: 6,404 vectors in 38 files, 6,404 passed, 0 failed (0 files)\n", run.out());
    }
}
