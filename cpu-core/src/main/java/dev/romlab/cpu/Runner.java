package dev.romlab.cpu;

import java.util.Objects;

import dev.romlab.cpu.translate.Translation;

/**
 * Run control for any {@link Cpu}: a cycle budget, breakpoints and other pc hooks, a trace listener, and
 * "call this routine and stop when it returns".
 *
 * <pre>{@code
 * Runner runner = new Runner(z80).budget(1_000_000).breakpoint(0x0120);
 * RunResult result = runner.run();          // until HALT, a breakpoint or the budget
 * RunResult call = runner.call(0x9D95, 0);  // run a subroutine until it returns to 0x0000
 * }</pre>
 *
 * Hooks are checked before every instruction except the first of a run, so a run resumed at a
 * breakpoint moves past it.
 *
 * <p>{@link #requestStop} (Ctrl-C, from another thread) stops a run between two instructions with
 * {@link StopReason.Interrupted}: the run looks at the request every {@link #SLICE} cycles, in the same comparison
 * that checks the budget, so the interpreter's loop carries no check of its own.
 *
 * <p>Engines: a run that nothing watches instruction by instruction (no trace, no {@link #afterInstruction} check, no
 * checkpoints, no instruction limit) goes through the CPU's {@link Translation} when it has one and
 * {@link #engine} is {@link Engine#TRANSLATOR}, as it is unless the process prefers otherwise: blocks of translated code between the same hook, halt and
 * budget checks, with the same results.
 */
public final class Runner {

    /** Budget used when none is set: enough for any bundled routine, small enough to stop a runaway. */
    public static final long DEFAULT_BUDGET = 100_000_000L;

    /** Cycles run between two looks at a stop request: about a millisecond at full speed. */
    public static final long SLICE = 1L << 20;

    private static final int ADDRESS_SPACE = 0x10000;

    private final Cpu cpu;
    private final PcHook[] hooks = new PcHook[ADDRESS_SPACE];
    /** The hooks set: without any, an interpreter's {@link Cpu#stepUntil} need not look for them. */
    private int hookCount;
    private long budget = DEFAULT_BUDGET;
    private TraceListener trace;
    private InstructionCheck afterInstruction;
    private volatile boolean stopRequested;
    private Checkpoint checkpoint;
    private long checkpointInterval;
    /** Instructions left before the next checkpoint, counted across runs. */
    private long untilCheckpoint;
    private Engine engine = Engine.preferred();
    /** The CPU's translating engine, made at the first run that uses it; null until then or without one. */
    private Translation translation;

    public Runner(Cpu cpu) {
        this.cpu = Objects.requireNonNull(cpu);
    }

    public Cpu cpu() {
        return cpu;
    }

    /** The most cycles one run may take before it stops with {@link StopReason.BudgetExhausted}. */
    public Runner budget(long cycles) {
        if (cycles <= 0) {
            throw new IllegalArgumentException("cycle budget must be positive: " + cycles);
        }
        this.budget = cycles;
        return this;
    }

    public Runner breakpoint(int address) {
        return hook(address, cpu -> new StopReason.Breakpoint(cpu.pc()));
    }

    /** Installs {@code hook} at {@code address}, replacing any hook there. */
    public Runner hook(int address, PcHook hook) {
        Objects.requireNonNull(hook);
        if (hooks[address & (ADDRESS_SPACE - 1)] == null) {
            hookCount++;
        }
        hooks[address & (ADDRESS_SPACE - 1)] = hook;
        if (translation != null) {
            translation.hookAdded(address);
        }
        return this;
    }

    /**
     * How unwatched runs execute: {@link Engine#TRANSLATOR} translates where the CPU has a translator,
     * {@link Engine#INTERPRETER} always interprets. A runner starts with {@link Engine#preferred()}.
     */
    public Runner engine(Engine engine) {
        this.engine = Objects.requireNonNull(engine);
        return this;
    }

    public Engine engine() {
        return engine;
    }

    /** The translating engine, when runs use one: made at the first call. */
    private Translation translation() {
        if (translation == null) {
            translation = cpu.blockTranslator().map(t -> new Translation(cpu, t,
                    address -> hooks[address & (ADDRESS_SPACE - 1)] != null)).orElse(null);
        }
        return translation;
    }

