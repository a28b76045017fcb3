package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.romlab.cpu.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exec --hotspots} on each CPU: a loop that calls a routine three times, whose runs and cycles per address are
 * worked out by hand from the CPU's documented cycle counts (each program's comments), then the routine table, the
 * CSV rows, the JSON array and the annotated listing built from them.
 */
class ExecHotspotsTest {

    /**
     * Z80 T-states (Zilog UM0080): ld b,n 7; call 17; djnz 13 taken, 8 not; halt 4; inc a 4; ret 10. Total 7 + 3x17 +
     * (13 + 13 + 8) + 4 + 3x4 + 3x10 = 138 in 14 instructions.
     */
    private static final String Z80 = """
            .org $0100
            start:  ld b,3
            loop:   call work
                    djnz loop
                    halt
            work:   inc a
                    ret
            """;

    /**
     * 6502 cycles (MOS data sheet): ldx # 2; jsr 6; dex 2; bne 3 taken on the same page, 2 not; iny 2; rts 6. Total 2
     * + 3x6 + 3x2 + (3 + 3 + 2) + 3x2 + 3x6 = 58 in 16 instructions, up to done (not run).
     */
    private static final String MOS6502 = """
            .org $0200
            start:  ldx #3
            loop:   jsr work
                    dex
                    bne loop
            done:   nop
            work:   iny
                    rts
            """;

    /**
     * TMS9900 clock cycles, no wait states (TMS 9900 Data Manual, "Instruction execution times"): LWPI 10; LI 12; BL
     * 12 + 8 for @symbolic = 20; DEC 10; JNE 10 taken, 8 not; IDLE 12; INC 10; B 8 + 4 for *R11 = 12. Total 10 + 12
     * + 3x20 + 3x10 + (10 + 10 + 8) + 12 + 3x10 + 3x12 = 218 in 18 instructions.
     */
    private static final String TMS9900 = """
                   AORG >A000
            START  LWPI >8300
                   LI   R1,3
            LOOP   BL   @WORK
                   DEC  R1
                   JNE  LOOP
                   IDLE
            WORK   INC  R2
                   B    *R11
                   END
            """;

    /**
     * COMET II cost units (one per word fetched, one per data access: cpu-core/README.md): LAD 2 words; CALL 2 words +
     * a push = 3; SUBA GR,adr 2 + a read = 3; JNZ 2; RET 1 + a pop = 2; ADDA GR,=1 2 + a read = 3. Total 2 + 3x3 +
     * 3x3 + 3x2 + 2 + 3x3 + 3x2 = 43 in 17 instructions. WORK is a program of its own, as CASL II routines are.
     */
    private static final String COMET2 = """
            MAIN   START
                   LAD  GR1,3
            LOOP   CALL WORK
                   SUBA GR1,ONE
                   JNZ  LOOP
                   RET
            ONE    DC   1
                   END
            WORK   START
                   ADDA GR2,=1
                   RET
                   END
            """;

    /**
     * MLFE cost units (one word per instruction, one unit per data access): lad 1; call 1 + a push = 2; suba 1 + a
     * read = 2; jnz 1; ret 1 + a pop = 2; adda 2. Total 1 + 3x2 + 3x2 + 3x1 + 2 + 3x2 + 3x2 = 30 in 17 instructions.
     */
    private static final String MLFE = """
            main     start
                     lad     gr1, 3
            loop     call    work
                     suba    gr1, one
                     jnz     loop
                     ret
            one      dc      1
            work     adda    gr2, one
                     ret
                     end
            """;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    /** The report's lines after {@code hotspots:}. */
    private static List<String> hotspotLines(CommandRun run) {
        List<String> lines = run.err().lines().toList();
        int start = lines.indexOf(lines.stream().filter(line -> line.startsWith("hotspots: ")).findFirst()
                .orElseThrow(() -> new AssertionError(run.transcript())));
        return lines.subList(start, lines.size());
    }

