package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code romlab troll}: the original program's command line and output (paper 002_9a6f8b4afe0aaa86.txt, §8). */
class TrollCommandTest {

    /** The paper's worked example, {@code troll test.t 0 N=7 T=5} on {@code count T <= N d10}. */
    private static final String[] PAPER_EXAMPLE = {"troll", "-e", "count T <= N d10", "0", "N=7", "T=5"};

    private static final String STATISTICS = "Average = 4.2 Spread = 1.29614813968 Mean deviation = 1.0450944\n";

    @TempDir
    Path folder;

    @Test
    void paperExamplePrintsThePapersPercentagesAndStatistics() {
        CommandRun run = CommandRun.of(PAPER_EXAMPLE).assertExit(0);
        assertEquals("""
                Value       % =      % >=
                   0:   0.16384     100.0
                   1:   1.72032  99.83616
                   2:   7.74144  98.11584
                   3:   19.3536   90.3744
                   4:   29.0304   71.0208
                   5:  26.12736   41.9904
                   6:  13.06368  15.86304
                   7:   2.79936   2.79936
                """ + STATISTICS, run.out(), run::transcript);
    }

    @Test
    void dashPPrintsThePapersProbabilities() {
        CommandRun run = CommandRun.of(with(PAPER_EXAMPLE, "-p")).assertExit(0);
        assertEquals("""
                Value  Probability for =  Probability for >=
                   0:          0.0016384                 1.0
                   1:          0.0172032           0.9983616
                   2:          0.0774144           0.9811584
                   3:           0.193536            0.903744
                   4:           0.290304            0.710208
                   5:          0.2612736            0.419904
                   6:          0.1306368           0.1586304
                   7:          0.0279936           0.0279936
                """ + STATISTICS, run.out(), run::transcript);
    }

    @Test
    void exactPrintsFractions() {
        CommandRun run = CommandRun.of(with(PAPER_EXAMPLE, "--exact")).assertExit(0);
        assertTrue(run.out().contains("   4:         4536/15625         11097/15625\n"), run::transcript);
        assertTrue(run.out().endsWith("Average = 21/5 Spread = sqrt(42/25) Mean deviation = 81648/78125\n"),
                run::transcript);
    }

    @Test
    void gDrawsScaleBarsPerPercent() {
        // -g1.3 as in the paper: 29.0304 % of 1.3 bars per percent rounds to 38, 0.16384 % to none
        CommandRun run = CommandRun.of(with(PAPER_EXAMPLE, "-g1.3")).assertExit(0);
        assertTrue(run.out().contains("   4:   29.0304   71.0208  " + "#".repeat(38) + "\n"), run::transcript);
        assertTrue(run.out().contains("   0:   0.16384     100.0\n"), run::transcript);
    }

    @Test
    void rollsArePrintedAsTheyAreMadeSoAFailingRollEndsTheOutputThere() {
        // Seed 3 rolls 7, 7, 7, then a 3 on the d3: the three rolls before the error are printed (they were kept
        // in memory and lost before), as the original prints each roll as it makes it.
        CommandRun run = CommandRun.of("troll", "-e", "if d3 = 3 then 1/0 else 7", "10", "--seed", "3").assertExit(1);
        assertEquals("7\n7\n7\n", run.out(), run::transcript);
        assertTrue(run.err().contains("1:17: division by zero"), run::transcript);
    }

    @Test
    void pairDistributionsListCollectionsFirstThenPairsInTheOriginalsOrder() {
        CommandRun run = CommandRun.of("troll", "-e", "if ?0.5 then [d2, 1] else d2", "--exact").assertExit(0);
        assertEquals("""
                  Value  Probability for =  Probability for >=
                     1:                1/4                   1
                     2:                1/4                 3/4
                [1, 1]:                1/4                 1/2
                [2, 1]:                1/4                 1/4
                """, run.out(), run::transcript);
    }

