package dev.romlab.kernels;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/** A bundled kernel with its reference model replaced, to see the engines catch a model that is wrong. */
final class ForwardingKernel implements Kernel {

    private final Kernel kernel;
    private final BiFunction<Kernel, Values, Outcome> model;

    /** {@code kernel} with {@code model(kernel, input)} as its model ({@code kernel.model} gives the real one). */
    ForwardingKernel(Kernel kernel, BiFunction<Kernel, Values, Outcome> model) {
        this.kernel = kernel;
        this.model = model;
    }

    public String id() {
        return kernel.id();
    }

    public String description() {
        return kernel.description();
    }

    public Machine machine() {
        return kernel.machine();
    }

    public List<Parameter> parameters() {
        return kernel.parameters();
    }

    public InputSpace inputs(Coverage coverage) {
        return kernel.inputs(coverage);
    }

    public InputSpace inputs(Coverage coverage, Settings given) {
        return kernel.inputs(coverage, given);
    }

    public boolean exhaustible() {
        return kernel.exhaustible();
    }

    public Outcome model(Values input) {
        return model.apply(kernel, input);
    }

    public Emulation emulate(Values input, int traceLines) {
        return kernel.emulate(input, traceLines);
    }

    public CallSequence calls(Settings settings) {
        return kernel.calls(settings);
    }

    public Optional<RandomByteInput> randomByteInput() {
        return kernel.randomByteInput();
    }

    public Optional<RandomByteInput> randomByteInput(Settings given) {
        return kernel.randomByteInput(given);
    }

    public String remark() {
        return kernel.remark();
    }
}
