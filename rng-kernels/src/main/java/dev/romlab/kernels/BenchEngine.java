package dev.romlab.kernels;

import java.util.List;

/** Measures a kernel's calls over an input space: one untimed pass to warm the JIT up, then one timed pass. */
public final class BenchEngine {

    private BenchEngine() {
    }

    /** Bench over {@code inputs} with times on {@code machine}'s clock (e.g. the kernel's machine at 15 MHz). */
    public static BenchReport bench(Kernel kernel, InputSpace inputs, Machine machine) {
        pass(kernel, inputs, new CycleStats.Accumulator());
        CycleStats.Accumulator cycles = new CycleStats.Accumulator();
        long start = System.nanoTime();
        long total = pass(kernel, inputs, cycles);
        long nanos = System.nanoTime() - start;
        return new BenchReport(kernel.id(), machine, inputs.description(), cycles.stats(), total, nanos);
    }

    /**
     * The report of one bench over {@code inputs} on {@code machine} from its parts' figures ({@link Shard}): the
     * cycles exactly as one run counts them; the host speed, a measurement, as the parts' emulated cycles over
     * their host time, each part timed after its own warm-up pass.
     */
    public static BenchReport merge(Kernel kernel, InputSpace inputs, Machine machine, List<BenchPart> parts) {
        CycleStats.Accumulator cycles = new CycleStats.Accumulator();
        long totalCycles = 0;
        long hostNanos = 0;
        for (BenchPart part : parts) {
            cycles.addAll(part.cycles());
            totalCycles += part.totalCycles();
            hostNanos += part.hostNanos();
        }
        return new BenchReport(kernel.id(), machine, inputs.description(), cycles.stats(), totalCycles, hostNanos);
    }

    /** Bench over the kernel's default input set on its own machine. */
    public static BenchReport bench(Kernel kernel) {
        return bench(kernel, kernel.inputs(Coverage.defaultSet()), kernel.machine());
    }

    /**
     * The cycles of each call over {@code inputs}, in their order, -1 for a call that never returned: the spread a
     * picture shows ({@code bench --plot}), in a pass of its own so that the timed pass records nothing more.
     */
    public static long[] cyclesPerInput(Kernel kernel, InputSpace inputs) {
        long[] out = new long[Math.toIntExact(inputs.size())];
        int i = 0;
        for (Values input : inputs) {
            out[i++] = kernel.emulateOutcome(input) instanceof Outcome.Returned returned ? returned.cycles() : -1;
        }
        return out;
    }

    private static long pass(Kernel kernel, InputSpace inputs, CycleStats.Accumulator cycles) {
        long total = 0;
        for (Values input : inputs) {
            Emulation emulation = kernel.emulate(input, 0);
            cycles.add(emulation.outcome());
            total += emulation.cycles();
        }
        return total;
    }
}