    @Test
    void pairOutcomesInJsonAndCsvAsPairRollsAre() {
        CommandRun json = CommandRun.of("troll", "-e", "[d2, {}]", "--json").assertExit(0);
        assertTrue(json.out().replaceAll("\\s", "").contains("\"value\":{\"first\":[2],\"second\":[]}"),
                json::transcript);
        CommandRun csv = CommandRun.of("troll", "-e", "[d2, {}]", "--csv").assertExit(0);
        assertTrue(csv.out().contains("\n\"[2, ]\",0.5,1/2,0.5,1/2\n"), csv::transcript);
    }

    @Test
    void negativeNumbersPrintWithTheStandardMlSign() {
        CommandRun run = CommandRun.of("troll", "-e", "d3-2", "-p").assertExit(0);
        assertTrue(run.out().startsWith("""
                Value  Probability for =  Probability for >=
                  ~1:     0.333333333333                 1.0
                """), run::transcript);
    }

    @Test
    void negativeNumberLimitsIterationsAndReportsTheCutMassUnscaled() {
        // two iterations of "roll again on a 6": the paths with two sixes (1/36) are cut off, not spread out
        CommandRun run = CommandRun.of("troll", "-e", "sum accumulate x:=d6 while x=6", "-2", "--exact")
                .assertExit(0);
        assertTrue(run.out().contains("   1:                1/6               35/36\n"), run::transcript);
        assertTrue(run.out().contains("Missing = 1/36 (paths cut off by the iteration limit 2;"), run::transcript);
    }

    @Test
    void limitOptionIsTheSameAsANegativeNumber() {
        String expression = "sum accumulate x:=d6 while x=6";
        assertEquals(CommandRun.of("troll", "-e", expression, "-3").assertExit(0).out(),
                CommandRun.of("troll", "-e", expression, "--limit", "3").assertExit(0).out());
    }

    @Test
    void positiveNumberRollsThatManySamplesReproduciblyWithASeed() {
        CommandRun first = CommandRun.of("troll", "-e", "3d100", "20", "--seed", "7").assertExit(0);
        CommandRun again = CommandRun.of("troll", "-e", "3d100", "20", "--seed", "7").assertExit(0);
        CommandRun other = CommandRun.of("troll", "-e", "3d100", "20", "--seed", "8").assertExit(0);
        assertEquals(first.out(), again.out());
        assertNotEquals(first.out(), other.out());
        List<String> lines = first.out().lines().toList();
        assertEquals(20, lines.size(), first::transcript);
        assertTrue(lines.stream().allMatch(line -> line.matches("\\d+ \\d+ \\d+")), first::transcript);
    }

    @Test
    void rngRolldieRollsTheD20sThatRunShows() {
        CommandRun run = CommandRun.of("run", "z80-rolldie", "--count", "5").assertExit(0);
        // run's OUTPUT column is "a=DIE seed=$STATE"; its INPUT column has no a=
        Matcher die = Pattern.compile("\\sa=(\\d+) seed=").matcher(run.out());
        StringBuilder expected = new StringBuilder();
        while (die.find()) {
            expected.append(die.group(1)).append('\n');
        }
        CommandRun troll = CommandRun.of("troll", "-e", "d20", "5", "--rng", "z80-rolldie").assertExit(0);
        assertEquals(5, expected.toString().lines().count(), run::transcript);
        assertEquals(expected.toString(), troll.out(), () -> run.transcript() + troll.transcript());
    }

    @Test
    void rngWithADistributionRequestIsAUsageError() {
        CommandRun run = CommandRun.of("troll", "-e", "d20", "0", "--rng", "z80-rolldie").assertExit(2);
        assertTrue(run.err().contains("--rng z80-rolldie rolls samples: give a positive NUMBER"), run::transcript);
    }

