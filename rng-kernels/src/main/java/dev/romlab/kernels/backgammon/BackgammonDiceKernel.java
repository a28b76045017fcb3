package dev.romlab.kernels.backgammon;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.OutputShape;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.backgammon.model.FaithfulGenerator;
import dev.romlab.kernels.backgammon.model.Roll;
import dev.romlab.kernels.backgammon.model.Timings;
import dev.romlab.kernels.file.KernelFile;
import dev.romlab.kernels.file.UserKernel;

/**
 * {@code fds-backgammon-dice}: the dice of a game of FDS Backgammon started after {@code frames} title-screen frames
 * of start sequence {@code sequence}: the reset, one GetRandomVal per frame, then {@link #ROLLS} GetDiceRoll calls;
 * outputs {@code roll1..roll3} as die 1 and die 2 in one number (31 for 3-1) and the first roll's {@code pair},
 * cycles those of the rolls. For
 * {@code dist} and {@code fairness}, input {@code value} (with {@code pairs} = 36) is one GetDiceRoll on a given
 * generator value, output {@code pair} = 6 (die 1 - 1) + die 2, 1..36, against two fair dice. That roll is a routine
 * with inputs and outputs, so its kernel file {@value #ROLL_FILE} runs it; the games (a stream of the generator from
 * a reset) and the pair made of its two outputs stay here.
 */
final class BackgammonDiceKernel extends BackgammonKernel {

    /** Rolls per game compared: the three of {@code romlab backgammon --find "6-6 5-5 3-1"}. */
    static final int ROLLS = 3;

    /** Title frames per sequence in the default input set: one minute, as {@code backgammon --find}. */
    static final int FRAMES = 3_600;

    static final Field FRAME = Field.range("frames", 16, 0, FRAMES - 1);

    /** The most title frames {@code dist --frames} takes: about 18 minutes of title screen. */
    private static final int MAX_STREAM_FRAMES = 65_536;

    /** The dice of a pair as one number, 11..66. */
    private static final Field ROLL = Field.range("roll", 8, 11, 66);

    /** {@code dist}'s reduction: a generator value into a pair number. */
    private static final Field PAIRS = Field.range("pairs", 8, 36, 36);
    private static final Field PAIR = Field.range("pair", 8, 1, 36);
    private static final String TWO_DICE = "6 * (d6 - 1) + d6";

    /** One GetDiceRoll on a value: the value, the dice and the cycles described as a user describes a routine. */
    static final String ROLL_FILE = "roms/6502/backgammon/roll.kernel.toml";

    private final UserKernel roll = KernelFile.fromClassPath(ROLL_FILE);
    private FaithfulGenerator model;

    BackgammonDiceKernel() {
        super(FRAME, 10);
    }

    @Override
    public String id() {
        return "fds-backgammon-dice";
    }

    @Override
    public String description() {
        return "Backgammon (FDS): GetDiceRoll ($815C), the dice of a game started after a number of title frames";
    }

    @Override
    public Outcome model(Values input) {
        if (input.has(BackgammonFields.VALUE.name())) {
            int value = (int) input.get(BackgammonFields.VALUE.name());
            return new Outcome.Returned(Values.of(pair(Roll.of(value))), Timings.rollWithoutRefill(value, reading));
        }
        int sequence = (int) input.get(BackgammonFields.SEQUENCE.name());
        int frames = (int) input.get(FRAME.name());
        if (!modelled.follows(sequence, frames)) {
            model = FaithfulGenerator.reset(sequence, reading);
            for (int k = 0; k < frames - 1; k++) {
                model.next();
            }
        }
        if (frames > 0) {
            model.next();
        }
        modelled.set(sequence, frames);
        FaithfulGenerator game = model.copy();
        List<Roll> rolls = new ArrayList<>();
        long cycles = 0;
        for (int k = 1; k <= ROLLS; k++) {
            int value = game.next();
            rolls.add(Roll.of(value));
            cycles += Timings.roll(value) + game.lastCycles();
        }
        return new Outcome.Returned(gameOutput(rolls), cycles);
    }

