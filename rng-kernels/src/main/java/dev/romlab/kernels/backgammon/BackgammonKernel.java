package dev.romlab.kernels.backgammon;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.backgammon.model.ListingReading;

/**
 * What both Backgammon kernels are: the bundled program on the FDS ({@link BackgammonMachine}, its models following
 * the {@link ListingReading#MOST_LIKELY most likely} reading of the listing), driven by inputs that name a start
 * {@link BackgammonFields#SEQUENCE sequence} and a step along it (a generator call, a title frame). Every sequence ×
 * every step is the default input set; {@code run} walks the sequence {@code --sequence} names step by step. The
 * machine and the faithful model each keep their {@link StreamPosition}, so steps taken in order cost one step each.
 */
abstract sealed class BackgammonKernel implements Kernel permits BackgammonRngKernel, BackgammonDiceKernel {

    final ListingReading reading = ListingReading.MOST_LIKELY;
    final BackgammonMachine machine = new BackgammonMachine(reading);
    final StreamPosition emulated = new StreamPosition();
    final StreamPosition modelled = new StreamPosition();

    private final Field step;
    private final int defaultCount;

    /** Inputs {@code sequence} and {@code step}; {@code run --count} is {@code defaultCount} unless given. */
    BackgammonKernel(Field step, int defaultCount) {
        this.step = step;
        this.defaultCount = defaultCount;
    }

    @Override
    public Machine machine() {
        return BackgammonMachine.FDS;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(BackgammonFields.sequenceSetting(), StandardParameters.count(defaultCount));
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    /** {@code --sequence} fixes the start sequence: its every step. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(BackgammonFields.SEQUENCE.name()), Settings.DIFF_AND_BENCH);
        return InputSpace.whole(given.unset(List.of(BackgammonFields.SEQUENCE, step)), given.inputs(), coverage);
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public CallSequence calls(Settings settings) {
        return CallSequence.of(Values.of(BackgammonFields.SEQUENCE.value(settings.get(
                BackgammonFields.SEQUENCE.name())), step.value(0)),
                (input, output) -> input.with(step.value(input.get(step.name()) + 1)));
    }

    /** The registers a divergence shows, as the machine's last step left them. */
    Values registers() {
        List<Value> out = new ArrayList<>();
        for (String name : BackgammonMachine.REGISTERS) {
            out.add(new Value(name, name.equals("PC") ? 16 : 8, machine.register(name), Radix.HEX));
        }
        return new Values(out);
    }
}
