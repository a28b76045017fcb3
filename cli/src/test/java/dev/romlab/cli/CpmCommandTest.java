package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code romlab cpm}: the BDOS console functions driven by stdin scripts, the output as bytes, the totals. */
class CpmCommandTest {

    /** The totals line: counts, then host speed, which varies from run to run. */
    private static final String TOTALS = "[0-9,]+ instructions, [0-9,]+ T-states, [0-9,]+\\.[0-9] emulated MHz";

    /** Prints A with function 2 (the subroutine every test program below ends with). */
    private static final String PRINT_A = "print: ld e,a \\ ld c,2 \\ jp 5\n";

    @TempDir
    Path dir;

    private Path source(String text) throws IOException {
        return Files.writeString(dir.resolve("program.asm"), text);
    }

    private CommandRun run(String input, String program, String... options) throws IOException {
        String[] args = new String[options.length + 2];
        args[0] = "cpm";
        args[1] = source(program).toString();
        System.arraycopy(options, 0, args, 2, options.length);
        return CommandRun.withInput(input, args);
    }

    @Test
    void programOutputStandsAloneOnStdoutAndTotalsGoToStderr() throws IOException {
        CommandRun run = run("", ".org $0100\n ld a,'A' \\ call print \\ ret\n" + PRINT_A).assertExit(0);

        assertEquals("A", run.out());
        // the output did not end its line, so the totals start a new one
        assertTrue(run.err().matches("\n" + TOTALS + "\n"), run.transcript());
    }

    @Test
    void quietDropsTheTotals() throws IOException {
        CommandRun run = run("", ".org $0100\n ld a,'A' \\ call print \\ ret\n" + PRINT_A, "--quiet").assertExit(0);

        assertEquals("A", run.out());
        assertEquals("", run.err());
    }

    @Test
    void bytesAbove127PassThroughAsBytes() throws IOException {
        CommandRun run = run("", ".org $0100\n ld a,$E9 \\ call print \\ ld a,$80 \\ call print \\ ret\n" + PRINT_A,
                "-q").assertExit(0);

        assertArrayEquals(new byte[] {(byte) 0xE9, (byte) 0x80}, run.outBytes());
    }

    @Test
    void consoleInputEchoesAndReadsNewlineAsCarriageReturn() throws IOException {
        // read until '.', print each character read in brackets
        String echo = ".org $0100\nloop: ld c,1 \\ call 5\n cp '.' \\ ret z\n push af \\ ld a,'[' \\ call print\n"
                + " pop af \\ call print \\ ld a,']' \\ call print \\ jr loop\n" + PRINT_A;

        CommandRun run = run("hi\n.", echo, "-q").assertExit(0);

        // each character echoed by BDOS 1, then printed by the program; the newline read as CR
        assertEquals("h[h]i[i]\r[\r].", run.out());
    }

    @Test
    void consoleInputDoesNotEchoControlCharacters() throws IOException {
        CommandRun run = run("\u0001", ".org $0100\n ld c,1 \\ call 5 \\ add a,'@' \\ call print \\ ret\n" + PRINT_A,
                "-q").assertExit(0);

        assertEquals("A", run.out());
    }

    @Test
    void endOfInputReadsAsControlZ() throws IOException {
        CommandRun run = run("", ".org $0100\n ld c,1 \\ call 5\n add a,'@' \\ call print \\ ret\n" + PRINT_A)
                .assertExit(0);

        assertTrue(run.out().startsWith("Z"), run.transcript());
    }

    @Test
    void consoleStatusReportsPendingInputThenAfterTheEndStillReady() throws IOException {
        // status, read, status: FF, 'x' echoed, FF (the end of input is ready: reading it gives ^Z)
        String program = ".org $0100\n ld c,11 \\ call 5 \\ call hex\n ld c,1 \\ call 5\n"
                + " ld c,11 \\ call 5 \\ call hex \\ ret\n"
                + "hex: cp $FF \\ ld a,'F' \\ jr z,print\n ld a,'0' \\ jr print\n" + PRINT_A;

        CommandRun run = run("x", program, "-q").assertExit(0);

        assertEquals("FxF", run.out());
    }

