package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code check}'s table: every kernel diffed over its default input set. */
public record CheckReport(List<Row> rows) {

    /**
     * One kernel's line.
     *
     * @param diff     emulator against model over the default input set (kernel, machine, inputs, cycles per call)
     * @param finding  one line from the kernel's distribution, or its remark when it has none
     * @param fairness the kernel against its Troll spec at the default sides, empty when it has none
     */
    public record Row(DiffReport diff, String finding, Optional<FairnessReport> fairness) {

        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>(diff.toJson());
            out.put("matches", diff.matches());
            out.put("finding", finding);
            out.put("fairness", fairness.map(FairnessReport::summaryJson).orElse(null));
            return out;
        }
    }

    public CheckReport {
        rows = List.copyOf(rows);
    }

    /** True when every kernel's emulator agrees with its model: {@code check}'s exit status 0. */
    public boolean allMatch() {
        return rows.stream().allMatch(r -> r.diff().matches());
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("allMatch", allMatch());
        out.put("kernels", rows.stream().map(Row::toJson).toList());
        return out;
    }
}
