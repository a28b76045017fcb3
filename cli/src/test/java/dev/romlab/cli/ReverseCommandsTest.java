package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@code romlab debug}'s reverse commands with a script on stdin, on the bundled rollDie
 * (roms/z80/dice/rolldie.asm): each goes back to the state a forward command showed before.
 */
class ReverseCommandsTest {

    private static final String ROLLDIE = "../roms/z80/dice/rolldie.asm";

    /** The lines the script's commands printed, after the two of the start. */
    private static String transcript(String script) {
        List<String> lines = CommandRun.withInput(script, "debug", ROLLDIE).assertExit(0).out().lines().toList();
        return String.join("\n", lines.subList(2, lines.size())) + "\n";
    }

    @Test
    void rstepGoesBackToTheStateOfEachEarlierStep() {
        String printed = transcript("s\nr\ns 3\nrs 3\nr\nrs\n");

        assertEquals("""
                > s
                stopped at $9DA1 (z80rand): step
                9DA1  21 E2 9D        10  ld hl,$9DE2
                > r
                %1$s> s 3
                stopped at $9DA6 (z80rand+5): step
                9DA6  56               7  ld d,(hl)
                > rs 3
                stopped at $9DA1 (z80rand): stepped back
                9DA1  21 E2 9D        10  ld hl,$9DE2
                > r
                %1$s> rs
                stopped at $9D95 (rollDie): stepped back
                9D95  CD A1 9D        17  call z80rand
                """.formatted(registersAfterOneStep()), printed);
    }

    @Test
    void rnextGoesBackOverTheCallJustReturnedFrom() {
        String printed = transcript("r\nn\nrn\nr\n");

        String registers = registersAtTheStart();
        assertEquals("> r\n" + registers + """
                > n
                stopped at $9D98 (rollDieReduce): step
                9D98  6F               4  ld l,a
                > rn
                stopped at $9D95 (rollDie): stepped back
                9D95  CD A1 9D        17  call z80rand
                > r
                """ + registers, printed);
    }

    @Test
    void rcontinueGoesBackToThePreviousBreakpointHit() {
        String printed = transcript("b MulHbyL\nc\ns 4\nrc\nrc\n");

        assertEquals("""
                > b MulHbyL
                breakpoint at $9DE6 (MulHbyL)
                > c
                stopped at $9DE6 (MulHbyL): breakpoint
                9DE6  C5              11  push bc
                > s 4
                stopped at $9DEB (MulHbyL+5): step
                9DEB  06 00            7  ld b,$00
                > rc
                stopped at $9DE6 (MulHbyL): breakpoint
                9DE6  C5              11  push bc
                > rc
                stopped at $9D95 (rollDie): back at the start of the history
                9D95  CD A1 9D        17  call z80rand
                """, printed);
    }

    @Test
    void rfinishGoesBackToTheCallThatEnteredTheRoutine() {
        String printed = transcript("s 3\nrf\n");

        assertEquals("""
                > s 3
                stopped at $9DA5 (z80rand+4): step
                9DA5  23               6  inc hl
                > rf
                stopped at $9D95 (rollDie): back at the call
                9D95  CD A1 9D        17  call z80rand
                """, printed);
    }

    @Test
    void snapshotsSaysWhatTheHistoryHoldsAndHowFarBack() {
        String printed = transcript("s 5\nsnapshots\n");

        assertTrue(printed.contains("> snapshots\n1 snapshot, "), printed);
        assertTrue(printed.contains(" of 67,108,864, one every 65,536 instructions; back to instruction 0 of 5\n"),
                printed);
    }

    private static String registersAtTheStart() {
        List<String> lines = CommandRun.withInput("r\n", "debug", ROLLDIE).assertExit(0).out().lines().toList();
        return String.join("\n", lines.subList(3, lines.size())) + "\n";
    }

    private static String registersAfterOneStep() {
        List<String> lines = CommandRun.withInput("s\nr\n", "debug", ROLLDIE).assertExit(0).out().lines().toList();
        return String.join("\n", lines.subList(6, lines.size())) + "\n";
    }
}
