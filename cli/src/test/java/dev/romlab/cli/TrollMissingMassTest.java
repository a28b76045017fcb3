package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Statistics when the iteration limit cuts paths off: by default what the original program prints (the cut-off
 * mass counts as nothing), the missing mass beside them, and the figures conditional on no cut-off labelled as
 * such, in text, JSON and CSV. The issue's example: {@code sum accumulate x:=d6 while x=6} at limit 2 averages
 * 15/6 + 45/36 = 3.75 in the original, 27/7 = 3.857 given no cut-off.
 */
class TrollMissingMassTest {

    private static final String ISSUE_EXAMPLE = "sum accumulate x:=d6 while x=6";

    @Test
    void textPrintsTheOriginalsFiguresThenTheConditionalOnes() {
        CommandRun run = CommandRun.of("troll", "-e", ISSUE_EXAMPLE, "-2").assertExit(0);
        assertTrue(run.out().endsWith("""
                Missing % = 2.77777777778 (paths cut off by the iteration limit 2; not renormalised, as in the \
                original)
                Average = 3.75 Spread = 2.57525619006 Mean deviation = 1.85416666667
                Conditional on no cut-off: Average = 3.85714285714 Spread = 2.53143502095 \
                Mean deviation = 1.91020408163
                """), run::transcript);
    }

    @Test
    void exactFractionsWorkedOutByHand() {
        // sum p*x*x = 55/6 + 415/36 = 745/36, less (15/4)^2: 955/144; mean deviation 6.75/6 + 26.25/36 = 89/48.
        CommandRun run = CommandRun.of("troll", "-e", ISSUE_EXAMPLE, "--limit", "2", "--exact").assertExit(0);
        assertTrue(run.out().endsWith("""
                Average = 15/4 Spread = sqrt(955/144) Mean deviation = 89/48
                Conditional on no cut-off: Average = 27/7 Spread = sqrt(314/49) Mean deviation = 468/245
                """), run::transcript);
    }

    @Test
    void noConditionalLineWithoutMissingMass() {
        CommandRun run = CommandRun.of("troll", "-e", "d6").assertExit(0);
        assertFalse(run.out().contains("Conditional"), run::transcript);
        assertTrue(run.out().endsWith("Average = 3.5 Spread = 1.70782512766 Mean deviation = 1.5\n"),
                run::transcript);
    }

    @Test
    void jsonGivesBothSetsOfFiguresAndTheMissingMass() {
        CommandRun run = CommandRun.of("troll", "-e", ISSUE_EXAMPLE, "-2", "--json").assertExit(0);
        String out = run.out();
        assertTrue(out.contains("\"missingExact\": \"1/36\""), run::transcript);
        int original = out.indexOf("\"statistics\"");
        int conditional = out.indexOf("\"conditionalStatistics\"");
        assertTrue(original >= 0 && conditional > original, run::transcript);
        int average = out.indexOf("\"averageExact\": \"15/4\"");
        assertTrue(average > original && average < conditional, run::transcript);
        assertTrue(out.indexOf("\"averageExact\": \"27/7\"") > conditional, run::transcript);
    }

    @Test
    void csvEndsWithTheMissingMassAndBothSetsOfFigures() {
        CommandRun run = CommandRun.of("troll", "-e", ISSUE_EXAMPLE, "-2", "--csv").assertExit(0);
        assertTrue(run.out().endsWith("""
                11,0.027777777777777776,1/36,0.027777777777777776,1/36

                statistic,value,exact
                missing,0.027777777777777776,1/36
                statistics.average,3.75,15/4
                statistics.spread,2.5752561900604074,sqrt(955/144)
                statistics.meanDeviation,1.8541666666666667,89/48
                conditionalStatistics.average,3.857142857142857,27/7
                conditionalStatistics.spread,2.5314350209527645,sqrt(314/49)
                conditionalStatistics.meanDeviation,1.910204081632653,468/245
                """), run::transcript);
    }

    @Test
    void everyPathCutOffAveragesZeroAsTheOriginalPrints() {
        CommandRun run = CommandRun.of("troll", "-e", "function f(n) = call f(n)\ncall f(1)").assertExit(0);
        assertTrue(run.out().endsWith("Average = 0.0 Spread = 0.0 Mean deviation = 0.0\n"), run::transcript);
        assertFalse(run.out().contains("Conditional"), run::transcript);
    }
}
