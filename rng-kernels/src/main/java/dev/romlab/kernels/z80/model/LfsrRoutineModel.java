package dev.romlab.kernels.z80.model;

import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.kernels.file.RoutineModel;

/**
 * The z80-lfsr kernel's independent model of z80rand for kernel files: {@code [reference] model = "z80-lfsr"}
 * compares a file's {@code a} and {@code seed} (the state after the call) and its T-states with {@link LfsrModel}
 * and {@link Timings#z80rand()}, from the input {@code seed}. The reference of {@code roms/z80/dice/lfsr.kernel.toml}.
 */
public final class LfsrRoutineModel implements RoutineModel {

    @Override
    public String name() {
        return "z80-lfsr";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        LfsrModel lfsr = new LfsrModel(inputs.get("seed"));
        long a = lfsr.next();
        return Map.of("a", a, "seed", lfsr.seed());
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(Timings.z80rand());
    }
}
