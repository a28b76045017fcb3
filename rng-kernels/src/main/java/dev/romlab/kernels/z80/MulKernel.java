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
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.SampledCalls;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.z80.model.Arithmetic;
import dev.romlab.kernels.z80.model.Timings;

/** {@code z80-mul}: MulHbyL, HL from H and L by repeated addition. */
final class MulKernel extends Z80Kernel {

    static final Field H = Field.unsigned("h", 8, Radix.DECIMAL);
    static final Field L = Field.unsigned("l", 8, Radix.DECIMAL);
    static final Field HL = Field.unsigned("hl", 16, Radix.DECIMAL);
    private static final List<Field> FIELDS = List.of(H, L);
    private static final long BUDGET = 20_000; // slowest call: H = 0 loops 256 times, 6,981 T-states

    MulKernel() {
        super(BUDGET);
    }

    @Override
    public String id() {
        return "z80-mul";
    }

    @Override
    public String description() {
        return "MulHbyL: HL from H and L by adding L to HL H times";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.input(H, "H, the multiplier (run: drawn)"),
                Parameter.input(L, "L, the multiplicand (run: drawn)"), StandardParameters.sampleSeed(),
                StandardParameters.count(10));
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(H.name(), L.name()), Settings.DIFF_AND_BENCH);
        return InputSpace.whole(given.unset(FIELDS), given.inputs(), coverage);
    }

    @Override
    public Outcome model(Values input) {
        int h = (int) input.get(H.name());
        return new Outcome.Returned(Values.of(HL.value(Arithmetic.mulHbyL(h, (int) input.get(L.name())))),
                Timings.mulHbyL(h));
    }

    @Override
    Assembly assembly(Values input) {
        return DiceRoms.assemble("mulhbyl.asm");
    }

    @Override
    String entry(Values input) {
        return "MulHbyL";
    }

    @Override
    void setUp(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        registers.set("H", (int) input.get(H.name()));
        registers.set("L", (int) input.get(L.name()));
    }

    @Override
    Values output(Values input, RegisterFile registers, Memory memory, Assembly assembly) {
        return Values.of(HL.value(registers.get("HL")));
    }

    @Override
    public CallSequence calls(Settings settings) {
        return SampledCalls.drawing(FIELDS, settings);
    }

    @Override
    public String remark() {
        return "returns L*(H+1), not H*L: `ld h,0` leaves L in HL before the loop; H = 0 loops 256 times";
    }
}
