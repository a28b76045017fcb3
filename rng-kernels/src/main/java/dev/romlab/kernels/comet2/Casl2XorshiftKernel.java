package dev.romlab.kernels.comet2;

import java.util.List;
import java.util.Optional;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.RunResult;
import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Casl2Minesweeper;
import dev.romlab.kernels.comet2.model.CostTally;
import dev.romlab.kernels.comet2.model.Xorshift16;

/**
 * {@code casl2-xorshift}: XORSHFT of {@code roms/comet2/minesweeper.cas} from STATE = {@code state}: the new state
 * ({@code value}, left in GR0 and STATE). Every state is an input.
 */
final class Casl2XorshiftKernel extends Comet2RomKernel {

    static final Field STATE = Field.unsigned("state", 16, Radix.HEX);
    static final Field VALUE = Field.unsigned("value", 16, Radix.HEX);
    /** run's --seed: the first call's state. */
    private static final Field SEED = Field.unsigned("seed", 16, Radix.HEX);
    private static final long BUDGET = 1_000;

    Casl2XorshiftKernel() {
        super("comet2", "minesweeper.cas", "MINES", BUDGET);
    }

    @Override
    public String id() {
        return "casl2-xorshift";
    }

    @Override
    public String description() {
        return "the CASL II minesweeper's 16-bit xorshift (Marsaglia's construction, triple 7, 9, 8) on COMET II";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter(SEED, 1, "the state before the first call"), StandardParameters.count(16));
    }

    /** Every state: run's {@code --seed} is the first state of a chain, no input to fix in a set. */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(), Settings.DIFF_AND_BENCH);
        return InputSpace.whole(List.of(STATE), coverage);
    }

    @Override
    public boolean exhaustible() {
        return true;
    }

    @Override
    public Outcome model(Values input) {
        CostTally tally = new CostTally(Comet2Profile.COMET2);
        int value = Casl2Minesweeper.xorshift((int) input.get(STATE.name()), tally);
        return new Outcome.Returned(Values.of(VALUE.value(value)), tally.costUnits());
    }

    @Override
    RunResult run(Values input, int traceLines) {
        rom.fresh(traceLines).setWord(rom.address("STATE"), (int) input.get(STATE.name()));
        return rom.call("XORSHFT");
    }

    @Override
    Values output() {
        return Values.of(VALUE.value(rom.register(0)));
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("Marsaglia's xorshift on 16 bits, x ^= x << 7; x ^= x >> 9; x ^= x << 8",
                input -> Values.of(VALUE.value(Xorshift16.next((int) input.get(STATE.name()))))));
    }

    @Override
    public CallSequence calls(Settings settings) {
        return CallSequence.of(Values.of(STATE.value(settings.get(SEED.name()))),
                (input, output) -> Values.of(STATE.value(output.get(VALUE.name()))));
    }

    @Override
    public String remark() {
        return "period 65,535: every state but 0 comes once, 0 stays 0";
    }
}
