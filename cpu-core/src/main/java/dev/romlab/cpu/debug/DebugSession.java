package dev.romlab.cpu.debug;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

import dev.romlab.cpu.AddressFormat;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.PcHook;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.TraceListener;
import dev.romlab.cpu.reverse.ReverseExecution;
import dev.romlab.cpu.reverse.SnapshotHistory;

/**
 * A debugging session over any {@link Cpu} and its {@link Memory}: the run control of {@code romlab exec} and
 * {@code romlab debug}.
 *
 * <pre>{@code
 * DebugSession session = new DebugSession(cpu, memory, decoder::callLength, z80.addressFormat())
 *         .labels(labels::labelOf);
 * session.addBreakpoint(0x9DA0);
 * session.enterCall(0x9D95, 0x0000);     // stop when the routine returns: the stack back above its start
 * RunResult run = session.resume();       // to the breakpoint
 * session.next();                         // one instruction, a call stepped over as one
 * System.out.println(session.describe(session.resume().reason()));  // stopped at $0000: returned
 * }</pre>
 *
 * Each resume ({@link #resume()}, {@link #step(long)}, {@link #next()}) runs the CPU through one {@link Runner}
 * and stops before executing a breakpoint or the {@link #stopBefore(int) until address}, when a routine entered
 * with {@link #enterCall} returns, when the CPU halts, or when the resume has used up its budget. Every stop
 * condition is a pc hook on its address, so a run between stops costs what a plain {@link Runner} run costs.
 * The first instruction of a resume ignores the hook at its own address, so a run resumed at a breakpoint moves
 * past it. Addresses read in the CPU's notation ({@link AddressFormat}): {@code stopped at >A004} on the TMS9900.
 */
public final class DebugSession {

    private static final int ADDRESS_MASK = Memory.SIZE - 1;

    private final Cpu cpu;
    private final Memory memory;
    private final CallDecoder calls;
    private final AddressFormat addressFormat;
    private final Runner runner;
    private final PcHook stopCheck = this::stopCheck;
    /** By address, so that the stop check allocates nothing. */
    private final Breakpoint[] breakpoints = new Breakpoint[Memory.SIZE];
    private final Watchpoints watchpoints;
    /** The machine's own hooks (an emulated OS entry), which run when no stop condition at their address stops. */
    private final PcHook[] machineHooks = new PcHook[Memory.SIZE];
    private IntFunction<String> labels = address -> null;
    private IntConsumer breakpointReporter;
    private int untilAddress = -1;
    private int returnAddress = -1;
    private int returnStackLevel;
    private int runToAddress = -1;
    /**
     * While "finish" runs on a stack CPU: the highest stack pointer the routine has had (its return address lies
     * above it), and the one before this instruction.
     */
    private boolean finishing;
    private int finishLevel;
    private int stackBefore;
    /** While "finish" runs on a CPU with register returns ({@link Cpu#returnLinks()}): where they land. */
    private List<Cpu.ReturnLink> finishLinks = List.of();
    private final Runner.InstructionCheck instructionCheck = this::afterInstruction;
    private int nextAddress = -1;
    private int nextStackLevel;
    private RunResult lastRun;
    /** The recording for reverse execution, once {@link #recordHistory} started it. */
    private ReverseExecution reverse;

    public DebugSession(Cpu cpu, Memory memory, CallDecoder calls, AddressFormat addressFormat) {
        this.cpu = Objects.requireNonNull(cpu);
        this.memory = Objects.requireNonNull(memory);
        this.calls = Objects.requireNonNull(calls);
        this.addressFormat = Objects.requireNonNull(addressFormat);
        this.runner = new Runner(cpu);
        this.watchpoints = new Watchpoints(memory, this::updateInstructionCheck, this::addressText,
                addressFormat.hexPrefix());
    }

