package dev.romlab.cli;

import static dev.romlab.cli.MonitorProgram.CALL_6502;
import static dev.romlab.cli.MonitorProgram.CALL_CASL;
import static dev.romlab.cli.MonitorProgram.CALL_TMS9900;
import static dev.romlab.cli.MonitorProgram.CALL_Z80;
import static dev.romlab.cli.MonitorProgram.LOOP_6502;
import static dev.romlab.cli.MonitorProgram.LOOP_CASL;
import static dev.romlab.cli.MonitorProgram.LOOP_TMS9900;
import static dev.romlab.cli.MonitorProgram.LOOP_Z80;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The monitor's stop conditions and memory commands on every CPU, each driven by a script on stdin as a user pipes
 * one in: conditional breakpoints, watchpoints, tbreak, finish, until, Enter, delete/disable/enable, poke, fill and
 * set of flags. The programs are small loops and calls written for these tests.
 */
class DebugMonitorCommandsTest {

    /** A line in, the same line out, in CASL II (COMET II) or MLFE's CASL. */
    private static final String ECHO = """
            ECHO     START
                     IN      BUF,LEN
                     OUT     BUF,LEN
                     RET
            BUF      DS      256
            LEN      DS      1
                     END
            """;

    @TempDir
    Path dir;

    /**
     * Runs {@code script} over {@code source} written to {@code file}, expecting {@code exit}, and returns what the
     * commands printed: the lines after the start.
     */
    private String transcript(String file, String source, String script, int exit, String... options)
            throws IOException {
        Path program = Files.writeString(dir.resolve(file), source);
        String[] args = new String[options.length + 2];
        args[0] = "debug";
        args[1] = program.toString();
        System.arraycopy(options, 0, args, 2, options.length);
        List<String> lines = CommandRun.withInput(script, args).assertExit(exit).out().lines().toList();
        return String.join("\n", lines.subList(2, lines.size())) + "\n";
    }

