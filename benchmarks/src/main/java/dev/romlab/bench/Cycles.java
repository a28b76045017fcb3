package dev.romlab.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * 6502 cycles emulated, as a rate: JMH divides the count by the iteration's time, so with a microsecond time unit
 * the secondary result {@code cycles} reads directly as emulated MHz (as {@link TStates} does for the Z80).
 */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class Cycles {

    public long cycles;

    @Setup(Level.Iteration)
    public void clear() {
        cycles = 0;
    }
}
