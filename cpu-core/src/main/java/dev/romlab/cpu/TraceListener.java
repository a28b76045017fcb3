package dev.romlab.cpu;

/** Told of every instruction a {@link Runner} executes, after it has executed. */
@FunctionalInterface
public interface TraceListener {

    /**
     * @param pc     address the instruction started at
     * @param cycles cycles it took
     * @param cpu    the CPU, in the state after the instruction
     */
    void executed(int pc, int cycles, Cpu cpu);
}
