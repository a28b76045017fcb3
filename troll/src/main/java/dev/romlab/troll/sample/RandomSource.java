package dev.romlab.troll.sample;

/**
 * Where the sampler's randomness comes from: a seeded generator by default, or anything else (an emulated
 * game routine, a scripted sequence in tests). Every random choice of a Troll roll is one call here.
 */
public interface RandomSource {

    /** A uniformly distributed integer in [0, bound); bound is positive. */
    long nextBelow(long bound);
}
