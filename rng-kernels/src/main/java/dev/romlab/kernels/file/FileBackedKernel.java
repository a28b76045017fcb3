package dev.romlab.kernels.file;

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

/**
 * A bundled kernel whose routine a kernel file under {@code roms/} describes, as a user describes one: the machine,
 * program, call, inputs, outputs, settings and input space come from the file; the subclass adds only what a file
 * cannot say, the independent reference model written from the routine's semantics and the finding, and where the
 * literature names one, the intended model.
 */
public abstract class FileBackedKernel implements Kernel {

    /** The routine as its kernel file describes it: what runs on the emulator. */
    protected final UserKernel routine;

    /** The kernel file {@code resource} on the class path ({@code roms/z80/dice/mul.kernel.toml}). */
    protected FileBackedKernel(String resource) {
        this.routine = KernelFile.fromClassPath(resource);
    }

    @Override
    public String id() {
        return routine.id();
    }

    @Override
    public String description() {
        return routine.description();
    }

    @Override
    public Machine machine() {
        return routine.machine();
    }

    @Override
    public List<Parameter> parameters() {
        return routine.parameters();
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return routine.inputs(coverage);
    }

    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        return routine.inputs(coverage, given);
    }

    @Override
    public boolean exhaustible() {
        return routine.exhaustible();
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        return routine.emulate(input, traceLines);
    }

    @Override
    public Outcome emulateOutcome(Values input) {
        return routine.emulateOutcome(input);
    }

    @Override
    public CallSequence calls(Settings settings) {
        return routine.calls(settings);
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return routine.randomByteInput();
    }

    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        return routine.randomByteInput(given);
    }
}
