package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code romlab debug}'s reverse commands on every CPU: each goes back to a state a forward command showed before,
 * and the test compares what the monitor shows there (the stop line, the instruction, the registers, the counts)
 * with what it showed going forward.
 */
class ReverseStopsTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void rcontinueGoesBackToWhereAConditionalBreakpointStopped(MonitorProgram cpu) throws IOException {
        // the loop reaches its first instruction with the counter 3, 2 and 1: the condition holds on the second
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir,
                "b " + cpu.loop + " if " + cpu.counter + " == 2\nc\nr\ncycles\nc\nrc\nr\ncycles\nrc\n"));

        String stop = answers.get(1);
        assertTrue(stop.contains(": breakpoint\n"), stop);
        assertEquals(stop, answers.get(5), "rc: the stop line and instruction of the breakpoint's stop");
        assertEquals(answers.get(2), answers.get(6), "rc: the registers of the breakpoint's stop");
        assertEquals(sessionCounts(answers.get(3)), sessionCounts(answers.get(7)), answers.get(7));
        assertTrue(answers.get(8).contains(": back at the start of the history\n"), answers.get(8));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void rcontinueGoesBackToEachWatchpointHitAndContinueFindsTheNextAgain(MonitorProgram cpu) throws IOException {
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir,
                "watch " + cpu.store + " w\nc\nr\nc\nr\nc\nrc\nr\nrc\nr\nc\nr\n"));

        String first = answers.get(1);
        String second = answers.get(3);
        assertTrue(first.contains(": watchpoint: ") && first.contains(" wrote "), first);
        assertTrue(answers.get(5).contains(": watchpoint: "), answers.get(5));
        assertEquals(second, answers.get(6), "rc from the third write: the second's stop, saying what it wrote");
        assertEquals(answers.get(4), answers.get(7));
        assertEquals(first, answers.get(8), "rc again: the first write's stop");
        assertEquals(answers.get(2), answers.get(9));
        // forward again, the accesses replayed on the way back are no hits: the next stop is the second write's
        assertEquals(second, answers.get(10));
        assertEquals(answers.get(4), answers.get(11));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void rcontinuePassesDisabledBreakpointsAndWatchpointsWhoseConditionFails(MonitorProgram cpu) throws IOException {
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir,
                "b " + cpu.loop + "\nwatch " + cpu.store + " w if wpdata == 7\nc\nc\ndisable " + cpu.loop + "\nrc\n"));

        assertTrue(answers.get(5).contains(": back at the start of the history\n"), answers.get(5));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void cyclesAfterAMoveBackCountsTheStateGoneBackTo(MonitorProgram cpu) throws IOException {
        String forward = MonitorProgram.answers(cpu.loopTranscript(dir, "s\ncycles\n")).get(1);
        String back = MonitorProgram.answers(cpu.loopTranscript(dir, "s 3\nrs 2\ncycles\n")).get(2);

        Matcher since = Pattern.compile("1 instruction, (.*) since the last stop\n").matcher(forward);
        assertTrue(since.matches(), forward);
        assertTrue(back.matches("went back 2 instructions, .* since the last stop; this state comes after 1 "
                + "instruction, " + Pattern.quote(since.group(1)) + " of the session\n"), back);
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void rnextStepsBackOverACallAsAWhole(MonitorProgram cpu) throws IOException {
        String toCall = cpu.startsAtCall() ? "" : "u " + cpu.call + "\n";
        List<String> answers = MonitorProgram.answers(cpu.callTranscript(dir, toCall + "r\nn\nrn\nr\n"));
        int at = cpu.startsAtCall() ? 0 : 1;

        String registers = answers.get(at);
        String back = answers.get(at + 2);
        assertTrue(back.contains("(" + cpu.call + "): stepped back\n"), back);
        assertEquals(registers, answers.get(at + 3));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void rnextAfterAJumpBackStepsBackOneInstruction(MonitorProgram cpu) throws IOException {
        List<String> next = MonitorProgram.answers(cpu.loopTranscript(dir, "b " + cpu.loop + "\nc\nc\nrn\nr\n"));
        List<String> step = MonitorProgram.answers(cpu.loopTranscript(dir, "b " + cpu.loop + "\nc\nc\nrs\nr\n"));

        assertEquals(step.subList(3, 5), next.subList(3, 5));
    }

    @org.junit.jupiter.api.Test
    void tms9900RnextStepsBackOverBlwpAsAWhole() throws IOException {
        List<String> answers = MonitorProgram.answers(MonitorProgram.TMS9900.callTranscript(dir,
                "u START+8\nr\nn\nrn\nr\n"));

        assertEquals("stopped at >A00C (DONE): step\nA00C  0340               12         IDLE\n", answers.get(2));
        assertEquals("stopped at >A008 (START+8): stepped back\nA008  0420 A018          34         BLWP @VEC\n",
                answers.get(3));
        assertEquals(answers.get(1), answers.get(4));
    }

    /** {@code 5 instructions, 41 T-states} of a {@code cycles} answer: since the start, or the state's own. */
    private static String sessionCounts(String cycles) {
        Matcher counts = Pattern.compile("(?:went back .* this state comes after )?(.*?)(?: since the last stop| of "
                + "the session)\n").matcher(cycles);
        assertTrue(counts.matches(), cycles);
        return counts.group(1);
    }
}
