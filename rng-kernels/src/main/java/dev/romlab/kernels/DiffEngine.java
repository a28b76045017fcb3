package dev.romlab.kernels;

import java.util.Optional;
import java.util.function.LongConsumer;

/** Compares a kernel's emulator runs with its model, input by input, stopping at the first divergence. */
public final class DiffEngine {

    /** Trace lines kept for a divergence: enough to see the loop or branch that went wrong. */
    public static final int TRACE_LINES = 24;

    private DiffEngine() {
    }

    public static DiffReport diff(Kernel kernel, InputSpace inputs) {
        return diff(kernel, inputs, done -> { });
    }

    /** The same, telling {@code progress} how many inputs are done after each one (for a progress bar). */
    public static DiffReport diff(Kernel kernel, InputSpace inputs, LongConsumer progress) {
        CycleStats.Accumulator cycles = new CycleStats.Accumulator();
        long index = 0;
        for (Values input : inputs) {
            progress.accept(index);
            Outcome expected = kernel.model(input);
            Emulation actual = kernel.emulate(input, 0);
            cycles.add(actual.outcome());
            if (!expected.equals(actual.outcome())) {
                // run it again with a trace: tracing every call would slow the common, agreeing case down
                Divergence divergence = new Divergence(index, input, expected, kernel.emulate(input, TRACE_LINES));
                return new DiffReport(kernel.id(), kernel.machine(), inputs.description(), index + 1, cycles.stats(),
                        Optional.of(divergence));
            }
            index++;
        }
        return new DiffReport(kernel.id(), kernel.machine(), inputs.description(), index, cycles.stats(),
                Optional.empty());
    }
}
