package dev.romlab.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.Callable;

import dev.romlab.cpu.json.JsonConventions;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRandomSource;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.fuzz.Fuzzer;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.sample.RandomSource;
import dev.romlab.troll.sample.Sampler;
import dev.romlab.troll.sample.SplitMixRandom;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Pair;
import dev.romlab.troll.value.RollText;
import dev.romlab.troll.value.TextBox;
import dev.romlab.troll.value.Value;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code romlab troll}: rolls a Troll definition or prints its exact distribution, with the original troll
 * program's command line (paper {@code 002_9a6f8b4afe0aaa86.txt}, section 8). The module troll parses, samples
 * and computes; this command reads the arguments and prints.
 */
@Command(name = "troll",
        header = "Roll a Troll dice definition, or print its exact distribution.",
        sortOptions = false,
        description = {"Arguments, in any order as in the original troll program: FILE, the definition (or -e EXPR; "
                + "neither, or -, reads standard input); NUMBER, a positive count rolls that many samples, one line each, "
                + "0 (the default) prints the exact distribution, -n prints it with at most n accumulate "
                + "iterations; NAME=VALUE, variables the definition can use (not inside functions).",
                "The distribution has a row per outcome: its percentage and that of it or a greater outcome, then "
                + "average, spread and mean deviation when every outcome is one number or empty ({} counts as 0). "
                + "Mass cut off by the iteration limit is printed as 'Missing', never spread over the table; as in "
                + "the original it counts as nothing in average, spread and mean deviation, and a line 'Conditional "
                + "on no cut-off:' gives them for the outcomes left (--json: conditionalStatistics; --csv: after the "
                + "outcomes, a table of missing and the statistics, each named by its JSON key). "
                + "Negative numbers print with '~' as in the original."},
        footer = {"%nExample:",
                "  $ romlab troll -e 'count T <= N d10' N=7 T=5",
                "  Value       %% =      %% >=",
                "     0:   0.16384     100.0",
                "   ...",
                "  Average = 4.2 Spread = 1.29614813968 Mean deviation = 1.0450944"})
final class TrollCommand implements Callable<Integer> {

    /** The budgets count whole milliseconds: less would be a budget of 0 ms, spent before anything starts. */
    private static final BigDecimal MIN_SECONDS = new BigDecimal("0.001");
    /** A million seconds (11 days): more is surely a typo, and nanoseconds of it still fit in a long. */
    private static final BigDecimal MAX_SECONDS = BigDecimal.valueOf(1_000_000);
    /** --fuzz: each engine's budget per program, and how far past it a program may end before it is a failure. */
    private static final BigDecimal FUZZ_SECONDS = new BigDecimal("0.02");
    private static final Duration FUZZ_MARGIN = Duration.ofSeconds(1);

    @Spec
    private CommandSpec spec;

    @Mixin
    private JsonOption json = new JsonOption();

    /** Where the output goes and where stdin comes from when run without picocli (then {@code spec} is null). */
    private PrintWriter plainOut;
    private StandardStreams plainStreams;

    @Option(names = "-e", paramLabel = "EXPR", description = "The definition itself instead of a FILE.")
    private String expression;

    @Parameters(paramLabel = "ARG", arity = "0..*", description = "FILE, NUMBER or NAME=VALUE (see above).")
    private List<String> arguments = new ArrayList<>();

    @Option(names = "-p", description = "Probabilities between 0 and 1 instead of percentages.")
    private boolean probabilities;

    @Option(names = "--exact", description = "Exact fractions for the probabilities and statistics.")
    private boolean exact;

    /** The largest -g: a certain outcome's bar is then a million {@code #}; a longer line is no picture. */
    static final BigDecimal MAX_BARS_PER_PERCENT = BigDecimal.valueOf(10_000);

    @Option(names = "-g", arity = "0..1", fallbackValue = "1", paramLabel = "SCALE", converter = DecimalConverter.class,
            description = "Add a bar of '#' per outcome, SCALE bars per percent (default 1, at most 10000); write it "
                    + "attached, -g1.3, as in the original.")
    private BigDecimal barsPerPercent;

