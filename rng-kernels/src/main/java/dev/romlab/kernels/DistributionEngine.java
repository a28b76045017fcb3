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
        return distribution(KernelWorkers.single(kernel), randomByteInput(kernel), sides, false, done -> { });
    }

    /**
     * The distribution of {@code input} (the kernel's reduction, as {@link Kernel#randomByteInput(Settings)} gives
     * it for a user's settings: its {@link RandomByteInput#fixed} inputs in every input) with {@code sides}, over
     * every value of the random byte or with {@code exhaustive} of its whole input ({@link RandomByteInput#whole}:
     * mlfe-rand's every microsecond of the minute), on {@code workers}' threads, telling {@code progress} how many
     * inputs are done from time to time.
     */
    public static Distribution distribution(KernelWorkers workers, RandomByteInput input, long sides,
            boolean exhaustive, LongConsumer progress) {
        Field random = input.randomInput(exhaustive);
        return distribution(workers, input, sides, InputSpace.exhaustive(List.of(random), input.constant(sides)),
                progress);
    }

    /**
     * The distribution of the same output over the first {@code count} calls of every real stream
     * ({@link Kernel#streamInputs}, with the settings {@code given}): what the game really produces rather than what
     * each value would give.
     */
    public static Distribution overStreams(Kernel kernel, long count, Settings given) {
        InputSpace streams = kernel.streamInputs(count, given);
        RandomByteInput reduction = randomByteInput(kernel);
        RandomByteInput spec = reduction.fixing(reduction.defaultSides(), given.inputs(), reduction.over());
        return distribution(KernelWorkers.single(kernel), spec, spec.defaultSides(), streams, done -> { });
    }

    private static RandomByteInput randomByteInput(Kernel kernel) {
        return kernel.randomByteInput().orElseThrow(() -> new IllegalArgumentException(
                kernel.id() + " does not reduce a random byte: it has no distribution"));
    }

    /** The counts of some consecutive inputs. */
    private static final class Counts {
        final TreeMap<Long, Long> byValue = new TreeMap<>();
        long neverReturned;
        long inputs;

        void add(Counts other) {
            other.byValue.forEach((value, count) -> byValue.merge(value, count, Long::sum));
            neverReturned += other.neverReturned;
            inputs += other.inputs;
        }
    }

    private static Distribution distribution(KernelWorkers workers, RandomByteInput spec, long sides,
            InputSpace inputList, LongConsumer progress) {
        Counts total = new Counts();
        ParallelRun.run(workers, inputList, (kernel, firstIndex, inputs) -> {
            Counts counts = new Counts();
            for (Values input : inputs) {
                counts.inputs++;
                if (kernel.emulateOutcome(input) instanceof Outcome.Returned returned) {
                    for (String output : spec.outputs()) {
                        counts.byValue.merge(returned.output().get(output), 1L, Long::sum);
                    }
                } else {
                    counts.neverReturned++;
                }
            }
            return counts;
        }, counts -> {
            total.add(counts);
            return true;
        }, progress);
        long low = spec.lowest();
        long high = spec.expectedHigh(sides);
        for (long v = low; v <= high; v++) {
            total.byValue.putIfAbsent(v, 0L);
        }
        int perInput = spec.outputs().size();
        long outputs = total.inputs * perInput;
        List<Distribution.Row> rows = new ArrayList<>();
        total.byValue.forEach((value, count) -> rows.add(new Distribution.Row(value, count,
                (double) count / outputs, value >= low && value <= high)));
        return new Distribution(workers.first().id(), sides, spec.fixed(), total.inputs, low, high, rows,
                total.neverReturned, perInput, spec.counted(), spec.unit());
    }

    /** The distribution with the kernel's default sides. */
    public static Distribution distribution(Kernel kernel) {
        return distribution(kernel, kernel.randomByteInput().map(RandomByteInput::defaultSides).orElse(0L));
    }
}
