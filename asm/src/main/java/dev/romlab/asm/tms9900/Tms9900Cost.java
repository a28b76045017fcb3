package dev.romlab.asm.tms9900;

import java.util.List;

/**
 * The time of one instruction in the data manual's terms: T = C + W x M, C clock cycles and M memory accesses (each
 * access listed with where it goes, so that W can be taken from the memory there).
 *
 * @param cycles   C, the clock cycles with zero wait states
 * @param accesses the M memory accesses, in no particular order
 * @param more     whether the data can make it take longer than this (DIV, ABS of a negative number, a shift
 *                 counted in R0, X with the instruction it executes)
 */
public record Tms9900Cost(int cycles, List<Tms9900Access> accesses, boolean more) {

    public Tms9900Cost {
        accesses = List.copyOf(accesses);
    }

    /** M, the number of memory accesses. */
    public int memoryAccesses() {
        return accesses.size();
    }

    /** The cycles with {@code waitStates} on every access: C + W x M. */
    public int cycles(int waitStates) {
        return cycles + waitStates * accesses.size();
    }
}
