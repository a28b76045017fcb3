package dev.romlab.troll.fuzz;

import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongConsumer;
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
     * that ended in an error, the longest time an engine ran past its budget (wall clock) and the program that
     * did, the most CPU time an engine spent past its budget, where the time went, and the failures (in program
     * order).
     */
    public record Report(int programs, int parseErrors, int sampled, int samplerErrors, int computed,
            int exactErrors, long worstOverrunMillis, String worstOverrunProgram, long worstCpuOverrunMillis, Time time,
            List<Failure> failures) {
    }

    /**
     * Where a run's time went, added over its threads: parsing, each engine, and of the engines' time how much
     * was spent by the runs that used up their whole budget ({@code atBudget} of them).
     */
    public record Time(long parsingMillis, long samplerMillis, long exactMillis, int atBudget, long atBudgetMillis) {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** How often the calling thread reports progress while the workers run. */
    private static final long PROGRESS_MILLIS = 100;

    private final Budgets budgets;

    public Fuzzer(Budgets budgets) {
        this.budgets = budgets;
    }

    /** Runs count programs of the given seed on one thread. */
    public Report run(int count, long seed) {
        return run(count, seed, 1, done -> { });
    }

    /**
     * Runs count programs of the given seed on {@code threads} threads, each with a stack large enough for the
     * deepest program the parser accepts. Thread w runs programs w, w + threads, ...; each generates the whole
     * seeded sequence (cheap beside running it), so the programs are the same however many threads run them.
     * {@code progress} hears how many programs are done, on the calling thread, every tenth of a second and at the
     * end.
     */
    public Report run(int count, long seed, int threads, LongConsumer progress) {
        AtomicInteger done = new AtomicInteger();
        List<Tally> tallies = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < threads; w++) {
            Tally tally = new Tally();
            int first = w;
            tallies.add(tally);
            workers.add(LargeStack.thread(() -> runPart(count, seed, first, threads, tally, done), "troll-fuzz-" + w));
        }
        workers.forEach(Thread::start);
        for (Thread worker : workers) {
            while (worker.isAlive()) {
                progress.accept(done.get());
                join(worker);
            }
        }
        progress.accept(done.get());
        return merged(count, tallies);
    }

    private static void join(Thread worker) {
        try {
            worker.join(PROGRESS_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("fuzzing interrupted", e);
        }
    }

    /**
     * Runs one program alone, as program {@code index} of a run seeded {@code seed} runs (the sampler's seed comes
     * from both), on the calling thread: for a caller that runs each program under its own time limit and on a
     * thread with a {@link LargeStack}.
     */
    public Report check(int index, String source, long seed) {
        Tally tally = new Tally();
        try {
            check(index, source, seed, tally);
        } catch (Throwable escaped) {
            tally.failures.add(new Failure(index, "escaped: " + escaped, excerpt(source)));
        }
        return merged(1, List.of(tally));
    }

    private void runPart(int count, long seed, int first, int step, Tally tally, AtomicInteger done) {
        ProgramGenerator generator = new ProgramGenerator(seed);
        for (int i = 0; i < count; i++) {
            String source = generator.next();
            if (i % step != first) {
                continue;
            }
            try {
                check(i, source, seed, tally);
            } catch (Throwable escaped) {
                tally.failures.add(new Failure(i, "escaped: " + escaped, excerpt(source)));
            }
            done.incrementAndGet();
        }
    }

    private static Report merged(int count, List<Tally> tallies) {
        Tally all = new Tally();
        for (Tally tally : tallies) {
            all.parseErrors += tally.parseErrors;
            all.sampled += tally.sampled;
            all.samplerErrors += tally.samplerErrors;
            all.computed += tally.computed;
            all.exactErrors += tally.exactErrors;
            all.parsingNanos += tally.parsingNanos;
            all.samplerNanos += tally.samplerNanos;
            all.exactNanos += tally.exactNanos;
            all.atBudget += tally.atBudget;
            all.atBudgetNanos += tally.atBudgetNanos;
            all.worstCpuOverrun = Math.max(all.worstCpuOverrun, tally.worstCpuOverrun);
            if (tally.worstOverrun > all.worstOverrun) {
                all.worstOverrun = tally.worstOverrun;
                all.worstOverrunProgram = tally.worstOverrunProgram;
            }
            all.failures.addAll(tally.failures);
        }
        all.failures.sort(Comparator.comparingInt(Failure::index));
        Time time = new Time(all.parsingNanos / 1_000_000, all.samplerNanos / 1_000_000, all.exactNanos / 1_000_000,
                all.atBudget, all.atBudgetNanos / 1_000_000);
        return new Report(count, all.parseErrors, all.sampled, all.samplerErrors, all.computed, all.exactErrors,
                all.worstOverrun / 1_000_000, all.worstOverrunProgram, all.worstCpuOverrun / 1_000_000, time, List.copyOf(all.failures));
    }

    /** Counts, times and the worst overrun so far of one thread, filled in as programs run. */
    private static final class Tally {
        int parseErrors;
        int sampled;
        int samplerErrors;
        int computed;
        int exactErrors;
        long parsingNanos;
        long samplerNanos;
        long exactNanos;
        int atBudget;
        long atBudgetNanos;
        long worstOverrun = Long.MIN_VALUE;
        long worstCpuOverrun = Long.MIN_VALUE;
        String worstOverrunProgram = "";
        final List<Failure> failures = new ArrayList<>();
    }

    private void check(int index, String source, long seed, Tally tally) {
        Program program;
        long start = System.nanoTime();
        try {
            program = Parser.parse(source);
        } catch (TrollException e) {
            checkMessage(index, "parser", e, source, tally);
            tally.parseErrors++;
            return;
        } finally {
            tally.parsingNanos += System.nanoTime() - start;
        }
        start = System.nanoTime();
        long startCpu = THREADS.getCurrentThreadCpuTime();
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
        long samplerNanos = System.nanoTime() - start;
        tally.samplerNanos += samplerNanos;
        checkTime(index, "sampler", samplerNanos, THREADS.getCurrentThreadCpuTime() - startCpu, source, tally);
        start = System.nanoTime();
        startCpu = THREADS.getCurrentThreadCpuTime();
        try {
            new ExactEngine(program, ExactEngine.DEFAULT_LIMIT, budgets.maxOutcomes(), budgets.time())
                    .distribution(VARIABLES);
            tally.computed++;
        } catch (TrollException e) {
            checkMessage(index, "exact engine", e, source, tally);
            tally.exactErrors++;
        }
        long exactNanos = System.nanoTime() - start;
        tally.exactNanos += exactNanos;
        checkTime(index, "exact engine", exactNanos, THREADS.getCurrentThreadCpuTime() - startCpu, source, tally);
    }

    private static void checkMessage(int index, String engine, TrollException e, String source, Tally tally) {
        long lines = source.chars().filter(c -> c == '\n').count() + 1;
        if (!ONE_LINE_AT_POSITION.matcher(e.getMessage()).matches() || e.position().line() > lines) {
            tally.failures.add(new Failure(index, engine + " error not one line at a position of the source: "
                    + e.getMessage(), excerpt(source)));
        }
    }

    /**
     * The run's wall-clock time gives the statistics; the rule is checked on its CPU time, the work the engine did,
     * because on a loaded machine (2 cores shared by many builds here) the wall clock also counts the time the
     * thread waited for a core, seconds at a time.
     */
    private void checkTime(int index, String engine, long nanos, long cpuNanos, String source, Tally tally) {
        long overrun = nanos - budgets.time().toNanos();
        long cpuOverrun = cpuNanos - budgets.time().toNanos();
        tally.worstCpuOverrun = Math.max(tally.worstCpuOverrun, cpuOverrun);
        if (overrun >= 0) {
            tally.atBudget++;
            tally.atBudgetNanos += nanos;
        }
        if (overrun > tally.worstOverrun) {
            tally.worstOverrun = overrun;
            tally.worstOverrunProgram = engine + ": " + excerpt(source);
        }
        if (cpuOverrun > budgets.margin().toNanos()) {
            tally.failures.add(new Failure(index, String.format(Locale.ROOT, "%s ran %,d ms of CPU time (%,d ms wall "
                    + "clock) past its budget of %,d ms", engine, cpuOverrun / 1_000_000, overrun / 1_000_000,
                    budgets.time().toMillis()), excerpt(source)));
        }
    }

    /** The start of a program, on one line, enough to recognise it; the seed and index reproduce it whole. */
    private static String excerpt(String source) {
        String line = source.replace('\n', ' ');
        return line.length() <= 160 ? line : line.substring(0, 160) + "... (" + line.length() + " characters)";
    }
}