    /** One CSV row: address, label, routine, the file, line, executions, cycles. */
    private static String row(String address, String label, String routine, Path file, int line, long executions,
            long cycles) {
        return String.join(",", address, label, routine, file.toString(), String.valueOf(line),
                String.valueOf(executions), String.valueOf(cycles));
    }

    private static List<String> csv(CommandRun run) {
        List<String> lines = new ArrayList<>(run.err().lines().toList());
        assertEquals("address,label,routine,file,line,executions,cycles", lines.get(0), run.transcript());
        return lines.subList(1, lines.size());
    }

    @Test
    void z80RoutinesAndLinesCostMostFirst() throws IOException {
        Path file = write("loop.asm", Z80);

        CommandRun run = CommandRun.of("exec", file.toString(), "--hotspots").assertExit(0);

        assertTrue(run.err().contains("14 instructions, 138 T-states\n"), run.transcript());
        assertEquals(List.of(
                "hotspots: 14 instructions, 138 T-states",
                "routines:",
                "T-states      %  calls  instructions  routine",
                "      89  64.5%      3             7  loop",
                "      42  30.4%      3             6  work",
                "       7   5.1%      1             1  start",
                "lines:",
                "T-states      %  executions  address  label   instruction  source",
                "      51  37.0%           3  $0102    loop    call work    loop.asm:3",
                "      34  24.6%           3  $0105    loop+3  djnz loop    loop.asm:4",
                "      30  21.7%           3  $0109    work+1  ret          loop.asm:7",
                "      12   8.7%           3  $0108    work    inc a        loop.asm:6",
                "       7   5.1%           1  $0100    start   ld b,$03     loop.asm:2",
                "       4   2.9%           1  $0107    loop+5  halt         loop.asm:5"), hotspotLines(run));
        assertEquals("", run.out(), "stdout is the program's console alone");
    }

    @Test
    void topLimitsBothTablesAndSaysHowManyThereAre() throws IOException {
        Path file = write("loop.asm", Z80);

        List<String> lines = hotspotLines(CommandRun.of("exec", file.toString(), "--hotspots", "--hotspots-top", "2")
                .assertExit(0));

        assertEquals("routines (2 of 3):", lines.get(1));
        assertEquals("      42  30.4%      3             6  work", lines.get(4));
        assertEquals("lines (2 of 6):", lines.get(5));
        assertEquals(9, lines.size(), String.join("\n", lines));
    }

    @Test
    void z80CsvHasARowPerAddressMostCyclesFirst() throws IOException {
        Path file = write("loop.asm", Z80);

        CommandRun run = CommandRun.of("exec", file.toString(), "--hotspots", "--csv", "--quiet").assertExit(0);

        assertEquals(List.of(
                row("$0102", "loop", "loop", file, 3, 3, 51),
                row("$0105", "loop+3", "loop", file, 4, 3, 34),
                row("$0109", "work+1", "work", file, 7, 3, 30),
                row("$0108", "work", "work", file, 6, 3, 12),
                row("$0100", "start", "start", file, 2, 1, 7),
                row("$0107", "loop+5", "loop", file, 5, 1, 4)), csv(run));
    }

    @Test
    void mos6502AndThe2A03CountCyclesPerAddress() throws IOException {
        Path file = write("loop.s65", MOS6502);
        for (String cpu : List.of("6502", "2a03")) {
            CommandRun run = CommandRun.of("exec", file.toString(), "--cpu", cpu, "--until", "done", "--hotspots",
                    "--csv", "--quiet").assertExit(0);

            assertEquals(List.of(
                    row("$0202", "loop", "loop", file, 3, 3, 18),
                    row("$020A", "work+1", "work", file, 8, 3, 18),
                    row("$0206", "loop+4", "loop", file, 5, 3, 8),
                    row("$0205", "loop+3", "loop", file, 4, 3, 6),
                    row("$0209", "work", "work", file, 7, 3, 6),
                    row("$0200", "start", "start", file, 2, 1, 2)), csv(run), cpu);
        }
    }