    @Test
    void rngNamesTheKernelsThatGenerateWhenGivenAnotherOne() {
        CommandRun run = CommandRun.of("troll", "-e", "d20", "3", "--rng", "z80-maxu8").assertExit(2);
        assertTrue(run.err().contains("--rng z80-maxu8: not a kernel that generates random numbers; these do: "
                + "z80-lfsr, z80-rolldie"), run::transcript);
    }

    @Test
    void rngRolldieRefusesADieDiesidesCannotHold() {
        CommandRun run = CommandRun.of("troll", "-e", "d300", "1", "--rng", "z80-rolldie").assertExit(1);
        assertTrue(run.err().contains("z80-rolldie: cannot roll d 300: DIESIDES must be 1..256"), run::transcript);
    }

    @Test
    void samplesUseCommandLineVariables() {
        CommandRun run = CommandRun.of("troll", "-e", "N#(d1)", "2", "N=3", "--seed", "1").assertExit(0);
        assertEquals("1 1 1\n1 1 1\n", run.out(), run::transcript);
    }

    @Test
    void samplesPrintTextBoxesAsTheirLines() {
        CommandRun run = CommandRun.of("troll", "-e", "\"ab\" || \"c\"", "1").assertExit(0);
        assertEquals("abc\n", run.out(), run::transcript);
    }

    @Test
    void jsonGivesExactAndDecimalProbabilitiesAndStatistics() {
        CommandRun run = CommandRun.of(with(PAPER_EXAMPLE, "--json")).assertExit(0);
        assertTrue(run.out().contains("\"probability\": 0.290304,\n      \"probabilityExact\": \"4536/15625\""),
                run::transcript);
        assertTrue(run.out().contains("\"averageExact\": \"21/5\""), run::transcript);
        assertTrue(run.out().contains("\"varianceExact\": \"42/25\""), run::transcript);
        assertTrue(run.out().contains("\"missing\": 0.0,\n  \"missingExact\": \"0\""), run::transcript);
    }

    @Test
    void jsonSamplesListTheRollsAndTheSeed() {
        CommandRun run = CommandRun.of("troll", "-e", "2#(d1)", "1", "--seed", "5", "--json").assertExit(0);
        assertEquals("{\n  \"seed\": \"0x0000000000000005\",\n  \"rolls\": [\n    {\n      \"value\": [\n"
                + "        1,\n        1\n"
                + "      ]\n    }\n  ]\n}\n", run.out(), run::transcript);
    }

    @Test
    void csvListsEachOutcomeWithPlainMinusAndFractions() {
        CommandRun run = CommandRun.of("troll", "-e", "d3-2", "--csv").assertExit(0);
        assertEquals("""
                value,probability,probabilityExact,atLeast,atLeastExact
                -1,0.3333333333333333,1/3,1.0,1
                0,0.3333333333333333,1/3,0.6666666666666666,2/3
                1,0.3333333333333333,1/3,0.3333333333333333,1/3

                statistic,value,exact
                missing,0.0,0
                statistics.average,0.0,0
                statistics.spread,0.816496580927726,sqrt(2/3)
                statistics.meanDeviation,0.6666666666666666,2/3
                """, run.out(), run::transcript);
    }

    @Test
    void readsTheDefinitionFromAFile() throws IOException {
        Path file = Files.writeString(folder.resolve("test.t"), "count T <= N d10\n", StandardCharsets.UTF_8);
        CommandRun run = CommandRun.of("troll", file.toString(), "0", "N=7", "T=5").assertExit(0);
        assertEquals(CommandRun.of(PAPER_EXAMPLE).out(), run.out(), run::transcript);
    }

    @Test
    void readsTheDefinitionFromStandardInputWithoutFileOrExpression() {
        CommandRun run = CommandRun.withInput("d1", "troll").assertExit(0);
        assertEquals("Value    % =   % >=\n   1:  100.0  100.0\nAverage = 1.0 Spread = 0.0 Mean deviation = 0.0\n",
                run.out(), run::transcript);
    }

