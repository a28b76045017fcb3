package dev.romlab.kernels;

/**
 * {@code run}'s inputs for a kernel whose calls do not chain (a measurement, a view of a map): every call takes the
 * input of the first, so {@code --count} repeats the same call.
 */
public final class RepeatedCalls implements CallSequence {

    private final Values input;

    public RepeatedCalls(Values input) {
        this.input = input;
    }

    @Override
    public Values first() {
        return input;
    }

    @Override
    public Values next(Values previous, Values output) {
        return input;
    }
}