    @Test
    void mos6502RoutineTable() throws IOException {
        Path file = write("loop.s65", MOS6502);

        List<String> lines = hotspotLines(CommandRun.of("exec", file.toString(), "--until", "done", "--hotspots")
                .assertExit(0));

        assertEquals(List.of(
                "hotspots: 16 instructions, 58 cycles",
                "routines:",
                "cycles      %  calls  instructions  routine",
                "    32  55.2%      3             9  loop",
                "    24  41.4%      3             6  work",
                "     2   3.4%      1             1  start"), lines.subList(0, 6));
    }

    @Test
    void tms9900CountsClockCyclesPerAddress() throws IOException {
        Path file = write("loop.a99", TMS9900);

        CommandRun csv = CommandRun.of("exec", file.toString(), "--hotspots", "--csv", "--quiet").assertExit(0);
        CommandRun text = CommandRun.of("exec", file.toString(), "--hotspots").assertExit(0);

        assertEquals(List.of(
                row(">A008", "LOOP", "LOOP", file, 4, 3, 60),
                row(">A014", "WORK+2", "WORK", file, 9, 3, 36),
                row(">A00C", "LOOP+4", "LOOP", file, 5, 3, 30),
                row(">A012", "WORK", "WORK", file, 8, 3, 30),
                row(">A00E", "LOOP+6", "LOOP", file, 6, 3, 28),
                row(">A004", "START+4", "START", file, 3, 1, 12),
                row(">A010", "LOOP+8", "LOOP", file, 7, 1, 12),
                row(">A000", "START", "START", file, 2, 1, 10)), csv(csv));
        assertEquals(List.of(
                "hotspots: 18 instructions, 218 clock cycles",
                "routines:",
                "clock cycles      %  calls  instructions  routine",
                "         130  59.6%      3            10  LOOP",
                "          66  30.3%      3             6  WORK",
                "          22  10.1%      1             2  START"), hotspotLines(text).subList(0, 6));
    }

    @Test
    void comet2CountsCostUnitsByWordAddress() throws IOException {
        Path file = write("loop.cas", COMET2);

        CommandRun csv = CommandRun.of("exec", file.toString(), "--hotspots", "--csv", "--quiet").assertExit(0);
        CommandRun text = CommandRun.of("exec", file.toString(), "--hotspots").assertExit(0);

        assertEquals(List.of(
                row("#0002", "MAIN.LOOP", "MAIN.LOOP", file, 3, 3, 9),
                row("#0004", "MAIN.LOOP+2", "MAIN.LOOP", file, 4, 3, 9),
                row("#000A", "WORK", "WORK", file, 10, 3, 9),
                row("#0006", "MAIN.LOOP+4", "MAIN.LOOP", file, 5, 3, 6),
                row("#000C", "WORK+2", "WORK", file, 11, 3, 6),
                row("#0000", "MAIN", "MAIN", file, 2, 1, 2),
                row("#0008", "MAIN.LOOP+6", "MAIN.LOOP", file, 6, 1, 2)), csv(csv));
        assertEquals(List.of(
                "hotspots: 17 instructions, 43 cost units",
                "routines:",
                "cost units      %  calls  instructions  routine",
                "        26  60.5%      3            10  MAIN.LOOP",
                "        15  34.9%      3             6  WORK",
                "         2   4.7%      1             1  MAIN"), hotspotLines(text).subList(0, 6));
    }

