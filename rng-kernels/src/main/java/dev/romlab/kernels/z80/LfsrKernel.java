package dev.romlab.kernels.z80;

import java.util.List;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.z80.model.LfsrModel;
import dev.romlab.kernels.z80.model.Timings;

/** {@code z80-lfsr}: z80rand, one byte out of the 64-bit state at {@code _LFSRSeed} per call. */
final class LfsrKernel extends Z80Kernel {

    private static final long BUDGET = 10_000; // z80rand is straight-line code: 397 T-states

    LfsrKernel() {
        super(BUDGET);
    }

    @Override
    public String id() {
        return "z80-lfsr";
    }

    @Override
    public String description() {
        return "z80rand (James Montelongo, optimized by Spencer Putt): a byte from the 64-bit LFSR in _LFSRSeed";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(StandardParameters.seed("the LFSR state, _LFSRSeed byte k = bits 8k..8k+7"),
                StandardParameters.count(16));
    }

    @Override
    public boolean exhaustible() {
        return false;
    }

    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(), Settings.DIFF_AND_BENCH);
        List<Field> fields = List.of(StandardParameters.SEED);
        if (coverage instanceof Coverage.DefaultSet d) {
            return InputSpace.sampled(fields, Coverage.DEFAULT_SAMPLES, d.seed());
        } else if (coverage instanceof Coverage.Samples s) {
            return InputSpace.sampled(fields, s.count(), s.seed());
        }
        throw new IllegalArgumentException(id() + ": 2^64 seeds are too many to try them all; use --samples N");
    }

    @Override
    public Outcome model(Values input) {
        LfsrModel lfsr = new LfsrModel(input.get("seed"));
        int a = lfsr.next();
        return new Outcome.Returned(Values.of(A.value(a), StandardParameters.SEED.value(lfsr.seed())),
                Timings.z80rand());
    }

    @Override
    Assembly assembly(Values input) {
        return DiceRoms.assemble("lfsr.asm");
    }

    @Override
    String entry(Values input) {
        return "z80rand";
    }

    @Override
    void setUp(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        LfsrState.write(memory, assembly, input.get("seed"));
    }

    @Override
    Values output(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        return Values.of(A.value(registers.get("A")), StandardParameters.SEED.value(LfsrState.read(memory, assembly)));
    }

    @Override
    public CallSequence calls(Settings settings) {
        return CallSequence.of(Values.of(StandardParameters.SEED.value(settings.get("seed"))),
                (input, output) -> Values.of(StandardParameters.SEED.value(output.get("seed"))));
    }

    @Override
    public String remark() {
        return "397 T-states for every state; the all-zero state never leaves zero";
    }
}
