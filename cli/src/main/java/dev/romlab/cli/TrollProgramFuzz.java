package dev.romlab.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import dev.romlab.troll.fuzz.Fuzzer;
import dev.romlab.troll.fuzz.ProgramGenerator;

/**
 * {@code romlab fuzz --target troll}: programs generated from Troll's grammar ({@link ProgramGenerator}: well
 * formed, pathological or broken) through the parser, the sampler and the exact engine, each engine with a small
 * budget, checked by troll's {@link Fuzzer} (issue #11): only Troll errors, each one line at a position of the
 * source, no engine far past its budget (a hang here).
 */
final class TrollProgramFuzz implements FuzzTarget {

    /** Each engine's time and outcome budgets per program, and how far past its time a run may end. */
    static final Fuzzer.Budgets BUDGETS = new Fuzzer.Budgets(Duration.ofMillis(20), 100_000, Duration.ofSeconds(1));

    private final Fuzzer fuzzer = new Fuzzer(BUDGETS);

    @Override
    public String name() {
        return "troll";
    }

    @Override
    public Input input(long seed, int index) {
        String program = new ProgramGenerator(FuzzSeeds.random(seed, index).nextLong()).next();
        return new Input(program.getBytes(StandardCharsets.UTF_8), "program.t",
                "romlab troll FILE N=3 --max-time 0.02 --max-outcomes 100000 (the exact engine); romlab "
                        + "troll FILE 3 N=3 --max-time 0.02 (the sampler)", (long) index * 31 + seed);
    }

    @Override
    public List<FuzzFault> run(Input input, Path work) {
        String program = new String(input.bytes(), StandardCharsets.UTF_8);
        Fuzzer.Report report = fuzzer.check(0, program, (Long) input.plan());
        return report.failures().stream().map(failure -> new FuzzFault(kind(failure.problem()), failure.problem()))
                .toList();
    }

    private static FuzzFault.Kind kind(String problem) {
        if (problem.startsWith("escaped: ")) {
            return FuzzFault.Kind.INTERNAL_ERROR;
        }
        return problem.contains("past its budget") ? FuzzFault.Kind.HANG : FuzzFault.Kind.OTHER;
    }
}
