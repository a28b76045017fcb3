package dev.romlab.kernels.comet2;

import dev.romlab.cpu.RunResult;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;

/**
 * What the four seed 004 kernels share: a {@link Comet2Rom} on the bare machine of its CPU, one run per call, its
 * outputs read only when the run came back, and the registers read only for {@link #emulate} (a diff's
 * divergence, {@code run}), not for {@link #emulateOutcome}, which an exhaustive run calls millions of times.
 */
abstract class Comet2RomKernel implements Kernel {

    final Comet2Rom rom;
    private final String cpuId;

    Comet2RomKernel(String cpuId, String file, String program, long budget) {
        this.rom = new Comet2Rom(cpuId, file, program, budget);
        this.cpuId = cpuId;
    }

    /** The input set with no setting given: {@link #inputs(Coverage, Settings)} is where each kernel builds it. */
    @Override
    public final InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    @Override
    public abstract InputSpace inputs(Coverage coverage, Settings given);

    /** Sets the machine up for {@code input} ({@link Comet2Rom#fresh}) and runs the routine. */
    abstract RunResult run(Values input, int traceLines);

    /** The outputs of a run that came back. */
    abstract Values output();

    /** Cost units the run spends before the routine starts (a CALL from the program's START), not the routine's. */
    long unitsBefore() {
        return 0;
    }

    /** Instructions the run executes before the routine starts. */
    long instructionsBefore() {
        return 0;
    }

    @Override
    public Machine machine() {
        return Machine.of(cpuId, "bare");
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        RunResult run = run(input, traceLines);
        return new Emulation(outcome(run), run.cycles() - unitsBefore(), run.instructions() - instructionsBefore(),
                rom.registers(), rom.traceLines());
    }

    @Override
    public Outcome emulateOutcome(Values input) {
        return outcome(run(input, 0));
    }

    private Outcome outcome(RunResult run) {
        return Comet2Rom.returned(run) ? new Outcome.Returned(output(), run.cycles() - unitsBefore())
                : new Outcome.NeverReturns();
    }
}
