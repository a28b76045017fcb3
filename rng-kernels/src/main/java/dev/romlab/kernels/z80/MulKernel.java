package dev.romlab.kernels.z80;

import java.util.Optional;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.FileBackedKernel;
import dev.romlab.kernels.z80.model.Arithmetic;
import dev.romlab.kernels.z80.model.Timings;

/**
 * {@code z80-mul}: MulHbyL, HL from H and L by repeated addition. The routine, its machine, its inputs H and L and
 * its output HL are those of its kernel file, {@code roms/z80/dice/mul.kernel.toml}; this class adds the
 * independent model with its T-states, the finding, and the product its name promises.
 */
final class MulKernel extends FileBackedKernel {

    static final Field HL = Field.unsigned("hl", 16, Radix.DECIMAL);

    MulKernel() {
        super("roms/z80/dice/mul.kernel.toml");
    }

    @Override
    public Outcome model(Values input) {
        int h = (int) input.get("h");
        return new Outcome.Returned(Values.of(HL.value(Arithmetic.mulHbyL(h, (int) input.get("l")))),
                Timings.mulHbyL(h));
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("H*L, the product its name promises",
                input -> Values.of(HL.value(input.get("h") * input.get("l")))));
    }

    @Override
    public String remark() {
        return "returns L*(H+1), not H*L: `ld h,0` leaves L in HL before the loop; H = 0 loops 256 times";
    }
}
