package dev.romlab.cpu.conformance;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A test vector the CPU failed, with every difference found in it. */
public record VectorFailure(String name, List<Mismatch> mismatches) {

    public VectorFailure {
        mismatches = List.copyOf(mismatches);
    }

    /** The name, then one indented line per mismatch. */
    public String describe() {
        StringBuilder out = new StringBuilder(name);
        for (Mismatch mismatch : mismatches) {
            out.append("\n    ").append(mismatch.describe());
        }
        return out.toString();
    }

    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("name", name);
        json.put("mismatches", mismatches.stream().map(Mismatch::toJson).toList());
        return json;
    }
}
