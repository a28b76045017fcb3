package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.LongConsumer;

/**
 * Runs a kernel's random-byte reduction on the emulator for every byte (or other random input) and counts every
 * output it names ({@link RandomByteInput#outputs}: a board's ten bombs).
 */
public final class DistributionEngine {

    private DistributionEngine() {
    }

    /**
     * The distribution with {@code sides}; {@link IllegalArgumentException} with a message for users when the kernel
     * has no random-byte input or {@code sides} is out of its range.
     */
    public static Distribution distribution(Kernel kernel, long sides) {
        RandomByteInput input = randomByteInput(kernel);
        return distribution(KernelWorkers.single(kernel), input, sides, inputs(input, sides, false), done -> { });
    }

    /**
     * The inputs a distribution of {@code input} (the kernel's reduction, as {@link Kernel#randomByteInput(Settings)}
     * gives it for a user's settings: its {@link RandomByteInput#fixed} inputs in every input) with {@code sides}
     * runs: every value of the random byte, or with {@code exhaustive} of its whole input
     * ({@link RandomByteInput#whole}: mlfe-rand's every microsecond of the minute).
     */
    public static InputSpace inputs(RandomByteInput input, long sides, boolean exhaustive) {
        return InputSpace.exhaustive(List.of(input.randomInput(exhaustive)), input.constant(sides));
    }

    /**
     * The reduction a distribution over the first calls of every real stream ({@link Kernel#streamInputs} with the
     * settings {@code given}) counts: the kernel's, with the inputs {@code given} fixes, at its default sides.
     */
    public static RandomByteInput overStreams(Kernel kernel, Settings given) {
        RandomByteInput reduction = randomByteInput(kernel);
        return reduction.fixing(reduction.defaultSides(), given.inputs(), reduction.over());
    }

    private static RandomByteInput randomByteInput(Kernel kernel) {
        return kernel.randomByteInput().orElseThrow(() -> new IllegalArgumentException(
                kernel.id() + " does not reduce a random byte: it has no distribution"));
    }

    /**
     * The distribution of {@code spec}'s outputs over {@code inputs} ({@link #inputs}, {@link Kernel#streamInputs},
     * or a part of them: {@link Shard}) with {@code sides}, on {@code workers}' threads, telling {@code progress} how
     * many inputs are done from time to time.
     */
    public static Distribution distribution(KernelWorkers workers, RandomByteInput spec, long sides,
            InputSpace inputs, LongConsumer progress) {
        OutputCounts[] total = {OutputCounts.NONE};
        ParallelRun.run(workers, inputs, (kernel, firstIndex, chunk) -> counts(kernel, spec, chunk), counts -> {
            total[0] = total[0].plus(counts);
            return true;
        }, progress);
        return distribution(workers.first(), spec, sides, total[0]);
    }

    private static OutputCounts counts(Kernel kernel, RandomByteInput spec, List<Values> inputs) {
        TreeMap<Long, Long> byValue = new TreeMap<>();
        long neverReturned = 0;
        for (Values input : inputs) {
            if (kernel.emulateOutcome(input) instanceof Outcome.Returned returned) {
                for (String output : spec.outputs()) {
                    byValue.merge(returned.output().get(output), 1L, Long::sum);
                }
            } else {
                neverReturned++;
            }
        }
        return new OutputCounts(inputs.size(), neverReturned, byValue);
    }

    /**
     * The distribution {@code counts} of {@code spec}'s outputs make with {@code sides}: every value the routine is
     * meant to produce listed, each value's share of all outputs. The merge of a sharded run gives it the parts'
     * counts added up.
     */
    public static Distribution distribution(Kernel kernel, RandomByteInput spec, long sides, OutputCounts counts) {
        long low = spec.lowest();
        long high = spec.expectedHigh(sides);
        TreeMap<Long, Long> byValue = new TreeMap<>(counts.byValue());
        for (long v = low; v <= high; v++) {
            byValue.putIfAbsent(v, 0L);
        }
        int perInput = spec.outputs().size();
        long outputs = counts.inputs() * perInput;
        List<Distribution.Row> rows = new ArrayList<>();
        byValue.forEach((value, count) -> rows.add(new Distribution.Row(value, count,
                (double) count / outputs, value >= low && value <= high)));
        return new Distribution(kernel.id(), sides, spec.fixed(), counts.inputs(), low, high, rows,
                counts.neverReturned(), perInput, spec.counted(), spec.unit());
    }

    /** The distribution with the kernel's default sides. */
    public static Distribution distribution(Kernel kernel) {
        return distribution(kernel, kernel.randomByteInput().map(RandomByteInput::defaultSides).orElse(0L));
    }
}
