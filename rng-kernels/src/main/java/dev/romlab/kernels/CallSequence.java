package dev.romlab.kernels;

import java.util.function.BinaryOperator;

/**
 * The inputs of {@code run}'s successive calls: a generator's calls chain its state (each seed is the one the call
 * before left), a function's calls take inputs drawn from a seeded sample.
 */
public interface CallSequence {

    /** The input of the first call. */
    Values first();

    /** The input of the call after one that took {@code input} and returned {@code output}. */
    Values next(Values input, Values output);

    /** Calls from {@code first} on, each input made by {@code next} from the input and output of the call before. */
    static CallSequence of(Values first, BinaryOperator<Values> next) {
        return new CallSequence() {
            @Override
            public Values first() {
                return first;
            }

            @Override
            public Values next(Values input, Values output) {
                return next.apply(input, output);
            }
        };
    }

    /** Calls that do not chain (a measurement, a view of a map): every call takes {@code input}, the first's. */
    static CallSequence repeating(Values input) {
        return of(input, (previous, output) -> input);
    }
}
