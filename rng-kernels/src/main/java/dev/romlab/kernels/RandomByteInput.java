package dev.romlab.kernels;

import java.util.Optional;

/**
 * How a kernel turns one random byte into a value, for {@code dist} and {@code check}: the input field that
 * holds the byte, the one that holds the number of sides (or the range), and the output field. The exact
 * distribution is the output over every byte 0..255 with the sides fixed.
 *
 * @param randomByte   the input field of the byte, {@code a}
 * @param sides        the input field of the sides or range ({@code DIESIDES}, {@code rangeMax}), with the values
 *                     {@code dist --sides} accepts
 * @param defaultSides the sides {@code dist} and {@code check} use when none is given
 * @param output       the output field of the value, {@code a}
 * @param lowest       the value the smallest outcome should have: 1 for a die, 0 for a range reduction
 */
public record RandomByteInput(Field randomByte, Field sides, long defaultSides, String output, long lowest) {

    public RandomByteInput {
        sides.value(defaultSides);
    }

    /** The input for {@code randomByte} with {@code sides}. */
    public Values input(long sidesValue, long randomByteValue) {
        return Values.of(sides.value(sidesValue), randomByte.value(randomByteValue));
    }

    /** The highest value the routine is meant to produce with {@code sidesValue} sides. */
    public long expectedHigh(long sidesValue) {
        return lowest + sidesValue - 1;
    }

    /**
     * The Troll spec of what the routine should produce with {@code sidesValue} sides (issue #4, "Fairness"): a
     * fair die over {@code lowest..expectedHigh} ({@code lowest} is 1 or 0), so {@code d 20} for a die and
     * {@code z 19} for a range of 20.
     * Empty when there are no sides (a range of 0 is meant to produce nothing: the routine never returns).
     */
    public Optional<String> trollSpec(long sidesValue) {
        if (sidesValue < 1) {
            return Optional.empty();
        }
        return Optional.of(lowest == 1 ? "d " + sidesValue : "z " + (sidesValue - 1));
    }
}
