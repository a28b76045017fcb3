package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exec} keeps the program's console output and its own report apart: stdout holds exactly what the program
 * printed (so {@code exec prog | diff - expected} works), stderr the stop line, registers, counts, dumps and trace,
 * for each kind of console: COMET II's SVC OUT, MLFE's printf, the TI-83 Plus profile's home screen, and none.
 */
class ExecStreamsTest {

    private static final String COUNT = "../roms/comet2/examples/count.cas";
    private static final String COUNTED = "1\n2\n3\n4\n5\n";

    @TempDir
    Path dir;

    @Test
    void comet2OutputAloneOnStdoutTheReportOnStderr() {
        CommandRun run = CommandRun.of("exec", COUNT).assertExit(0);

        assertEquals(COUNTED, run.out(), run.transcript());
        assertTrue(run.err().startsWith("ended by RET at #0019\nGR0=0000 GR1=0006"), run.transcript());
        assertTrue(run.err().endsWith("67 instructions, 118 words fetched, 159 cost units\n"), run.transcript());
    }

    @Test
    void mlfeOutputAloneOnStdoutTheReportOnStderr() {
        CommandRun run = CommandRun.of("exec", "../roms/mlfe/examples/clock.fe", "--clock",
                "2021-06-05T12:16:39.041285").assertExit(0);

        assertEquals("2021-06-05 12:16:39.041285\n", run.out(), run.transcript());
        assertTrue(run.err().startsWith("ended by RET at #0024\nGR0=00000000"), run.transcript());
    }

    @Test
    void ti83PlusHomeScreenAloneOnStdoutTheReportOnStderr() {
        CommandRun run = CommandRun.of("exec", "../roms/z80/examples/hello83.asm", "--profile", "ti83plus")
                .assertExit(0);

        assertEquals("Hello from romla\nb\n", run.out(), run.transcript());
        assertTrue(run.err().startsWith("returned to TI-OS (ret to $0000)\nAF="), run.transcript());
        assertTrue(run.err().endsWith(" µs on the TI-83+ at 6 MHz\n"), run.transcript());
    }

    @Test
    void aCpuWithoutAConsolePrintsNothingOnStdout() {
        CommandRun run = CommandRun.of("exec", "../roms/z80/examples/sum.asm", "--dump", "table:5").assertExit(0);

        assertEquals("", run.out(), run.transcript());
        assertTrue(run.err().startsWith("halted at $0111 (noCarry+2)\n"), run.transcript());
        assertTrue(run.err().endsWith("table\n"), run.transcript());
    }

    @Test
    void outputLeftMidLineStartsTheReportOnALineOfItsOwn() throws IOException {
        Path source = Files.writeString(dir.resolve("write.fe"), """
                pgm     start
                        lad     gr1, 1          ; port 1: signed decimal, no line end
                        lad     gr0, -42
                        write   gr1, gr0
                        ret
                        end
                """);

        CommandRun run = CommandRun.of("exec", source.toString()).assertExit(0);

        assertEquals("-42", run.out(), run.transcript());
        assertTrue(run.err().startsWith("\nended by RET at #"), run.transcript());
    }

    @Test
    void quietLeavesTheProgramsOutputAlone() {
        CommandRun run = CommandRun.of("exec", COUNT, "--quiet").assertExit(0);

        assertEquals(COUNTED, run.out(), run.transcript());
        assertEquals("", run.err(), run.transcript());
    }

    @Test
    void quietStillShowsTheDumpsAskedFor() {
        CommandRun run = CommandRun.of("exec", "../roms/z80/examples/sum.asm", "-q", "--dump", "table:5")
                .assertExit(0);

        assertEquals("", run.out(), run.transcript());
        assertEquals("0112  03 01 04 01 05                                   .....             table\n", run.err(),
                run.transcript());
    }

    @Test
    void quietKeepsTheFailureAndItsExitCode() {
        CommandRun.of("exec", COUNT, "--quiet", "--max-cycles", "10").assertFailure("stopped before the outermost RET");
    }

    @Test
    void traceGoesToStderrWithTheReport() {
        CommandRun run = CommandRun.of("exec", COUNT, "--trace").assertExit(0);

        assertEquals(COUNTED, run.out(), run.transcript());
        assertTrue(run.err().startsWith("U=       2 +2  PC=0000 1210 0001 COUNT: LAD GR1,#0001"), run.transcript());
        assertTrue(run.err().contains("\nended by RET at #0019\n"), run.transcript());
    }

    @Test
    void jsonCarriesTheConsoleOutputAsAField() {
        CommandRun run = CommandRun.of("exec", COUNT, "--json").assertExit(0);

        Map<?, ?> document = (Map<?, ?>) Json.parse(run.out());
        assertEquals(COUNTED, document.get("console"));
        assertEquals("exited", ((Map<?, ?>) document.get("stop")).get("reason"));
        assertEquals("", run.err(), run.transcript());
    }

    @Test
    void jsonConsoleOfATi83PlusProgramIsItsHomeScreen() {
        CommandRun run = CommandRun.of("exec", "../roms/z80/examples/hello83.asm", "--profile", "ti83plus", "--json")
                .assertExit(0);

        assertEquals("Hello from romla\nb\n", ((Map<?, ?>) Json.parse(run.out())).get("console"));
    }

    @Test
    void jsonConsoleIsEmptyWhenTheProgramPrintsNothing() {
        CommandRun run = CommandRun.of("exec", "../roms/z80/examples/sum.asm", "--json").assertExit(0);

        assertEquals("", ((Map<?, ?>) Json.parse(run.out())).get("console"));
    }
}
