package dev.romlab.kernels.z80;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.z80.Z80;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.TraceTail;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/**
 * What every Z80 kernel shares: one emulated TI-83+ (64 KiB of RAM, a Z80, a {@link Runner}) and the calling
 * convention of issue #3. Each call resets the CPU (SP = $FFFF), loads the routine's assembly if another one is in
 * memory, lets the kernel set the input registers and memory, enters the routine with {@link Runner#call} as a
 * {@code call} would, and reads the outputs when it returns. A call that runs past the kernel's cycle budget never
 * returns. Subclasses say which assembly, which entry, how inputs go in and how outputs come out.
 */
abstract class Z80Kernel implements Kernel {

    /**
     * Where routines return to: $0000, the start of the TI-83+ boot code, which none of these routines executes, so
     * reaching it can only mean the final {@code ret}.
     */
    static final int RETURN_ADDRESS = 0x0000;

    /** TI-83+ user programs' CPU: a Z80 at 6 MHz (the 83+ SE and 84+ run at 15 MHz: {@link Machine#withClock}). */
    private static final Machine TI83_PLUS = Machine.of("z80", "ti83plus");

    /** The registers a divergence shows: the main set, the shadow set and the pc. */
    private static final List<String> SHOWN_REGISTERS =
            List.of("AF", "BC", "DE", "HL", "IX", "IY", "SP", "PC", "AF'", "BC'", "DE'", "HL'");

    /** The accumulator as an input or output: the random byte and the reductions' results. */
    static final Field A = Field.unsigned("a", 8, Radix.DECIMAL);

    private final Memory memory = new Memory();
    private final Z80 cpu = new Z80(memory, IoPorts.NONE);
    private final Runner runner = new Runner(cpu);
    private Assembly loaded;

    /** @param budget T-states after which a call counts as never returning: above the slowest call that returns */
    Z80Kernel(long budget) {
        runner.budget(budget);
    }

    @Override
    public Machine machine() {
        return TI83_PLUS;
    }

    /** The input set with no setting given: {@link #inputs(Coverage, Settings)} is where each kernel builds it. */
    @Override
    public final InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    @Override
    public abstract InputSpace inputs(Coverage coverage, Settings given);

    /** The assembled program that serves {@code input} (one per value of its assembly-time constant). */
    abstract Assembly assembly(Values input);

    /** The label the call enters at. */
    abstract String entry(Values input);

    /** Puts {@code input} into the registers and memory the routine reads. */
    abstract void setUp(Values input, RegisterFile registers, Memory memory, Assembly assembly);

    /** Reads the outputs after the routine returned. */
    abstract Values output(Values input, RegisterFile registers, Memory memory, Assembly assembly);

    @Override
    public final Emulation emulate(Values input, int traceLines) {
        Assembly assembly = assembly(input);
        if (assembly != loaded) {
            memory.clear();
            assembly.copyInto(memory.bytes);
            loaded = assembly;
        }
        cpu.reset();
        setUp(input, cpu.registers(), memory, assembly);
        TraceTail trace = traceLines > 0 ? new TraceTail(memory, cpu, TI83_PLUS.cpu(), traceLines) : null;
        runner.trace(trace);
        RunResult run = runner.call((int) assembly.symbol(entry(input)), RETURN_ADDRESS);
        Outcome outcome;
        if (run.reason() instanceof StopReason.Returned) {
            outcome = new Outcome.Returned(output(input, cpu.registers(), memory, assembly), run.cycles());
        } else if (run.reason() instanceof StopReason.BudgetExhausted) {
            outcome = new Outcome.NeverReturns();
        } else {
            throw new IllegalStateException(id() + " " + input.text() + ": "
                    + run.reason().describe(TI83_PLUS.cpu().addressFormat()));
        }
        return new Emulation(outcome, run.cycles(), run.instructions(), registers(),
                trace == null ? List.of() : trace.lines());
    }

    private Values registers() {
        RegisterFile file = cpu.registers();
        List<Value> values = new ArrayList<>();
        for (String name : SHOWN_REGISTERS) {
            values.add(new Value(name, 16, file.get(name), Radix.HEX));
        }
        return new Values(values);
    }
}
