package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code exec --until ret} on each bundled Z80 routine ({@code roms/z80/dice/*.asm}), entered at its label with the
 * inputs {@code romlab run} used: it stops at the routine's return with the T-states {@code run} reports (from the
 * routine's first instruction up to and including its RET).
 */
class ExecUntilReturnTest {

    /** A call line of {@code romlab run}: number, inputs, outputs, T-states. */
    private static final Pattern CALL = Pattern.compile("\\s*(\\d+)  (.+?)  +(.+?)  +([\\d,]+)");
    private static final Pattern COUNTS = Pattern.compile("([\\d,]+) instructions, ([\\d,]+) T-states");

    @ParameterizedTest(name = "{0} from {1} as {2}")
    @CsvSource({
        "lfsr.asm, z80rand, z80-lfsr, 1",
        "rolldie.asm, rollDie, z80-rolldie, 1",
        "maxu8.asm, MAXU8, z80-maxu8, 5",
        "srlu8.asm, SRLU8, z80-srl, 5",
        "mulhbyl.asm, MulHbyL, z80-mul, 5",
        "divhlbybc.asm, DivHLbyBC, z80-div, 5"})
    void stopsAtTheReturnWithTheTStatesRunReports(String file, String label, String kernel, int calls) {
        CommandRun run = CommandRun.of("run", kernel, "--count", Integer.toString(calls)).assertExit(0);
        int checked = 0;
        for (String line : run.out().lines().toList()) {
            Matcher call = CALL.matcher(line);
            if (!call.matches()) {
                continue;
            }
            List<String> args = new ArrayList<>(List.of("exec", "../roms/z80/dice/" + file, "--entry", label,
                    "--until", "ret"));
            for (String input : call.group(2).split(" ")) {
                args.addAll(option(input));
            }
            CommandRun exec = CommandRun.of(args.toArray(String[]::new)).assertExit(0);

            List<String> lines = exec.err().lines().toList();
            assertEquals("stopped at $0000: returned", lines.get(0), exec.transcript());
            Matcher counts = COUNTS.matcher(lines.get(3));
            assertTrue(counts.matches(), exec.transcript());
            assertEquals(call.group(4), counts.group(2), line + "\n" + exec.transcript());
            checked++;
        }
        assertEquals(calls, checked, run.transcript());
    }

    /**
     * The exec options that give the routine {@code input} ({@code name=value} as run prints it): a register with
     * --set, an assembly-time constant with -D; the LFSR seed run starts from is the one the source holds.
     */
    private static List<String> option(String input) {
        String name = input.substring(0, input.indexOf('='));
        String value = input.substring(input.indexOf('=') + 1);
        switch (name) {
            case "seed":
                assertEquals("$2F3497D144B7DA85", value, "the seed the source's _LFSRSeed holds");
                return List.of();
            case "rangeMax":
            case "DIESIDES":
                return List.of("-D", input);
            default:
                assertFalse(name.isEmpty());
                return List.of("--set", name.toUpperCase(Locale.ROOT) + "=" + value);
        }
    }
}
