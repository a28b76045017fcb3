package dev.romlab.kernels.file;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.tomlj.TomlArray;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

import dev.romlab.asm.ClosestName;

/**
 * One table of a kernel file read key by key: each getter notes a problem (with the key's line and column and what
 * was expected) instead of throwing, and returns null, so that one reading finds every problem of the file.
 * {@link #finish()} reports the keys nobody asked for: a misspelt key is an error, not silently ignored.
 */
final class TomlSection {

    private final KernelFileText file;
    private final TomlTable table;
    /** How users find the table: {@code [call]}, {@code [[input]] 2 (h)}. */
    private final String where;
    private final TomlPosition position;
    private final Set<String> read = new TreeSet<>();

    TomlSection(KernelFileText file, TomlTable table, String where, TomlPosition position) {
        this.file = file;
        this.table = table;
        this.where = where;
        this.position = position;
    }

    String where() {
        return where;
    }

    boolean has(String key) {
        read.add(key);
        return table.contains(key);
    }

    /** The position of {@code key}, or of the table when it lacks the key. */
    TomlPosition position(String key) {
        TomlPosition at = table.contains(key) ? table.inputPositionOf(key) : null;
        return at != null ? at : position;
    }

    void problem(String key, String message) {
        file.problem(position(key), message);
    }

    /** A required string; a problem naming the key when it is missing or not a string. */
    String requiredString(String key, String meaning) {
        if (!has(key)) {
            missing(key, "a string: " + meaning);
            return null;
        }
        return string(key, meaning);
    }

    /** An optional string, null when absent. */
    String string(String key, String meaning) {
        read.add(key);
        Object value = table.get(key);
        if (value == null) {
            return null;
        }
        if (!(value instanceof String text)) {
            wrongType(key, "a string: " + meaning, value);
            return null;
        }
        return text;
    }

    /** An optional whole number, null when absent. */
    Long integer(String key, String meaning) {
        read.add(key);
        Object value = table.get(key);
        if (value == null) {
            return null;
        }
        if (!(value instanceof Long number)) {
            wrongType(key, "a whole number: " + meaning, value);
            return null;
        }
        return number;
    }

    /** An optional whole number or string (an address as a label), null when absent. */
    Object integerOrString(String key, String meaning) {
        read.add(key);
        Object value = table.get(key);
        if (value == null || value instanceof Long || value instanceof String) {
            return value;
        }
        wrongType(key, "a number or a string: " + meaning, value);
        return null;
    }

    Boolean bool(String key, String meaning) {
        read.add(key);
        Object value = table.get(key);
        if (value == null) {
            return null;
        }
        if (!(value instanceof Boolean flag)) {
            wrongType(key, "true or false: " + meaning, value);
            return null;
        }
        return flag;
    }

    /** An optional array of whole numbers or strings (as {@link #integerOrString}), null when absent. */
    List<Object> array(String key, String meaning) {
        read.add(key);
        Object value = table.get(key);
        if (value == null) {
            return null;
        }
        if (!(value instanceof TomlArray array)) {
            wrongType(key, "an array: " + meaning, value);
            return null;
        }
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            Object item = array.get(i);
            if (!(item instanceof Long) && !(item instanceof String)) {
                wrongType(key, "numbers or strings in the array: " + meaning, item);
                return null;
            }
            items.add(item);
        }
        return items;
    }

    /** An optional inline table of names to whole numbers ({@code defines = { X = 1 }}), empty when absent. */
    Map<String, Long> numbers(String key, String meaning) {
        return inlineTable(key, Long.class, "a whole number", meaning);
    }

    /** An optional inline table of names to strings ({@code from = { seed = "value" }}), empty when absent. */
    Map<String, String> strings(String key, String meaning) {
        return inlineTable(key, String.class, "a string", meaning);
    }

    private <T> Map<String, T> inlineTable(String key, Class<T> type, String expected, String meaning) {
        read.add(key);
        Object value = table.get(key);
        Map<String, T> out = new LinkedHashMap<>();
        if (value == null) {
            return out;
        }
        if (!(value instanceof TomlTable inner)) {
            wrongType(key, "a table of names and " + (type == Long.class ? "numbers" : "strings") + ": " + meaning,
                    value);
            return out;
        }
        for (String name : inner.keySet()) {
            Object item = inner.get(name);
            if (type.isInstance(item)) {
                out.put(name, type.cast(item));
            } else {
                file.problem(inner.inputPositionOf(name), where + " " + key + "." + name + ": expected " + expected
                        + ": " + meaning);
            }
        }
        return out;
    }

    /** A sub-table ({@code [call]}), null when absent. */
    TomlSection section(String key) {
        read.add(key);
        Object value = table.get(key);
        if (value == null) {
            return null;
        }
        if (!(value instanceof TomlTable inner)) {
            wrongType(key, "a table [" + key + "]", value);
            return null;
        }
        return new TomlSection(file, inner, "[" + key + "]", table.inputPositionOf(key));
    }

    /** An array of tables ({@code [[input]]}), each as a section; empty when absent. */
    List<TomlSection> sections(String key) {
        read.add(key);
        Object value = table.get(key);
        List<TomlSection> out = new ArrayList<>();
        if (value == null) {
            return out;
        }
        if (!(value instanceof TomlArray array) || array.toList().stream().anyMatch(t -> !(t instanceof TomlTable))) {
            wrongType(key, "tables [[" + key + "]]", value);
            return out;
        }
        for (int i = 0; i < array.size(); i++) {
            out.add(new TomlSection(file, array.getTable(i), "[[" + key + "]] " + (i + 1),
                    array.inputPositionOf(i)));
        }
        return out;
    }

    void missing(String key, String expected) {
        file.problem(position, where + " needs " + key + " = " + expected);
    }

    private void wrongType(String key, String expected, Object value) {
        problem(key, where + " " + key + ": expected " + expected + ", not " + describe(value));
    }

    /** Notes every key no getter asked for, with the keys this table takes. */
    void finish() {
        for (String key : table.keySet()) {
            if (!read.contains(key)) {
                file.problem(table.inputPositionOf(key), where + ": unknown key '" + key + "' ("
                        + ClosestName.suggestion(key, read) + ")");
            }
        }
    }

    private static String describe(Object value) {
        if (value instanceof String text) {
            return "the string \"" + text + "\"";
        }
        if (value instanceof TomlArray) {
            return "an array";
        }
        if (value instanceof TomlTable) {
            return "a table";
        }
        return value.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT) + " " + value;
    }
}