    @Test
    void directConsoleIo() throws IOException {
        // E=FE status, E=FF input without echo, E=FD input, E='!' output
        String program = ".org $0100\n ld c,6 \\ ld e,$FE \\ call 5 \\ cp $FF \\ jr nz,fail\n"
                + " ld c,6 \\ ld e,$FF \\ call 5 \\ call print\n"
                + " ld c,6 \\ ld e,$FD \\ call 5 \\ call print\n"
                + " ld c,6 \\ ld e,'!' \\ call 5 \\ ret\n"
                + "fail: halt\n" + PRINT_A;

        CommandRun run = run("ab", program, "-q").assertExit(0);

        assertEquals("ab!", run.out());
    }

    @Test
    void readConsoleBufferReadsALineWithEchoAndCount() throws IOException {
        // buffer: max 10; print the count as a digit, then the characters
        String program = ".org $0100\n ld de,buffer \\ ld c,10 \\ call 5\n"
                + " ld a,(buffer+1) \\ add a,'0' \\ call print\n"
                + " ld hl,buffer+2 \\ ld a,(buffer+1) \\ ld b,a\n"
                + "next: ld a,(hl) \\ push hl \\ push bc \\ call print \\ pop bc \\ pop hl \\ inc hl \\ djnz next\n"
                + " ret\n" + PRINT_A + "buffer: .db 10,0\n"; // the free memory after it is 0

        CommandRun run = run("DIR A:\nREST", program, "-q").assertExit(0);

        // the line echoed, then CR as CP/M 2.2 does; then the program's count and copy
        assertEquals("DIR A:\r6DIR A:", run.out());
    }

    @Test
    void readConsoleBufferStopsWhenFullAndTakesBackspaces() throws IOException {
        String program = ".org $0100\n ld de,buffer \\ ld c,10 \\ call 5\n"
                + " ld a,(buffer+1) \\ add a,'0' \\ call print\n ld a,(buffer+2) \\ call print\n"
                + " ld a,(buffer+3) \\ call print \\ ret\n" + PRINT_A + "buffer: .db 2,0,0,0\n";

        CommandRun run = run("x\babc\n", program, "-q").assertExit(0);

        // x, taken back (BS, blank, BS), then a and b fill the buffer: the line ends there, c is never read
        assertEquals("x\b \bab\r2ab", run.out());
    }

    @Test
    void readConsoleBufferAtTheEndOfInputEndsTheRun() throws IOException {
        String program = ".org $0100\nloop: ld de,buffer \\ ld c,10 \\ call 5 \\ jr loop\nbuffer: .db 80,0\n";

        CommandRun run = run("one\ntwo", program, "-q").assertExit(0);

        assertEquals("one\rtwo\r", run.out());
    }

