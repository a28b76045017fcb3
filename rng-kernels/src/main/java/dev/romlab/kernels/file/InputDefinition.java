package dev.romlab.kernels.file;

import java.util.Arrays;

import dev.romlab.kernels.Field;

/**
 * A named input of a kernel file: where it goes, its type and range ({@code field}), the values an input space
 * takes ({@code values}: a set, or null for every value of the range), and the value it takes where a command does
 * not vary it ({@code defaultValue}: the file's {@code default}, else the first value; {@code defaultGiven} says
 * whether the file gave one, which {@code run} then takes instead of drawing the input). An input that does not
 * {@code varies} ({@code vary = false}) is a setting: every input space holds it at its default unless a command
 * gives it; and what {@code list} says of it ({@code description}: the file's, else its place and range).
 * {@code setting} is the name of its command-line setting: the file's {@code setting}, else the input's name
 * ({@code --sides} for the define {@code rangeMax}).
 */
record InputDefinition(String name, Location location, Field field, long[] values, long defaultValue,
        boolean defaultGiven, boolean varies, String description, String setting) {

    /** The setting's field: the input's range and radix under the setting's name. */
    Field settingField() {
        return setting.equals(name) ? field : new Field(setting, field.bits(), field.min(), field.max(),
                field.radix());
    }

    /** How many values an exhaustive space takes. */
    long size() {
        return values == null ? field.size() : values.length;
    }

    /** The {@code index}-th value of the space, {@code 0 <= index < size()}. */
    long valueAt(long index) {
        return values == null ? field.min() + index : values[(int) index];
    }

    /** {@code 0..255}, or {@code {1, 2, 6}} for a set. */
    String rangeText() {
        return values == null ? field.rangeText() : "{" + String.join(", ", Arrays.stream(values)
                .mapToObj(v -> field.value(v).formatted()).toList()) + "}";
    }
}
