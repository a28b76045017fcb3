package dev.romlab.kernels.comet2;

import java.util.Optional;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Casl2Minesweeper;
import dev.romlab.kernels.comet2.model.CostTally;
import dev.romlab.kernels.comet2.model.Xorshift16;
import dev.romlab.kernels.file.FileBackedKernel;

/**
 * {@code casl2-xorshift}: XORSHFT of {@code roms/comet2/minesweeper.cas} from STATE = {@code seed}: the new state
 * ({@code value}, left in GR0 and STATE). The routine, its input, output, settings and run's chain of states are
 * those of its kernel file, {@code roms/comet2/xorshift.kernel.toml}; this class adds the faithful model with its
 * cost units, the finding, and Marsaglia's xorshift it is meant to be.
 */
final class Casl2XorshiftKernel extends FileBackedKernel {

    static final Field SEED = Field.unsigned("seed", 16, Radix.HEX);
    static final Field VALUE = Field.unsigned("value", 16, Radix.HEX);

    Casl2XorshiftKernel() {
        super("roms/comet2/xorshift.kernel.toml");
    }

    @Override
    public Outcome model(Values input) {
        CostTally tally = new CostTally(Comet2Profile.COMET2);
        int value = Casl2Minesweeper.xorshift((int) input.get(SEED.name()), tally);
        return new Outcome.Returned(Values.of(VALUE.value(value)), tally.costUnits());
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(IntendedModel.of("Marsaglia's xorshift on 16 bits, x ^= x << 7; x ^= x >> 9; x ^= x << 8",
                input -> Values.of(VALUE.value(Xorshift16.next((int) input.get(SEED.name()))))));
    }

    @Override
    public String remark() {
        return "period 65,535: every state but 0 comes once, 0 stays 0";
    }
}
