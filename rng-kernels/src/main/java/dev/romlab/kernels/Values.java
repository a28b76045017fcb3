package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The named values of one kernel input, output or register dump, in display order. Names are unique and compared
 * exactly (they are the routine's own names: {@code a}, {@code rangeMax}, {@code DIESIDES}, {@code seed}).
 */
public record Values(List<Value> list) {

    public Values {
        list = List.copyOf(list);
        // pairwise, not a set: an exhaustive run makes millions of these, of a few values each
        for (int i = 0; i < list.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (list.get(i).name().equals(list.get(j).name())) {
                    throw new IllegalArgumentException("duplicate names in " + list);
                }
            }
        }
    }

    public static Values of(Value... values) {
        return new Values(List.of(values));
    }

    public Optional<Value> find(String name) {
        // a loop, not a stream: kernels look values up on every call of a diff
        for (Value value : list) {
            if (value.name().equals(name)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }

    public boolean has(String name) {
        return find(name).isPresent();
    }

    /** The number named {@code name}; {@link IllegalArgumentException} when there is none. */
    public long get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("no value " + name + " in " + text()))
                .value();
    }

    /** These values with {@code value} added, or replacing the one of the same name in place. */
    public Values with(Value value) {
        List<Value> out = new ArrayList<>(list);
        int at = out.stream().map(Value::name).toList().indexOf(value.name());
        if (at < 0) {
            out.add(value);
        } else {
            out.set(at, value);
        }
        return new Values(out);
    }

    /** {@code a=149 DIESIDES=20}: each value's {@link Value#text()}, separated by spaces. */
    public String text() {
        return list.stream().map(Value::text).collect(Collectors.joining(" "));
    }

    /** An object of name to {@link Value#toJson()}, in display order. */
    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        list.forEach(v -> out.put(v.name(), v.toJson()));
        return out;
    }
}
