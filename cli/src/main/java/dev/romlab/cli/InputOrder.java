package dev.romlab.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/**
 * The input field that orders a picture's inputs along its axis (a die's sides, a multiplier, a start sequence, a
 * state): the first field of every input with more than one value, its values in runs of consecutive values when
 * there are more than MOST_CATEGORIES of them (h 0..255 in 32 runs of 8), so that the axis's labels stay readable.
 */
record InputOrder(String field, List<String> categories, Map<Long, Integer> categoryOf, int perCategory) {

    static final int MOST_CATEGORIES = 32;

    /** The order of {@code inputs}, if one of their fields has more than one value. */
    static Optional<InputOrder> of(List<Values> inputs) {
        if (inputs.isEmpty()) {
            return Optional.empty();
        }
        Map<String, TreeSet<Long>> values = new LinkedHashMap<>();
        for (Value value : inputs.get(0).list()) {
            values.put(value.name(), new TreeSet<>());
        }
        for (Values input : inputs) {
            values.keySet().removeIf(name -> !input.has(name));
            values.forEach((name, seen) -> seen.add(input.get(name)));
        }
        return values.entrySet().stream().filter(e -> e.getValue().size() > 1).findFirst()
                .map(e -> runs(e.getKey(), List.copyOf(e.getValue())));
    }

    private static InputOrder runs(String field, List<Long> values) {
        int perCategory = (values.size() + MOST_CATEGORIES - 1) / MOST_CATEGORIES;
        Map<Long, Integer> categoryOf = new HashMap<>();
        List<String> categories = new ArrayList<>();
        for (int i = 0; i < values.size(); i += perCategory) {
            List<Long> run = values.subList(i, Math.min(values.size(), i + perCategory));
            run.forEach(v -> categoryOf.put(v, categories.size()));
            categories.add(run.size() == 1 ? Long.toString(run.get(0)) : run.get(0) + "–" + run.get(run.size() - 1));
        }
        return new InputOrder(field, categories, categoryOf, perCategory);
    }

    /** The category of {@code input}. */
    int category(Values input) {
        return categoryOf.get(input.get(field));
    }

    /** The axis's label: {@code h}, or {@code h (runs of 8 values)}. */
    String axisLabel() {
        return perCategory == 1 ? field : field + " (runs of " + perCategory + " values)";
    }
}
