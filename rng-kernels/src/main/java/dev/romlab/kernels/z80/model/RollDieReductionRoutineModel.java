package dev.romlab.kernels.z80.model;

import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.kernels.file.RoutineModel;

/**
 * The z80-rolldie kernel's independent model of rollDie's reduction alone (entered at {@code rollDieReduce} with A
 * = a random byte), for kernel files: {@code [reference] model = "z80-rolldie-reduce"} compares a file's {@code a}
 * and its T-states with {@link Reductions#rollDie} and {@link Timings#rollDieReduction}, from inputs
 * {@code DIESIDES} and {@code a}. The reference of {@code roms/z80/dice/rolldie-reduce.kernel.toml}.
 */
public final class RollDieReductionRoutineModel implements RoutineModel {

    @Override
    public String name() {
        return "z80-rolldie-reduce";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        return Map.of("a", (long) Reductions.rollDie((int) (long) inputs.get("a"), sides(inputs)));
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(Timings.rollDieReduction(sides(inputs)));
    }

    private static int sides(Map<String, Long> inputs) {
        return (int) (long) inputs.get("DIESIDES");
    }
}
