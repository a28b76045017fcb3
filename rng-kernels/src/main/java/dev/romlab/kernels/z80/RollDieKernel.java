package dev.romlab.kernels.z80;

import java.util.List;
import java.util.Optional;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.FileBackedKernel;
import dev.romlab.kernels.file.KernelFile;
import dev.romlab.kernels.file.UserKernel;

/**
 * {@code z80-rolldie}: rollDie with DIESIDES fixed at assembly time, through two kernel files of one program. An
 * input with a {@code seed} calls the whole routine (z80rand, then the multiply-high reduction) as
 * {@code roms/z80/dice/rolldie.kernel.toml} describes it, which also gives the settings and {@code run}'s stream of
 * LFSR states; an input with a random byte {@code a} calls the reduction alone, as
 * {@code rolldie-reduce.kernel.toml} describes it (entered at {@code rollDieReduce}, the instruction after
 * {@code call z80rand}, with A = the byte), which also gives the random byte of {@code dist} and {@code fairness}.
 * Each file's reference is the independent model of its entry ({@code z80.model.RollDieRoutineModel},
 * {@code RollDieReductionRoutineModel}). This class adds what the files cannot say: the default set of both entries
 * (every byte of the reduction, then samples of the whole routine) and the finding.
 */
final class RollDieKernel extends FileBackedKernel {

    private static final Field DIESIDES = Field.range("DIESIDES", 16, 1, 256); // what `ld h,DIESIDES-1` can hold
    private static final long FULL_SAMPLES = 1_000;

    /** The reduction alone: {@code rolldie-reduce.kernel.toml}. */
    private final UserKernel reduction;

    RollDieKernel() {
        super("roms/z80/dice/rolldie.kernel.toml");
        reduction = KernelFile.fromClassPath("roms/z80/dice/rolldie-reduce.kernel.toml");
    }

    @Override
    public String id() {
        return "z80-rolldie";
    }

    @Override
    public String description() {
        return routine.description() + " (or the reduction alone)";
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    /** {@code --sides} fixes DIESIDES in both parts: the reduction's every byte, the whole routine's samples. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of("sides"), Settings.DIFF_AND_BENCH);
        InputSpace everyByte = reduction.inputs(new Coverage.Exhaustive(), given);
        if (coverage instanceof Coverage.DefaultSet d) {
            return InputSpace.concat(everyByte, wholeRoutine(given, FULL_SAMPLES, d.seed()));
        } else if (coverage instanceof Coverage.Samples s) {
            return wholeRoutine(given, s.count(), s.seed());
        }
        return everyByte;
    }

    private static InputSpace wholeRoutine(Settings given, long count, long seed) {
        return InputSpace.sampled(given.unset(List.of(DIESIDES, StandardParameters.SEED)), given.inputs(), count,
                seed);
    }

    /** The reference of the file that serves {@code input}: {@code RollDieRoutineModel} or its reduction's. */
    @Override
    public Outcome model(Values input) {
        return entry(input).model(input);
    }

    /** The file whose entry serves {@code input}: the whole routine for a seed, the reduction for a byte. */
    private UserKernel entry(Values input) {
        return input.has(StandardParameters.SEED.name()) ? routine : reduction;
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        return entry(input).emulate(input, traceLines);
    }

    @Override
    public Outcome emulateOutcome(Values input) {
        return entry(input).emulateOutcome(input);
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return reduction.randomByteInput().map(r -> r.over(RangeReductionKernel.RANDOM_BYTES));
    }

    /** The reduction's random byte, refusing what does not apply as {@code z80-rolldie} (the reduction has no seed). */
    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        given.refuseExcept(id(), List.of("sides"), Settings.DIST_AND_FAIRNESS);
        return reduction.randomByteInput(given).map(r -> r.over(RangeReductionKernel.RANDOM_BYTES));
    }

    @Override
    public String remark() {
        return "MulHbyL's L*(H+1) turns `ld h,DIESIDES-1` into a d(DIESIDES)";
    }
}
