package dev.romlab.kernels;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/** The settings most kernels take, so that {@code --seed}, {@code --count} and {@code --sides} mean one thing. */
public final class StandardParameters {

    /** A 64-bit seed: a generator's state, or the seed of the generator that draws {@code run}'s inputs. */
    public static final Field SEED = Field.unsigned("seed", 64, Radix.HEX);

    /** How many calls {@code run} makes. */
    public static final Field COUNT = Field.range(RunEngine.COUNT, 32, 1, 1_000_000);

    private StandardParameters() {
    }

    public static Parameter seed(String description) {
        return new Parameter(SEED, Coverage.DEFAULT_SEED, description);
    }

    /** The seed of the generator {@code run} draws a function kernel's inputs from. */
    public static Parameter sampleSeed() {
        return seed("seed of the generator that draws run's inputs");
    }

    public static Parameter count(long defaultCount) {
        return new Parameter(COUNT, defaultCount, "calls run makes");
    }

    /**
     * {@code --sides}: the faces of a die or the size of a range, held in the input field {@code field}, which it
     * fixes ({@code DIESIDES}, {@code rangeMax}).
     */
    public static Parameter sides(Field field, long defaultSides, String description) {
        return new Parameter(new Field("sides", field.bits(), field.min(), field.max(), field.radix()),
                OptionalLong.of(defaultSides), description, Optional.of(field), List.of());
    }
}
