package dev.romlab.kernels.z80;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.SampledCalls;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.z80.model.Reductions;
import dev.romlab.kernels.z80.model.Timings;

/**
 * {@code z80-maxu8} and {@code z80-srl}: a routine that squeezes the byte in A below {@code rangeMax}, a constant
 * fixed at assembly time ({@code ld c,rangeMax}). Both never return when rangeMax is 0.
 */
final class RangeReductionKernel extends Z80Kernel {

    static final Field RANGE_MAX = Field.range("rangeMax", 8, 0, 255);
    private static final List<Field> FIELDS = List.of(RANGE_MAX, A);
    private static final long DEFAULT_RANGE = 20; // the seed's d20 example
    private static final long BUDGET = 10_000; // slowest call that returns: 8 passes of MAXU8, 308 T-states

    /** The reference model of one reduction: its result and its T-states for a byte and a range. */
    interface Model {
        OptionalInt result(int value, int range);

        long tStates(int value, int range);
    }

    private final String id;
    private final String description;
    private final String file;
    private final String label;
    private final Model model;

    private RangeReductionKernel(String id, String description, String file, String label, Model model) {
        super(BUDGET);
        this.id = id;
        this.description = description;
        this.file = file;
        this.label = label;
        this.model = model;
    }

    static RangeReductionKernel maxu8() {
        return new RangeReductionKernel("z80-maxu8",
                "MAXU8: mask A with B = $FF, $7F, $3F... until it is below rangeMax (the seed's second attempt)",
                "maxu8.asm", "MAXU8", new Model() {
                    public OptionalInt result(int value, int range) {
                        return Reductions.maxu8(value, range);
                    }

                    public long tStates(int value, int range) {
                        return Timings.maxu8(value, range);
                    }
                });
    }

    static RangeReductionKernel srl() {
        return new RangeReductionKernel("z80-srl",
                "SRLU8: shift A right until it is below rangeMax (the seed's first attempt, rebuilt from its prose)",
                "srlu8.asm", "SRLU8", new Model() {
                    public OptionalInt result(int value, int range) {
                        return Reductions.srl(value, range);
                    }

                    public long tStates(int value, int range) {
                        return Timings.srl(value, range);
                    }
                });
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(StandardParameters.sides(RANGE_MAX, DEFAULT_RANGE, "rangeMax: results are 0..sides-1"),
                Parameter.input(A, "the byte in A to reduce (run: drawn)"), StandardParameters.sampleSeed(),
                StandardParameters.count(10));
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of("sides", A.name()), Settings.DIFF_AND_BENCH);
        return InputSpace.whole(given.unset(FIELDS), given.inputs(), coverage);
    }

    @Override
    public Outcome model(Values input) {
        int value = (int) input.get("a");
        int range = (int) input.get(RANGE_MAX.name());
        OptionalInt result = model.result(value, range);
        return result.isPresent()
                ? new Outcome.Returned(Values.of(A.value(result.getAsInt())), model.tStates(value, range))
                : new Outcome.NeverReturns();
    }

    @Override
    Assembly assembly(Values input) {
        return DiceRoms.assemble(file, RANGE_MAX.name(), input.get(RANGE_MAX.name()));
    }

    @Override
    String entry(Values input) {
        return label;
    }

    @Override
    void setUp(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        registers.set("A", (int) input.get("a"));
    }

    @Override
    Values output(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        return Values.of(A.value(registers.get("A")));
    }

    @Override
    public CallSequence calls(Settings settings) {
        return SampledCalls.drawing(FIELDS, settings);
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return Optional.of(new RandomByteInput(A, RANGE_MAX, DEFAULT_RANGE, "a", 0));
    }

    @Override
    public String remark() {
        return "rangeMax = 0 never returns";
    }
}
