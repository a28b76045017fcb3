package dev.romlab.kernels.z80.model;

import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;

import dev.romlab.kernels.file.RoutineModel;

/**
 * The z80-div kernel's independent model of DivHLbyBC for kernel files: {@code [reference] model = "z80-div"}
 * compares a file's {@code hl} and its T-states with it, from inputs {@code hl} and {@code bc}; BC = 0 never
 * returns. The reference of {@code roms/z80/dice/div.kernel.toml}.
 */
public final class DivRoutineModel implements RoutineModel {

    @Override
    public String name() {
        return "z80-div";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        OptionalInt quotient = Arithmetic.divHLbyBC(word(inputs, "hl"), word(inputs, "bc"));
        return quotient.isPresent() ? Map.of("hl", (long) quotient.getAsInt()) : null;
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        int hl = word(inputs, "hl");
        int bc = word(inputs, "bc");
        return bc == 0 ? OptionalLong.empty() : OptionalLong.of(Timings.divHLbyBC(hl, bc));
    }

    private static int word(Map<String, Long> inputs, String name) {
        return (int) (long) inputs.get(name);
    }
}
