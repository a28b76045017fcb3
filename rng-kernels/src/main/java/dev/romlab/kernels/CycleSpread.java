package dev.romlab.kernels;

import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Cycles per call of every call over an input space, sorted: the spread that {@link CycleStats} sums up, with its
 * median and the counts behind a histogram. Calls that never return have no cycle count and are counted apart.
 */
public final class CycleSpread {

    private final long[] sorted;
    private final long neverReturned;

    private CycleSpread(long[] sorted, long neverReturned) {
        this.sorted = sorted;
        this.neverReturned = neverReturned;
    }

    /** The cycles of each call of {@code inputs} on the emulator, on {@code workers}' threads. */
    public static CycleSpread measure(KernelWorkers workers, InputSpace inputs, LongConsumer progress) {
        Collector collector = new Collector();
        ParallelRun.run(workers, inputs, CycleSpread::chunk, chunk -> {
            chunk.forEach(collector::add);
            return true;
        }, progress);
        long[] sorted = Arrays.copyOf(collector.cycles, collector.size);
        Arrays.sort(sorted);
        return new CycleSpread(sorted, collector.neverReturned);
    }

    /** The cycle counts of the calls so far, in a growing array: a million calls take 8 MB, not 16 of boxed longs. */
    private static final class Collector {
        long[] cycles = new long[1024];
        int size;
        long neverReturned;

        void add(Outcome outcome) {
            if (outcome instanceof Outcome.Returned returned) {
                if (size == cycles.length) {
                    cycles = Arrays.copyOf(cycles, size * 2);
                }
                cycles[size++] = returned.cycles();
            } else {
                neverReturned++;
            }
        }
    }

    private static List<Outcome> chunk(Kernel kernel, long firstIndex, List<Values> inputs) {
        return inputs.stream().map(kernel::emulateOutcome).toList();
    }

    /** How many calls returned. */
    public long calls() {
        return sorted.length;
    }

    public long neverReturned() {
        return neverReturned;
    }

    public long min() {
        return sorted.length == 0 ? 0 : sorted[0];
    }

    /** The middle call's cycles (the lower of the two middle ones for an even count), 0 when none returned. */
    public long median() {
        return sorted.length == 0 ? 0 : sorted[(sorted.length - 1) / 2];
    }

    public long max() {
        return sorted.length == 0 ? 0 : sorted[sorted.length - 1];
    }

    /**
     * How many calls fall in each of {@code bins} equal ranges from {@link #min()} to {@link #max()} (bin {@code i}
     * is {@code min + i*width} up to but not including the next bin's start; the last takes {@code max}); one bin
     * per cycle count when there are fewer distinct counts than bins.
     */
    public long[] histogram(int bins) {
        long[] counts = new long[bins];
        long width = binWidth(bins);
        for (long c : sorted) {
            counts[(int) Math.min(bins - 1, (c - min()) / width)]++;
        }
        return counts;
    }

    /** The width of each of {@code bins} bins of {@link #histogram(int)}, at least 1. */
    public long binWidth(int bins) {
        return Math.max(1, (max() - min()) / bins + 1);
    }
}
