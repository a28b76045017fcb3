package dev.romlab.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import dev.romlab.asm.ClosestName;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code romlab fuzz}: the project's fuzz harnesses (issue #21) as a command, so that a long campaign is one
 * command line on any machine with romlab, and CI runs a seeded slice of each through the same code
 * ({@code FuzzCommandTest}). A Maven profile could only have run tests, without the failing inputs saved for a
 * user to run again.
 */
@Command(name = "fuzz",
        header = "Attack romlab with random and hostile input: interpreters, assemblers, disassembler, Troll, files.",
        sortOptions = false,
        description = {"Run seeded random cases against one or more targets and print one line per target: its "
                + "runs, and how many cases showed an internal error, a Java stack trace, a hang (over --time-limit), "
                + "a file fault (written where it must not be, or a temporary file left behind) or another broken "
                + "rule (an exit code the command never uses, an error that says nothing, a disassembly that does "
                + "not assemble back). Targets:",
                "  cpu     random images run on each CPU's interpreter under a cycle budget (--max-cycles)",
                "  asm     the repository's own sources, mutated, through asm (and exec) of each assembler",
                "  disasm  random images through disasm and back through the assembler: the same bytes",
                "  troll   programs generated from Troll's grammar through the parser and both engines",
                "  cli     the hostile file handling cases: outputs onto inputs, read-only targets, /dev/full, a "
                        + "closed pipe, /dev/zero and endless input, FIFOs, long lines",
                "The same seed gives the same cases, whatever --jobs. Each failing input is saved in --failures "
                        + "with a note of what broke and the command that runs it again. Exit code 1 when any "
                        + "case failed."},
        footer = {"%nExample:",
                "  $ romlab fuzz --target disasm --cpu 6502 --runs 20 --seed 7",
                "  disasm 6502: 20 runs (seed 7): 0 internal errors, 0 stack traces, 0 hangs, 0 file faults, 0 "
                        + "other faults; ... s"})
final class FuzzCommand implements Callable<Integer> {

    /** The targets, in the order they run. */
    static final List<String> TARGETS = List.of("cpu", "asm", "disasm", "troll", "cli");

    @Option(names = "--target", paramLabel = "TARGET", split = ",",
            description = "What to attack: cpu, asm, disasm, troll, cli (default: all of them; repeat or separate "
                    + "with commas).")
    private List<String> targets = new ArrayList<>();

    @Option(names = "--cpu", paramLabel = "CPU", split = ",",
            description = "The CPUs of the cpu, asm and disasm targets (default: every one they have: z80, 6502, "
                    + "2a03, tms9900, comet2, mlfe; asm has no 2a03 of its own).")
    private List<String> cpus = new ArrayList<>();

    @Option(names = "--runs", paramLabel = "N", converter = CountConverter.class,
            description = "Cases per target and CPU (default: 1,000).")
    private long runs = 1000;

    @Option(names = "--seed", paramLabel = "S", converter = SeedConverter.class,
            description = "The seed of the cases (default: 1).")
    private long seed = 1;

    @Option(names = "--jobs", paramLabel = "N", description = "Threads running cases (default: 1).")
    private int jobs = 1;

    @Option(names = "--time-limit", paramLabel = "SECONDS", converter = DecimalConverter.class,
            description = "A case that has used this much CPU time, or waited six times as long, is a hang "
                    + "(default: 10).")
    private BigDecimal timeLimit = BigDecimal.TEN;

    @Option(names = "--max-cycles", paramLabel = "N", converter = CountConverter.class,
            description = "The cycle budget of each cpu case (default: 5,000).")
    private long maxCycles = 5_000;

    @Option(names = "--corpus", paramLabel = "DIR",
            description = "Where the asm target finds the sources it mutates: the repository (default: the current "
                    + "folder). Build output and hidden folders are left out.")
    private Path corpus = Path.of(".");

    @Option(names = "--failures", paramLabel = "DIR",
            description = "Where failing inputs are saved (default: fuzz-failures; only made when a case fails).")
    private Path failures = Path.of("fuzz-failures");

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (runs > Integer.MAX_VALUE) {
            throw usage("--runs is at most " + Integer.MAX_VALUE + ", got " + runs);
        }
        if (jobs < 1) {
            throw usage("--jobs must be positive, got " + jobs);
        }
        if (timeLimit.signum() <= 0) {
            throw usage("--time-limit must be positive, got " + timeLimit.toPlainString());
        }
        List<FuzzTarget> chosen = chosenTargets();
        FuzzRunner runner = new FuzzRunner(jobs, Duration.ofMillis(timeLimit.movePointRight(3).longValue()),
                failures);
        boolean clean = true;
        for (FuzzTarget target : chosen) {
            FuzzSummary summary;
            try (ProgressBar bar = ProgressBar.onStderr(err, target.name(), runs)) {
                summary = runner.run(target, seed, (int) runs, done -> {
                    synchronized (bar) {
                        bar.accept(done);
                    }
                });
            }
            out.println(summary.line());
            summary.examples().forEach(example -> out.println("  " + example));
            out.flush();
            clean &= summary.clean();
        }
        return clean ? 0 : 1;
    }

    private List<FuzzTarget> chosenTargets() {
        List<FuzzTarget> chosen = new ArrayList<>();
        for (String target : targets.isEmpty() ? TARGETS : targets) {
            try {
                switch (target) {
                    case "cpu" -> cpusOr(DisasmRoundTripFuzz.CPUS).forEach(cpu ->
                            chosen.add(new CpuImageFuzz(cpu, maxCycles)));
                    case "asm" -> cpusOr(AssemblerSourceFuzz.CPUS).forEach(cpu ->
                            chosen.add(new AssemblerSourceFuzz(cpu, corpus)));
                    case "disasm" -> cpusOr(DisasmRoundTripFuzz.CPUS).forEach(cpu ->
                            chosen.add(new DisasmRoundTripFuzz(cpu)));
                    case "troll" -> chosen.add(new TrollProgramFuzz());
                    case "cli" -> chosen.add(new FileHandlingFuzz());
                    default -> throw usage("unknown --target " + target + "; " + ClosestName.didYouMean(target,
                            TARGETS).orElse("choose from " + String.join(", ", TARGETS)));
                }
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
        }
        return chosen;
    }

    private List<String> cpusOr(List<String> all) {
        return cpus.isEmpty() ? all : cpus;
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
