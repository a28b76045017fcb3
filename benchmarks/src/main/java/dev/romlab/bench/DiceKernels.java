package dev.romlab.bench;

import java.util.concurrent.TimeUnit;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Values;
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
 * Calls of the seed's dice routines through their kernels, as {@code romlab run} makes them: one invocation is one
 * call of the routine on the emulated TI-83+ (CPU reset, inputs set, {@code Runner.call} to its RET, outputs read),
 * each call continuing from the LFSR state the call before left.
 * <ul>
 *   <li>{@link #rollDie}: {@code z80-rolldie}, the whole {@code rollDie} with DIESIDES 20 (z80rand, then MulHbyL);</li>
 *   <li>{@link #lfsr}: {@code z80-lfsr}, one {@code z80rand}.</li>
 * </ul>
 * The primary score is calls per microsecond; the {@code tStates} secondary result counts T-states per microsecond,
 * i.e. emulated MHz. T-states per call = tStates / score (1,042 for rollDie with DIESIDES 20, 397 for z80rand:
 * the same every call).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Thread)
public class DiceKernels {

    private Chain rollDie;
    private Chain lfsr;

    /** One kernel's successive calls, each input chained from the call before. */
    private static final class Chain {

        private final Kernel kernel;
        private final CallSequence calls;
        private Values input;

        Chain(String id) {
            kernel = KernelRegistry.bundled().get(id);
            calls = kernel.calls(kernel.defaultSettings());
            input = calls.first();
        }

        /** Makes one call and returns its byte in A, which JMH consumes. */
        long call(TStates counter) {
            Emulation emulation = kernel.emulate(input, 0);
            counter.tStates += emulation.cycles();
            Values output = ((Outcome.Returned) emulation.outcome()).output();
            input = calls.next(input, output);
            return output.get("a");
        }
    }

    @Setup(Level.Trial)
    public void load() {
        rollDie = new Chain("z80-rolldie");
        lfsr = new Chain("z80-lfsr");
    }

    @Benchmark
    public long rollDie(TStates counter) {
        return rollDie.call(counter);
    }

    @Benchmark
    public long lfsr(TStates counter) {
        return lfsr.call(counter);
    }
}