    @Option(names = "--limit", paramLabel = "N",
            description = "At most N accumulate iterations and N nested calls (default: 12, the paper's).")
    private Integer limit;

    @Option(names = "--seed", paramLabel = "S", converter = SeedConverter.class,
            description = "Seed of the random source, so a run can be repeated (default: a fresh one); with --rng "
                    + "the starting LFSR state, as 'romlab run --seed' (default: the kernel's).")
    private Long seed;

    @Option(names = "--rng", paramLabel = "KERNEL",
            description = "Roll with an emulated routine as the random source, as the game would (samples only). "
                    + "z80-rolldie: each d N (every random choice below N) is one call of rollDie with DIESIDES = N "
                    + "(1..256), value - 1, the LFSR state chained from call to call as in 'romlab run'. z80-lfsr: "
                    + "bytes of z80rand, as few as cover N (most significant first), redrawn while at or above the "
                    + "largest multiple of N (rejection sampling, so every value is equally likely), then mod N.")
    private String rng;

    @Option(names = "--csv", description = "Print the result as CSV instead of text.")
    private boolean csv;

    /** Null when run without picocli, which leaves every line with {@code --plot} to picocli. */
    @Mixin
    private PlotOption plot;

    @Option(names = "--max-time", paramLabel = "SECONDS", converter = DecimalConverter.class,
            description = "Give up with an error after this long, sampling or computing (default: 60; with --fuzz, "
                    + "each engine on each program: 0.02).")
    private BigDecimal maxSeconds;

    @Option(names = "--max-outcomes", paramLabel = "N",
            description = "Exact: refuse a distribution, or a step towards it, with more than N outcomes (default: "
                    + "2000000).")
    private int maxOutcomes = ExactEngine.DEFAULT_OUTCOME_BUDGET;

    @Option(names = "--fuzz", paramLabel = "N",
            description = "Instead of a definition, run N generated programs (random and adversarial; --seed, default "
                    + "1) through the parser and both engines under the budgets; exit 1 if any error escapes, is not "
                    + "one line at a line:column, or an engine spends more than 1 s of CPU time past the time budget.")
    private Integer fuzz;

    /**
     * Runs {@code romlab troll} without picocli when the command line holds only {@code -e EXPR}, {@code -p},
     * {@code --exact} and positional arguments (FILE, NUMBER, NAME=VALUE): building picocli's model of the command
     * tree is about half the whole-process time of a small roll (issue #11). Null, with nothing read or written,
     * when the line needs picocli (help, any other option, an {@code @file}, a repeated option, a usage error);
     * picocli then runs it as always.
     */
    static Integer runWithoutPicocli(String[] args, StandardStreams streams, PrintWriter out, PrintWriter err,
            boolean debug) {
        if (args.length == 0 || !args[0].equals("troll")) {
            return null;
        }
        TrollCommand command = new TrollCommand();
        for (int i = 1; i < args.length; i++) {
            String argument = args[i];
            switch (argument) {
                case "-e" -> {
                    if (command.expression != null || i + 1 == args.length || !plainValue(args[i + 1])) {
                        return null;
                    }
                    command.expression = args[++i];
                }
                case "-p" -> {
                    if (command.probabilities) {
                        return null; // given twice: picocli's usage error
                    }
                    command.probabilities = true;
                }
                case "--exact" -> {
                    if (command.exact) {
                        return null;
                    }
                    command.exact = true;
                }
                default -> {
                    if (!plainValue(argument) && !argument.equals(StandardStreams.DASH)
                            && !argument.matches("-[0-9]+")) {
                        return null;
                    }
                    command.arguments.add(argument);
                }
            }
        }
        command.plainOut = out;
        command.plainStreams = streams;
        try {
            return command.call();
        } catch (NeedsPicocli e) {
            return null;
        } catch (RuntimeException e) {
            return FailureHandler.report(e, "romlab troll", err, debug);
        }
    }

