package dev.romlab.kernels;

import java.util.List;
import java.util.Optional;
import java.util.function.LongConsumer;

/**
 * Compares a kernel's emulator runs with its model, input by input, stopping at the first divergence: the one at
 * the lowest input index, also when several threads share the inputs ({@link KernelWorkers}).
 */
public final class DiffEngine {

    /** Trace lines kept for a divergence: enough to see the loop or branch that went wrong. */
    public static final int TRACE_LINES = 24;

    private DiffEngine() {
    }

    public static DiffReport diff(Kernel kernel, InputSpace inputs) {
        return diff(kernel, inputs, done -> { });
    }

    /** The same, telling {@code progress} how many inputs are done from time to time (for a progress bar). */
    public static DiffReport diff(Kernel kernel, InputSpace inputs, LongConsumer progress) {
        return diff(KernelWorkers.single(kernel), inputs, progress);
    }

    /** The same on {@code workers}' threads: the same report as on one thread, in less time. */
    public static DiffReport diff(KernelWorkers workers, InputSpace inputs, LongConsumer progress) {
        CycleStats.Accumulator cycles = new CycleStats.Accumulator();
        long[] checked = {0};
        Divergence[] first = {null};
        ParallelRun.run(workers, inputs, DiffEngine::diffChunk, part -> {
            cycles.addAll(part.cycles());
            checked[0] += part.checked();
            first[0] = part.divergence();
            return first[0] == null;
        }, progress);
        Kernel kernel = workers.first();
        return new DiffReport(kernel.id(), kernel.machine(), inputs.description(), checked[0], cycles.stats(),
                Optional.ofNullable(first[0]));
    }

    /**
     * The report of one run over {@code inputs} from the figures of its parts ({@link Shard}), in order: their
     * counts and cycles added up to and including the first part that diverges, whose divergence is run again to
     * show the emulator's registers and trace, as a run over the whole space shows them.
     * {@link IllegalArgumentException} when that input does not diverge here.
     */
    public static DiffReport merge(Kernel kernel, InputSpace inputs, List<DiffPart> parts) {
        CycleStats.Accumulator cycles = new CycleStats.Accumulator();
        long checked = 0;
        Optional<Divergence> first = Optional.empty();
        for (DiffPart part : parts) {
            checked += part.checked();
            cycles.addAll(part.cycles());
            if (part.divergence().isPresent()) {
                first = Optional.of(divergenceAt(kernel, inputs, part.divergence().getAsLong()));
                break;
            }
        }
        return new DiffReport(kernel.id(), kernel.machine(), inputs.description(), checked, cycles.stats(), first);
    }

    private static Divergence divergenceAt(Kernel kernel, InputSpace inputs, long index) {
        return diff(kernel, inputs.only(index)).firstDivergence().orElseThrow(() -> new IllegalArgumentException(
                "a part diverges at input " + (index + 1) + ", where the emulator and the model of " + kernel.id()
                        + " agree here"));
    }

    /** One chunk's inputs compared, up to and including its first divergence. */
    private record Part(long checked, CycleStats.Accumulator cycles, Divergence divergence) {
    }

    private static Part diffChunk(Kernel kernel, long firstIndex, List<Values> inputs) {
        CycleStats.Accumulator cycles = new CycleStats.Accumulator();
        for (int i = 0; i < inputs.size(); i++) {
            Values input = inputs.get(i);
            Outcome expected = kernel.model(input);
            Outcome actual = kernel.emulateOutcome(input);
            cycles.add(actual);
            if (!kernel.agrees(expected, actual)) {
                // run it again with registers and a trace: keeping them for every call would slow the common,
                // agreeing case down
                return new Part(i + 1, cycles, new Divergence(firstIndex + i, input, expected,
                        kernel.emulate(input, TRACE_LINES)));
            }
        }
        return new Part(inputs.size(), cycles, null);
    }
}
