package dev.romlab.kernels.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.SampledCalls;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.ChapterRand;
import dev.romlab.kernels.comet2.model.ClockReading;
import dev.romlab.kernels.comet2.model.CostTally;
import dev.romlab.kernels.comet2.model.Xorshift128;

/**
 * {@code mlfe-rand}: seed 004's RAND ({@code roms/mlfe/rand.fe}), called at INIT with A in GR1 and B in GR2 as
 * RANDINT does, the clock standing still at the input's instant (RAND reads it once). Output: GR0, the value
 * (4294967295 is -1, the error). Inputs: the minute and microsecond ({@link ChapterClock}), A 0..1000, B 1..1000,
 * each a setting of the same name; exhaustively, every microsecond of one minute with A and B fixed (60,000,000
 * inputs).
 */
final class MlfeRandKernel extends Comet2RomKernel {

    static final Field A = Field.range("A", 16, 0, 1000);
    static final Field B = Field.range("B", 16, 1, 1000);
    static final Field VALUE = Field.unsigned("value", 32, Radix.DECIMAL);
    /** A run takes at most 59 rounds of 23 instructions. */
    private static final long BUDGET = 10_000;
    private static final List<Field> FIELDS = List.of(ChapterClock.MINUTE, ChapterClock.US, A, B);
    /**
     * What an exhaustive run and dist fix where the user does not: the chapter's call, RANDINT 0, 100, in the issue's
     * example minute.
     */
    private static final Values CHAPTER_CALL = Values.of(ChapterClock.MINUTE.value(ChapterClock.DEFAULT_MINUTE),
            A.value(0), B.value(100));

    MlfeRandKernel() {
        super("mlfe", "rand.fe", "PGM", BUDGET);
    }

    @Override
    public String id() {
        return "mlfe-rand";
    }

    @Override
    public String description() {
        return "seed 004's RAND (MLFE): an \"xorshift\" seeded from SVC time, S (seconds) rounds, (A + W) mod B";
    }

    /** The instant and the call are settings of their own names; {@code run} draws those not given. */
    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.input(ChapterClock.MINUTE, "the minute 12:M of 2021-06-05 (run: drawn; dist, "
                        + "diff --exhaustive: 16)"),
                Parameter.input(ChapterClock.US, "the microsecond of that minute SVC time reads (run: drawn)"),
                Parameter.input(A, "A, in GR1: the lowest value asked for (run: drawn; dist, diff --exhaustive: 0)"),
                Parameter.input(B, "B, in GR2: one past the highest value asked for (run: drawn; dist: --sides, "
                        + "100; diff --exhaustive: 100)"),
                StandardParameters.sampleSeed(), StandardParameters.count(10));
    }

    /**
     * The samples with the inputs given fixed; exhaustively, every microsecond of one minute with the minute, A and B
     * given or the chapter's ({@link #CHAPTER_CALL}).
     */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), FIELDS.stream().map(Field::name).toList(), Settings.DIFF_AND_BENCH);
        if (coverage instanceof Coverage.DefaultSet d) {
            return InputSpace.whole(given.unset(FIELDS), given.inputs(), new Coverage.Samples(
                    Coverage.DEFAULT_SAMPLES, d.seed()));
        } else if (coverage instanceof Coverage.Samples) {
            return InputSpace.whole(given.unset(FIELDS), given.inputs(), coverage);
        }
        if (given.isGiven(ChapterClock.US.name())) {
            throw new IllegalArgumentException(id() + ": --exhaustive takes every us of a minute: leave out --us");
        }
        return InputSpace.exhaustive(List.of(ChapterClock.US), chapterCall(given));
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
        ClockReading time = ClockReading.of(ChapterClock.instant(input));
        int value = ChapterRand.value(a(input), (int) input.get(B.name()), executed -> time, tally);
        tally.add(Comet2InstructionTable.RET);
        return new Outcome.Returned(Values.of(VALUE.value(Integer.toUnsignedLong(value))), tally.costUnits());
    }

    @Override
    RunResult run(Values input, int traceLines) {
        Comet2 cpu = rom.fresh(new MachineClock.Fixed(ChapterClock.instant(input), 0), traceLines);
        cpu.setRegister(1, a(input));
        cpu.setRegister(2, (int) input.get(B.name()));
        return rom.call("INIT");
    }

    @Override
    Values output() {
        return Values.of(VALUE.value(Integer.toUnsignedLong(rom.register(0))));
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("Marsaglia's xorshift128 (\"Xorshift RNGs\", 2003) seeded as RAND seeds "
                + "it, its state kept, S rounds, a value uniform in [A, B)", input -> {
                    int value = Xorshift128.rand(ClockReading.of(ChapterClock.instant(input)), a(input),
                            (int) input.get(B.name()));
                    return Values.of(VALUE.value(Integer.toUnsignedLong(value)));
                }));
    }

    @Override
    public CallSequence calls(Settings settings) {
        return SampledCalls.drawing(FIELDS, settings);
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
    private static int a(Values input) {
        return (int) input.find(A.name()).map(v -> v.value()).orElse(0L).longValue();
    }

    @Override
    public String remark() {
        return "W is never stored back: from round 4 on every round gives the same value, a function of minute × "
                + "µs alone; -1 in second 0; 0..B-1, not A..B-1";
    }
}
