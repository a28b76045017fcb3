package dev.romlab.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * T-states emulated, as a rate: JMH divides the count by the iteration's time, so with a microsecond time unit
 * the secondary result {@code tStates} reads directly as emulated MHz.
 */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class TStates {

    public long tStates;

    @Setup(Level.Iteration)
    public void clear() {
        tStates = 0;
    }
}
