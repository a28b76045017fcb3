package dev.romlab.cpu;

/**
 * A CPU's whole state apart from its memory, as {@link Cpu#saveState()} took it: every register, the hidden ones
 * too (Z80 WZ and Q, the 6502's pending interrupt polls, the TMS9900's X chain), the interrupt lines, the halt or
 * trap state, the cycle counter and whatever the CPU's attached console has consumed. Immutable: restoring it with
 * {@link Cpu#restoreState} any number of times gives the same CPU, which is what reverse execution replays from.
 * Each CPU's own record implements it; two states are equal when the CPUs would behave identically from them.
 */
public interface CpuState {
}
