package dev.romlab.kernels.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.ClockReading;
import dev.romlab.kernels.comet2.model.CostTally;
import dev.romlab.kernels.comet2.model.Xorshift128;
import dev.romlab.kernels.file.FileBackedKernel;

/**
 * {@code mlfe-rand}: seed 004's RAND ({@code roms/mlfe/rand.fe}), called at INIT with A in GR1 and B in GR2 as
 * RANDINT does, the clock standing still at the input's instant (RAND reads it once). Output: GR0, the value
 * (4294967295 is -1, the error). The routine, its inputs (the minute and microsecond, {@link ChapterClock}; A 0..1000,
 * B 1..1000, each a setting of the same name), output, settings, samples and run's draws are those of its kernel
 * file, {@code roms/mlfe/rand.kernel.toml}. This class adds what a file cannot say: the exhaustive set, every
 * microsecond of one minute with A and B fixed (60,000,000 inputs), and dist's instants, one a millisecond at a
 * microsecond drawn for it, both with the chapter's call where no setting fixes it; the faithful model with its cost
 * units (the file's reference too, {@link MlfeRandRoutineModel}), the finding and Marsaglia's xorshift128 it is meant
 * to be.
 */
final class MlfeRandKernel extends FileBackedKernel {

    static final Field A = Field.range("A", 16, 0, 1000);
    static final Field B = Field.range("B", 16, 1, 1000);
    static final Field VALUE = Field.unsigned("value", 32, Radix.DECIMAL);
    /**
     * What an exhaustive run and dist fix where the user does not: the chapter's call, RANDINT 0, 100, in the issue's
     * example minute.
     */
    private static final Values CHAPTER_CALL = Values.of(ChapterClock.MINUTE.value(ChapterClock.DEFAULT_MINUTE),
            A.value(0), B.value(100));

    MlfeRandKernel() {
        super("roms/mlfe/rand.kernel.toml");
    }

    /**
     * The file's samples with the inputs given fixed; exhaustively, every microsecond of one minute with the minute, A
     * and B given or the chapter's ({@link #CHAPTER_CALL}).
     */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        if (!(coverage instanceof Coverage.Exhaustive)) {
            return routine.inputs(coverage, given);
        }
        given.refuseExcept(id(), List.of(ChapterClock.MINUTE.name(), ChapterClock.US.name(), A.name(), B.name()),
                Settings.DIFF_AND_BENCH);
        if (given.isGiven(ChapterClock.US.name())) {
            throw new IllegalArgumentException(id() + ": --exhaustive takes every us of a minute: leave out --us");
        }
        return InputSpace.exhaustive(List.of(ChapterClock.US), chapterCall(given));
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    /** {@link #CHAPTER_CALL} with the values given in place of its own. */
    private static Values chapterCall(Settings given) {
        Values call = CHAPTER_CALL;
        for (Value value : given.inputs().list()) {
            if (call.has(value.name())) {
                call = call.with(value);
            }
        }
        return call;
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public Outcome model(Values input) {
        CostTally tally = new CostTally(Comet2Profile.MLFE);
        int value = MlfeRandRoutineModel.value(ChapterClock.minute(input), ChapterClock.us(input), a(input),
                input.get(B.name()), tally);
        return new Outcome.Returned(Values.of(VALUE.value(Integer.toUnsignedLong(value))), tally.costUnits());
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        return routine.emulate(call(input), traceLines);
    }

    @Override
    public Outcome emulateOutcome(Values input) {
        return routine.emulateOutcome(call(input));
    }

    /**
     * The file's call for {@code input}: every input of the file, in its order; dist's millisecond as its instant's
     * microsecond, and the chapter's minute 16 and A 0 where dist's or an exhaustive input has none.
     */
    private static Values call(Values input) {
        List<Value> given = input.list();
        if (given.size() == 4 && given.get(0).name().equals(ChapterClock.MINUTE.name())
                && given.get(1).name().equals(ChapterClock.US.name()) && given.get(2).name().equals(A.name())
                && given.get(3).name().equals(B.name())) {
            return input; // the file's own samples: the call as it is
        }
        if (given.size() == 4 && given.get(0).name().equals(ChapterClock.MINUTE.name())
                && given.get(1).name().equals(A.name()) && given.get(2).name().equals(B.name())
                && given.get(3).name().equals(ChapterClock.US.name())) {
            // an exhaustive input (the call fixed, every microsecond last): the same values in the file's order
            return new Values(List.of(given.get(0), given.get(3), given.get(1), given.get(2)));
        }
        return Values.of(ChapterClock.MINUTE.value(ChapterClock.minute(input)),
                ChapterClock.US.value(ChapterClock.us(input)), A.value(a(input)), B.value(input.get(B.name())));
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("Marsaglia's xorshift128 (\"Xorshift RNGs\", 2003) seeded as RAND seeds "
                + "it, its state kept, S rounds, a value uniform in [A, B)", input -> {
                    int value = Xorshift128.rand(ClockReading.of(ChapterClock.instant(input)), (int) a(input),
                            (int) input.get(B.name()));
                    return Values.of(VALUE.value(Integer.toUnsignedLong(value)));
                }));
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return randomByteInput(Settings.none(parameters()));
    }

    /**
     * Every millisecond (or with {@code --exhaustive} microsecond) of the minute given or 16, A given or 0, the sides
     * B given or 100 ({@code --sides} is the same); {@code --us} is what is counted over.
     */
    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        given.refuseExcept(id(), List.of(ChapterClock.MINUTE.name(), A.name(), B.name()), Settings.DIST_AND_FAIRNESS);
        Values call = chapterCall(given);
        List<Value> fixed = new ArrayList<>(given.inputs().list());
        fixed.removeIf(v -> v.name().equals(B.name()));
        return Optional.of(new RandomByteInput(ChapterClock.MS, B, call.get(B.name()), VALUE.name(), 0)
                .withWhole(ChapterClock.US).fixing(call.get(B.name()), new Values(fixed),
                        ChapterClock.msInstants(call.get(ChapterClock.MINUTE.name()))));
    }

    /** A, 0 where the input has none (dist's inputs: the microsecond and B). */
    private static long a(Values input) {
        return input.find(A.name()).map(v -> v.value()).orElse(0L);
    }

    @Override
    public String remark() {
        return "W is never stored back: from round 4 on every round gives the same value, a function of minute × "
                + "µs alone; -1 in second 0; 0..B-1, not A..B-1";
    }
}
