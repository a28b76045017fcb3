package dev.romlab.cpu;

/** The outcome of a run: why it stopped, and the cycles (counted in {@code unit}) and instructions it took. */
public record RunResult(StopReason reason, long cycles, long instructions, CycleUnit unit) {

    /** The cycles with their unit. */
    public Cycles elapsed() {
        return new Cycles(cycles, unit);
    }
}
