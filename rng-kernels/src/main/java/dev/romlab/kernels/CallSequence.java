package dev.romlab.kernels;

/**
 * The inputs of {@code run}'s successive calls: a generator's calls chain its state (each seed is the one the call
 * before left), a function's calls take inputs drawn from a seeded sample.
 */
public interface CallSequence {

    /** The input of the first call. */
    Values first();

    /** The input of the call after one that took {@code input} and returned {@code output}. */
    Values next(Values input, Values output);
}