    public Runner removeHook(int address) {
        if (hooks[address & (ADDRESS_SPACE - 1)] != null) {
            hookCount--;
        }
        hooks[address & (ADDRESS_SPACE - 1)] = null;
        return this;
    }

    /** Tells {@code listener} of every instruction; {@code null} turns tracing off. */
    public Runner trace(TraceListener listener) {
        this.trace = listener;
        return this;
    }

    /** What a run does every so many instructions (a snapshot for reverse execution). */
    @FunctionalInterface
    public interface Checkpoint {

        /**
         * Called between two instructions, after the one that completed the interval and before any hook;
         * {@code instructions} is how many the current run has executed.
         */
        void reached(long instructions);
    }

    /**
     * Calls {@code checkpoint} after every {@code interval} instructions, counted across runs from now (so a run
     * cut into single steps takes its checkpoints where one long run would); {@code null} turns it off. The check
     * shares the instruction loop's one comparison with the instruction limit, so it costs nothing between
     * checkpoints.
     */
    public Runner checkpoints(long interval, Checkpoint checkpoint) {
        if (checkpoint != null && interval <= 0) {
            throw new IllegalArgumentException("checkpoint interval must be positive: " + interval);
        }
        this.checkpoint = checkpoint;
        this.checkpointInterval = interval;
        this.untilCheckpoint = interval;
        return this;
    }

    /** Moves the next checkpoint to {@code instructions} from now (a session put back to an earlier state). */
    public void nextCheckpointIn(long instructions) {
        untilCheckpoint = Math.max(1, instructions);
    }

    /**
     * Looked at after every instruction while set ({@code null} removes it, so that runs without one pay a null
     * test): a stop reason it gives ends the run there, before the next instruction. A debugger's watchpoints.
     */
    public Runner afterInstruction(InstructionCheck check) {
        this.afterInstruction = check;
        return this;
    }

    /** What {@link #afterInstruction} runs. */
    @FunctionalInterface
    public interface InstructionCheck {

        /** After the instruction at {@code pc}: why the run stops now, or null to go on. */
        StopReason executed(int pc, Cpu cpu);
    }

    /**
     * Asks the run in progress (on another thread) to stop with {@link StopReason.Interrupted} within
     * {@link #SLICE} cycles; safe from a signal handler. A request made between runs stops the next one.
     */
    public void requestStop() {
        stopRequested = true;
    }

    /** Runs from the current state until the CPU halts, a hook stops it, or the budget runs out. */
    public RunResult run() {
        return run(Long.MAX_VALUE);
    }

    /**
     * Runs as {@link #run()} does, but stops with {@link StopReason.Stepped} after {@code maxInstructions}
     * instructions: a debugger's single step is {@code run(1)}.
     */
    public RunResult run(long maxInstructions) {
        if (maxInstructions <= 0) {
            throw new IllegalArgumentException("instruction count must be positive: " + maxInstructions);
        }
        if (maxInstructions == Long.MAX_VALUE && trace == null && afterInstruction == null && checkpoint == null) {
            return runUnwatched(engine == Engine.TRANSLATOR ? translation() : null);
        }
        final long start = cpu.cycles();
        long instructions = 0;
        boolean first = true;
        long nextLook = Math.min(budget, SLICE); // cycles into the run at which to look at the budget and a stop
        long checkpointAt = checkpoint == null ? Long.MAX_VALUE : untilCheckpoint; // instructions into the run
        long nextCount = Math.min(maxInstructions, checkpointAt); // one comparison per instruction serves both

        while (true) {
            int pc = cpu.pc();
            if (!first) {
                PcHook hook = hooks[pc & (ADDRESS_SPACE - 1)];
                if (hook != null) {
                    StopReason reason = hook.reached(cpu);
                    if (reason != null) {
                        return stop(reason, start, instructions, checkpointAt);
                    }
                    if (cpu.pc() != pc) {
                        continue; // the hook moved the pc: check the hook at the new address first
                    }
                }
            }
            first = false;
            if (cpu.halted()) {
                return stop(cpu.haltReason(), start, instructions, checkpointAt);
            }
            if (cpu.cycles() - start >= nextLook) {
                if (cpu.cycles() - start >= budget) {
                    return stop(new StopReason.BudgetExhausted(budget, cpu.cycleUnit()), start, instructions,
                            checkpointAt);
                }
                if (stopRequested) {
                    stopRequested = false;
                    return stop(new StopReason.Interrupted(cpu.pc()), start, instructions, checkpointAt);
                }
                nextLook = Math.min(budget, cpu.cycles() - start + SLICE);
            }
            int cycles = cpu.step();
            instructions++;
            if (trace != null) {
                trace.executed(pc, cycles, cpu);
            }
            if (afterInstruction != null) {
                StopReason reason = afterInstruction.executed(pc, cpu);
                if (reason != null) {
                    if (instructions == checkpointAt) { // the snapshot this instruction completes, as below
                        checkpoint.reached(instructions);
                        checkpointAt += checkpointInterval;
                    }
                    return stop(reason, start, instructions, checkpointAt);
                }
            }
            if (instructions == nextCount) {
                if (instructions == checkpointAt) {
                    checkpoint.reached(instructions);
                    checkpointAt += checkpointInterval;
                }
                if (instructions == maxInstructions) {
                    return stop(new StopReason.Stepped(cpu.pc()), start, instructions, checkpointAt);
                }
                nextCount = Math.min(maxInstructions, checkpointAt);
            }
        }
    }