    @Test
    void z80ConditionalBreakpointAndWatchpoint() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "b loop if A == 3 && [store] == 3\nc\nwatch store w\nc\nc\n", 0);

        assertEquals("""
                > b loop if A == 3 && [store] == 3
                breakpoint at $0102 (loop) if A == 3 && [store] == 3
                > c
                stopped at $0102 (loop): breakpoint
                0102  78               4  ld a,b
                > watch store w
                watchpoint (w) at $0109 (store)
                > c
                stopped at $0106 (loop+4): watchpoint: $0103 (loop+1) wrote $02 to $0109 (store), was $03
                0106  10 FA         13/8  djnz loop
                > c
                stopped at $0106 (loop+4): watchpoint: $0103 (loop+1) wrote $01 to $0109 (store), was $02
                0106  10 FA         13/8  djnz loop
                """, printed);
    }

    @Test
    void z80TemporaryBreakpointGoesAfterItsStop() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "tb loop\nb\nc\nb\nc\n", 0);

        assertEquals("""
                > tb loop
                temporary breakpoint at $0102 (loop)
                > b
                temporary breakpoint at $0102 (loop)
                > c
                stopped at $0102 (loop): breakpoint
                0102  78               4  ld a,b
                > b
                no breakpoints
                > c
                stopped at $0108 (done): halted
                0109  01 00 00        10  ld bc,$0000
                """, printed);
    }

    @Test
    void z80EnterRepeatsTheLastStepAndUntilRunsToAnAddress() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "s\nn\n\nu done\n", 0);

        assertEquals("""
                > s
                stopped at $0102 (loop): step
                0102  78               4  ld a,b
                > n
                stopped at $0103 (loop+1): step
                0103  32 09 01        13  ld (store),a
                >
                stopped at $0106 (loop+4): step
                0106  10 FA         13/8  djnz loop
                > u done
                stopped at $0108 (done): until address
                0108  76               4  halt
                """, printed);
    }

    @Test
    void z80FinishReturnsFromTheRoutineRunningNow() throws IOException {
        String printed = transcript("call.asm", CALL_Z80, "b inner\nc\ns\ndelete\nfinish\n\n", 0);

        assertEquals("""
                > b inner
                breakpoint at $010B (inner)
                > c
                stopped at $010B (inner): breakpoint
                010B  C5              11  push bc
                > s
                stopped at $010C (inner+1): step
                010C  C1              10  pop bc
                > delete
                removed 1 breakpoint and 0 watchpoints
                > finish
                stopped at $0105 (again+3): returned
                0105  10 FB         13/8  djnz again
                >
                stopped at $0107 (again+5): halted
                0108  C5              11  push bc
                """, printed);
    }

    @Test
    void z80DeleteDisableAndEnable() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "b loop if peekw(store) == $0202 || HL' > 2 * (3 + 1)\nwatch store-store+1 r\ndisable loop\nb\nwatch\nenable\nb\ndelete store\nwatch\ndelete\nb\n", 0);

        assertEquals("""
                > b loop if peekw(store) == $0202 || HL' > 2 * (3 + 1)
                breakpoint at $0102 (loop) if peekw(store) == $0202 || HL' > 2 * (3 + 1)
                > watch store-store+1 r
                watchpoint (r) at $0109 (store) to $010A
                > disable loop
                disabled the breakpoint at $0102 (loop)
                > b
                breakpoint at $0102 (loop) if peekw(store) == $0202 || HL' > 2 * (3 + 1) (disabled)
                > watch
                watchpoint (r) at $0109 (store) to $010A
                > enable
                enabled 1 breakpoint and 1 watchpoint
                > b
                breakpoint at $0102 (loop) if peekw(store) == $0202 || HL' > 2 * (3 + 1)
                > delete store
                removed the watchpoint at $0109 (store)
                > watch
                no watchpoints
                > delete
                removed 1 breakpoint and 0 watchpoints
                > b
                no breakpoints
                """, printed);
    }

    @Test
    void z80PokeFillAndFlags() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "poke store 1 2 $ff\nfill store-store+3 7 8\nm store 4\nset ZF=0\nset ZF=2\npoke store 256\n", 1);

        assertEquals("""
                > poke store 1 2 $ff
                0109  01 02 FF                                         ...               store
                > fill store-store+3 7 8
                filled $0109 (store) to $010C
                > m store 4
                0109  07 08 07 08                                      ....              store
                > set ZF=0
                AF=FFBF BC=0000 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=S-5H3PNC
                AF'=0000 BC'=0000 DE'=0000 HL'=0000 PC=0100 WZ=0000 I=00 R=00 IM=0 IFF1=0 IFF2=0
                > set ZF=2
                error: ZF=2: out of range for the flag ZF (0 or 1)
                > poke store 256
                error: 256 is out of range for one address (8 bits: 0 to 255, or -128 to -1)
                """, printed);
    }

    @Test
    void z80ExpressionErrorsPointAtTheirColumn() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "b loop if A = 1\nb loop if A == (1\nb loop if QQ == 1\n", 1);

        assertEquals("""
                > b loop if A = 1
                error: '=' alone is no operator: write == to compare
                  A = 1
                    ^
                > b loop if A == (1
                error: expected ')'
                  A == (1
                         ^
                > b loop if QQ == 1
                error: no register, flag or label is named 'QQ' (registers A F B C D E H L AF BC DE HL AF' BC' DE' HL' IX IY IXH IXL IYH IYL SP PC WZ I R IFF1 IFF2 IM Q EI P HALTED, flags SF ZF HF PF NF CF, or a label)
                  QQ == 1
                  ^
                """, printed);
    }

    @Test
    void mos6502ConditionalBreakpointAndWatchpoint() throws IOException {
        String printed = transcript("loop.s65", LOOP_6502, "b loop if X == 1 && !ZF\nc\nwatch store w if wpdata < 3\ndelete loop\nc\n", 0, "--until", "done");

        assertEquals("""
                > b loop if X == 1 && !ZF
                breakpoint at $0202 (loop) if X == 1 && !ZF
                > c
                stopped at $0202 (loop): breakpoint
                0202  8E 0B 02         4  stx store
                > watch store w if wpdata < 3
                watchpoint (w) at $020B (store) if wpdata < 3
                > delete loop
                removed the breakpoint at $0202 (loop)
                > c
                stopped at $0205 (loop+3): watchpoint: $0202 (loop) wrote $01 to $020B (store), was $02
                0205  CA               2  dex
                """, printed);
    }

    @Test
    void mos6502FinishAndTemporaryBreakpoint() throws IOException {
        String printed = transcript("call.s65", CALL_6502, "tb inner\nc\nb\ns\nfinish\nfinish\n", 0, "--until", "done");

        assertEquals("""
                > tb inner
                temporary breakpoint at $020E (inner)
                > c
                stopped at $020E (inner): breakpoint
                020E  48               3  pha
                > b
                no breakpoints
                > s
                stopped at $020F (inner+1): step
                020F  68               4  pla
                > finish
                stopped at $0205 (again+3): returned
                0205  CA               2  dex
                > finish
                stopped at $0208 (done): until address
                0208  4C 08 02         3  jmp done
                """, printed);
    }

    @Test
    void mos6502PokeAndFlags() throws IOException {
        String printed = transcript("loop.s65", LOOP_6502, "poke store $AA\nm store 1\nset CF=1\nset DF=1\n", 0, "--until", "done");

        assertEquals("""
                > poke store $AA
                020B  AA                                               .                 store
                > m store 1
                020B  AA                                               .                 store
                > set CF=1
                A=00 X=00 Y=00 S=FD P=-----I-C
                PC=0200
                > set DF=1
                A=00 X=00 Y=00 S=FD P=----DI-C
                PC=0200
                """, printed);
    }

    @Test
    void tms9900ConditionalBreakpointAndWatchpoint() throws IOException {
        String printed = transcript("loop.a99", LOOP_TMS9900, "b LOOP if R1 == 1 && WP == >8300\nc\nwatch STORE-STORE+1 w\nc\n", 0);

        assertEquals("""
                > b LOOP if R1 == 1 && WP == >8300
                breakpoint at >A008 (LOOP) if R1 == 1 && WP == >8300
                > c
                stopped at >A008 (LOOP): breakpoint
                A008  C801 A012          22         MOV  R1,@STORE
                > watch STORE-STORE+1 w
                watchpoint (w) at >A012 (STORE) to >A013 (STORE+1)
                > c
                stopped at >A00C (LOOP+4): watchpoint: >A008 (LOOP) wrote >01 to >A013 (STORE+1), was >02
                A00C  0601               10         DEC  R1
                """, printed);
    }

    @Test
    void tms9900FinishReturnsFromBlAndFromBlwp() throws IOException {
        String printed = transcript("call.a99", CALL_TMS9900, "tb INNER\nc\nfinish\ntb LOOP\nc\nfinish\n", 0);

        assertEquals("""
                > tb INNER
                temporary breakpoint at >A012 (INNER)
                > c
                stopped at >A012 (INNER): breakpoint
                A012  0601               10         DEC  R1
                > finish
                stopped at >A008 (START+8): returned
                A008  0420 A018          34         BLWP @VEC
                > tb LOOP
                temporary breakpoint at >A020 (LOOP)
                > c
                stopped at >A020 (LOOP): breakpoint
                A020  0602               10         DEC  R2
                > finish
                stopped at >A00C (DONE): returned
                A00C  0340               12         IDLE
                """, printed);
    }

    @Test
    void tms9900PokeAndFlags() throws IOException {
        String printed = transcript("loop.a99", LOOP_TMS9900, "poke STORE >12 >34\nm STORE 2\nset EF=1\n", 0);

        assertEquals("""
                > poke STORE >12 >34
                A012  12 34                                            .4                STORE
                > m STORE 2
                A012  12 34                                            .4                STORE
                > set EF=1
                WP=0000 R0=0000 R1=0000 R2=0000 R3=0000 R4=0000 R5=0000 R6=0000 R7=0000 R8=0000 R9=0000 R10=0000 R11=0000 R12=0000 R13=0000 R14=0000 R15=0000 ST=--E-------------
                PC=A000
                """, printed);
    }

    @Test
    void comet2ConditionalBreakpointAndWatchpoint() throws IOException {
        String printed = transcript("loop.cas", LOOP_CASL, "b PGM.LOOP if GR1 == 1 && [PGM.STORE] == #0002\nc\nwatch PGM.STORE w\nc\n", 0);

        assertEquals("""
                > b PGM.LOOP if GR1 == 1 && [PGM.STORE] == #0002
                breakpoint at #0002 (PGM.LOOP) if GR1 == 1 && [PGM.STORE] == #0002
                > c
                stopped at #0002 (PGM.LOOP): breakpoint
                0002  1110 000A        3           ST GR1,STORE
                > watch PGM.STORE w
                watchpoint (w) at #000A (PGM.STORE)
                > c
                stopped at #0004 (PGM.LOOP+2): watchpoint: #0002 (PGM.LOOP) wrote #0001 to #000A (PGM.STORE), was #0002
                0004  2110 0009        3           SUBA GR1,ONE
                """, printed);
    }

    @Test
    void comet2FinishAndTemporaryBreakpoint() throws IOException {
        String printed = transcript("call.cas", CALL_CASL, "tb PGM.INNER\nc\ns\nfinish\n", 0);

        assertEquals("""
                > tb PGM.INNER
                temporary breakpoint at #0007 (PGM.INNER)
                > c
                stopped at #0007 (PGM.INNER): breakpoint
                0007  7002 0000        3           PUSH #0000,GR2
                > s
                stopped at #0009 (PGM.INNER+2): step
                0009  7120             2           POP GR2
                > finish
                stopped at #0002 (PGM+2): returned
                0002  8100             2           RET
                """, printed);
    }

    @Test
    void comet2PokeFillAndFlags() throws IOException {
        String printed = transcript("loop.cas", LOOP_CASL, "poke PGM.STORE #FFFF\nfill PGM.ONE-PGM.STORE 5\nm PGM.ONE 2\npoke PGM.STORE #10000\nset OF=1\n", 1);

        assertEquals("""
                > poke PGM.STORE #FFFF
                000A  FFFF                                     .         PGM.STORE
                > fill PGM.ONE-PGM.STORE 5
                filled #0009 (PGM.ONE) to #000A (PGM.STORE)
                > m PGM.ONE 2
                0009  0005                                     .         PGM.ONE
                000A  0005                                     .         PGM.STORE
                > poke PGM.STORE #10000
                error: #10000 is out of range for one address (16 bits: 0 to 65535, or -32768 to -1)
                > set OF=1
                GR0=0000 GR1=0000 GR2=0000 GR3=0000 GR4=0000 GR5=0000 GR6=0000 GR7=0000 SP=0000 FR=O--
                PR=0000
                """, printed);
    }

    @Test
    void mlfeConditionalBreakpointAndWatchpoint() throws IOException {
        String printed = transcript("loop.fe", LOOP_CASL, "b PGM.LOOP if GR1 == 1 && [PGM.STORE] == 2\nc\nwatch PGM.STORE rw if wpdata == 1\nc\n", 0);

        assertEquals("""
                > b PGM.LOOP if GR1 == 1 && [PGM.STORE] == 2
                breakpoint at #0001 (PGM.LOOP) if GR1 == 1 && [PGM.STORE] == 2
                > c
                stopped at #0001 (PGM.LOOP): breakpoint
                0001  11100006         2           ST GR1,STORE
                > watch PGM.STORE rw if wpdata == 1
                watchpoint (rw) at #0006 (PGM.STORE) if wpdata == 1
                > c
                stopped at #0002 (PGM.LOOP+1): watchpoint: #0001 (PGM.LOOP) wrote #00000001 to #0006 (PGM.STORE), was #00000002
                0002  21100005         2           SUBA GR1,ONE
                """, printed);
    }

    @Test
    void mlfeFinishAndTemporaryBreakpoint() throws IOException {
        String printed = transcript("call.fe", CALL_CASL, "tb PGM.INNER\nc\ns\nfinish\nfinish\n", 0);

        assertEquals("""
                > tb PGM.INNER
                temporary breakpoint at #0004 (PGM.INNER)
                > c
                stopped at #0004 (PGM.INNER): breakpoint
                0004  70020000         2           PUSH #0000,GR2
                > s
                stopped at #0005 (PGM.INNER+1): step
                0005  71200000         2           POP GR2
                > finish
                stopped at #0001 (PGM+1): returned
                0001  81000000         2           RET
                > finish
                stopped at #0001 (PGM+1): ended by RET
                0001  81000000         2           RET
                """, printed);
    }

    @Test
    void mlfePokeTakesWholeWords() throws IOException {
        String printed = transcript("loop.fe", LOOP_CASL, "poke PGM.STORE $12345678 -1\nm PGM.STORE 2\npoke PGM.STORE $123456789\n", 1);

        assertEquals("""
                > poke PGM.STORE $12345678 -1
                0006  12345678 FFFFFFFF                    ..    PGM.STORE
                > m PGM.STORE 2
                0006  12345678 FFFFFFFF                    ..    PGM.STORE
                > poke PGM.STORE $123456789
                error: $123456789 is out of range for one address (32 bits: 0 to 4294967295, or -2147483648 to -1)
                """, printed);
    }


    @Test
    void saveWritesARangeAndLoadReadsItBack() throws IOException {
        Path saved = dir.resolve("store.bin");

        String printed = transcript("loop.asm", LOOP_Z80, "poke store 1 2 3\nsave " + saved + " store-store+2\nload "
                + saved + " $9000\nm $9000 3\n", 0);

        assertEquals("""
                > poke store 1 2 3
                0109  01 02 03                                         ...               store
                > save %1$s store-store+2
                saved 3 bytes ($0109 (store) to $010B) to %1$s
                > load %1$s $9000
                loaded 3 bytes at $9000 to $9002
                > m $9000 3
                9000  01 02 03                                         ...
                """.formatted(saved), printed);
        assertEquals(List.of((byte) 1, (byte) 2, (byte) 3), boxed(Files.readAllBytes(saved)));
    }

    @Test
    void aWordMachineSavesAndLoadsWholeWords() throws IOException {
        Path saved = dir.resolve("words.bin");
        Path odd = Files.write(dir.resolve("odd.bin"), new byte[] {1, 2, 3});

        String printed = transcript("loop.cas", LOOP_CASL, "save " + saved + " PGM.ONE-PGM.STORE\nload " + saved
                + " #0100\nm #0100 2\nload " + odd + " #0100\n", 1);

        assertEquals("""
                > save %1$s PGM.ONE-PGM.STORE
                saved 4 bytes (#0009 (PGM.ONE) to #000A (PGM.STORE)) to %1$s
                > load %1$s #0100
                loaded 4 bytes at #0100 to #0101
                > m #0100 2
                0100  0001 0000                                ..
                > load %2$s #0100
                error: %2$s: 3 bytes are no whole number of 16-bit words
                """.formatted(saved, odd), printed);
    }

    @Test
    void saveNeverWritesOverTheProgramsOwnFile() throws IOException {
        Path program = dir.resolve("loop.asm");

        String printed = transcript("loop.asm", LOOP_Z80, "save " + program + " store-store\n", 1);

        assertEquals(LOOP_Z80, Files.readString(program));
        assertTrue(printed.startsWith("> save " + program + " store-store\nerror: "), printed);
        assertTrue(printed.contains("loop.asm"), printed);
    }

    private static List<Byte> boxed(byte[] bytes) {
        List<Byte> list = new java.util.ArrayList<>();
        for (byte b : bytes) {
            list.add(b);
        }
        return list;
    }

    @Test
    void traceWritesEachInstructionRunToAFileUntilTraceOff() throws IOException {
        Path trace = dir.resolve("trace.txt");

        String printed = transcript("loop.asm", LOOP_Z80, "trace on " + trace + "\ns 2\ntrace off\ns\n", 0);

        assertEquals("""
                > trace on %1$s
                tracing to %1$s
                > s 2
                stopped at $0103 (loop+1): step
                0103  32 09 01        13  ld (store),a
                > trace off
                traced to %1$s
                > s
                stopped at $0106 (loop+4): step
                0106  10 FA         13/8  djnz loop
                """.formatted(trace), printed);
        List<String> lines = Files.readAllLines(trace);
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).startsWith("T=       7 +7  PC=0100 06 03       start: ld b,$03 "), lines.get(0));
        assertTrue(lines.get(1).contains("PC=0102 78          loop: ld a,b "), lines.get(1));
    }

    @Test
    void aWordMachinesTraceEndsWithTheSession() throws IOException {
        Path trace = dir.resolve("trace.txt");

        transcript("loop.cas", LOOP_CASL, "trace " + trace + "\nc\n", 0);

        List<String> lines = Files.readAllLines(trace);
        assertTrue(lines.get(0).startsWith("U=       2 +2  PC=0000 1210 0003 PGM: LAD GR1,#0003"), lines.get(0));
        assertTrue(lines.get(lines.size() - 1).contains("PC=0008 8100      RET"), lines.get(lines.size() - 1));
    }

    @Test
    void traceNeverWritesOverTheProgramsOwnFile() throws IOException {
        Path program = dir.resolve("loop.asm");

        String printed = transcript("loop.asm", LOOP_Z80, "trace " + program + "\n", 1);

        assertEquals("> trace " + program + "\nerror: " + program + " is the program's own file: the trace goes "
                + "elsewhere\n", printed);
        assertEquals(LOOP_Z80, Files.readString(program));
    }

    @Test
    void inputGivesACometIIProgramWhatItReads() throws IOException {
        Path input = Files.writeString(dir.resolve("in.txt"), "hello\n");

        String printed = transcript("echo.cas", ECHO, "input " + input + "\nc\n", 0);

        assertEquals("""
                > input %s
                the program reads 6 bytes of %1$s
                > c
                hello
                stopped at #0018 (ECHO+24): ended by RET
                0018  8100             2           RET
                """.formatted(input), printed);
    }

    @Test
    void inputGivesAnMlfeProgramWhatItsScanfReads() throws Exception {
        Path input = Files.writeString(dir.resolve("in.txt"), "1-2-3\n");
        String calculator = Path.of(getClass().getResource("/mlfe-programs/calc.fe").toURI()).toString();

        List<String> lines = CommandRun.withInput("input " + input + "\nc\n", "debug", calculator).assertExit(0).out()
                .lines().toList();

        assertEquals(List.of("> c", "-4"), lines.subList(4, 6), String.join("\n", lines)); // as mlfe.py prints
    }

    @Test
    void inputIsForCpusWhoseProgramsReadAConsole() throws IOException {
        Path input = Files.writeString(dir.resolve("in.txt"), "hi\n");

        String printed = transcript("loop.s65", LOOP_6502, "input " + input + "\n", 1, "--until", "done");

        assertEquals("> input " + input + "\nerror: a 6502 program here reads no console input (input is for "
                + "COMET II's and MLFE's SVC IN and scanf)\n", printed);
    }

    @Test
    void sourceOnShowsEachInstructionsSourceLineBesideIt() throws IOException {
        String printed = transcript("loop.asm", LOOP_Z80, "source on\ns\nsource off\ns\n", 0);

        assertEquals("""
                > source on
                source lines on
                > s
                stopped at $0102 (loop): step
                0102  78               4  ld a,b                      ; loop.asm:3: loop:   ld a,b
                > source off
                source lines off
                > s
                stopped at $0103 (loop+1): step
                0103  32 09 01        13  ld (store),a
                """, printed);
    }

    @Test
    void aWordMachinesSourceLinesAreByWordAddress() throws IOException {
        String printed = transcript("call.cas", CALL_CASL, "source on\ns\n", 0);

        assertEquals("""
                > source on
                source lines on
                > s
                stopped at #0003 (PGM.SUB): step
                0003  7001 0000        3           PUSH #0000,GR1     ; call.cas:4: SUB      PUSH    0,GR1
                """, printed);
    }

    @Test
    void aBinaryHasNoSourceLines() throws IOException {
        Path binary = Files.write(dir.resolve("loop.bin"), new byte[] {0x06, 0x03, 0x10, (byte) 0xFE, 0x76});

        List<String> lines = CommandRun.withInput("source on\ns\n", "debug", binary.toString(), "--cpu", "z80")
                .assertExit(0).out().lines().toList();

        assertEquals(List.of("> source on", "no source lines: the program was not assembled from a source", "> s",
                "stopped at $0002: step", "0002  10 FE         13/8  djnz $0002"), lines.subList(2, 7));
    }
}
