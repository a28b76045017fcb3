package dev.romlab.cpu;

/** The outcome of a run: why it stopped, and the cycles and instructions it took. */
public record RunResult(StopReason reason, long cycles, long instructions) {
}
