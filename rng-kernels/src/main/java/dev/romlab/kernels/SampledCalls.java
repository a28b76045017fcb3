package dev.romlab.kernels;

import java.util.Iterator;
import java.util.List;

/** {@code run}'s inputs for a function kernel: each call takes the next input of a seeded sample. */
public final class SampledCalls implements CallSequence {

    private final Iterator<Values> inputs;

    /**
     * {@code run}'s calls of a kernel whose inputs are {@code fields}: {@code count} of them, each with the inputs
     * the settings fix ({@link Settings#inputs()}: {@code --sides}, a given {@code --h}) and the others drawn by a
     * generator seeded with {@code seed}.
     */
    public static SampledCalls drawing(List<Field> fields, Settings settings) {
        return new SampledCalls(InputSpace.sampled(settings.unset(fields), settings.inputs(),
                settings.get(RunEngine.COUNT), settings.get(StandardParameters.SEED.name())));
    }

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
