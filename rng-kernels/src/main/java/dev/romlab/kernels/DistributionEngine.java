package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/** Runs a kernel's random-byte reduction on the emulator for every byte and counts the outputs. */
public final class DistributionEngine {

    private DistributionEngine() {
    }

    /**
     * The distribution with {@code sides}; {@link IllegalArgumentException} with a message for users when the kernel
     * has no random-byte input or {@code sides} is out of its range.
     */
    public static Distribution distribution(Kernel kernel, long sides) {
        RandomByteInput spec = kernel.randomByteInput().orElseThrow(() -> new IllegalArgumentException(
                kernel.id() + " does not reduce a random byte: it has no distribution"));
        spec.sides().value(sides);
        List<Values> bytes = new ArrayList<>();
        for (long b = spec.randomByte().min(); b <= spec.randomByte().max(); b++) {
            bytes.add(spec.input(sides, b));
        }
        return distribution(kernel, spec, sides, bytes);
    }

    /**
     * The distribution of the same output over the first {@code count} calls of every real stream
     * ({@link Kernel#streamInputs}): what the game really produces rather than what each value would give.
     */
    public static Distribution overStreams(Kernel kernel, long count) {
        RandomByteInput spec = kernel.randomByteInput().orElseThrow(() -> new IllegalArgumentException(
                kernel.id() + " does not reduce a random byte: it has no distribution"));
        return distribution(kernel, spec, spec.defaultSides(), kernel.streamInputs(count));
    }

    private static Distribution distribution(Kernel kernel, RandomByteInput spec, long sides,
            Iterable<Values> inputList) {
        TreeMap<Long, Long> counts = new TreeMap<>();
        long neverReturned = 0;
        long inputs = 0;
        for (Values input : inputList) {
            inputs++;
            Outcome outcome = kernel.emulate(input, 0).outcome();
            if (outcome instanceof Outcome.Returned returned) {
                counts.merge(returned.output().get(spec.output()), 1L, Long::sum);
            } else {
                neverReturned++;
            }
        }
        long low = spec.lowest();
        long high = spec.expectedHigh(sides);
        for (long v = low; v <= high; v++) {
            counts.putIfAbsent(v, 0L);
        }
        List<Distribution.Row> rows = new ArrayList<>();
        final long total = inputs;
        counts.forEach((value, count) -> rows.add(new Distribution.Row(value, count, (double) count / total,
                value >= low && value <= high)));
        return new Distribution(kernel.id(), sides, inputs, low, high, rows, neverReturned);
    }

    /** The distribution with the kernel's default sides. */
    public static Distribution distribution(Kernel kernel) {
        return distribution(kernel, kernel.randomByteInput().map(RandomByteInput::defaultSides).orElse(0L));
    }
}
