package dev.romlab.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.KernelFile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What one call costs when a sweep (diff, dist, fairness, bench) runs rollDie over its inputs: the bundled kernel
 * {@code z80-rolldie} (a Java class per kernel) against the same routine described by a kernel file
 * ({@code roms/z80/dice/rolldie.kernel.toml}, issue #19: "within 10%"). Both take the same inputs, DIESIDES 1..16
 * with 256 seeded LFSR states each (DIESIDES outermost, as in a sweep), through {@code Kernel.emulateOutcome}, as the engines call it. The primary score is
 * calls per microsecond (the ratio bundled / file is the cost of the file); {@code tStates} counts emulated
 * T-states per microsecond. Since issue #19 {@code z80-rolldie} runs that very file (choosing it for an input with a
 * seed), so the two differ by that choice alone; benchmarks/README.md's figures are of its former Java harness.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class UserKernelCalls {

    /** 16 values of DIESIDES, 256 states each: like an exhaustive sweep, the outer input changes rarely. */
    private static final int INPUTS = 4096;

    private Kernel bundled;
    private Kernel file;
    private Values[] inputs;
    private int next;

    @Setup(Level.Trial)
    public void load() {
        bundled = KernelRegistry.bundled().get("z80-rolldie");
        file = KernelFile.fromClassPath("roms/z80/dice/rolldie.kernel.toml");
        Field sides = Field.range("DIESIDES", 16, 1, 256);
        SplittableRandom random = new SplittableRandom(1);
        List<Values> list = new ArrayList<>();
        for (int i = 0; i < INPUTS; i++) {
            list.add(Values.of(sides.value(1 + i / 256), StandardParameters.SEED.value(random.nextLong())));
        }
        inputs = list.toArray(new Values[0]);
    }

    private long call(Kernel kernel, TStates counter) {
        Values input = inputs[next++ & (INPUTS - 1)];
        Outcome.Returned returned = (Outcome.Returned) kernel.emulateOutcome(input);
        counter.tStates += returned.cycles();
        return returned.output().get("a");
    }

    @Benchmark
    public long bundledRollDie(TStates counter) {
        return call(bundled, counter);
    }

    @Benchmark
    public long fileRollDie(TStates counter) {
        return call(file, counter);
    }
}