    /** An argument picocli takes as it is: not an option, not an {@code @file} of arguments. */
    private static boolean plainValue(String argument) {
        return !argument.startsWith("-") && !argument.startsWith("@");
    }

    /** A usage error: picocli's, or without picocli the signal to let picocli run the line and report it. */
    private RuntimeException usageError(String message) {
        return spec == null ? new NeedsPicocli() : new ParameterException(spec.commandLine(), message);
    }

    /** Thrown before anything is read or written: the command line is one for picocli to run. */
    private static final class NeedsPicocli extends RuntimeException {
        NeedsPicocli() {
            super(null, null, false, false);
        }
    }

    @Override
    public Integer call() {
        TrollArguments parsed;
        try {
            parsed = TrollArguments.of(arguments);
        } catch (IllegalArgumentException e) {
            throw usageError(e.getMessage());
        }
        if (json.enabled() && csv) {
            throw usageError("--json and --csv exclude each other");
        }
        if (expression != null && parsed.file() != null) {
            throw usageError("both -e and FILE " + parsed.file() + ": give one");
        }
        if (parsed.number() < 0 && limit != null) {
            throw usageError("both NUMBER " + parsed.number() + " and --limit");
        }
        if (barsPerPercent != null && barsPerPercent.signum() < 0) {
            throw usageError("-g: the scale must not be negative, got "
                    + barsPerPercent.toPlainString());
        }
        if (barsPerPercent != null && barsPerPercent.compareTo(MAX_BARS_PER_PERCENT) > 0) {
            throw usageError("-g: the scale is at most " + MAX_BARS_PER_PERCENT.toPlainString()
                    + " bars per percent (a million '#' for a certain outcome), got " + barsPerPercent.toPlainString());
        }
        if (limit != null && limit < 1) {
            throw usageError("--limit must be positive, got " + limit);
        }
        if (maxSeconds == null) {
            maxSeconds = fuzz == null ? BigDecimal.valueOf(ExactEngine.DEFAULT_TIME_BUDGET.toSeconds())
                    : FUZZ_SECONDS;
        }
        if (maxSeconds.compareTo(MIN_SECONDS) < 0 || maxSeconds.compareTo(MAX_SECONDS) > 0) {
            throw usageError("--max-time must be from " + MIN_SECONDS + " to " + MAX_SECONDS + " seconds, got "
                    + maxSeconds);
        }
        if (maxOutcomes < 1) {
            throw usageError("--max-outcomes must be positive, got " + maxOutcomes);
        }
        Duration timeBudget = Duration.ofNanos(maxSeconds.movePointRight(9).longValue());
        if (plot != null && plot.requested() && (fuzz != null || parsed.number() > 0)) {
            throw usageError("--plot draws the exact distribution: give no positive NUMBER (rolls) or --fuzz");
        }
        if (fuzz != null) {
            return runFuzz(parsed, timeBudget);
        }
        RandomSource random = randomSource(parsed);
        String source = source(parsed.file());
        // Parsed and run on a thread with room for the deepest program the parser accepts (LargeStack).
        LargeStack.run(() -> {
            try {
                Program program = Parser.parse(source);
                try {
                    if (parsed.number() > 0) {
                        printSamples(program, parsed, random, timeBudget);
                    } else {
                        printDistribution(program, parsed, timeBudget);
                    }
                } catch (OutOfMemoryError e) {
                    // The engines catch their own; this is the report of a distribution near the outcome budget
                    // on a small heap (6d30's 1,623,160 rows in 600 MB), now garbage.
                    throw TrollException.outOfMemory(program.main().position());
                }
            } catch (TrollException e) {
                String where = parsed.file() == null || parsed.file().equals(StandardStreams.DASH) ? ""
                        : parsed.file() + ":";
                throw new CommandFailure(where + e.describe(source));
            }
        });
        return 0;
    }

