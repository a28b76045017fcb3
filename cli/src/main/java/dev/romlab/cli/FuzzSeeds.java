package dev.romlab.cli;

import java.util.SplittableRandom;

/** The random source of fuzz case {@code index} of a seed: its own, so that any case can be made alone. */
final class FuzzSeeds {

    private FuzzSeeds() {
    }

    static SplittableRandom random(long seed, int index) {
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
    }
}
