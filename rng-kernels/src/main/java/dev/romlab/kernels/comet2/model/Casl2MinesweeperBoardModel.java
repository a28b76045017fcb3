package dev.romlab.kernels.comet2.model;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.kernels.file.RoutineModel;

/**
 * {@link Casl2Minesweeper#init} as the reference of {@code roms/comet2/minesweeper.kernel.toml} ({@code [reference]
 * model = "casl2-minefield"}): from the input {@code state}, the board INIT leaves in FIELD, outputs
 * {@code r0c0}..{@code r8c8} (BOMB, 2, where a bomb is; the 0 of DS elsewhere), and INIT's cost units.
 */
public final class Casl2MinesweeperBoardModel implements RoutineModel {

    /** FIELD's word for a bomb: minesweeper.cas's BOMB. */
    private static final long BOMB = 2;

    @Override
    public String name() {
        return "casl2-minefield";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        Minefield field = Casl2Minesweeper.init(state(inputs));
        Map<String, Long> cells = new HashMap<>();
        for (int cell = 0; cell < Minefield.CELLS; cell++) {
            cells.put("r" + cell / Minefield.WIDTH + "c" + cell % Minefield.WIDTH, 0L);
        }
        field.bombs().forEach(cell -> cells.put("r" + cell / Minefield.WIDTH + "c" + cell % Minefield.WIDTH, BOMB));
        return cells;
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(Casl2Minesweeper.init(state(inputs)).costUnits());
    }

    private static int state(Map<String, Long> inputs) {
        return (int) (long) inputs.get("state");
    }
}
