package dev.romlab.troll.fuzz;

import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Runs generated programs ({@link ProgramGenerator}) through the parser, the sampler and the exact engine under
 * a budget, and checks what issue #11 asks of every one of them: no exception but a {@link TrollException}
 * escapes, every error is one line starting with {@code line:column:} inside the source, and no engine runs past
 * its time budget by more than the allowed margin.
 */
public final class Fuzzer {

    /** The command-line variable the programs may use; the others they name are unbound on purpose. */
    private static final Map<String, Integer> VARIABLES = Map.of("N", 3);
    private static final int ROLLS = 3;
    private static final Pattern ONE_LINE_AT_POSITION = Pattern.compile("[1-9][0-9]*:[1-9][0-9]*: [^\n]+");

    /**
     * The budgets: each engine's time budget per program, the exact engine's outcome budget, and the margin by
     * which an engine may overrun its time before that counts as a failure.
     */
    public record Budgets(Duration time, int maxOutcomes, Duration margin) {
    }

    /** A program that broke a rule: its number in the seeded sequence, what went wrong, and its start. */
    public record Failure(int index, String problem, String program) {
    }

    /**
     * What a run found: programs run, those the parser refused, the rolls and distributions that succeeded and
     * that ended in an error, the longest time an engine ran past its budget and the program that did, and
     * the failures.
     */
    public record Report(int programs, int parseErrors, int sampled, int samplerErrors, int computed,
            int exactErrors, long worstOverrunMillis, String worstOverrunProgram, List<Failure> failures) {
    }

    private final Budgets budgets;

    public Fuzzer(Budgets budgets) {
        this.budgets = budgets;
    }

    /** Runs count programs of the given seed, on a stack large enough for the deepest the parser accepts. */
    public Report run(int count, long seed) {
        return LargeStack.call(() -> runHere(count, seed));
    }

    private Report runHere(int count, long seed) {
        ProgramGenerator generator = new ProgramGenerator(seed);
        Tally tally = new Tally();
        for (int i = 0; i < count; i++) {
            String source = generator.next();
            try {
                check(i, source, seed, tally);
            } catch (Throwable escaped) {
                tally.failures.add(new Failure(i, "escaped: " + escaped, excerpt(source)));
            }
        }
        return new Report(count, tally.parseErrors, tally.sampled, tally.samplerErrors, tally.computed,
                tally.exactErrors, tally.worstOverrun / 1_000_000, tally.worstOverrunProgram, tally.failures);
    }

    /** Counts and the worst overrun so far, filled in as programs run. */
    private static final class Tally {
        int parseErrors;
        int sampled;
        int samplerErrors;
        int computed;
        int exactErrors;
        long worstOverrun = Long.MIN_VALUE;
        String worstOverrunProgram = "";
        final List<Failure> failures = new ArrayList<>();
    }

    private void check(int index, String source, long seed, Tally tally) {
        Program program;
        try {
            program = Parser.parse(source);
        } catch (TrollException e) {
            checkMessage(index, "parser", e, source, tally);
            tally.parseErrors++;
            return;
        }
        long start = System.nanoTime();
        try {
            Sampler sampler = new Sampler(program, new SplitMixRandom(seed + index), budgets.time());
            for (int roll = 0; roll < ROLLS; roll++) {
                sampler.roll(VARIABLES);
            }
            tally.sampled++;
        } catch (TrollException e) {
            checkMessage(index, "sampler", e, source, tally);
            tally.samplerErrors++;
        }
        checkTime(index, "sampler", System.nanoTime() - start, source, tally);
        start = System.nanoTime();
        try {
            new ExactEngine(program, ExactEngine.DEFAULT_LIMIT, budgets.maxOutcomes(), budgets.time())
                    .distribution(VARIABLES);
            tally.computed++;
        } catch (TrollException e) {
            checkMessage(index, "exact engine", e, source, tally);
            tally.exactErrors++;
        }
        checkTime(index, "exact engine", System.nanoTime() - start, source, tally);
    }

    private static void checkMessage(int index, String engine, TrollException e, String source, Tally tally) {
        long lines = source.chars().filter(c -> c == '\n').count() + 1;
        if (!ONE_LINE_AT_POSITION.matcher(e.getMessage()).matches() || e.position().line() > lines) {
            tally.failures.add(new Failure(index, engine + " error not one line at a position of the source: "
                    + e.getMessage(), excerpt(source)));
        }
    }

    private void checkTime(int index, String engine, long nanos, String source, Tally tally) {
        long overrun = nanos - budgets.time().toNanos();
        if (overrun > tally.worstOverrun) {
            tally.worstOverrun = overrun;
            tally.worstOverrunProgram = engine + ": " + excerpt(source);
        }
        if (overrun > budgets.margin().toNanos()) {
            tally.failures.add(new Failure(index, engine + " ran " + overrun / 1_000_000 + " ms past its budget of "
                    + budgets.time().toMillis() + " ms", excerpt(source)));
        }
    }

    /** The start of a program, on one line, enough to recognise it; the seed and index reproduce it whole. */
    private static String excerpt(String source) {
        String line = source.replace('\n', ' ');
        return line.length() <= 160 ? line : line.substring(0, 160) + "... (" + line.length() + " characters)";
    }
}
