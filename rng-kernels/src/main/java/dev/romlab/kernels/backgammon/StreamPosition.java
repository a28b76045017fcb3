package dev.romlab.kernels.backgammon;

/**
 * Where a stateful generator (the emulated machine, a model) stands in a stream: the start sequence and the step
 * (call, frame) it last took; -1 before the first. The kernels take the next step from here when asked for it and
 * replay from the reset otherwise, with the same result.
 */
final class StreamPosition {

    private int sequence = -1;
    private int step = -1;

    /** Whether {@code step} of {@code sequence} is the one right after this position: one step instead of a replay. */
    boolean follows(int sequence, int step) {
        return this.sequence == sequence && this.step == step - 1;
    }

    void set(int sequence, int step) {
        this.sequence = sequence;
        this.step = step;
    }
}
