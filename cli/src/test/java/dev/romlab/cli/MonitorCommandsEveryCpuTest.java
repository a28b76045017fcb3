package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each monitor command on every CPU (Z80, 6502, 2A03, TMS9900, COMET II, MLFE), one test per family of commands, over
 * the same small programs ({@link MonitorProgram}); the exact transcripts of each CPU's notation are pinned in
 * {@link DebugMonitorCommandsTest} and the per-CPU command tests, these pin what the commands do alike.
 */
class MonitorCommandsEveryCpuTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void stepNextEnterAndUntil(MonitorProgram cpu) throws IOException {
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir,
                "b " + cpu.done + "\nunbreak " + cpu.done + "\ns\nn\n\nu " + cpu.done + "\n"));
        List<String> twice = MonitorProgram.answers(cpu.loopTranscript(dir, "s\nn\nn\n"));

        String address = answers.get(0).replaceFirst("^breakpoint at (.*)\n$", "$1");
        assertEquals("removed the breakpoint at " + address + "\n", answers.get(1));
        assertTrue(answers.get(2).contains(": step\n"), answers.get(2));
        assertTrue(answers.get(3).contains(": step\n"), answers.get(3));
        assertNotEquals(answers.get(3), answers.get(4));
        assertEquals(twice.get(2), answers.get(4), "Enter repeats the next");
        assertTrue(answers.get(5).startsWith("stopped at " + address + ": until address\n"), answers.get(5));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void continueStopsAtTheEnabledStopsOnly(MonitorProgram cpu) throws IOException {
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir, String.join("\n",
                "b " + cpu.loop + " if " + cpu.counter + " == 1", "watch " + cpu.store + " w", "disable " + cpu.loop,
                "b", "c", "enable " + cpu.loop, "disable " + cpu.store, "watch", "c", "enable", "delete " + cpu.loop,
                "b", "delete", "watch", "c", "")));

        String loop = answers.get(0).replaceFirst("^breakpoint at (.*) if .*\n$", "$1");
        String store = answers.get(1).replaceFirst("^watchpoint \\(w\\) at (.*)\n$", "$1");
        assertEquals("disabled the breakpoint at " + loop + "\n", answers.get(2));
        assertTrue(answers.get(3).endsWith(" (disabled)\n"), answers.get(3));
        assertTrue(answers.get(4).contains(": watchpoint: "), answers.get(4));
        assertEquals("enabled the breakpoint at " + loop + "\n", answers.get(5));
        assertEquals("disabled the watchpoint at " + store + "\n", answers.get(6));
        assertTrue(answers.get(7).endsWith(" (disabled)\n"), answers.get(7));
        assertTrue(answers.get(8).startsWith("stopped at " + loop + ": breakpoint\n"), answers.get(8));
        assertEquals("enabled 1 breakpoint and 1 watchpoint\n", answers.get(9));
        assertEquals("removed the breakpoint at " + loop + "\n", answers.get(10));
        assertEquals("no breakpoints\n", answers.get(11));
        assertEquals("removed 0 breakpoints and 1 watchpoint\n", answers.get(12));
        assertEquals("no watchpoints\n", answers.get(13));
        assertTrue(answers.get(14).matches("(?s)stopped at .*: (halted|idle|until address|ended by RET)\n.*"),
                answers.get(14));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void tbreakStopsOnceAndFinishReturnsToTheCaller(MonitorProgram cpu) throws IOException {
        List<String> answers = MonitorProgram.answers(cpu.callTranscript(dir, "tb " + cpu.inner + "\nc\nb\nfinish\n"));

        String inner = answers.get(0).replaceFirst("^temporary breakpoint at (.*)\n$", "$1");
        assertTrue(answers.get(1).startsWith("stopped at " + inner + ": breakpoint\n"), answers.get(1));
        assertEquals("no breakpoints\n", answers.get(2));
        assertTrue(answers.get(3).contains(": returned\n"), answers.get(3));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void pokeFillSaveAndLoad(MonitorProgram cpu) throws IOException {
        Path saved = dir.resolve("saved.bin");
        String range = cpu.store + "-" + cpu.store + "+1";
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir, String.join("\n",
                "poke " + cpu.store + " 5 6", "fill " + range + " 7", "m " + cpu.store + " 2", "save " + saved + " "
                        + range, "poke " + cpu.store + " 0 0", "load " + saved + " " + cpu.store,
                "m " + cpu.store + " 2", "")));

        assertTrue(answers.get(0).matches("\\S+  0*5 0*6 .*\n"), answers.get(0));
        assertTrue(answers.get(1).startsWith("filled "), answers.get(1));
        assertTrue(answers.get(2).matches("\\S+  0*7 0*7 .*\n"), answers.get(2));
        long bytes = Files.size(saved);
        assertTrue(answers.get(3).startsWith("saved " + bytes + " bytes "), answers.get(3));
        assertTrue(answers.get(4).matches("\\S+  0+ 0+ .*\n"), answers.get(4));
        assertTrue(answers.get(5).startsWith("loaded " + bytes + " bytes at "), answers.get(5));
        assertEquals(answers.get(2), answers.get(6));
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void registersSetDisasmCyclesAndTrace(MonitorProgram cpu) throws IOException {
        Path trace = dir.resolve("trace.txt");
        List<String> answers = MonitorProgram.answers(cpu.loopTranscript(dir, String.join("\n", "cycles", "r",
                "set " + cpu.counter + "=7", "d", "d " + cpu.loop, "trace " + trace, "s 2", "trace off", "cycles",
                "")));

        assertEquals("no run yet\n", answers.get(0));
        assertNotEquals(answers.get(1), answers.get(2), "set changes the registers shown");
        assertTrue(answers.get(3).lines().anyMatch(line -> line.startsWith("=> ")), answers.get(3));
        assertEquals(10, answers.get(4).lines().filter(line -> line.strip().matches("[0-9A-F]+  [0-9A-F].*")).count(),
                answers.get(4)); // instructions, besides the lines of their labels
        assertTrue(answers.get(8).matches("2 instructions, .* since the last stop\n"), answers.get(8));
        assertEquals(2, Files.readAllLines(trace).size());
    }

    @ParameterizedTest
    @EnumSource(MonitorProgram.class)
    void rstepRfinishAndSnapshots(MonitorProgram cpu) throws IOException {
        List<String> answers = MonitorProgram.answers(cpu.callTranscript(dir,
                "tb " + cpu.inner + "\nc\nr\ns\nrs\nr\nrf\nsnapshots\n"));

        assertEquals(answers.get(1).replace(": breakpoint\n", ": stepped back\n"), answers.get(4));
        assertEquals(answers.get(2), answers.get(5));
        assertTrue(answers.get(6).contains("(" + cpu.call + "): back at the call\n"), answers.get(6));
        assertTrue(answers.get(7).startsWith("1 snapshot, "), answers.get(7));
    }
}
