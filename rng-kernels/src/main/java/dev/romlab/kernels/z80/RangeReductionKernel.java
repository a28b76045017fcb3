package dev.romlab.kernels.z80;

import java.util.Optional;

import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.FileBackedKernel;

/**
 * {@code z80-maxu8} and {@code z80-srl}: a routine that squeezes the byte in A below {@code rangeMax}, a constant
 * fixed at assembly time ({@code ld c,rangeMax}). The routine, its machine, its inputs rangeMax (the setting
 * {@code --sides}) and A, its output and its random byte are those of its kernel file,
 * {@code roms/z80/dice/maxu8.kernel.toml} or {@code srl.kernel.toml}, and so is the reference, the independent model
 * ({@code z80.model.RangeReductionRoutineModel}); this class adds the finding and the headings' "every random byte".
 * Both never return when rangeMax is 0.
 */
final class RangeReductionKernel extends FileBackedKernel {

    /** What a distribution of a reduction runs over, for headings. */
    static final String RANDOM_BYTES = "every random byte";

    private RangeReductionKernel(String file) {
        super(file);
    }

    static RangeReductionKernel maxu8() {
        return new RangeReductionKernel("roms/z80/dice/maxu8.kernel.toml");
    }

    static RangeReductionKernel srl() {
        return new RangeReductionKernel("roms/z80/dice/srl.kernel.toml");
    }

    /** The file's reference: Reductions and Timings of the routine ({@code RangeReductionRoutineModel}). */
    @Override
    public Outcome model(Values input) {
        return routine.model(input);
    }

    /** A's every value is every byte a generator before the reduction can give: the headings say so. */
    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return routine.randomByteInput().map(r -> r.over(RANDOM_BYTES));
    }

    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        return routine.randomByteInput(given).map(r -> r.over(RANDOM_BYTES));
    }

    @Override
    public String remark() {
        return "rangeMax = 0 never returns";
    }
}