    /**
     * A breakpoint: its address, the condition that must hold for it to stop (null: always), whether it goes
     * once it has stopped a run (a temporary breakpoint, {@code tbreak}), and whether it is enabled.
     */
    public record Breakpoint(int address, Expression condition, boolean temporary, boolean enabled) {
    }

    public Cpu cpu() {
        return cpu;
    }

    public Memory memory() {
        return memory;
    }

    /** Names addresses in stop lines: {@code labels.apply(address)} is {@code loop+3}, or null for none. */
    public DebugSession labels(IntFunction<String> names) {
        this.labels = Objects.requireNonNull(names);
        return this;
    }

    /** The most cycles one resume may take before it stops with {@link StopReason.BudgetExhausted}. */
    public DebugSession budget(long cycles) {
        runner.budget(cycles);
        return this;
    }

    /** Tells {@code listener} of every instruction; {@code null} turns tracing off. */
    public DebugSession trace(TraceListener listener) {
        runner.trace(listener);
        return this;
    }

    /**
     * Makes breakpoints report and go on instead of stopping: {@code reporter} gets the pc of each breakpoint
     * reached (before the instruction there runs); {@code null} makes them stop again.
     */
    public DebugSession reportBreakpoints(IntConsumer reporter) {
        this.breakpointReporter = reporter;
        return this;
    }

    public void addBreakpoint(int address) {
        addBreakpoint(address, null, false);
    }

    /**
     * Sets a breakpoint at {@code address} that stops when {@code condition} holds (null: always), once when
     * {@code temporary}; it replaces any breakpoint there. A condition that cannot be evaluated (a division by zero)
     * stops, as one that holds does.
     */
    public void addBreakpoint(int address, Expression condition, boolean temporary) {
        int at = address & ADDRESS_MASK;
        breakpoints[at] = new Breakpoint(at, condition, temporary, true);
        updateHook(at);
    }

    /** The breakpoint at {@code address}, or null. */
    public Breakpoint breakpoint(int address) {
        return breakpoints[address & ADDRESS_MASK];
    }

    /** Enables or disables the breakpoint at {@code address}; false when there is none. */
    public boolean enableBreakpoint(int address, boolean enabled) {
        Breakpoint breakpoint = breakpoints[address & ADDRESS_MASK];
        if (breakpoint == null) {
            return false;
        }
        breakpoints[breakpoint.address()] = new Breakpoint(breakpoint.address(), breakpoint.condition(),
                breakpoint.temporary(), enabled);
        return true;
    }

    /** The watchpoints: set, list, remove them. */
    public Watchpoints watchpoints() {
        return watchpoints;
    }

    /**
     * Installs a hook of the machine at {@code address} (a TI-83+ bcall dispatcher, an OS entry): it runs each
     * time the pc gets there, after the stop conditions set at the same address, which go first.
     */
    public DebugSession hook(int address, PcHook hook) {
        machineHooks[address & ADDRESS_MASK] = Objects.requireNonNull(hook);
        updateHook(address);
        return this;
    }

    /** Removes the breakpoint at {@code address}; false when there was none. */
    public boolean removeBreakpoint(int address) {
        boolean removed = breakpoints[address & ADDRESS_MASK] != null;
        breakpoints[address & ADDRESS_MASK] = null;
        updateHook(address);
        return removed;
    }

    /** The breakpoints, in address order. */
    public List<Integer> breakpoints() {
        List<Integer> addresses = new ArrayList<>();
        for (int address = 0; address < breakpoints.length; address++) {
            if (breakpoints[address] != null) {
                addresses.add(address);
            }
        }
        return addresses;
    }

    /** The address {@link #stopBefore} set, or -1 when none is set. */
    public int untilAddress() {
        return untilAddress;
    }

    /** Stops every later resume before it executes the instruction at {@code address}. */
    public void stopBefore(int address) {
        int previous = untilAddress;
        untilAddress = address & ADDRESS_MASK;
        updateHook(previous);
        updateHook(untilAddress);
    }