    /**
     * {@link #run(long)} without limit, trace, check or checkpoint: the same hooks, halt and budget checks, made
     * between translated blocks (a block never holds a hooked address after its first) with {@code translated}, or
     * by the interpreter's {@link Cpu#stepUntil} between its instructions without.
     */
    private RunResult runUnwatched(Translation translated) {
        final long start = cpu.cycles();
        long instructions = 0;
        boolean first = true;
        long nextLook = Math.min(budget, SLICE);
        while (true) {
            int pc = cpu.pc();
            if (!first) {
                PcHook hook = hooks[pc & (ADDRESS_SPACE - 1)];
                if (hook != null) {
                    StopReason reason = hook.reached(cpu);
                    if (reason != null) {
                        return stop(reason, start, instructions, Long.MAX_VALUE);
                    }
                    if (cpu.pc() != pc) {
                        continue;
                    }
                }
            }
            first = false;
            if (cpu.halted()) {
                return stop(cpu.haltReason(), start, instructions, Long.MAX_VALUE);
            }
            long elapsed = cpu.cycles() - start;
            if (elapsed >= nextLook) {
                if (elapsed >= budget) {
                    return stop(new StopReason.BudgetExhausted(budget, cpu.cycleUnit()), start, instructions,
                            Long.MAX_VALUE);
                }
                if (stopRequested) {
                    stopRequested = false;
                    return stop(new StopReason.Interrupted(cpu.pc()), start, instructions, Long.MAX_VALUE);
                }
                nextLook = Math.min(budget, elapsed + SLICE);
            }
            // Up to the next look, not the budget: a stop request then ends the run where run(long)'s would.
            instructions += translated != null ? translated.execute(nextLook - elapsed)
                    : cpu.stepUntil(start + nextLook, hookCount == 0 ? null : hooks);
        }
    }

    /** The result of a run that stops now; keeps the count to the next checkpoint for the next run. */
    private RunResult stop(StopReason reason, long start, long instructions, long checkpointAt) {
        if (checkpoint != null) {
            untilCheckpoint = checkpointAt - instructions;
        }
        return new RunResult(reason, cpu.cycles() - start, instructions, cpu.cycleUnit());
    }

    /**
     * Calls the routine at {@code entry} as the CPU's call instruction would, with {@code returnAddress}
     * as the return address, and runs until the pc comes back there ({@link StopReason.Returned}).
     * Pick a return address the routine itself never executes.
     */
    public RunResult call(int entry, int returnAddress) {
        cpu.enterCall(entry, returnAddress);
        return runToReturn(returnAddress);
    }

    /**
     * Runs from the current state until the pc comes to {@code returnAddress} ({@link StopReason.Returned}): a call
     * the caller entered itself, in a convention other than the CPU's call instruction (the TMS9900's BLWP).
     */
    public RunResult runToReturn(int returnAddress) {
        PcHook previous = hooks[returnAddress & (ADDRESS_SPACE - 1)];
        hook(returnAddress, cpu -> new StopReason.Returned(cpu.pc()));
        try {
            return run();
        } finally {
            hooks[returnAddress & (ADDRESS_SPACE - 1)] = previous;
        }
    }
}