    /**
     * --fuzz N on every core, with a progress bar on a terminal: the counts, the worst overrun, where the time went,
     * one line per program that broke a rule, and a summary line.
     */
    private int runFuzz(TrollArguments parsed, Duration timeBudget) {
        if (fuzz < 1) {
            throw usageError("--fuzz must be positive, got " + fuzz);
        }
        if (expression != null || parsed.file() != null || parsed.number() != 0 || rng != null) {
            throw usageError("--fuzz generates its own programs: give no definition, NUMBER or --rng");
        }
        long fuzzSeed = seed == null ? 1 : seed;
        int threads = Runtime.getRuntime().availableProcessors();
        long start = System.nanoTime();
        Fuzzer.Report report;
        try (ProgressBar bar = ProgressBar.onStderr(spec.commandLine().getErr(), "fuzz", fuzz)) {
            report = new Fuzzer(new Fuzzer.Budgets(timeBudget, maxOutcomes, FUZZ_MARGIN))
                    .run(fuzz, fuzzSeed, threads, bar);
        }
        long seconds = (System.nanoTime() - start) / 1_000_000_000;
        PrintWriter out = out();
        out.printf(Locale.ROOT, "%,d programs (seed %d): the parser refused %,d; the sampler rolled %,d and refused "
                + "%,d; the exact engine computed %,d and refused %,d%n", report.programs(), fuzzSeed,
                report.parseErrors(), report.sampled(), report.samplerErrors(), report.computed(),
                report.exactErrors());
        out.printf(Locale.ROOT, "budget %,d ms per engine and program, %,d outcomes; worst time past it: %,d ms (%s); "
                + "most CPU time past it: %,d ms%n", timeBudget.toMillis(), maxOutcomes, report.worstOverrunMillis(),
                report.worstOverrunProgram(), report.worstCpuOverrunMillis());
        Fuzzer.Time time = report.time();
        out.printf(Locale.ROOT, "time: parsing %,d s, sampler %,d s, exact engine %,d s; %,d engine runs used their "
                + "whole budget (%,d s)%n",
                time.parsingMillis() / 1000, time.samplerMillis() / 1000, time.exactMillis() / 1000, time.atBudget(),
                time.atBudgetMillis() / 1000);
        for (Fuzzer.Failure failure : report.failures()) {
            out.printf("#%d: %s: %s%n", failure.index(), failure.problem(), failure.program());
        }
        out.printf(Locale.ROOT, "%,d programs in %,d s on %d threads: %,d broke a rule%n", report.programs(), seconds,
                threads, report.failures().size());
        out.flush();
        return report.failures().isEmpty() ? 0 : 1;
    }

    /** SplitMix64, or with --rng the emulated kernel (a usage error outside sampling or for a non-generator). */
    private RandomSource randomSource(TrollArguments parsed) {
        if (rng == null) {
            return seed == null ? SplitMixRandom.unseeded() : new SplitMixRandom(seed);
        }
        if (parsed.number() <= 0) {
            throw usageError("--rng " + rng + " rolls samples: give a positive NUMBER "
                    + "(the exact distribution draws nothing at random)");
        }
        KernelRegistry kernels = KernelRegistry.bundled();
        Kernel kernel = kernels.find(rng).filter(KernelRandomSource::supports).orElseThrow(
                () -> usageError("--rng " + rng + ": not a kernel that generates "
                        + "random numbers; these do: " + String.join(", ", kernels.all().stream()
                                .filter(KernelRandomSource::supports).map(Kernel::id).toList())));
        return KernelRandomSource.of(kernel, seed == null ? OptionalLong.empty() : OptionalLong.of(seed));
    }

