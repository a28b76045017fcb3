package dev.romlab.kernels;

import java.util.Iterator;

/** {@code run}'s inputs for a function kernel: each call takes the next input of a seeded sample. */
public final class SampledCalls implements CallSequence {

    private final Iterator<Values> inputs;

    /** Calls taking the inputs of {@code space} in order (size it at least {@code count}). */
    public SampledCalls(InputSpace space) {
        this.inputs = space.iterator();
    }

    @Override
    public Values first() {
        return inputs.next();
    }

    @Override
    public Values next(Values input, Values output) {
        return inputs.next();
    }
}
