package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

import dev.romlab.asm.ClosestName;

/**
 * A setting a kernel takes from the command line ({@code --sides 6}, {@code --minute 20}, {@code --map forest}),
 * what {@code romlab list} shows. The name is the option's name without dashes: {@code sides}, {@code map}.
 *
 * <p>A setting either fixes one of the kernel's inputs ({@link #input}: {@code --sides} fixes {@code DIESIDES},
 * {@code --map} fixes {@code map}), in every command that takes it ({@link Kernel#inputs(Coverage, Settings)}), or
 * only steers {@code run} ({@code --count}, and {@code --seed} where it seeds run's draws or is a generator's first
 * state). The default is the value {@code run} takes when the setting is not given; a setting without one leaves the
 * choice to the kernel ({@code run} draws the input, or the map gives the player's position).
 *
 * @param field        the setting's name and the values it accepts
 * @param defaultValue what {@code run} takes when the setting is not given; empty when the kernel chooses
 * @param description  what it is, for {@code list}
 * @param input        the input the setting fixes, with the same range (its name may differ: {@code sides} fixes
 *                     {@code DIESIDES}); empty for a setting of {@code run} alone
 * @param valueNames   names a user may type for the values from the field's lowest on ({@code room}, {@code forest}
 *                     for maps 0, 1), besides the numbers; empty for numbers alone
 */
public record Parameter(Field field, OptionalLong defaultValue, String description, Optional<Field> input,
        List<String> valueNames) {

    public Parameter {
        Objects.requireNonNull(description);
        defaultValue.ifPresent(field::value);
        valueNames = List.copyOf(valueNames);
        input.ifPresent(in -> {
            in.value(field.min());
            in.value(field.max());
        });
    }

    /** A setting of {@code run} alone ({@code seed}, {@code count}), with its default. */
    public Parameter(Field field, long defaultValue, String description) {
        this(field, OptionalLong.of(defaultValue), description, Optional.empty(), List.of());
    }

    /** A setting that fixes the input {@code field} of the same name; {@code run} takes {@code defaultValue}. */
    public static Parameter input(Field field, long defaultValue, String description) {
        return new Parameter(field, OptionalLong.of(defaultValue), description, Optional.of(field), List.of());
    }

    /** A setting that fixes the input {@code field} of the same name, without a default: the kernel chooses. */
    public static Parameter input(Field field, String description) {
        return new Parameter(field, OptionalLong.empty(), description, Optional.of(field), List.of());
    }

    /** This setting with names for its values from the field's lowest on: {@code --map forest} for 1. */
    public Parameter naming(List<String> names) {
        return new Parameter(field, defaultValue, description, input, names);
    }

    public String name() {
        return field.name();
    }

    /** The default as users type it; {@code -} without one. */
    public String defaultText() {
        return defaultValue.isPresent() ? field.value(defaultValue.getAsLong()).formatted() : "-";
    }

    /**
     * What a user typed as this setting's value: a number ({@link Field#parse}) or one of the {@link #valueNames},
     * in any case. {@link IllegalArgumentException} with a message for users otherwise.
     */
    public Value parse(String text) {
        int named = valueNames.indexOf(text.strip().toLowerCase(Locale.ROOT));
        if (named >= 0) {
            return field.value(field.min() + named);
        }
        try {
            return field.parse(text);
        } catch (IllegalArgumentException e) {
            if (valueNames.isEmpty()) {
                throw e;
            }
            throw new IllegalArgumentException(name() + " must be " + field.rangeText() + " or one of "
                    + String.join(", ", valueNames) + ": '" + text + "'" + ClosestName.didYouMean(text, valueNames)
                    .map(question -> " (" + question + ")").orElse(""), e);
        }
    }

    /** The input value this setting fixes when it is {@code value}; empty for a setting of {@code run} alone. */
    public Optional<Value> inputValue(long value) {
        return input.map(in -> in.value(value));
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", name());
        out.put("default", defaultValue.isPresent() ? field.value(defaultValue.getAsLong()).toJson() : null);
        out.put("min", Value.toJson(field.bits(), field.min()));
        out.put("max", Value.toJson(field.bits(), field.max()));
        out.put("description", description);
        return out;
    }
}
