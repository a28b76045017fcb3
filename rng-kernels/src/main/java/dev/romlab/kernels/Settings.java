package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The parameter values one command uses: a kernel's defaults ({@link Kernel#defaultSettings()}) with what the
 * user set replacing them.
 *
 * <pre>{@code
 * Settings s = kernel.defaultSettings().with("sides", "6").with("seed", "$0123456789ABCDEF");
 * s.get("sides");   // 6
 * }</pre>
 */
public record Settings(List<Parameter> parameters, Values values) {

    public Settings {
        parameters = List.copyOf(parameters);
    }

    public static Settings defaults(List<Parameter> parameters) {
        List<Value> values = new ArrayList<>();
        parameters.forEach(p -> values.add(p.field().value(p.defaultValue())));
        return new Settings(parameters, new Values(values));
    }

    public boolean takes(String name) {
        return values.has(name);
    }

    /**
     * These settings with {@code name} set from the text a user typed. {@link IllegalArgumentException} with a
     * message for users when the kernel takes no such setting or the text is not a value in its range.
     */
    public Settings with(String name, String text) {
        Parameter parameter = parameters.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("takes no --" + name + " (it takes "
                        + (parameters.isEmpty() ? "no settings" : parameters.stream().map(p -> "--" + p.name())
                                .collect(Collectors.joining(", "))) + ")"));
        return new Settings(parameters, values.with(parameter.field().parse(text)));
    }

    public long get(String name) {
        return values.get(name);
    }
}
