package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import dev.romlab.cpu.json.JsonConventions;

/**
 * A setting a kernel takes from the command line ({@code run --seed/--sides/--count}, {@code dist --sides}),
 * with its default. The name is the option's name without dashes: {@code seed}, {@code sides}, {@code count}.
 */
public record Parameter(Field field, long defaultValue, String description) {

    public Parameter {
        Objects.requireNonNull(description);
        field.value(defaultValue);
    }

    public String name() {
        return field.name();
    }

    /** The default as users type it. */
    public String defaultText() {
        return field.value(defaultValue).formatted();
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", name());
        out.put("default", field.value(defaultValue).toJson());
        out.put("min", JsonConventions.unsigned(field.min()));
        out.put("max", JsonConventions.unsigned(field.max()));
        out.put("description", description);
        return out;
    }
}
