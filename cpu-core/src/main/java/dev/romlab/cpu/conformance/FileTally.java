package dev.romlab.cpu.conformance;

import java.util.ArrayList;
import java.util.List;

/** Counts the vectors of one file as they are checked and keeps the first failures for its report. */
final class FileTally {

    private final String file;
    private final List<VectorFailure> failures = new ArrayList<>();
    private int passed;
    private int failed;

    FileTally(String file) {
        this.file = file;
    }

    void add(String vector, VectorCheck check) {
        if (check.passed()) {
            passed++;
            return;
        }
        failed++;
        if (failures.size() < FileReport.FAILURES_KEPT) {
            failures.add(new VectorFailure(vector, check.mismatches()));
        }
    }

    FileReport report() {
        return new FileReport(file, passed, failed, failures);
    }
}
