package dev.romlab.cpu.reverse;

import dev.romlab.cpu.CpuState;

/**
 * The whole machine after {@code position} instructions of a session: the CPU's state (with its console's
 * position) and the memory. A {@code pinned} snapshot follows a change the user made by hand (a register set, memory
 * poked): replay cannot recreate it, so thinning never removes it.
 */
public record Snapshot(long position, CpuState cpu, MemoryImage memory, boolean pinned) {
}