    @Test
    void parseErrorShowsLineColumnAndCaret() {
        CommandRun run = CommandRun.of("troll", "-e", "3 d 6 +").assertFailure("1:8: expected an expression");
        assertTrue(run.err().contains("\n3 d 6 +\n       ^\n"), run::transcript);
    }

    @Test
    void parseErrorInAFileNamesTheFile() throws IOException {
        Path file = Files.writeString(folder.resolve("bad.t"), "d6 +\n  / 2\n", StandardCharsets.UTF_8);
        CommandRun run = CommandRun.of("troll", file.toString()).assertFailure(file + ":2:3: expected an expression");
        assertTrue(run.err().contains("\n  / 2\n  ^\n"), run::transcript);
    }

    @Test
    void runTimeErrorWhileSamplingShowsLineAndColumn() {
        CommandRun run = CommandRun.of("troll", "-e", "6 / (d1 - 1)", "1").assertFailure("1:3: division by zero");
        assertTrue(run.err().contains("\n6 / (d1 - 1)\n  ^\n"), run::transcript);
    }

    @Test
    void runTimeErrorInTheDistributionShowsLineAndColumn() {
        CommandRun.of("troll", "-e", "6 / (d1 - 1)").assertFailure("1:3: division by zero");
    }

    @Test
    void missingFileIsAFailure() {
        CommandRun.of("troll", folder.resolve("none.t").toString()).assertFailure("none.t: no such file");
    }

    @Test
    void twoNumbersAreAUsageError() {
        CommandRun.of("troll", "-e", "d6", "1", "2").assertUsageError("two NUMBERs: 1 and 2");
    }

    @Test
    void expressionAndFileTogetherAreAUsageError() {
        CommandRun.of("troll", "-e", "d6", "test.t").assertUsageError("both -e and FILE test.t");
    }

    @Test
    void jsonAndCsvTogetherAreAUsageError() {
        CommandRun.of("troll", "-e", "d6", "--json", "--csv").assertUsageError("--json and --csv exclude each other");
    }

    @Test
    void badVariableIsAUsageError() {
        CommandRun.of("troll", "-e", "d6", "N=seven").assertUsageError("'N=seven': not an integer");
    }

    @Test
    void nonPositiveLimitIsAUsageError() {
        CommandRun.of("troll", "-e", "d6", "--limit", "0").assertUsageError("--limit must be positive, got 0");
    }

