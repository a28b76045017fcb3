package dev.romlab.cpu;

/**
 * Code that runs instead of, or before, the instruction at a given address: a breakpoint, an emulated
 * operating-system entry point (CP/M BDOS), a call harness's return address.
 */
@FunctionalInterface
public interface PcHook {

    /**
     * Called when the pc reaches the hooked address, before the instruction there executes. The hook may
     * change the CPU's state (an emulated system call sets registers and returns by moving the pc).
     *
     * @return why the run stops, or {@code null} to carry on from the CPU's (possibly new) pc
     */
    StopReason reached(Cpu cpu);
}
