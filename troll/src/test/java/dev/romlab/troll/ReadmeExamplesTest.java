package dev.romlab.troll;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.ast.Program;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The whole programs this module's README quotes inline run as it describes them: sampled, and for numbers also
 * computed exactly (text has no exact distribution). Grouping fragments such as {@code -3d6} are parser examples,
 * pinned by {@code ParserTest}, not programs.
 */
class ReadmeExamplesTest {

    private static final List<String> PROGRAMS = List.of("largest d3 4d6", "largest 2 d6", "2 * sum 3d6 + 1",
            "count 6 = 10d6", "6'sum largest 3 4d6", "(S-1)'\",\"", "sgn d6 - 3", "!6=2d6", "N ~ 2d6", "N~3+1",
            "sum (N ~ 40d6)", "sum largest 5 20d20", "sum (largest 2 3#(sum accumulate x:=d10 while x=10))",
            "sum accumulate x:=d6 while x=6");

    private static final Map<String, Integer> VARIABLES = Map.of("S", 3);

    @Test
    void everyQuotedProgramIsInTheReadmeAndRuns() throws IOException {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        for (String source : PROGRAMS) {
            assertTrue(readme.contains("`" + source + "`"), "README no longer quotes " + source);
            Program program = Parser.parse(source);
            Value roll = new Sampler(program, new SplitMixRandom(11)).roll(VARIABLES);
            if (roll instanceof Multiset) {
                assertFalse(new ExactEngine(program).distribution(VARIABLES).probabilities().isEmpty(), source);
            }
        }
    }
}