    @Test
    void mlfeCountsCostUnitsInTheJsonArray() throws IOException {
        Path file = write("loop.fe", MLFE);

        CommandRun run = CommandRun.of("exec", file.toString(), "--hotspots", "--json").assertExit(0);

        Map<?, ?> document = (Map<?, ?>) Json.parse(run.out());
        assertEquals(30L, ((Number) ((Map<?, ?>) document.get("cycles")).get("count")).longValue());
        List<?> hotspots = (List<?>) document.get("hotspots");
        List<String> rows = new ArrayList<>();
        for (Object element : hotspots) {
            Map<?, ?> hotspot = (Map<?, ?>) element;
            rows.add(hotspot.get("address") + " " + hotspot.get("label") + " " + hotspot.get("routine") + " "
                    + hotspot.get("line") + " " + hotspot.get("instruction") + " " + hotspot.get("executions") + " "
                    + hotspot.get("cycles"));
            assertEquals(file.toString(), hotspot.get("file"));
        }
        assertEquals(List.of(
                "1 main.loop main.loop 3 CALL main.work 3 6",
                "2 main.loop+1 main.loop 4 SUBA GR1,main.one 3 6",
                "6 main.work main.work 8 ADDA GR2,main.one 3 6",
                "7 main.work+1 main.work 9 RET 3 6",
                "3 main.loop+2 main.loop 5 JNZ main.loop 3 3",
                "4 main.loop+3 main.loop 6 RET 1 2",
                "0 main main 2 LAD GR1,#0003 1 1"), rows);
        assertEquals("", run.err(), "the JSON document carries the hotspots");
    }

    @Test
    void localLabelsBelongToTheRoutineAroundThem() throws IOException {
        Path z80 = write("local.asm", """
                .org $0100
                start:  ld b,2
                .again: call work
                        djnz .again
                        halt
                work:   ld c,2
                .inner: dec c
                        jr nz,.inner
                        ret
                """);
        Path ca65 = write("proc.s65", """
                .org $0200
                .proc main
                        ldx #2
                @again: jsr work
                        dex
                        bne @again
                .endproc
                done:   nop
                .proc work
                        ldy #2
                loop:   dey
                        bne loop
                        rts
                .endproc
                """);

        List<String> z80Lines = hotspotLines(CommandRun.of("exec", z80.toString(), "--hotspots").assertExit(0));
        List<String> ca65Lines = hotspotLines(CommandRun.of("exec", ca65.toString(), "--until", "done", "--hotspots")
                .assertExit(0));

        // work: ld c 2x7, dec c 4x4, jr nz 2x12 + 2x7, ret 2x10 = 88; start: 7 + 2x17 + 13 + 8 + 4 = 66
        assertEquals(List.of("      88  57.1%      2            12  work", "      66  42.9%      1             6  start"),
                z80Lines.subList(3, 5));
        // work (the .proc, loop inside it): ldy 2x2, dey 4x2, bne 2x3 + 2x2, rts 2x6 = 34; main: 2 + 2x6 + 2x2 + 3 + 2
        assertEquals(List.of("    34  59.6%      2            12  work", "    23  40.4%      1             7  main"),
                ca65Lines.subList(3, 5));
    }

    @Test
    void theListingAnnotatesEverySourceLine() throws IOException {
        Path file = write("loop.asm", Z80);
        Path listing = dir.resolve("loop.hot");

        CommandRun run = CommandRun.of("exec", file.toString(), "--hotspots", "--hotspots-listing",
                listing.toString()).assertExit(0);

        assertTrue(run.err().contains("hotspots: 14 instructions"), run.transcript());
        assertEquals("""
                hotspots: 14 instructions, 138 T-states
                T-states      %  executions  line        source
                                             loop.asm:1  .org $0100
                       7   5.1%           1  loop.asm:2  start:  ld b,3
                      51  37.0%           3  loop.asm:3  loop:   call work
                      34  24.6%           3  loop.asm:4          djnz loop
                       4   2.9%           1  loop.asm:5          halt
                      12   8.7%           3  loop.asm:6  work:   inc a
                      30  21.7%           3  loop.asm:7          ret
                """, Files.readString(listing));
    }

    @Test
    void theListingNeverReplacesAnInput() throws IOException {
        Path file = write("loop.asm", Z80);

        CommandRun run = CommandRun.of("exec", file.toString(), "--hotspots", "--hotspots-listing", file.toString())
                .assertExit(1);

        assertTrue(run.err().contains("it is the same file as the input"), run.transcript());
        assertEquals(Z80, Files.readString(file));
    }

