package dev.romlab.cli;

import java.util.List;
import java.util.Optional;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;

/** A bundled kernel whose model is deliberately wrong: one T-state too many per returning call. */
final class OffByOneCycleKernel implements Kernel {

    private final Kernel kernel;

    OffByOneCycleKernel(Kernel kernel) {
        this.kernel = kernel;
    }

    @Override
    public Outcome model(Values input) {
        Outcome right = kernel.model(input);
        return right instanceof Outcome.Returned r ? new Outcome.Returned(r.output(), r.cycles() + 1) : right;
    }

    @Override
    public String id() {
        return kernel.id();
    }

    @Override
    public String description() {
        return kernel.description();
    }

    @Override
    public Machine machine() {
        return kernel.machine();
    }

    @Override
    public List<Parameter> parameters() {
        return kernel.parameters();
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return kernel.inputs(coverage);
    }

    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        return kernel.inputs(coverage, given);
    }

    @Override
    public boolean exhaustible() {
        return kernel.exhaustible();
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        return kernel.emulate(input, traceLines);
    }

    @Override
    public CallSequence calls(Settings settings) {
        return kernel.calls(settings);
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return kernel.randomByteInput();
    }

    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        return kernel.randomByteInput(given);
    }

    @Override
    public String remark() {
        return kernel.remark();
    }
}