    /**
     * Enters the routine at {@code entry} as the CPU's call instruction would, returning to {@code returnAddress},
     * and arms the return stop: a resume stops with {@link StopReason.Returned} when the pc reaches
     * {@code returnAddress} with the stack back above where the routine started. Pick a return address the
     * routine cannot reach with its stack that high: only its final return can.
     */
    public void enterCall(int entry, int returnAddress) {
        // The level before the call: a CPU whose call pushes (Z80, 6502) is below it until the return pops, one
        // whose call pushes nothing (TMS9900 BL, the return address in R11) is at it all along.
        int level = cpu.stackPointer();
        cpu.enterCall(entry, returnAddress);
        int previous = this.returnAddress;
        this.returnAddress = returnAddress & ADDRESS_MASK;
        this.returnStackLevel = level;
        updateHook(previous);
        updateHook(this.returnAddress);
    }

    /**
     * Asks the resume in progress (on another thread: Ctrl-C) to stop between two instructions with
     * {@link StopReason.Interrupted}; made between resumes, it stops the next one.
     */
    public void requestStop() {
        runner.requestStop();
    }

    /** Runs until a stop condition (see the class comment). */
    public RunResult resume() {
        return run(Long.MAX_VALUE);
    }

    /** Runs {@code count} instructions, or fewer when a stop condition comes first. */
    public RunResult step(long count) {
        return run(count);
    }

    /**
     * Starts recording the runs from now on, so that {@link ReverseDebugger} can go back in them (see
     * {@link ReverseExecution}). Not with machine hooks: they run outside the instruction count, and replay could
     * not tell where.
     */
    public ReverseDebugger recordHistory(SnapshotHistory.Limits limits) {
        for (PcHook hook : machineHooks) {
            if (hook != null) {
                throw new IllegalStateException("reverse execution does not replay the machine's own hooks");
            }
        }
        reverse = new ReverseExecution(runner, memory, limits);
        return new ReverseDebugger(this, reverse);
    }

    private RunResult run(long maxInstructions) {
        watchpoints.forgetHit(); // a hit from outside a run (memory read by hand) is none of this run's
        if (reverse == null) {
            return remember(runner.run(maxInstructions));
        }
        reverse.beforeRun();
        RunResult result = runner.run(maxInstructions);
        reverse.afterRun(result);
        return remember(result);
    }

    /**
     * Runs until the pc reaches {@code address} (MAME's {@code go ADDR}, a stop that lasts this one run), or
     * another stop condition comes first.
     */
    public RunResult runTo(int address) {
        runToAddress = address & ADDRESS_MASK;
        updateHook(runToAddress);
        try {
            return resume();
        } finally {
            int target = runToAddress;
            runToAddress = -1;
            updateHook(target);
        }
    }

    /**
     * Runs until the routine running now returns (MAME's {@code out}, gdb's {@code finish}), stopping with
     * {@link StopReason.Returned} at the instruction it returns to, or at another stop condition first. A CPU whose
     * calls push the return address (Z80, 6502, COMET II, MLFE) has returned after an instruction that raised the
     * stack pointer above every level it had since "finish" began and went elsewhere than the next instruction: a
     * POP goes on to the next instruction, and the return of a call it makes leaves the stack where it was at the
     * call, while its own return address lies above every level it has had. A CPU that keeps returns in registers
     * gives them ({@link Cpu#returnLinks()}: the TMS9900's BL and BLWP), and the run stops on reaching one.
     */
    public RunResult finish() {
        List<Cpu.ReturnLink> links = cpu.returnLinks();
        if (!links.isEmpty()) {
            finishLinks = links;
            links.forEach(link -> updateHook(link.pc()));
        } else {
            finishing = true;
            finishLevel = cpu.stackPointer();
            stackBefore = finishLevel;
            updateInstructionCheck();
        }
        try {
            return resume();
        } finally {
            List<Cpu.ReturnLink> ended = finishLinks;
            finishLinks = List.of();
            ended.forEach(link -> updateHook(link.pc()));
            finishing = false;
            updateInstructionCheck();
        }
    }

