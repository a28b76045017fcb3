package dev.romlab.cpu.conformance;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The outcome of a whole conformance set, e.g. {@code "z80/sst-v1"}: one {@link FileReport} per file, in
 * file-name order, and the totals.
 *
 * @param adaptations how the harness adapted the set's conventions to ours, one sentence each: shown with
 *                    the totals so that nothing is waived silently
 */
public record SetReport(String set, List<FileReport> files, List<String> adaptations) {

    public SetReport {
        files = List.copyOf(files);
        adaptations = List.copyOf(adaptations);
    }

    public SetReport(String set, List<FileReport> files) {
        this(set, files, List.of());
    }

    public int passed() {
        return files.stream().mapToInt(FileReport::passed).sum();
    }

    public int failed() {
        return files.stream().mapToInt(FileReport::failed).sum();
    }

    public int vectors() {
        return passed() + failed();
    }

    public List<FileReport> failedFiles() {
        return files.stream().filter(file -> !file.allPassed()).toList();
    }

    public boolean allPassed() {
        return failed() == 0;
    }

    /**
     * E.g. {@code "z80/sst-v1: 160,400 vectors in 1,604 files, 160,390 passed, 10 failed (2 files)"}, then each
     * adaptation on a line of its own.
     */
    public String summary() {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "%s: %,d vectors in %,d files, %,d passed, %,d failed (%,d files)",
                set, vectors(), files.size(), passed(), failed(), failedFiles().size()));
        adaptations.forEach(adaptation -> out.append("\n  adapted: ").append(adaptation));
        return out.toString();
    }

    /** Totals, then every file: failed ones with their kept failures. */
    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("set", set);
        json.put("files", files.size());
        json.put("vectors", vectors());
        json.put("passed", passed());
        json.put("failed", failed());
        json.put("adaptations", adaptations);
        json.put("fileReports", files.stream().map(FileReport::toJson).toList());
        return json;
    }
}