    @Test
    void aBinaryShowsAddressesOnly() throws IOException {
        // loop.asm assembled: ld b,3 / call $0108 / djnz $0102 / halt / inc a / ret
        Path binary = Files.write(dir.resolve("loop.bin"),
                new byte[] {0x06, 0x03, (byte) 0xCD, 0x08, 0x01, 0x10, (byte) 0xFB, 0x76, 0x3C, (byte) 0xC9});
        Path listing = dir.resolve("loop.hot");

        CommandRun run = CommandRun.of("exec", binary.toString(), "--cpu", "z80", "--org", "$0100", "--hotspots",
                "--hotspots-listing", listing.toString()).assertExit(0);

        assertEquals(List.of(
                "hotspots: 14 instructions, 138 T-states",
                "no routines: the program has no labels (a source's, or a binary's --symbols)",
                "lines:",
                "T-states      %  executions  address  label  instruction  source",
                "      51  37.0%           3  $0102           call $0108",
                "      34  24.6%           3  $0105           djnz $0102",
                "      30  21.7%           3  $0109           ret",
                "      12   8.7%           3  $0108           inc a",
                "       7   5.1%           1  $0100           ld b,$03",
                "       4   2.9%           1  $0107           halt"), hotspotLines(run));
        assertEquals("""
                hotspots: 14 instructions, 138 T-states
                T-states      %  executions  address  instruction
                       7   5.1%           1  $0100    ld b,$03
                      51  37.0%           3  $0102    call $0108
                      34  24.6%           3  $0105    djnz $0102
                       4   2.9%           1  $0107    halt
                      12   8.7%           3  $0108    inc a
                      30  21.7%           3  $0109    ret
                """, Files.readString(listing));
    }

    @Test
    void aBinaryWithSymbolsHasRoutines() throws IOException {
        Path binary = Files.write(dir.resolve("loop.bin"),
                new byte[] {0x06, 0x03, (byte) 0xCD, 0x08, 0x01, 0x10, (byte) 0xFB, 0x76, 0x3C, (byte) 0xC9});
        Path symbols = write("loop.sym", "start = $0100\nloop = $0102\nwork = $0108\n");

        CommandRun run = CommandRun.of("exec", binary.toString(), "--cpu", "z80", "--org", "$0100", "--symbols",
                symbols.toString(), "--hotspots", "--csv", "--quiet").assertExit(0);

        assertEquals("$0102,loop,loop,,,3,51", csv(run).get(0));
    }

    @Test
    void hotspotOptionsNeedHotspots() throws IOException {
        Path file = write("loop.asm", Z80);

        for (String option : List.of("--csv", "--hotspots-listing=x.hot", "--hotspots-top=3")) {
            CommandRun run = CommandRun.of("exec", file.toString(), option).assertExit(2);
            assertTrue(run.err().contains(option.replaceAll("=.*", "") + " is for --hotspots"), run.transcript());
        }
        CommandRun both = CommandRun.of("exec", file.toString(), "--hotspots", "--csv", "--json").assertExit(2);
        assertTrue(both.err().contains("--json and --csv exclude each other"), both.transcript());
        assertFalse(Files.exists(dir.resolve("x.hot")));
    }

    @Test
    void aRunThatFailsStillShowsItsHotspots() throws IOException {
        Path file = write("spin.asm", ".org $0100\nspin: jr spin\n");

        CommandRun run = CommandRun.of("exec", file.toString(), "--max-cycles", "120", "--hotspots").assertExit(1);

        // jr: 12 T-states; the budget is looked at before each instruction, so the tenth one ends it; each jr enters
        // spin again, so it counts as a call
        assertTrue(run.err().contains("     120  100.0%     10            10  spin\n"), run.transcript());
    }
}