    /**
     * Runs one instruction; a call runs to its return as one step (the pc back after the call with the stack
     * back where it was), unless another stop condition comes first.
     */
    public RunResult next() {
        int pc = cpu.pc();
        int length = calls.callLength(pc);
        if (length <= 0) {
            return step(1);
        }
        nextAddress = (pc + length) & ADDRESS_MASK;
        nextStackLevel = cpu.stackPointer();
        updateHook(nextAddress);
        try {
            return resume();
        } finally {
            int target = nextAddress;
            nextAddress = -1;
            updateHook(target);
        }
    }

    /** The run between the last two stops (null before the first), for "cycles since the last stop". */
    public RunResult lastRun() {
        return lastRun;
    }

    /** The label of {@code address} ({@code loop+3}), or null. */
    public String labelOf(int address) {
        return labels.apply(address & ADDRESS_MASK);
    }

    /** {@code $1234 (loop+3)}, or {@code $1234} for an address without a label, in the CPU's notation. */
    public String addressText(int address) {
        String label = labelOf(address);
        return addressFormat.text(address) + (label == null ? "" : " (" + label + ")");
    }

    /** The reason alone, the address in the CPU's notation: {@code halted at $0112}. */
    public String reasonText(StopReason reason) {
        return reason.describe(addressFormat);
    }

    /** The stop line: {@code stopped at $1234 (loop+3): breakpoint}, at {@link #stopAddress}. */
    public String describe(StopReason reason) {
        return "stopped at " + addressText(stopAddress(reason)) + ": " + reason.cause();
    }

    /**
     * Where a run stopped: the address the reason names (a HALT, IDLE or JAM is the instruction's own address, while
     * the pc has moved past it; COMET II's outermost RET), else the pc the CPU is at now.
     */
    public int stopAddress(StopReason reason) {
        if (reason instanceof StopReason.AtAddress at) {
            return at.pc();
        }
        return reason instanceof StopReason.Exited exited && exited.at().isPresent() ? exited.at().getAsInt()
                : cpu.pc();
    }

    private RunResult remember(RunResult result) {
        lastRun = result;
        return result;
    }

    private StopReason stopCheck(Cpu at) {
        int pc = at.pc() & ADDRESS_MASK;
        if (pc == nextAddress && stackAtOrAbove(nextStackLevel)) {
            return new StopReason.Stepped(pc);
        }
        if (pc == returnAddress && stackAtOrAbove(returnStackLevel)) {
            return new StopReason.Returned(pc);
        }
        for (int i = 0; i < finishLinks.size(); i++) {
            Cpu.ReturnLink link = finishLinks.get(i);
            if (pc == (link.pc() & ADDRESS_MASK) && cpu.registers().get(link.register()) == link.value()) {
                return new StopReason.Returned(pc);
            }
        }
        if (pc == untilAddress || pc == runToAddress) {
            return new StopReason.Reached(pc);
        }
        Breakpoint breakpoint = breakpoints[pc];
        if (breakpoint != null && breakpoint.enabled() && holds(breakpoint.condition())) {
            if (breakpoint.temporary()) {
                removeBreakpoint(pc);
            }
            if (breakpointReporter == null) {
                return new StopReason.Breakpoint(pc);
            }
            breakpointReporter.accept(pc);
        }
        PcHook machineHook = machineHooks[pc];
        return machineHook == null ? null : machineHook.reached(at);
    }

    /** The check after each instruction, installed only while watchpoints or a stack "finish" need it. */
    private void updateInstructionCheck() {
        runner.afterInstruction(finishing || watchpoints.active() ? instructionCheck : null);
    }

