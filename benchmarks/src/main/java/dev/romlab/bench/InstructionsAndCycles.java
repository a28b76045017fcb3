package dev.romlab.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Instructions and cycles emulated, as rates: JMH divides the counts by the iteration's time, so with a
 * microsecond time unit {@code instructions} reads as millions of instructions per second and {@code cycles} as
 * emulated MHz.
 */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class InstructionsAndCycles {

    public long instructions;
    public long cycles;

    @Setup(Level.Iteration)
    public void clear() {
        instructions = 0;
        cycles = 0;
    }
}