    @Test
    void sourceIncludesAreFoundInIncludeFolders() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("inc"));
        Files.writeString(folder.resolve("bdos.inc"), "BDOS = 5\nCONOUT = 2\n");
        Path program = source(".include \"bdos.inc\"\n.org $0100\n    ld e,'!' \\ ld c,CONOUT \\ call BDOS\n"
                + "    ret\n");

        CommandRun run = CommandRun.of("cpm", program.toString(), "-I", folder.toString()).assertExit(0);

        assertTrue(run.out().startsWith("!"), run.transcript());
    }

    @Test
    void topOfTpaIsReadableAtAddressSix() throws IOException {
        CommandRun run = run("", ".org $0100\n ld hl,(6) \\ ld a,h \\ call print \\ ret\n" + PRINT_A).assertExit(0);

        assertEquals((byte) 0xFE, run.outBytes()[0], run.transcript());
    }

    @Test
    void stackMovedToTheTopOfTpaWorksAsTheExercisersUseIt() throws IOException {
        // zexdoc and zexall start with ld hl,(6) \ ld sp,hl, then call the BDOS from there
        CommandRun run = run("", ".org $0100\n ld hl,(6) \\ ld sp,hl\n ld de,text \\ ld c,9 \\ call 5\n"
                + " jp 0\ntext: .db \"ok\",13,10,\"$\"\n").assertExit(0);

        assertEquals("ok\r\n", run.out());
        assertTrue(run.err().startsWith("6 instructions, "), run.transcript());
    }

    @Test
    void systemResetEndsTheRun() throws IOException {
        run("", ".org $0100\n ld c,0 \\ call 5\n halt\n").assertExit(0);
    }

    @Test
    void versionIsCpm22() throws IOException {
        CommandRun run = run("", ".org $0100\n ld c,12 \\ call 5 \\ ld a,l \\ add a,'0'-$22 \\ call print \\ ret\n"
                + PRINT_A, "-q").assertExit(0);

        assertEquals("0", run.out());
    }

    @Test
    void runsAComFile() throws IOException {
        // ld de,$0109 \ ld c,9 \ call 5 \ rst 0 \ "ok$"
        Path com = Files.write(dir.resolve("OK.COM"),
                new byte[] {0x11, 0x09, 0x01, 0x0E, 0x09, (byte) 0xCD, 0x05, 0x00, (byte) 0xC7, 'o', 'k', '$'});

        CommandRun run = CommandRun.of("cpm", com.toString()).assertExit(0);

        assertEquals("ok", run.out());
        assertTrue(run.err().startsWith("\n4 instructions, "), run.transcript());
    }

    @Test
    void ctrlCStopsTheProgramAndSaysWhere() throws Exception {
        // read one character, then loop for ever: the read tells the test the run (and its handler) has started
        Path program = source(".org $0100\n ld c,1 \\ call 5\nloop: jr loop\n");
        CountDownLatch reading = new CountDownLatch(1);
        InputStream console = new InputStream() {
            @Override
            public int read() {
                reading.countDown();
                return 'x';
            }
        };
        CompletableFuture<CommandRun> run = CompletableFuture.supplyAsync(
                () -> CommandRun.withInputStream(console, "cpm", program.toString()));
        assertTrue(reading.await(30, TimeUnit.SECONDS), "the program never read its console");

        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(ProcessHandle.current().pid())).start();
        assertEquals(0, kill.waitFor());

        CommandRun stopped = run.get(30, TimeUnit.SECONDS).assertExit(InterruptSignal.EXIT_CODE);
        assertTrue(stopped.err().contains("stopped before a warm boot: interrupted at $0105 (Ctrl-C)"),
                stopped.transcript());
        assertTrue(stopped.err().matches("(?s)\n" + TOTALS + "\n.*"), stopped.transcript());
    }

    @Test
    void runsAnIntelHexFileFromTheTpa() throws IOException {
        // the bytes of OK.COM above in one record at $0100
        Path hex = Files.writeString(dir.resolve("OK.HEX"), ":0C0100001109010E09CD0500C76F6B242A\r\n:00000001FF\r\n");

        CommandRun run = CommandRun.of("cpm", hex.toString()).assertExit(0);

        assertEquals("ok", run.out());
        assertTrue(run.err().startsWith("\n4 instructions, "), run.transcript());
    }

    @Test
    void unsupportedBdosFunctionStopsTheRun() throws IOException {
        run("", ".org $0100\n ld c,15 \\ ld de,$5C \\ call 5 \\ ret\n").assertFailure("BDOS function 15 is not supported");
    }

    @Test
    void haltIsAFailure() throws IOException {
        run("", ".org $0100\n halt\n").assertFailure("stopped before a warm boot: halted at $010");
    }

    @Test
    void budgetExhaustedIsAFailure() throws IOException {
        run("", ".org $0100\nloop: jr loop\n", "--max-cycles", "1_000")
                .assertFailure("cycle budget of 1000 T-states exhausted (raise --max-cycles)");
    }

    @Test
    void budgetLargerThanASliceIsStillExact() throws IOException {
        // 3 million T-states: three slices of 2^20 in the machine, one budget to the user
        CommandRun run = run("", ".org $0100\nloop: jr loop\n", "--max-cycles", "3_000_000")
                .assertFailure("cycle budget of 3000000 T-states exhausted");

        assertTrue(run.err().startsWith("250,000 instructions, 3,000,000 T-states"), run.transcript());
    }

    @Test
    void sourceMustStartAtTheTpa() throws IOException {
        run("", ".org $8000\n ret\n").assertFailure("CP/M programs start at $0100");
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
