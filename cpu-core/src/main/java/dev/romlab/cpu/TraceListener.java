package dev.romlab.cpu;

import java.util.Objects;

/** Told of every instruction a {@link Runner} executes, after it has executed. */
@FunctionalInterface
public interface TraceListener {

    /**
     * @param pc     address the instruction started at
     * @param cycles cycles it took
     * @param cpu    the CPU, in the state after the instruction
     */
    void executed(int pc, int cycles, Cpu cpu);

    /** This listener, then {@code next}: two listeners in the runner's one slot (hotspot counts and a trace). */
    default TraceListener andThen(TraceListener next) {
        Objects.requireNonNull(next);
        return (pc, cycles, cpu) -> {
            executed(pc, cycles, cpu);
            next.executed(pc, cycles, cpu);
        };
    }
}
