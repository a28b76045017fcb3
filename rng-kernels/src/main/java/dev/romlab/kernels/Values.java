package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The named values of one kernel input, output or register dump, in display order. Names are unique and compared
 * exactly (they are the routine's own names: {@code a}, {@code rangeMax}, {@code DIESIDES}, {@code seed}).
 */
public record Values(List<Value> list) {

    /** Up to this many values, names are compared pairwise; more go through a set (ti-mapview's 178 outputs). */
    private static final int PAIRWISE = 12;

    public Values {
        list = List.copyOf(list);
        if (!uniqueNames(list)) {
            throw new IllegalArgumentException("duplicate names in " + list);
        }
    }

    /**
     * Pairwise for a few values, which an exhaustive run makes millions of (cheaper than a set), comparing the names'
     * cached hashes before their characters (names of the same length compared byte by byte were most of this); through
     * a set for many, where pairs grow with the square (a map view's two outputs a call were a fifth of its check).
     */
    private static boolean uniqueNames(List<Value> list) {
        if (list.size() <= PAIRWISE) {
            for (int i = 0; i < list.size(); i++) {
                String name = list.get(i).name();
                int hash = name.hashCode();
                for (int j = 0; j < i; j++) {
                    String other = list.get(j).name();
                    if (other.hashCode() == hash && other.equals(name)) {
                        return false;
                    }
                }
            }
            return true;
        }
        Set<String> names = new HashSet<>(list.size() * 2);
        for (Value value : list) {
            if (!names.add(value.name())) {
                return false;
            }
        }
        return true;
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

    /** The same values in the same order (written out, as {@link Value#equals} is). */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Values that) || list.size() != that.list.size()) {
            return false;
        }
        for (int i = 0; i < list.size(); i++) {
            if (!list.get(i).equals(that.list.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        for (Value value : list) {
            hash = hash * 31 + value.hashCode();
        }
        return hash;
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
