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
        return distribution(KernelWorkers.single(kernel), sides, false, done -> { });
    }

    /**
     * The same over every value of the random byte, or with {@code exhaustive} of its whole input
     * ({@link RandomByteInput#whole}: mlfe-rand's every microsecond of the minute), on {@code workers}' threads,
     * telling {@code progress} how many inputs are done from time to time.
     */
    public static Distribution distribution(KernelWorkers workers, long sides, boolean exhaustive,
            LongConsumer progress) {
        return distribution(workers, sides, inputs(workers.first(), sides, exhaustive), progress);
    }

    /**
     * The inputs {@link #distribution(KernelWorkers, long, boolean, LongConsumer)} runs: every value of the random
     * byte (or of its whole input) with the sides fixed. {@link IllegalArgumentException} with a message for users
     * when the kernel has no random-byte input or {@code sides} is out of its range.
     */
    public static InputSpace inputs(Kernel kernel, long sides, boolean exhaustive) {
        RandomByteInput spec = randomByteInput(kernel);
        Value sidesValue = spec.sides().value(sides);
        return InputSpace.exhaustive(List.of(spec.randomInput(exhaustive)), Values.of(sidesValue));
    }

    /**
     * The distribution of the same output over the first {@code count} calls of every real stream
     * ({@link Kernel#streamInputs}): what the game really produces rather than what each value would give.
     */
    public static Distribution overStreams(Kernel kernel, long count) {
        RandomByteInput spec = randomByteInput(kernel);
        return distribution(KernelWorkers.single(kernel), spec.defaultSides(), kernel.streamInputs(count),
                done -> { });
    }

    private static RandomByteInput randomByteInput(Kernel kernel) {
        return kernel.randomByteInput().orElseThrow(() -> new IllegalArgumentException(
                kernel.id() + " does not reduce a random byte: it has no distribution"));
    }

    /**
     * The distribution over {@code inputs} (from {@link #inputs}, {@link Kernel#streamInputs}, or a part of them:
     * {@link Shard}) with {@code sides}, on {@code workers}' threads.
     */
    public static Distribution distribution(KernelWorkers workers, long sides, InputSpace inputs,
            LongConsumer progress) {
        RandomByteInput spec = randomByteInput(workers.first());
        OutputCounts[] total = {OutputCounts.NONE};
        ParallelRun.run(workers, inputs, (kernel, firstIndex, chunk) -> counts(kernel, spec, chunk), counts -> {
            total[0] = total[0].plus(counts);
            return true;
        }, progress);
        return distribution(workers.first(), sides, total[0]);
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
     * The distribution {@code counts} make with {@code sides}: every value the routine is meant to produce listed,
     * each value's share of all outputs. The merge of a sharded run gives it the parts' counts added up.
     */
    public static Distribution distribution(Kernel kernel, long sides, OutputCounts counts) {
        RandomByteInput spec = randomByteInput(kernel);
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
        return new Distribution(kernel.id(), sides, counts.inputs(), low, high, rows, counts.neverReturned(),
                perInput, spec.counted(), spec.unit());
    }

    /** The distribution with the kernel's default sides. */
    public static Distribution distribution(Kernel kernel) {
        return distribution(kernel, kernel.randomByteInput().map(RandomByteInput::defaultSides).orElse(0L));
    }
}