    private static String[] with(String[] args, String extra) {
        String[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = extra;
        return all;
    }

    @Test
    void deepProgramsRunOnTheLargeStack() {
        String deep = "sum ".repeat(10_000) + "(".repeat(1_000) + "3" + ")".repeat(1_000);
        assertEquals("3\n", CommandRun.of("troll", "-e", deep, "1").assertExit(0).out());
        CommandRun tooDeep = CommandRun.of("troll", "-e", "(".repeat(100_001) + "1" + ")".repeat(100_001))
                .assertExit(1);
        assertEquals("romlab troll: 1:100001: operands nested deeper than 100000\n..." + "(".repeat(51) + "1"
                + ")".repeat(48) + "...\n"
                + " ".repeat(53) + "^\n", tooDeep.err());
    }

    @Test
    void maxOutcomesRefusesAHopelessPoolAtOnce() {
        CommandRun run = CommandRun.of("troll", "-e", "20d20", "--max-outcomes", "1000").assertExit(1);
        assertEquals("""
                romlab troll: 1:3: 20 draws of 20 values: 68,923,264,410 possible outcomes, more than the budget of 1,000; \
                sample it instead
                20d20
                  ^
                """, run.err(), run::transcript);
    }

    @Test
    void maxTimeEndsSampling() {
        CommandRun run = CommandRun.of("troll", "-e", "sum 2000000000 d 6", "1", "--max-time", "0.2").assertExit(1);
        assertTrue(run.err().startsWith("romlab troll: 1:16: sampling ran past its time budget of 200 ms\n"),
                run::transcript);
    }

    @Test
    void budgetsMustBePositive() {
        assertTrue(CommandRun.of("troll", "-e", "d6", "--max-time", "0").assertExit(2).err()
                .contains("--max-time must be from 0.001 to 1000000 seconds, got 0"));
        assertTrue(CommandRun.of("troll", "-e", "d6", "--max-time", "0.0001").assertExit(2).err()
                .contains("--max-time must be from 0.001 to 1000000 seconds, got 0.0001"));
        assertTrue(CommandRun.of("troll", "-e", "d6", "--max-time", "1e400").assertExit(2).err()
                .contains("got 1E+400 "));
        assertEquals("romlab troll: Invalid value for option '--max-time': 'abc' is not a number (write 2 or 0.5) "
                + "(see 'romlab troll --help')\n",
                CommandRun.of("troll", "-e", "d6", "--max-time", "abc").assertExit(2).err());
        assertTrue(CommandRun.of("troll", "-e", "d6", "-gabc").assertExit(2).err()
                .contains("'-g': 'abc' is not a number (write 2 or 0.5)"));
        assertTrue(CommandRun.of("troll", "-e", "d6", "--max-outcomes", "0").assertExit(2).err()
                .contains("--max-outcomes must be positive"));
    }

    /**
     * Issue #11, never an OutOfMemoryError: on a 48 MB heap, values too large to hold end in one error at an
     * expression, exit 1, in the exact engine (a union of 100,000 elements with each of 100,000 faces) and the
     * sampler (100 nested pairs of a million elements each). Both ended in the JVM's stack trace before.
     */
    @Test
    void valuesTooLargeForTheHeapEndInAnErrorAtAnExpression() throws IOException, InterruptedException {
        String pairs = "1";
        for (int i = 1; i <= 100; i++) {
            pairs = "[" + i + "..1000000, " + pairs + "]";
        }
        String tooLarge = "out of memory: the values built here need more than the [0-9]+ MB the Java heap may take";
        RomlabProcess exact = smallHeap("troll", "-e", "(1..100000) U d100000");
        assertTrue(exact.err().matches("romlab troll: 1:13: " + tooLarge + "\n\\(1\\.\\.100000\\) U d100000\n"
                + " {12}\\^\n"), exact.err());
        RomlabProcess sampled = smallHeap("troll", "-e", pairs, "1");
        assertTrue(sampled.err().matches("romlab troll: 1:[0-9]+: " + tooLarge + "\n[^\n]+\n *\\^\n"),
                sampled.err());
    }

    /** romlab in a process of its own with a 48 MB heap; exit 1, and stderr without the JVM's note of the option. */
    private RomlabProcess smallHeap(String... args) throws IOException, InterruptedException {
        RomlabProcess run = RomlabProcess.run(folder, "JAVA_TOOL_OPTIONS=-Xmx48m", args);
        String err = run.err().replace("Picked up JAVA_TOOL_OPTIONS: -Xmx48m\n", "");
        assertEquals(1, run.exitCode(), err);
        return new RomlabProcess(run.exitCode(), run.out(), err);
    }

    @Test
    void fuzzRunsGeneratedProgramsAndCountsWhatHappened() {
        CommandRun run = CommandRun.of("troll", "--fuzz", "100", "--seed", "4", "--max-time", "0.05").assertExit(0);
        assertTrue(run.out().startsWith("100 programs (seed 4): the parser refused "), run::transcript);
        assertTrue(run.out().contains("\ntime: parsing "), run::transcript);
        assertTrue(run.out().matches("(?s).*\n100 programs in [0-9]+ s on [0-9]+ threads: 0 broke a rule\n"),
                run::transcript);
        assertTrue(CommandRun.of("troll", "--fuzz", "10", "-e", "d6").assertExit(2).err()
                .contains("--fuzz generates its own programs"));
    }
}
