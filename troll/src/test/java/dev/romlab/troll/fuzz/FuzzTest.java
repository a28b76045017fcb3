package dev.romlab.troll.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue #11, "Done when": a seeded set of generated programs runs through the parser and both engines with no
 * exception escaping, every error one line at a line:column, and no engine spending more than a second of CPU time
 * past its budget.
 * The 100,000-program run is {@code romlab troll --fuzz 100000} (troll/README.md).
 */
class FuzzTest {

    private static final int PROGRAMS = 2_000;
    private static final long SEED = 11;

    @Test
    void generatedProgramsBreakNoRule() {
        Fuzzer.Report report = new Fuzzer(new Fuzzer.Budgets(Duration.ofMillis(20), 100_000, Duration.ofSeconds(1)))
                .run(PROGRAMS, SEED);
        String failures = report.failures().stream().map(Fuzzer.Failure::toString)
                .collect(Collectors.joining("\n"));
        assertEquals(List.of(), report.failures(), failures);
        assertEquals(PROGRAMS, report.parseErrors() + report.sampled() + report.samplerErrors());
        assertEquals(PROGRAMS, report.parseErrors() + report.computed() + report.exactErrors());
        // Every path is taken: syntax errors, rolls and distributions that succeed and that end in an error.
        assertTrue(report.parseErrors() > 0 && report.sampled() > 0 && report.samplerErrors() > 0
                && report.computed() > 0 && report.exactErrors() > 0, report.toString());
    }

    @Test
    void generatorWritesEveryConstruct() {
        ProgramGenerator generator = new ProgramGenerator(SEED);
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < PROGRAMS; i++) {
            String program = generator.next();
            all.append(program, 0, Math.min(program.length(), 2_000)).append('\n');
        }
        String text = all.toString();
        for (String construct : List.of(" d ", "z ", " # ", "sum ", "count ", "min ", "max ", "minimal ",
                "maximal ", "median ", "different ", "choose ", "'", " U ", " @ ", " drop ", " keep ", " -- ",
                " pick ", " .. ", " & ", " || ", " |> ", " <| ", " <> ", " mod ", " =/= ", " <= ", " >= ", "least ",
                "largest ", "if ", "foreach ", "repeat ", "accumulate ", " while ", " until ", " := ", "call ",
                "function ", "compositional ", "?0.", "\"", "{", "sgn ", "! ", " ~ ", "[", "%1 ", "%2 ")) {
            assertTrue(text.contains(construct), "no program has '" + construct + "'");
        }
    }

    @Test
    void sameSeedSameProgram() {
        assertEquals(new ProgramGenerator(SEED).next(), new ProgramGenerator(SEED).next());
    }
}
