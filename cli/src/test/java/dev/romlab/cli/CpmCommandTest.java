package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CpmCommandTest {

    /** The totals line: counts, then host speed, which varies from run to run. */
    private static final String TOTALS = "[0-9,]+ instructions, [0-9,]+ T-states, [0-9,]+\\.[0-9] emulated MHz";

    @TempDir
    Path dir;

    private Path source(String text) throws IOException {
        return Files.writeString(dir.resolve("program.asm"), text);
    }

    @Test
    void consoleInputReadsStdinWithNewlineAsCarriageReturn() throws IOException {
        Path echo = source(".org $0100\nloop: ld c,1 \\ call 5\n    cp '.' \\ jp z,0\n"
                + "    ld e,a \\ ld c,2 \\ call 5 \\ jr loop\n");

        CommandRun run = CommandRun.withInput("hi\n.", "cpm", echo.toString()).assertExit(0);

        // the program's output does not end a line, so the totals start a new one
        assertTrue(run.out().startsWith("hi\r\n"), run.transcript());
        assertTrue(run.out().lines().toList().get(1).matches(TOTALS), run.transcript());
    }

    @Test
    void endOfInputReadsAsControlZ() throws IOException {
        Path program = source(".org $0100\n    ld c,1 \\ call 5\n    add a,'@' \\ ld e,a \\ ld c,2 \\ call 5\n"
                + "    ret\n");

        CommandRun run = CommandRun.of("cpm", program.toString()).assertExit(0);

        assertTrue(run.out().startsWith("Z\n"), run.transcript());
    }

    @Test
    void topOfTpaIsReadableAtAddressSix() throws IOException {
        Path program = source(".org $0100\n    ld hl,(6) \\ ld e,h \\ ld c,2 \\ call 5 \\ ret\n");

        CommandRun run = CommandRun.of("cpm", program.toString()).assertExit(0);

        assertEquals((char) 0xFE, run.out().charAt(0), run.transcript());
    }

    @Test
    void stackMovedToTheTopOfTpaWorksAsTheExercisersUseIt() throws IOException {
        // zexdoc and zexall start with ld hl,(6) \ ld sp,hl, then call the BDOS from there
        Path program = source(".org $0100\n    ld hl,(6) \\ ld sp,hl\n    ld de,text \\ ld c,9 \\ call 5\n"
                + "    jp 0\ntext: .db \"ok\",13,10,\"$\"\n");

        CommandRun run = CommandRun.of("cpm", program.toString()).assertExit(0);

        assertTrue(run.out().startsWith("ok\r\n6 instructions, "), run.transcript());
    }

    @Test
    void systemResetEndsTheRun() throws IOException {
        Path program = source(".org $0100\n    ld c,0 \\ call 5\n    halt\n");

        CommandRun.of("cpm", program.toString()).assertExit(0);
    }

    @Test
    void runsAComFile() throws IOException {
        // ld de,$0109 \ ld c,9 \ call 5 \ rst 0 \ "ok$"
        Path com = Files.write(dir.resolve("OK.COM"),
                new byte[] {0x11, 0x09, 0x01, 0x0E, 0x09, (byte) 0xCD, 0x05, 0x00, (byte) 0xC7, 'o', 'k', '$'});

        CommandRun run = CommandRun.of("cpm", com.toString()).assertExit(0);

        assertTrue(run.out().startsWith("ok\n4 instructions, "), run.transcript());
    }

    @Test
    void runsAnIntelHexFileFromTheTpa() throws IOException {
        // the bytes of OK.COM above in one record at $0100
        Path hex = Files.writeString(dir.resolve("OK.HEX"), ":0C0100001109010E09CD0500C76F6B242A\r\n:00000001FF\r\n");

        CommandRun run = CommandRun.of("cpm", hex.toString()).assertExit(0);

        assertTrue(run.out().startsWith("ok\n4 instructions, "), run.transcript());
    }

    @Test
    void unsupportedBdosFunctionStopsTheRun() throws IOException {
        Path program = source(".org $0100\n    ld c,15 \\ ld de,$5C \\ call 5 \\ ret\n");

        CommandRun.of("cpm", program.toString())
                .assertFailure("BDOS function 15 is not supported");
    }

    @Test
    void haltIsAFailure() throws IOException {
        Path program = source(".org $0100\n    halt\n");

        CommandRun.of("cpm", program.toString()).assertFailure("stopped before a warm boot: halted at 0x010");
    }

    @Test
    void budgetExhaustedIsAFailure() throws IOException {
        Path program = source(".org $0100\nloop: jr loop\n");

        CommandRun.of("cpm", program.toString(), "--max-cycles", "1_000")
                .assertFailure("cycle budget of 1000 T-states exhausted (raise --max-cycles)");
    }

    @Test
    void sourceMustStartAtTheTpa() throws IOException {
        Path program = source(".org $8000\n    ret\n");

        CommandRun.of("cpm", program.toString()).assertFailure("CP/M programs start at $0100");
    }

    @Test
    void missingFileIsOneLineFailure() {
        CommandRun.of("cpm", dir.resolve("ABSENT.COM").toString()).assertFailure("ABSENT.COM: no such file");
    }

    @Test
    void helpStatesTheDefaultBudget() {
        CommandRun run = CommandRun.of("cpm", "--help").assertExit(0);

        assertTrue(run.out().contains("100,000,000,000 T-states"), run.transcript());
    }
}
