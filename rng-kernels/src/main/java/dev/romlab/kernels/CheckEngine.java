package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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

    /** A row for each of {@code kernels}, in their order ({@code check KERNEL...}: a part of the table). */
    public static CheckReport check(List<Kernel> kernels, LongConsumer progress) {
        List<CheckReport.Row> rows = new ArrayList<>();
        long before = 0;
        for (Kernel kernel : kernels) {
            long offset = before;
            rows.add(check(kernel, done -> progress.accept(offset + done)));
            before += kernel.inputs(Coverage.defaultSet()).size();
        }
        return new CheckReport(rows);
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

    private static CheckReport.Row check(Kernel kernel, LongConsumer progress) {
        DiffReport diff = DiffEngine.diff(kernel, kernel.inputs(Coverage.defaultSet()), progress);
        String finding = kernel.randomByteInput()
                .map(spec -> spec.sides().name() + " " + spec.defaultSides() + ": "
                        + DistributionEngine.distribution(kernel).finding())
                .orElse(kernel.remark());
        Optional<FairnessReport> fairness = kernel.randomByteInput()
                .flatMap(input -> input.trollSpec(input.defaultSides()).map(spec ->
                        FairnessEngine.fairness(kernel, input.defaultSides(), spec)));
        return new CheckReport.Row(diff, finding, fairness);
    }
}