    /**
     * NUMBER rolls. Text and CSV print each roll as it is made, as the original program does, so any number of
     * rolls runs in constant memory (a roll that fails ends the output there, the error following on stderr); JSON,
     * one document, is written whole after the last roll.
     */
    private void printSamples(Program program, TrollArguments parsed, RandomSource random, Duration timeBudget) {
        Sampler sampler = new Sampler(program, random, timeBudget);
        if (json.enabled()) {
            List<Object> rolls = new ArrayList<>();
            for (int i = 0; i < parsed.number(); i++) {
                rolls.add(Map.of("value", jsonValue(roll(sampler, parsed))));
            }
            Map<String, Object> result = new LinkedHashMap<>();
            if (rng != null) {
                result.put("rng", rng);
            }
            if (seed != null) {
                result.put("seed", JsonConventions.word64(seed)); // 64 bits: a hex string, as every seed
            }
            result.put("rolls", rolls);
            JsonOption.print(out(), result);
            return;
        }
        PrintWriter out = out();
        if (csv) {
            out.print("value\n"); // the key of each roll in JSON
        }
        try {
            for (int i = 0; i < parsed.number(); i++) {
                Value roll = roll(sampler, parsed);
                out.print((csv ? csvCell(csvText(roll)) : RollText.show(roll)) + "\n");
            }
        } finally {
            out.flush();
        }
    }

    private static Value roll(Sampler sampler, TrollArguments parsed) {
        try {
            return sampler.roll(parsed.variables());
        } catch (IllegalArgumentException e) {
            throw new CommandFailure(e.getMessage()); // the --rng kernel could not draw (a d 300 from rollDie)
        }
    }

    private void printDistribution(Program program, TrollArguments parsed, Duration timeBudget) {
        int iterations = parsed.number() < 0 ? -parsed.number() : limit == null ? ExactEngine.DEFAULT_LIMIT : limit;
        TrollDistributionReport report = new TrollDistributionReport(
                new ExactEngine(program, iterations, maxOutcomes, timeBudget).distribution(parsed.variables()),
                iterations);
        if (exact && report.approximate()) {
            throw new CommandFailure("--exact: a sum in this program is too large for exact weights and was computed "
                    + "in floating point, so there are no exact fractions to print (drop --exact)");
        }
        if (plot != null && plot.requested()) {
            String file = parsed.file() == null || parsed.file().equals(StandardStreams.DASH) ? null : parsed.file();
            String definition = expression != null ? expression : file != null ? file : "standard input";
            plot.write(() -> TrollDistributionChart.of(report, definition, barsPerPercent != null),
                    file == null ? List.of() : List.of(Path.of(file)));
        }
        PrintWriter out = out();
        if (json.enabled()) {
            JsonOption.print(out, report.json());
            return;
        }
        TrollDistributionReport.Unit unit = exact ? TrollDistributionReport.Unit.FRACTION
                : probabilities ? TrollDistributionReport.Unit.PROBABILITY : TrollDistributionReport.Unit.PERCENT;
        if (csv) {
            report.csv(out);
        } else {
            report.print(out, unit, barsPerPercent);
        }
        out.flush();
    }

    /** A roll for JSON: a collection as a list of numbers, a text box as its lines, a pair as its two parts. */
    static Object jsonValue(Value roll) {
        if (roll instanceof TextBox box) {
            return List.of(box.toString().split("\n", -1));
        }
        if (roll instanceof Pair pair) {
            Map<String, Object> parts = new LinkedHashMap<>();
            parts.put("first", jsonValue(pair.first()));
            parts.put("second", jsonValue(pair.second()));
            return parts;
        }
        List<Object> elements = new ArrayList<>();
        for (int element : ((Multiset) roll).toArray()) {
            elements.add(element);
        }
        return elements;
    }

    /** A roll for CSV: numbers with {@code -} for minus, blanks between; a text box as its lines. */
    static String csvText(Value roll) {
        return roll instanceof TextBox ? RollText.show(roll) : RollText.show(roll).replace('~', '-');
    }

    /** Quotes a cell holding a comma, a quote or a line break (RFC 4180). */
    static String csvCell(String text) {
        return text.matches("[^,\"\r\n]*") ? text : "\"" + text.replace("\"", "\"\"") + "\"";
    }

    private String source(String file) {
        if (expression != null) {
            return expression;
        }
        Path definition = Path.of(file == null ? StandardStreams.DASH : file);
        InputStream in = spec == null ? plainStreams.in() : StandardStreams.of(spec).in();
        return InputFiles.readText(definition, in);
    }

    private PrintWriter out() {
        return spec == null ? plainOut : spec.commandLine().getOut();
    }
}
