package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code romlab debug} with a script on stdin, as a user pipes one in: each command's output pinned. The program is
 * the bundled rollDie (roms/z80/dice/rolldie.asm), whose calls, labels and LFSR data exercise every command.
 */
class DebugCommandTest {

    private static final String ROLLDIE = "../roms/z80/dice/rolldie.asm";

    @TempDir
    Path dir;

    private static CommandRun debug(String script, String... options) {
        String[] args = new String[options.length + 2];
        args[0] = "debug";
        args[1] = ROLLDIE;
        System.arraycopy(options, 0, args, 2, options.length);
        return CommandRun.withInput(script, args);
    }

    private static List<String> lines(CommandRun run) {
        return run.out().lines().toList();
    }

    /**
     * Runs {@code script}, which must succeed, and returns what its commands printed: the lines after the start
     * (where the monitor stands and the instruction there).
     */
    private static String transcript(String script, String... options) {
        List<String> lines = lines(debug(script, options).assertExit(0));
        return String.join("\n", lines.subList(2, lines.size())) + "\n";
    }

    @Test
    void startsAtTheEntryShowingTheInstructionThere() {
        CommandRun run = debug("").assertExit(0);

        assertEquals(List.of("at $9D95 (rollDie)", "9D95  CD A1 9D        17  call z80rand"), lines(run));
    }

    @Test
    void nextStepsOverACallAndStepGoesIntoIt() {
        CommandRun run = debug("n\ns\n").assertExit(0);

        assertEquals(List.of("at $9D95 (rollDie)", "9D95  CD A1 9D        17  call z80rand",
                "> n",
                "stopped at $9D98 (rollDieReduce): step",
                "9D98  6F               4  ld l,a",
                "> s",
                "stopped at $9D99 (rollDieReduce+1): step",
                "9D99  26 13            7  ld h,$13"), lines(run));
    }

    @Test
    void stepCountRunsThatManyInstructions() {
        String printed = transcript("step 3\ncycles\n");

        assertEquals("""
                > step 3
                stopped at $9DA5 (z80rand+4): step
                9DA5  23               6  inc hl
                > cycles
                3 instructions, 34 T-states since the last stop
                """, printed);
    }

    @Test
    void breakpointsAreSetListedHitAndRemoved() {
        String printed = transcript("b MulHbyL\nbreak $9DA1\nbreak\nc\nc\nub MulHbyL\nbreak\n");

        assertEquals("""
                > b MulHbyL
                breakpoint at $9DE6 (MulHbyL)
                > break $9DA1
                breakpoint at $9DA1 (z80rand)
                > break
                breakpoint at $9DA1 (z80rand)
                breakpoint at $9DE6 (MulHbyL)
                > c
                stopped at $9DA1 (z80rand): breakpoint
                9DA1  21 E2 9D        10  ld hl,$9DE2
                > c
                stopped at $9DE6 (MulHbyL): breakpoint
                9DE6  C5              11  push bc
                > ub MulHbyL
                removed the breakpoint at $9DE6 (MulHbyL)
                > break
                breakpoint at $9DA1 (z80rand)
                """, printed);
    }

    @Test
    void continueStopsAtTheReturnOfTheRoutineEnteredWithUntilRet() {
        String printed = transcript("c\ncycles\n", "--until", "ret");

        assertEquals("""
                > c
                stopped at $0000: returned
                0000  00               4  nop
                > cycles
                117 instructions, 1,042 T-states since the last stop
                """, printed);
    }

    @Test
    void registersAndSetShowTheRegisters() {
        String printed = transcript("r\nset HL=$1234\n");

        assertEquals("""
                > r
                AF=FFFF BC=0000 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=SZ5H3PNC
                AF'=0000 BC'=0000 DE'=0000 HL'=0000 PC=9D95 WZ=0000 I=00 R=00 IM=0 IFF1=0 IFF2=0
                > set HL=$1234
                AF=FFFF BC=0000 DE=0000 HL=1234 IX=0000 IY=0000 SP=FFFF F=SZ5H3PNC
                AF'=0000 BC'=0000 DE'=0000 HL'=0000 PC=9D95 WZ=0000 I=00 R=00 IM=0 IFF1=0 IFF2=0
                """, printed);
    }

