package dev.romlab.kernels.backgammon;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;

/**
 * {@code run}'s inputs for a Backgammon kernel: the start sequence {@code --seed} names, with {@code step} (a call of
 * the generator, a title frame) 0, 1, 2, ...
 */
final class SequenceCalls implements CallSequence {

    private final Values first;
    private final Field step;

    SequenceCalls(Settings settings, Field step) {
        this.first = Values.of(BackgammonFields.SEQUENCE.value(settings.get("seed")), step.value(0));
        this.step = step;
    }

    @Override
    public Values first() {
        return first;
    }

    @Override
    public Values next(Values input, Values output) {
        return input.with(step.value(input.get(step.name()) + 1));
    }
}
