package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Diffs every kernel of a registry over its default input set and adds a finding per kernel. */
public final class CheckEngine {

    private CheckEngine() {
    }

    public static CheckReport check(KernelRegistry registry) {
        List<CheckReport.Row> rows = new ArrayList<>();
        for (Kernel kernel : registry.all()) {
            rows.add(check(kernel));
        }
        return new CheckReport(rows);
    }

    public static CheckReport.Row check(Kernel kernel) {
        DiffReport diff = DiffEngine.diff(kernel, kernel.inputs(Coverage.defaultSet()));
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
