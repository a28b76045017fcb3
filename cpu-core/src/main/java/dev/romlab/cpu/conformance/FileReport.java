package dev.romlab.cpu.conformance;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The outcome of one file (or one group) of test vectors.
 *
 * @param file     the file name, or the group's name where one file holds several groups (FUSE)
 * @param passed   vectors with no mismatch
 * @param failed   vectors with at least one
 * @param failures the first {@link #FAILURES_KEPT} failures, in file order
 */
public record FileReport(String file, int passed, int failed, List<VectorFailure> failures) {

    /** Failures kept per file: enough to see a pattern, few enough to read. */
    public static final int FAILURES_KEPT = 5;

    public FileReport {
        failures = List.copyOf(failures);
    }

    public int vectors() {
        return passed + failed;
    }

    public boolean allPassed() {
        return failed == 0;
    }

    /** One summary line, then each kept failure with its diff. */
    public String describe() {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%s: %,d passed, %,d failed", file,
                passed, failed));
        for (VectorFailure failure : failures) {
            out.append("\n  ").append(failure.describe().replace("\n", "\n  "));
        }
        if (failed > failures.size()) {
            out.append("\n  ... and ").append(failed - failures.size()).append(" more");
        }
        return out.toString();
    }

    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("file", file);
        json.put("passed", passed);
        json.put("failed", failed);
        json.put("failures", failures.stream().map(VectorFailure::toJson).toList());
        return json;
    }
}
