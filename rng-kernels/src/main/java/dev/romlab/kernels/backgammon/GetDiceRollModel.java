package dev.romlab.kernels.backgammon;

import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.kernels.backgammon.model.ListingReading;
import dev.romlab.kernels.backgammon.model.Roll;
import dev.romlab.kernels.backgammon.model.Timings;
import dev.romlab.kernels.file.RoutineModel;

/**
 * The faithful model of one GetDiceRoll ($815C) on a generator value, exposed to kernel files as the reference of
 * {@code roms/6502/backgammon/roll.kernel.toml} (listed in META-INF/services): the dice {@link Roll} makes and the
 * cycles {@link Timings} counts for the roll and its draw, in the {@code CMP #$37} reading the file's program is
 * assembled in.
 */
public final class GetDiceRollModel implements RoutineModel {

    /** The name the kernel file's {@code [reference] model} gives. */
    private static final String NAME = "fds-backgammon-roll";

    /** The file's input, the value GetRandomVal draws, and its outputs, the bytes at $46 and $47. */
    private static final String VALUE = BackgammonFields.VALUE.name();
    static final String DIE1 = "die1";
    static final String DIE2 = "die2";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        Roll roll = Roll.of(value(inputs));
        return Map.of(DIE1, (long) roll.die1(), DIE2, (long) roll.die2());
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(Timings.rollWithoutRefill(value(inputs), ListingReading.MOST_LIKELY));
    }

    private static int value(Map<String, Long> inputs) {
        return Math.toIntExact(inputs.get(VALUE));
    }
}