    @Override
    public Emulation emulate(Values input, int traceLines) {
        if (input.has(BackgammonFields.VALUE.name())) {
            return emulateValue((int) input.get(BackgammonFields.VALUE.name()), traceLines);
        }
        int sequence = (int) input.get(BackgammonFields.SEQUENCE.name());
        int frames = (int) input.get(FRAME.name());
        machine.trace(0);
        if (!emulated.follows(sequence, frames)) {
            machine.reset(sequence);
            for (int k = 0; k < frames - 1; k++) {
                machine.draw();
            }
        }
        if (frames > 0) {
            machine.draw();
        }
        emulated.set(sequence, frames);
        machine.save();
        machine.trace(traceLines);
        List<Roll> rolls = new ArrayList<>();
        long cycles = 0;
        long instructions = 0;
        for (int k = 1; k <= ROLLS; k++) {
            rolls.add(machine.roll());
            cycles += machine.lastCycles();
            instructions += machine.lastInstructions();
        }
        Emulation emulation = new Emulation(new Outcome.Returned(gameOutput(rolls), cycles), cycles, instructions,
                registers(), machine.traceLines());
        machine.restore();
        return emulation;
    }

    /**
     * One GetDiceRoll on {@code value} through {@link #ROLL_FILE} (the table's entry 1 set to it and $600 to 0, so
     * GetRandomVal reads it), its two dice made the pair; the game's machine is not touched.
     */
    private Emulation emulateValue(int value, int traceLines) {
        Emulation emulation = roll.emulate(Values.of(BackgammonFields.VALUE.value(value)), traceLines);
        Outcome outcome = emulation.outcome() instanceof Outcome.Returned dice
                ? new Outcome.Returned(Values.of(pair(new Roll((int) dice.output().get(GetDiceRollModel.DIE1),
                        (int) dice.output().get(GetDiceRollModel.DIE2)))), dice.cycles())
                : emulation.outcome();
        return new Emulation(outcome, emulation.cycles(), emulation.instructions(), emulation.registers(),
                emulation.traceTail());
    }

    /**
     * Every sequence (or the one {@code --sequence} gives) × title frames 0..count-1: the first roll of every game
     * started in that time.
     */
    @Override
    public InputSpace streamInputs(long count, Settings given) {
        given.refuseExcept(id(), List.of(BackgammonFields.SEQUENCE.name()), Settings.DIST_AND_FAIRNESS);
        if (count < 1 || count > MAX_STREAM_FRAMES) {
            throw new IllegalArgumentException("--frames must be 1.." + MAX_STREAM_FRAMES + ": " + count);
        }
        return InputSpace.exhaustive(given.unset(List.of(BackgammonFields.SEQUENCE, Field.range(FRAME.name(), 16, 0,
                count - 1))), given.inputs());
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return Optional.of(new RandomByteInput(BackgammonFields.VALUE, PAIRS, 36, PAIR.name(), 1, TWO_DICE)
                .shaped(new OutputShape.DicePair(6, 1)));
    }

    /** Over every generator value there is no sequence: {@code --sequence} goes with {@code --frames}. */
    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        if (given.isGiven(BackgammonFields.SEQUENCE.name())) {
            throw new IllegalArgumentException(id() + ": --sequence applies to dist and fairness with --frames N "
                    + "alone (the first N title frames of that sequence); without it they count every generator value "
                    + "0..179, which no sequence fixes");
        }
        given.refuseExcept(id(), List.of(), Settings.DIST_AND_FAIRNESS);
        return randomByteInput();
    }

    @Override
    public String remark() {
        return "every ordered pair from 5 of the 180 values";
    }

    /** {@code roll1..roll3}, then the first roll's {@code pair} (what {@code dist --frames} counts). */
    private static Values gameOutput(List<Roll> rolls) {
        List<Value> out = new ArrayList<>();
        for (int k = 0; k < rolls.size(); k++) {
            out.add(new Value(ROLL.name() + (k + 1), ROLL.bits(), rolls.get(k).code(), ROLL.radix()));
        }
        out.add(pair(rolls.get(0)));
        return new Values(out);
    }

    private static Value pair(Roll roll) {
        return PAIR.value(6L * (roll.die1() - 1) + roll.die2());
    }
}
