package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.List;
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
 * @param outputs      the output fields counted, each one value: {@code a}, or a board's {@code bomb1..bomb10}
 * @param lowest       the value the smallest outcome should have: 1 for a die, 0 for a range reduction
 * @param spec         the Troll spec of what it should produce when that is not one fair die over the range (two
 *                     dice as one number, say), else {@code null}
 * @param whole        the whole input {@code randomByte} samples, for {@code dist --exhaustive} (mlfe-rand: every
 *                     microsecond of the minute where {@code randomByte} takes one a millisecond), else {@code null}
 * @param counted      what the outputs are, for headings: {@code values}, {@code bomb positions}
 * @param unit         what one input is, plural, for headings: {@code inputs}, {@code boards}
 * @param over         what {@code randomByte}'s values are, for headings: {@code every random byte}, {@code every
 *                     1/100 s of minute 16}
 * @param fixed        inputs added unchanged to every input of the distribution: those the settings a user gave
 *                     fix ({@link Kernel#randomByteInput(Settings)}: mlfe-rand's {@code minute=20}), else none
 * @param shape        how the values are laid out for a picture: {@link OutputShape#LINE}, two dice as one number,
 *                     the cells of a board
 */
public record RandomByteInput(Field randomByte, Field sides, long defaultSides, List<String> outputs, long lowest,
        String spec, Field whole, String counted, String unit, String over, Values fixed, OutputShape shape) {

    public RandomByteInput {
        sides.value(defaultSides);
        outputs = List.copyOf(outputs);
        for (Value value : fixed.list()) {
            if (value.name().equals(randomByte.name()) || value.name().equals(sides.name())) {
                throw new IllegalArgumentException("the random input and the sides are not fixed inputs: " + value);
            }
        }
    }

    /** A reduction meant to give one fair die over {@code lowest..lowest + sides - 1}. */
    public RandomByteInput(Field randomByte, Field sides, long defaultSides, String output, long lowest) {
        this(randomByte, sides, defaultSides, output, lowest, null);
    }

    /** A reduction whose output is meant to follow the Troll program {@code spec}. */
    public RandomByteInput(Field randomByte, Field sides, long defaultSides, String output, long lowest,
            String spec) {
        this(randomByte, sides, defaultSides, List.of(output), lowest, spec, null, "values", "inputs",
                "every random byte", Values.of(), OutputShape.LINE);
    }

    /** This reduction, its values laid out as {@code outputShape} in a picture. */
    public RandomByteInput shaped(OutputShape outputShape) {
        return new RandomByteInput(randomByte, sides, defaultSides, outputs, lowest, spec, whole, counted, unit, over,
                fixed, outputShape);
    }

    /** This reduction, with {@code whole} the input that {@link #randomByte} samples. */
    public RandomByteInput withWhole(Field wholeInput) {
        return new RandomByteInput(randomByte, sides, defaultSides, outputs, lowest, spec, wholeInput, counted, unit,
                over, fixed, shape);
    }

    /** This reduction over inputs that are not random bytes: {@code over} says what they are. */
    public RandomByteInput over(String inputs) {
        return new RandomByteInput(randomByte, sides, defaultSides, outputs, lowest, spec, whole, counted, unit,
                inputs, fixed, shape);
    }

    /**
     * This reduction counting every one of {@code outputFields} of each input (a board's ten bombs), named
     * {@code countedName} ({@code bomb positions}), an input being one of {@code unitName} ({@code boards}).
     */
    public RandomByteInput counting(List<String> outputFields, String countedName, String unitName) {
        return new RandomByteInput(randomByte, sides, defaultSides, outputFields, lowest, spec, whole, countedName,
                unitName, over, fixed, shape);
    }

    /**
     * This reduction as a user's settings make it ({@link Kernel#randomByteInput(Settings)}): {@code sidesValue} the
     * sides when none are given with {@code --sides}, {@code fixedInputs} added to every input, {@code inputs} what
     * the random input's values then are ({@code every 1/1000 s of minute 20, ...}).
     */
    public RandomByteInput fixing(long sidesValue, Values fixedInputs, String inputs) {
        return new RandomByteInput(randomByte, sides, sidesValue, outputs, lowest, spec, whole, counted, unit, inputs,
                fixedInputs, shape);
    }

    /** The one output of a die, what {@link KernelRandomSource} rolls: the first counted. */
    public String output() {
        return outputs.get(0);
    }

    /**
     * The input field a distribution runs over: {@link #whole} for an exhaustive run, else the byte.
     * {@link IllegalArgumentException} with a message for users for an exhaustive run without a whole input.
     */
    public Field randomInput(boolean exhaustive) {
        if (exhaustive && whole == null) {
            throw new IllegalArgumentException("has no larger input for an exhaustive distribution than its "
                    + "default " + randomByte.name() + " " + randomByte.rangeText() + ": leave out --exhaustive");
        }
        return exhaustive ? whole : randomByte;
    }

    /** The input for {@code randomByte} with {@code sides} and the {@link #fixed} inputs. */
    public Values input(long sidesValue, long randomByteValue) {
        return constant(sidesValue).with(randomByte.value(randomByteValue));
    }

    /**
     * What every input of a distribution with {@code sidesValue} holds beside the random input: the sides, then the
     * {@link #fixed} inputs.
     */
    public Values constant(long sidesValue) {
        List<Value> values = new ArrayList<>(fixed.list());
        values.add(0, sides.value(sidesValue));
        return new Values(values);
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
     * A kernel's own {@link #spec} wins.
     */
    public Optional<String> trollSpec(long sidesValue) {
        if (spec != null) {
            return Optional.of(spec);
        }
        if (sidesValue < 1) {
            return Optional.empty();
        }
        return Optional.of(lowest == 1 ? "d " + sidesValue : "z " + (sidesValue - 1));
    }
}
