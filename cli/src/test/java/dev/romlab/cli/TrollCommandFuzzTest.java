package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.romlab.troll.fuzz.ProgramGenerator;
import org.junit.jupiter.api.Test;

/**
 * Issue #11, "Done when", as the command shows it: generated programs run through {@code romlab troll}, rolled and
 * computed exactly, end with exit 0 and nothing on stderr, or exit 1 and one error line at a line:column followed
 * by the source line and a caret. {@code FuzzTest} checks the engines; this checks what the command adds (the
 * report of a distribution, printing rolls, turning an error into its message and exit code).
 */
class TrollCommandFuzzTest {

    private static final int PROGRAMS = 300;
    private static final long SEED = 2026;
    private static final Pattern ONE_ERROR = Pattern.compile("romlab troll: [1-9][0-9]*:[1-9][0-9]*: [^\n]+\n"
            + "[^\n]*\n *\\^\n");

    @Test
    void everyGeneratedProgramEndsInItsOutputOrOneErrorAtAPosition() {
        ProgramGenerator generator = new ProgramGenerator(SEED);
        List<String> broken = new ArrayList<>();
        for (int i = 0; i < PROGRAMS; i++) {
            String program = generator.next();
            for (String number : List.of("0", "3")) {
                CommandRun run = CommandRun.of("troll", "-e", program, number, "N=3", "--seed", "1", "--max-time",
                        "0.05", "--max-outcomes", "100000");
                boolean ok = run.exitCode() == 0 ? run.err().isEmpty()
                        : run.exitCode() == 1 && ONE_ERROR.matcher(run.err()).matches();
                if (!ok) {
                    broken.add("#" + i + " (NUMBER " + number + "): exit " + run.exitCode() + ", stderr "
                            + run.err().lines().limit(4).toList() + ": "
                            + program.substring(0, Math.min(program.length(), 200)));
                }
            }
        }
        assertEquals(List.of(), broken, String.join("\n", broken));
    }
}
