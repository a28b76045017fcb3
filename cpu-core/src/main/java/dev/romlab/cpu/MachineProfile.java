package dev.romlab.cpu;

import java.util.Objects;

/**
 * A machine a CPU runs in, as far as the emulator is concerned: its clock and what it does to memory timing
 * (the TI-99/4A's wait states, a TI-83+'s none). A {@link CpuDescription} lists the profiles its CPU offers;
 * the first is the bare CPU that {@code exec} uses.
 *
 * @param id      as users type it: {@code bare}, {@code ti83plus}
 * @param name    as users read it: {@code TI-83+}
 * @param clockHz the CPU clock, in the CPU's cycle unit per second
 * @param memory  what the machine sets up in a fresh memory (wait states, devices) before a program loads
 */
public record MachineProfile(String id, String name, long clockHz, MemorySetup memory) {

    /** Prepares a fresh memory for a machine. */
    @FunctionalInterface
    public interface MemorySetup {

        void prepare(Memory memory);

        /** Plain RAM: nothing to do. */
        MemorySetup NONE = memory -> { };
    }

    public MachineProfile {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(memory);
        if (clockHz <= 0) {
            throw new IllegalArgumentException("clock must be positive: " + clockHz);
        }
    }
}
