package dev.romlab.kernels.comet2.model;

import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.kernels.file.RoutineModel;

/**
 * {@link Casl2Minesweeper#xorshift} as the reference of {@code roms/comet2/xorshift.kernel.toml}
 * ({@code [reference] model = "casl2-xorshift"}): from the input {@code seed}, the output {@code value} and XORSHFT's
 * cost units. A Troll expression cannot say it: Troll has no shifts or exclusive or.
 */
public final class Casl2XorshiftRoutineModel implements RoutineModel {

    @Override
    public String name() {
        return "casl2-xorshift";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        return Map.of("value", (long) Casl2Minesweeper.xorshift(seed(inputs), new CostTally(Comet2Profile.COMET2)));
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        CostTally tally = new CostTally(Comet2Profile.COMET2);
        Casl2Minesweeper.xorshift(seed(inputs), tally);
        return OptionalLong.of(tally.costUnits());
    }

    private static int seed(Map<String, Long> inputs) {
        return (int) (long) inputs.get("seed");
    }
}
