package dev.romlab.kernels.z80;

import java.util.List;
import java.util.Optional;

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
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.z80.model.LfsrModel;
import dev.romlab.kernels.z80.model.Reductions;
import dev.romlab.kernels.z80.model.Timings;

/**
 * {@code z80-rolldie}: rollDie with DIESIDES fixed at assembly time. An input with a {@code seed} calls the whole
 * routine (z80rand, then the multiply-high reduction); an input with a random byte {@code a} calls the reduction
 * alone, entered at {@code rollDieReduce} (the instruction after {@code call z80rand}) with A = the byte.
 */
final class RollDieKernel extends Z80Kernel {

    static final Field DIESIDES = Field.range("DIESIDES", 16, 1, 256); // what `ld h,DIESIDES-1` can hold
    private static final long DEFAULT_SIDES = 20;
    private static final long FULL_SAMPLES = 1_000;
    private static final long BUDGET = 20_000; // slowest call: DIESIDES = 1, MulHbyL loops 256 times, 7,441 T-states

    RollDieKernel() {
        super(BUDGET);
    }

    @Override
    public String id() {
        return "z80-rolldie";
    }

    @Override
    public String description() {
        return "rollDie: z80rand, then MulHbyL with H = DIESIDES-1, A = the high byte + 1 (or the reduction alone)";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(StandardParameters.sides(DIESIDES, DEFAULT_SIDES, "DIESIDES, the faces of the die"),
                StandardParameters.seed("the LFSR state, _LFSRSeed byte k = bits 8k..8k+7"),
                StandardParameters.count(10));
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    /** {@code --sides} fixes DIESIDES in both parts: the reduction's every byte, the whole routine's samples. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of("sides"), Settings.DIFF_AND_BENCH);
        InputSpace reduction = InputSpace.exhaustive(given.unset(List.of(DIESIDES, A)), given.inputs());
        if (coverage instanceof Coverage.DefaultSet d) {
            return InputSpace.concat(reduction, wholeRoutine(given, FULL_SAMPLES, d.seed()));
        } else if (coverage instanceof Coverage.Samples s) {
            return wholeRoutine(given, s.count(), s.seed());
        }
        return reduction;
    }

    private static InputSpace wholeRoutine(Settings given, long count, long seed) {
        return InputSpace.sampled(given.unset(List.of(DIESIDES, StandardParameters.SEED)), given.inputs(), count,
                seed);
    }

    @Override
    public Outcome model(Values input) {
        int sides = (int) input.get(DIESIDES.name());
        if (!input.has("seed")) {
            return new Outcome.Returned(Values.of(A.value(Reductions.rollDie((int) input.get("a"), sides))),
                    Timings.rollDieReduction(sides));
        }
        LfsrModel lfsr = new LfsrModel(input.get("seed"));
        int die = Reductions.rollDie(lfsr.next(), sides);
        return new Outcome.Returned(Values.of(A.value(die), StandardParameters.SEED.value(lfsr.seed())),
                Timings.rollDie(sides));
    }

    @Override
    Assembly assembly(Values input) {
        return DiceRoms.assemble("rolldie.asm", DIESIDES.name(), input.get(DIESIDES.name()));
    }

    @Override
    String entry(Values input) {
        return input.has("seed") ? "rollDie" : "rollDieReduce";
    }

    @Override
    void setUp(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        if (input.has("seed")) {
            LfsrState.write(memory, assembly, input.get("seed"));
        } else {
            registers.set("A", (int) input.get("a"));
        }
    }

    @Override
    Values output(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        Values die = Values.of(A.value(registers.get("A")));
        return input.has("seed") ? die.with(StandardParameters.SEED.value(LfsrState.read(memory, assembly))) : die;
    }

    @Override
    public CallSequence calls(Settings settings) {
        return CallSequence.of(Values.of(DIESIDES.value(settings.get("sides")),
                StandardParameters.SEED.value(settings.get("seed"))),
                (input, output) -> input.with(StandardParameters.SEED.value(output.get("seed"))));
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return Optional.of(new RandomByteInput(A, DIESIDES, DEFAULT_SIDES, "a", 1));
    }

    @Override
    public String remark() {
        return "MulHbyL's L*(H+1) turns `ld h,DIESIDES-1` into a d(DIESIDES)";
    }
}
