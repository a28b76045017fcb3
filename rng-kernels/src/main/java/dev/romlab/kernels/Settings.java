package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

import dev.romlab.asm.ClosestName;

/**
 * The values of a kernel's settings ({@link Parameter}s) one command uses, and which of them the user gave.
 *
 * <p>{@code run} starts from the defaults ({@link Kernel#defaultSettings()}); the other commands start from
 * {@link #none} and hand the kernel only what the user gave ({@link Kernel#inputs(Coverage, Settings)}), since a
 * default of {@code run} is no reason to narrow an input set or a distribution.
 *
 * <pre>{@code
 * Settings s = kernel.defaultSettings().with("sides", "6").with("seed", "$0123456789ABCDEF");
 * s.get("sides");          // 6
 * s.given();               // [sides, seed]
 * s.inputs();              // DIESIDES=6: the inputs the settings with a value fix
 * Settings.none(kernel.parameters()).with("map", "forest").inputs();   // map=1
 * }</pre>
 *
 * @param parameters the kernel's settings, in the order {@code list} shows them
 * @param values     the settings that have a value (given or default), in that order
 * @param given      the names the user gave, in that order
 */
public record Settings(List<Parameter> parameters, Values values, List<String> given) {

    /** Where {@link Kernel#inputs(Coverage, Settings)} takes settings, for messages. */
    public static final String DIFF_AND_BENCH = "diff and bench";

    /** Where {@link Kernel#randomByteInput(Settings)} and {@link Kernel#streamInputs} take settings, for messages. */
    public static final String DIST_AND_FAIRNESS = "dist and fairness";

    public Settings {
        parameters = List.copyOf(parameters);
        given = List.copyOf(given);
    }

    /** {@code values} as if the user had given none of them. */
    public Settings(List<Parameter> parameters, Values values) {
        this(parameters, values, List.of());
    }

    /** Every setting that has a default at that default, none given: what {@code run} starts from. */
    public static Settings defaults(List<Parameter> parameters) {
        List<Value> values = new ArrayList<>();
        parameters.forEach(p -> p.defaultValue().ifPresent(v -> values.add(p.field().value(v))));
        return new Settings(parameters, new Values(values));
    }

    /** No setting has a value: what the commands but {@code run} start from. */
    public static Settings none(List<Parameter> parameters) {
        return new Settings(parameters, Values.of());
    }

    /** Whether the kernel has a setting {@code name}. */
    public boolean takes(String name) {
        return parameter(name).isPresent();
    }

    /**
     * These settings with {@code name} set from the text a user typed, and marked as given. {@link
     * IllegalArgumentException} with a message for users when the kernel takes no such setting or the text is not
     * one of its values.
     */
    public Settings with(String name, String text) {
        Parameter parameter = parameter(name).orElseThrow(() -> new IllegalArgumentException("takes no --" + name
                + nearest(name).map(question -> "; " + question).orElse(
                        " (it takes " + (parameters.isEmpty() ? "no settings" : names(parameters)) + ")")));
        Value value = parameter.parse(text);
        List<Value> ordered = new ArrayList<>();
        List<String> givenNow = new ArrayList<>();
        for (Parameter p : parameters) {
            Optional<Value> current = p == parameter ? Optional.of(value) : values.find(p.name());
            current.ifPresent(ordered::add);
            if (p == parameter || given.contains(p.name())) {
                givenNow.add(p.name());
            }
        }
        return new Settings(parameters, new Values(ordered), givenNow);
    }

    /** The value of {@code name}; {@link IllegalArgumentException} when it has none (no default, not given). */
    public long get(String name) {
        return values.get(name);
    }

    /** The value of {@code name}, empty when it has none. */
    public OptionalLong find(String name) {
        return values.find(name).map(v -> OptionalLong.of(v.value())).orElse(OptionalLong.empty());
    }

    /** Whether the user gave {@code name}. */
    public boolean isGiven(String name) {
        return given.contains(name);
    }

    /**
     * The inputs the settings with a value fix, as values of those inputs ({@code --sides 6} is {@code DIESIDES=6}),
     * in the order of the settings.
     */
    public Values inputs() {
        List<Value> out = new ArrayList<>();
        for (Parameter p : parameters) {
            values.find(p.name()).flatMap(v -> p.inputValue(v.value())).ifPresent(out::add);
        }
        return new Values(out);
    }

    /** Those of {@code fields} that no setting fixes ({@link #inputs}): what is left to draw or to go through. */
    public List<Field> unset(List<Field> fields) {
        Values fixed = inputs();
        return fields.stream().filter(f -> !fixed.has(f.name())).toList();
    }

    /**
     * Refuses any given setting not named in {@code applicable}: an {@link IllegalArgumentException} with a message
     * for users, {@code z80-mul: --count does not apply to diff and bench, which take --h, --l; --count: calls run
     * makes}, where {@code kernel} is the kernel's id and {@code where} names the commands. Returns these settings.
     */
    public Settings refuseExcept(String kernel, Collection<String> applicable, String where) {
        for (String name : given) {
            if (!applicable.contains(name)) {
                Parameter refused = parameter(name).orElseThrow();
                List<Parameter> taken = parameters.stream().filter(p -> applicable.contains(p.name())).toList();
                throw new IllegalArgumentException(kernel + ": --" + name + " does not apply to " + where
                        + ", which take " + (taken.isEmpty() ? "none of its settings" : names(taken)) + "; --" + name
                        + ": " + refused.description());
            }
        }
        return this;
    }

    private Optional<Parameter> parameter(String name) {
        return parameters.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** {@code did you mean --sides?} for a mistyped setting. */
    private Optional<String> nearest(String name) {
        List<String> near = ClosestName.near(name, parameters.stream().map(Parameter::name).toList());
        return near.isEmpty() ? Optional.empty()
                : Optional.of(ClosestName.question(near.stream().map(n -> "--" + n).toList()));
    }

    private static String names(List<Parameter> parameters) {
        return parameters.stream().map(p -> "--" + p.name()).collect(Collectors.joining(", "));
    }
}
