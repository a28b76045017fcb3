package dev.romlab.kernels.z80;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.FileBackedKernel;
import dev.romlab.kernels.z80.model.Arithmetic;
import dev.romlab.kernels.z80.model.Timings;

/**
 * {@code z80-div}: DivHLbyBC, HL / BC by repeated subtraction. The routine, its machine, its inputs HL and BC and
 * its output HL are those of its kernel file, {@code roms/z80/dice/div.kernel.toml}; this class adds the independent
 * model with its T-states, the finding, and the default input set a file cannot say: 2^32 inputs are too many to
 * try (a division by 1 alone takes up to 2.6 million T-states), so its inputs are edge cases plus seeded samples.
 */
final class DivKernel extends FileBackedKernel {

    static final Field HL = Field.unsigned("hl", 16, Radix.DECIMAL);
    static final Field BC = Field.unsigned("bc", 16, Radix.DECIMAL);
    private static final List<Field> FIELDS = List.of(HL, BC);

    /** HL, BC pairs at the edges: no subtraction, one, the most (65,535), a remainder of BC-1, and BC = 0. */
    private static final int[][] EDGES = {
        {0, 1}, {1, 1}, {65535, 1}, {65535, 2}, {65535, 65535}, {65534, 65535}, {0, 65535}, {32768, 32767},
        {32767, 32768}, {1000, 7}, {256, 16}, {0, 0}, {1, 0}, {65535, 0},
    };

    DivKernel() {
        super("roms/z80/dice/div.kernel.toml");
    }

    @Override
    public boolean exhaustible() {
        return false;
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    /**
     * {@code --hl} or {@code --bc} fixes that register: the edge cases that have its value, then the samples of the
     * other; with one fixed, {@code --exhaustive} takes every value of the other (65,536 inputs).
     */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(HL.name(), BC.name()), Settings.DIFF_AND_BENCH);
        Values fixed = given.inputs();
        List<Field> free = given.unset(FIELDS);
        if (coverage instanceof Coverage.DefaultSet d && !free.isEmpty()) {
            InputSpace sampled = InputSpace.whole(free, fixed, new Coverage.Samples(Coverage.DEFAULT_SAMPLES,
                    d.seed()));
            InputSpace edges = edges(fixed);
            return edges.size() == 0 ? sampled : InputSpace.concat(edges, sampled);
        } else if (!(coverage instanceof Coverage.Exhaustive) || free.size() < FIELDS.size()) {
            return InputSpace.whole(free, fixed, coverage);
        }
        throw new IllegalArgumentException(id() + ": 2^32 inputs of up to 2.6 million T-states each are too many to"
                + " try them all; use --samples N, or fix --hl or --bc");
    }

    /** The edge cases whose values include {@code fixed}'s. */
    private static InputSpace edges(Values fixed) {
        List<Values> inputs = new ArrayList<>();
        for (int[] edge : EDGES) {
            Values input = Values.of(HL.value(edge[0]), BC.value(edge[1]));
            if (fixed.list().stream().allMatch(v -> input.get(v.name()) == v.value())) {
                inputs.add(input);
            }
        }
        return InputSpace.listed(inputs.size() + (inputs.size() == 1 ? " edge case" : " edge cases") + (fixed.list()
                .isEmpty() ? "" : " with " + fixed.text()), inputs);
    }

    @Override
    public Outcome model(Values input) {
        int hl = (int) input.get(HL.name());
        int bc = (int) input.get(BC.name());
        OptionalInt quotient = Arithmetic.divHLbyBC(hl, bc);
        return quotient.isPresent()
                ? new Outcome.Returned(Values.of(HL.value(quotient.getAsInt())), Timings.divHLbyBC(hl, bc))
                : new Outcome.NeverReturns();
    }

    @Override
    public String remark() {
        return "HL / BC rounded down in 83 + 40*quotient T-states (up to 2.6 million); BC = 0 never returns";
    }
}
