package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;

/** Diffs every kernel of a registry over its default input set and adds a finding per kernel. */
public final class CheckEngine {

    private CheckEngine() {
    }

    public static CheckReport check(KernelRegistry registry) {
        return check(registry, done -> { });
    }

    /**
     * The same, telling {@code progress} how many inputs of all kernels together are done (of
     * {@link #inputCount}), for a progress bar.
     */
    public static CheckReport check(KernelRegistry registry, LongConsumer progress) {
        return check(registry.all(), progress);
    }

    /**
     * A row for each of {@code kernels}, in their order ({@code check KERNEL...}: a part of the table): the kernels run
     * side by side, one a processor (each diff runs on one thread, and most kernels' sets are a second or less of
     * work), and {@code progress} hears the inputs done by all of them together, from one thread at a time. No two of
     * {@code kernels} may share a machine (a kernel is not thread-safe): each is a kernel of its own, as the registry's
     * and the kernel files' are.
     */
    public static CheckReport check(List<Kernel> kernels, LongConsumer progress) {
        int threads = Math.min(kernels.size(), Runtime.getRuntime().availableProcessors());
        long[] done = new long[kernels.size()];
        Object lock = new Object();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), work -> {
            Thread thread = new Thread(work, "check");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<CheckReport.Row>> rows = new ArrayList<>();
            for (int i = 0; i < kernels.size(); i++) {
                Kernel kernel = kernels.get(i);
                int index = i;
                rows.add(pool.submit(() -> check(kernel, inputs -> {
                    synchronized (lock) {
                        done[index] = inputs;
                        long total = 0;
                        for (long d : done) {
                            total += d;
                        }
                        progress.accept(total);
                    }
                })));
            }
            List<CheckReport.Row> report = new ArrayList<>();
            for (Future<CheckReport.Row> row : rows) {
                report.add(row.get());
            }
            return new CheckReport(report);
        } catch (ExecutionException e) {
            // the first kernel in order that failed, with its own exception, as a run one after the other throws it
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("check interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** How many inputs {@link #check(KernelRegistry)} runs: every kernel's default set. */
    public static long inputCount(KernelRegistry registry) {
        return inputCount(registry.all());
    }

    /** How many inputs {@link #check(List, LongConsumer)} runs: the kernels' default sets. */
    public static long inputCount(List<Kernel> kernels) {
        return kernels.stream().mapToLong(kernel -> kernel.inputs(Coverage.defaultSet()).size()).sum();
    }

    public static CheckReport.Row check(Kernel kernel) {
        return check(kernel, done -> { });
    }

    /** The diff, and for a reduction its distribution once: the finding and the fairness both read it. */
    private static CheckReport.Row check(Kernel kernel, LongConsumer progress) {
        DiffReport diff = DiffEngine.diff(kernel, kernel.inputs(Coverage.defaultSet()), progress);
        Optional<RandomByteInput> input = kernel.randomByteInput();
        if (input.isEmpty()) {
            return new CheckReport.Row(diff, kernel.remark(), Optional.empty());
        }
        long sides = input.get().defaultSides();
        Distribution distribution = DistributionEngine.distribution(kernel, sides);
        String finding = input.get().sides().name() + " " + sides + ": " + distribution.finding();
        Optional<FairnessReport> fairness = input.get().trollSpec(sides)
                .map(spec -> FairnessEngine.fairness(kernel, input.get(), spec, distribution));
        return new CheckReport.Row(diff, finding, fairness);
    }
}