    private StopReason afterInstruction(int pc, Cpu at) {
        StopReason watched = watchpoints.active() ? watchpoints.afterInstruction(pc, at) : null;
        if (watched != null || !finishing) {
            return watched;
        }
        int stack = at.stackPointer();
        boolean popped = above(stack, stackBefore);
        stackBefore = stack;
        if (popped && above(stack, finishLevel)) {
            int length = calls.length(pc);
            if (length < 0 || at.pc() != ((pc + length) & ADDRESS_MASK)) {
                return new StopReason.Returned(at.pc());
            }
        }
        if (above(stack, finishLevel)) {
            finishLevel = stack; // a pop: the routine's return address lies higher still
        }
        return null;
    }

    /** Whether stack pointer {@code a} is above {@code b}: stacks grow down, and the address space wraps. */
    private static boolean above(int a, int b) {
        int distance = (a - b) & ADDRESS_MASK;
        return distance != 0 && distance < Memory.SIZE / 2;
    }

    /** Whether {@code condition} holds: no condition does; one that cannot be evaluated does, so the user sees why. */
    private static boolean holds(Expression condition) {
        try {
            return condition == null || condition.holds();
        } catch (ArithmeticException e) {
            return true;
        }
    }

    /** Whether the stack pointer is at or above {@code level}: stacks grow down, and the address space wraps. */
    private boolean stackAtOrAbove(int level) {
        return atOrAbove(cpu.stackPointer(), level);
    }

    /** Whether stack pointer {@code sp} is at or above {@code level}, in a wrapping address space. */
    static boolean atOrAbove(int sp, int level) {
        return ((sp - level) & ADDRESS_MASK) < Memory.SIZE / 2;
    }

    /** The length of the call instruction at {@code address} (in addresses), or 0 for any other instruction. */
    int callLength(int address) {
        return calls.callLength(address);
    }

    /**
     * Where a forward continue would have stopped in a state that reverse execution replays through ({@link
     * ReverseExecution#searchBackStates}): after an instruction whose accesses a watchpoint caught (the instruction at
     * {@code instructionPc}, -1 for none), or before one at an enabled breakpoint whose condition holds here, as
     * {@link #stopCheck} and {@link #afterInstruction} decide going forward; null where it would not have stopped.
     * Allocates only for a stop.
     */
    StopReason replayedStop(int instructionPc, Cpu at) {
        if (watchpoints.active()) {
            if (instructionPc < 0) {
                watchpoints.forgetHit(); // accesses of an earlier replay, not of the instruction into this state
            } else {
                StopReason watched = watchpoints.afterInstruction(instructionPc, at);
                if (watched != null) {
                    return watched;
                }
            }
        }
        int pc = at.pc() & ADDRESS_MASK;
        Breakpoint breakpoint = breakpoints[pc];
        return breakpoint != null && breakpoint.enabled() && holds(breakpoint.condition())
                ? new StopReason.Breakpoint(pc) : null;
    }

    /** Ends the replays of reverse execution: their accesses were no watchpoint hits of a run, and will not be. */
    void afterReplay() {
        watchpoints.forgetHit();
    }

    /** Makes {@code move}, a move back in the history, the run that "cycles since the last stop" tells of. */
    RunResult rememberMove(RunResult move) {
        return remember(move);
    }

    /** Installs the stop check at {@code address} while any stop condition names it, removes it otherwise. */
    private void updateHook(int address) {
        if (address < 0) {
            return;
        }
        int at = address & ADDRESS_MASK;
        if (at == nextAddress || at == returnAddress || at == untilAddress || at == runToAddress
                || breakpoints[at] != null || finishLinks.stream().anyMatch(link -> (link.pc() & ADDRESS_MASK) == at)) {
            runner.hook(at, stopCheck);
        } else if (machineHooks[at] != null) {
            runner.hook(at, machineHooks[at]);
        } else {
            runner.removeHook(at);
        }
    }
}
