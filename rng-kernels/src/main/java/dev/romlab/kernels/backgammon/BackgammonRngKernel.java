package dev.romlab.kernels.backgammon;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.backgammon.model.FaithfulGenerator;
import dev.romlab.kernels.backgammon.model.SubtractiveGenerator;

/**
 * {@code fds-backgammon-rng}: the generator of FDS Backgammon. Input {@code sequence} 0..31 and {@code call}: call 0
 * is the reset (seed function, table build, three RndFunc passes), whose outputs are the table as the build left it
 * ({@code b0..b54}) and after the passes ({@code t0..t54}); call k is the k-th GetRandomVal after it ({@code value},
 * {@code index}). Calls of one sequence in order cost one step each (the machine and the model keep their place);
 * any other order replays from the reset, with the same result.
 */
final class BackgammonRngKernel extends BackgammonKernel {

    /** Values per sequence in the default input set: the "first 10,000 values of each stream". */
    static final int CALLS = 10_000;

    static final Field CALL = Field.range("call", 16, 0, CALLS);

    private static final String BUILT = "b";
    private static final String TABLE = "t";

    private final StreamPosition intendedAt = new StreamPosition();
    private FaithfulGenerator model;
    private SubtractiveGenerator textbook;

    BackgammonRngKernel() {
        super(CALL, 16);
    }

    @Override
    public String id() {
        return "fds-backgammon-rng";
    }

    @Override
    public String description() {
        return "Backgammon (FDS): the 55-entry table built by $9CAB and GetRandomVal's stream, x_n = x_(n-55) - "
                + "x_(n-24) mod 180";
    }

    @Override
    public Outcome model(Values input) {
        int sequence = (int) input.get(BackgammonFields.SEQUENCE.name());
        int call = (int) input.get(CALL.name());
        if (call == 0) {
            FaithfulGenerator reset = FaithfulGenerator.reset(sequence, reading);
            model = reset.copy();
            modelled.set(sequence, 0);
            return new Outcome.Returned(resetOutput(reset.builtTable(), reset.table()),
                    reset.lastCycles());
        }
        if (!modelled.follows(sequence, call)) {
            model = FaithfulGenerator.reset(sequence, reading);
            for (int k = 1; k < call; k++) {
                model.next();
            }
        }
        modelled.set(sequence, call);
        int value = model.next();
        return new Outcome.Returned(drawOutput(value, model.index()), model.lastCycles());
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        int sequence = (int) input.get(BackgammonFields.SEQUENCE.name());
        int call = (int) input.get(CALL.name());
        Values output;
        if (call == 0) {
            machine.trace(traceLines);
            machine.reset(sequence);
            output = resetOutput(machine.builtTable(), machine.table());
        } else {
            if (!emulated.follows(sequence, call)) {
                machine.trace(0);
                machine.reset(sequence);
                for (int k = 1; k < call; k++) {
                    machine.draw();
                }
            }
            machine.trace(traceLines);
            int value = machine.draw();
            output = drawOutput(value, machine.index());
        }
        emulated.set(sequence, call);
        return new Emulation(new Outcome.Returned(output, machine.lastCycles()), machine.lastCycles(),
                machine.lastInstructions(), registers(), machine.traceLines());
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(new IntendedModel() {
            @Override
            public String description() {
                return "Knuth's subtractive generator, Numerical Recipes ran3 arrangement, modulus 180";
            }

            /** The table's build and stream are the game's: its start-up code, not one routine. */
            @Override
            public String codeName() {
                return "game";
            }

            @Override
            public Values output(Values input) {
                int sequence = (int) input.get(BackgammonFields.SEQUENCE.name());
                int call = (int) input.get(CALL.name());
                int seed = FaithfulGenerator.seed(sequence);
                if (call == 0) {
                    intendedAt.set(sequence, 0);
                    textbook = new SubtractiveGenerator(seed);
                    // in the order the seeding writes them, so the first difference is the first step that departs
                    int[] table = SubtractiveGenerator.seededTable(seed);
                    List<Value> built = new ArrayList<>();
                    for (int entry : SubtractiveGenerator.seedingOrder()) {
                        built.add(new Value(BUILT + entry, 8, table[entry], Radix.DECIMAL));
                    }
                    return new Values(built);
                }
                if (!intendedAt.follows(sequence, call)) {
                    textbook = new SubtractiveGenerator(seed);
                    for (int k = 1; k < call; k++) {
                        textbook.next();
                    }
                }
                intendedAt.set(sequence, call);
                return Values.of(BackgammonFields.VALUE.value(textbook.next()));
            }
        });
    }

    @Override
    public String remark() {
        return "departs from ran3 mod 180 in all 32 sequences: the build's BPL (a sign test where mod 180 needs "
                + "BCS) misplaces 1 to 7 of 54 entries; 3 warm-up passes, not 4";
    }

    private static Values resetOutput(int[] built, int[] table) {
        List<Value> out = new ArrayList<>(BackgammonFields.table(BUILT, built));
        out.addAll(BackgammonFields.table(TABLE, table));
        return new Values(out);
    }

    private static Values drawOutput(int value, int index) {
        return Values.of(BackgammonFields.VALUE.value(value), BackgammonFields.INDEX.value(index));
    }
}
