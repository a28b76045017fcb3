package dev.romlab.kernels.comet2;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.comet2.MachineClock;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.SampledCalls;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.ClockReading;
import dev.romlab.kernels.comet2.model.Minefield;
import dev.romlab.kernels.comet2.model.MlfeMinesweeper;
import dev.romlab.kernels.comet2.model.Xorshift128;

/**
 * {@code mlfe-minesweeper}: {@code roms/mlfe/minesweeper.fe} run as {@code romlab exec --clock} runs it, from its
 * START, the clock at the input's instant and one instruction a microsecond, up to INIT's return: the bombs in the
 * order INIT placed them (seen at PUTBOMB) and HEIGHT ({@link MinefieldOutput}), INIT's own cost units.
 */
final class MlfeMinesweeperKernel extends Comet2RomKernel {

    /** dist's sides: the 81 cells (fixed by the program). */
    static final Field CELLS = Field.range("cells", 8, Minefield.CELLS, Minefield.CELLS);
    /** The default input set: boards are about 10,000 instructions each. */
    private static final long SAMPLES = 2_000;
    /**
     * Through second 0 RAND returns -1 and INIT draws again until the clock leaves it (up to 1,000,000
     * instructions, 1.5 million cost units); in minute 0 from second 4 on it returns 0 on every call, and INIT
     * draws again until minute 1: up to a minute, beyond this budget.
     */
    private static final long BUDGET = 5_000_000;
    private static final List<Field> FIELDS = List.of(ChapterClock.MINUTE, ChapterClock.US);
    private static final long RATE = MachineClock.Fixed.DEFAULT_RATE;
    private static final int CALL_UNITS = units(Comet2InstructionTable.CALL);
    private static final int RET_UNITS = units(Comet2InstructionTable.RET);

    private final List<Integer> placed = new ArrayList<>();

    MlfeMinesweeperKernel() {
        super("mlfe", "minesweeper.fe", "PGM", BUDGET);
        rom.watch("PUTBOMB", cpu -> placed.add(cpu.register(0)));
    }

    @Override
    public String id() {
        return "mlfe-minesweeper";
    }

    @Override
    public String description() {
        return "seed 004's minesweeper INIT (MLFE): 10 bombs in a 9 x 9 field, each cell from RANDINT (RAND) and "
                + "the clock";
    }

    /** The instant of the run's {@code --clock}: settings of their own names; {@code run} draws those not given. */
    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.input(ChapterClock.MINUTE, "the minute 12:M of 2021-06-05 (run: drawn; dist: 16)"),
                Parameter.input(ChapterClock.US, "the microsecond of that minute the run starts at (run: drawn)"),
                StandardParameters.sampleSeed(), StandardParameters.count(10));
    }

    /** The samples with the minute or the microsecond given fixed; exhaustively, only the one instant given whole. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), FIELDS.stream().map(Field::name).toList(), Settings.DIFF_AND_BENCH);
        List<Field> free = given.unset(FIELDS);
        if (coverage instanceof Coverage.DefaultSet d) {
            return InputSpace.whole(free, given.inputs(), new Coverage.Samples(SAMPLES, d.seed()));
        } else if (coverage instanceof Coverage.Samples || free.isEmpty()) {
            return InputSpace.whole(free, given.inputs(), coverage);
        }
        throw new IllegalArgumentException(id() + ": 3,600,000,000 instants are too many to try them all; use "
                + "--samples N");
    }

    @Override
    public boolean exhaustible() {
        return false;
    }

    @Override
    public Outcome model(Values input) {
        Minefield field = MlfeMinesweeper.init(ChapterClock.instant(input), RATE);
        // the emulator stops before an instruction once the budget is spent: the RET back must start below it
        if (CALL_UNITS + field.costUnits() - RET_UNITS >= BUDGET) {
            return new Outcome.NeverReturns();
        }
        return new Outcome.Returned(MinefieldOutput.of(field), field.costUnits());
    }

    private static int units(int opcode) {
        return Comet2InstructionTable.byOpcode(Comet2Profile.MLFE, opcode).orElseThrow().costUnits(Comet2Profile.MLFE);
    }

    @Override
    RunResult run(Values input, int traceLines) {
        placed.clear();
        rom.fresh(new MachineClock.Fixed(ChapterClock.instant(input), RATE), traceLines);
        return rom.runTo(rom.start() + 1); // back from CALL INIT, the program's one-word first instruction
    }

    @Override
    Values output() {
        return MinefieldOutput.of(placed, rom.word("HEIGHT", 0));
    }

    /** The START's CALL INIT: the run's first instruction, not INIT's. */
    @Override
    long unitsBefore() {
        return CALL_UNITS;
    }

    @Override
    long instructionsBefore() {
        return 1;
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("xorshift128 seeded once from the clock as RAND seeds it (S rounds), then "
                + "one step per cell, each cell uniform in [0, 81)", MlfeMinesweeperKernel::intendedOutput));
    }

    private static Values intendedOutput(Values input) {
        LocalDateTime start = ChapterClock.instant(input);
        ClockReading time = ClockReading.of(start);
        Xorshift128 generator = Xorshift128.seeded(time);
        for (int round = 1; round < time.second(); round++) {
            generator.next();
        }
        boolean[] taken = new boolean[Minefield.CELLS];
        List<Integer> bombs = new ArrayList<>();
        while (bombs.size() < Minefield.BOMBS) {
            int cell = (int) Long.remainderUnsigned(Integer.toUnsignedLong(generator.next()), Minefield.CELLS);
            if (!taken[cell]) {
                taken[cell] = true;
                bombs.add(cell);
            }
        }
        return MinefieldOutput.of(bombs, Minefield.HEIGHT);
    }

    @Override
    public CallSequence calls(Settings settings) {
        return SampledCalls.drawing(FIELDS, settings);
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return randomByteInput(Settings.none(parameters()));
    }

    /** Every hundredth of a second of the minute given or 16; {@code --us} is what is counted over. */
    @Override
    public Optional<RandomByteInput> randomByteInput(Settings given) {
        given.refuseExcept(id(), List.of(ChapterClock.MINUTE.name()), Settings.DIST_AND_FAIRNESS);
        String over = ChapterClock.csInstants(given.find(ChapterClock.MINUTE.name())
                .orElse(ChapterClock.DEFAULT_MINUTE));
        RandomByteInput positions = MinefieldOutput.bombPositions(ChapterClock.CS, over);
        return Optional.of(positions.fixing(positions.defaultSides(), given.inputs(), over));
    }

    @Override
    public String remark() {
        return "RANDINT reseeds from the clock on every call; in second 0 it returns -1 and INIT puts a bomb in "
                + "HEIGHT (SHOWF then prints two rows); in minute 0 it returns 0 from second 4 on: INIT hangs";
    }
}
