package dev.romlab.kernels.comet2;

import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.kernels.comet2.model.ChapterRand;
import dev.romlab.kernels.comet2.model.ClockReading;
import dev.romlab.kernels.comet2.model.CostTally;
import dev.romlab.kernels.file.RoutineModel;

/**
 * {@link ChapterRand} as the reference of {@code roms/mlfe/rand.kernel.toml} ({@code [reference] model =
 * "mlfe-rand"}): from the inputs {@code minute}, {@code us} (the instant SVC time reads), {@code A} and {@code B}, the
 * output {@code value} (GR0 as an unsigned word: 4294967295 is -1) and the cost units from INIT up to its RET. A
 * Troll expression cannot say it: Troll has no shifts, exclusive or or clock. {@code mlfe-rand}'s model is this one.
 */
public final class MlfeRandRoutineModel implements RoutineModel {

    @Override
    public String name() {
        return "mlfe-rand";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        return Map.of("value", Integer.toUnsignedLong(value(inputs.get("minute"), inputs.get("us"), inputs.get("A"),
                inputs.get("B"), new CostTally(Comet2Profile.MLFE))));
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        CostTally tally = new CostTally(Comet2Profile.MLFE);
        value(inputs.get("minute"), inputs.get("us"), inputs.get("A"), inputs.get("B"), tally);
        return OptionalLong.of(tally.costUnits());
    }

    /**
     * RAND's value at 12:{@code minute} and {@code us} into it for A and B, its instructions up to and including
     * INIT's RET counted in {@code tally}.
     */
    static int value(long minute, long us, long a, long b, CostTally tally) {
        ClockReading time = ChapterClock.reading(minute, us);
        int value = ChapterRand.value((int) a, (int) b, executed -> time, tally);
        tally.add(Comet2InstructionTable.RET);
        return value;
    }
}