    @Test
    void memShowsHexAndAsciiWithTheLabel() {
        String printed = transcript("m _LFSRSeed 8\n");

        assertEquals("""
                > m _LFSRSeed 8
                9DDE  85 DA B7 44 D1 97 34 2F                          ...D..4/          _LFSRSeed
                """, printed);
    }

    @Test
    void disasmAroundThePcMarksItAndShowsLabels() {
        CommandRun run = debug("b MulHbyL+2\nc\nd\n").assertExit(0);

        assertEquals(List.of("> d",
                "   9DE6                      MulHbyL:",
                "   9DE6  C5              11  push bc",
                "   9DE7  D5              11  push de",
                "=> 9DE8  54               4  ld d,h",
                "   9DE9  26 00            7  ld h,$00",
                "   9DEB  06 00            7  ld b,$00",
                "   9DED  4D               4  ld c,l",
                "   9DEE                      _mhl:",
                "   9DEE  09              11  add hl,bc",
                "   9DEF  15               4  dec d"), lines(run).subList(7, 18));
    }

    @Test
    void disasmFromAnAddressShowsTenInstructions() {
        CommandRun run = debug("d rollDieReduce\n").assertExit(0);

        List<String> shown = lines(run).subList(3, lines(run).size());
        assertEquals("   9D98                      rollDieReduce:", shown.get(0));
        assertEquals("   9D9B  CD E6 9D        17  call MulHbyL", shown.get(3));
        assertEquals(10 + 2, shown.size(), run.transcript()); // two label lines: rollDieReduce and z80rand
    }

    @Test
    void aMistypedCommandNamesTheCloseOnes() {
        CommandRun run = debug("stpe\nbrek\n").assertFailure("romlab debug: 2 commands of the script failed");

        assertEquals(List.of("> stpe", "error: unknown command 'stpe' (did you mean step?)",
                "> brek", "error: unknown command 'brek' (did you mean break?)"), lines(run).subList(2, 6));
    }

    @Test
    void aFailingCommandPrintsOneLineAndTheMonitorGoesOn() {
        CommandRun run = debug("bogus\nm nowhere\nstep 0\nub rollDie\ns\n")
                .assertFailure("romlab debug: 4 commands of the script failed");

        assertEquals(List.of("> bogus",
                "error: unknown command 'bogus' (help lists them)",
                "> m nowhere",
                "error: 'nowhere' is neither a label of the program nor an address "
                        + "(write loop, loop+3, 0x100, $100, 100h or 256)",
                "> step 0",
                "error: '0' must be a positive count",
                "> ub rollDie",
                "error: no breakpoint at $9D95 (rollDie)",
                "> s",
                "stopped at $9DA1 (z80rand): step",
                "9DA1  21 E2 9D        10  ld hl,$9DE2"), lines(run).subList(2, 13));
    }

    @Test
    void quitEndsTheSessionAndDumpsFollow() {
        String printed = transcript("# a comment\n\nq\ns\n", "--dump", "_LFSRSeed:8");

        assertEquals("""
                >
                > q
                9DDE  85 DA B7 44 D1 97 34 2F                          ...D..4/          _LFSRSeed
                """, printed);
    }

    @Test
    void helpListsEveryCommandWithItsAlias() {
        CommandRun run = debug("help\n").assertExit(0);

        assertEquals(DebugMonitor.HELP, String.join("\n", lines(run).subList(3, lines(run).size())));
        assertTrue(run.out().contains("next            n   run one instruction"), run.transcript());
    }

    @Test
    void aBinaryWithASymbolFileShowsItsLabels() throws IOException {
        // at $0200: ld b,3 / loop: djnz loop / halt
        Path binary = Files.write(dir.resolve("loop.bin"), new byte[] {0x06, 0x03, 0x10, (byte) 0xFE, 0x76});
        Path symbols = Files.writeString(dir.resolve("loop.sym"), "loop = $0202\n");

        CommandRun run = CommandRun.withInput("s\ns\n", "debug", binary.toString(), "--cpu", "z80", "--org", "$0200",
                "--symbols",
                symbols.toString()).assertExit(0);

        assertEquals(List.of("at $0200",
                "0200  06 03            7  ld b,$03",
                "> s",
                "stopped at $0202 (loop): step",
                "0202  10 FE         13/8  djnz loop",
                "> s",
                "stopped at $0202 (loop): step",
                "0202  10 FE         13/8  djnz loop"), lines(run));
    }
}
