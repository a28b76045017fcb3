package dev.romlab.kernels.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.romlab.cpu.RunResult;
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
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Casl2Minesweeper;
import dev.romlab.kernels.comet2.model.Minefield;

/**
 * {@code casl2-minesweeper}: INIT of {@code roms/comet2/minesweeper.cas} from STATE = {@code state} (what SEED
 * leaves: the input number, 1 for 0): the bombs in the order it placed them (seen at PUTBOMB) and HEIGHT
 * ({@link MinefieldOutput}). Every state 1..65,535 is an input.
 */
final class Casl2MinesweeperKernel extends Comet2RomKernel {

    static final Field STATE = new Field("state", 16, 1, 0xFFFF, Radix.DECIMAL);
    /** Ten bombs take about 15 draws of 70 instructions. */
    private static final long BUDGET = 1_000_000;

    private final List<Integer> placed = new ArrayList<>();

    Casl2MinesweeperKernel() {
        super("comet2", "minesweeper.cas", "MINES", BUDGET);
        rom.watch("PUTBOMB", cpu -> placed.add(cpu.register(2)));
    }

    @Override
    public String id() {
        return "casl2-minesweeper";
    }

    @Override
    public String description() {
        return "the CASL II minesweeper's INIT on COMET II: 10 bombs in a 9 x 9 field, each cell xorshift16 mod 81";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.input(STATE, "the xorshift state INIT starts from, what SEED leaves (run: drawn)"),
                StandardParameters.sampleSeed(), StandardParameters.count(10));
    }

    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(STATE.name()), Settings.DIFF_AND_BENCH);
        return InputSpace.whole(given.unset(List.of(STATE)), given.inputs(), coverage);
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public Outcome model(Values input) {
        Minefield field = Casl2Minesweeper.init((int) input.get(STATE.name()));
        return new Outcome.Returned(MinefieldOutput.of(field), field.costUnits());
    }

    @Override
    RunResult run(Values input, int traceLines) {
        placed.clear();
        rom.fresh(traceLines).setWord(rom.address("STATE"), (int) input.get(STATE.name()));
        return rom.call("INIT");
    }

    @Override
    Values output() {
        return MinefieldOutput.of(placed, rom.word("HEIGHT", 0));
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("each cell uniform in [0, 81): xorshift16 states above 81 x 809 = 65,529 "
                + "drawn again", input -> MinefieldOutput.of(Casl2Minesweeper.intendedInit(
                        (int) input.get(STATE.name())), Minefield.HEIGHT)));
    }

    @Override
    public CallSequence calls(Settings settings) {
        return SampledCalls.drawing(List.of(STATE), settings);
    }

    @Override
    public Optional<RandomByteInput> randomByteInput() {
        return Optional.of(MinefieldOutput.bombPositions(STATE, "every state 1..65,535"));
    }

    @Override
    public String remark() {
        return "the 655,350 bombs of every state's board: each cell 7,946 to 8,245 times (8,090.7 for a fair "
                + "placement)";
    }
}
