package dev.romlab.cpu;

import java.util.List;
import java.util.Optional;

import dev.romlab.cpu.translate.BlockTranslator;

/**
 * A CPU interpreter stepped one whole instruction at a time.
 *
 * <p>{@link #step()} executes one instruction (or accepts one interrupt) and returns the cycles it took,
 * in the unit {@link #cycleUnit()} names. Run control (budgets, breakpoints, calls, tracing) lives in
 * {@link Runner}, so an interpreter only has to be exact and fast at stepping.
 */
public interface Cpu {

    /** Executes one instruction, or accepts a pending interrupt, and returns the cycles it took. */
    int step();

    /**
     * {@link #step()} again and again: at least once, then while {@link #cycles()} is below {@code endCycles}, the CPU
     * is not {@link #halted()} and the pc is at an address whose entry in {@code stops} (one per address of the
     * 16-bit space; null for no stops at all) is null. Returns the steps taken. What run control does between
     * instructions when nothing watches them ({@link Runner}); an interpreter may do it in its dispatch loop, with the
     * same results step for step.
     */
    default long stepUntil(long endCycles, PcHook[] stops) {
        long steps = 0;
        do {
            step();
            steps++;
        } while (cycles() < endCycles && !halted() && (stops == null || stops[pc() & 0xFFFF] == null));
        return steps;
    }

    /**
     * What the CPU's reset line does (its power-up or reset state, as its data sheet says); registers the reset
     * leaves alone keep their values. A kernel resets the CPU before every call.
     */
    void reset();

    /** Cycles elapsed since reset, in {@link #cycleUnit()}. */
    long cycles();

    /** Address of the next instruction. */
    int pc();

    void setPc(int address);

    /**
     * The stack pointer as an address, for run control to tell when a routine has returned: a call pushes and
     * moves it down, a return moves it back up, so "back above where the routine started" means "returned"
     * (Z80 SP; 6502 $0100 + S; COMET II SP; a CPU without a hardware stack returns its calling convention's
     * stack register, e.g. TMS9900 R10 by the usual convention). Stacks grow towards lower addresses.
     */
    int stackPointer();

    /**
     * True while the CPU waits in a halt state (Z80 HALT, TMS9900 IDLE, ...) for an interrupt, or is locked up
     * (6502 JAM); {@link #haltReason()} says which.
     */
    boolean halted();

    /**
     * Why a {@link #halted()} CPU does not go on, naming the instruction that stopped it (the HALT, not the address
     * after it): {@link StopReason.Halted} at the pc unless the CPU knows better.
     */
    default StopReason haltReason() {
        return new StopReason.Halted(pc());
    }

    /**
     * What ends a program run on the bare CPU, in the CPU's own terms, for "stopped before HALT": {@code HALT}
     * (Z80), {@code IDLE} (TMS9900), {@code the outermost RET} (COMET II, MLFE); null for a CPU without one (the
     * 6502: a run there ends at a stop the user sets).
     */
    default String programEnd() {
        return "HALT";
    }

    /** What {@link #cycles()} and {@link #step()} count: {@link CycleUnit#T_STATES} for the Z80, ... */
    CycleUnit cycleUnit();

    /** Register access by name, for the command line, traces and diffs. */
    RegisterFile registers();

    /**
     * Sets up a subroutine call the way the CPU's own call instruction would, returning to
     * {@code returnAddress}; the caller then runs until the pc reaches that address.
     */
    void enterCall(int entry, int returnAddress);

    /**
     * Where the routine running now returns, on a CPU whose calls keep the return in registers instead of pushing it
     * on a stack: the TMS9900's BL leaves the return address in R11 (the workspace unchanged), its BLWP leaves it in
     * R14 with the caller's workspace in R13. Empty for a CPU whose calls push (Z80, 6502, COMET II, MLFE): a
     * debugger's "finish" then watches the stack pointer.
     */
    default List<ReturnLink> returnLinks() {
        return List.of();
    }

    /** A return of {@link #returnLinks()}: to {@code pc}, with the register {@code register} then {@code value}. */
    record ReturnLink(int pc, String register, int value) {
    }

    /**
     * A new translator of this CPU's code into JVM bytecode, for the translating {@link Engine}; empty for a CPU that
     * only interprets.
     */
    default Optional<BlockTranslator> blockTranslator() {
        return Optional.empty();
    }

    /**
     * The CPU's whole state apart from memory (see {@link CpuState}), taken between two instructions. Taking it
     * allocates; it is for snapshots, never for the instruction loop.
     */
    default CpuState saveState() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot save its state");
    }

    /** Puts the CPU back in {@code state}, which {@link #saveState()} of this same CPU took. */
    default void restoreState(CpuState state) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot restore a state");
    }
}
