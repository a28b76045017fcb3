package dev.romlab.kernels.z80.model;

import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.kernels.file.RoutineModel;

/**
 * The z80-rolldie kernel's independent model of the whole rollDie (z80rand, then the multiply-high reduction), for
 * kernel files: {@code [reference] model = "z80-rolldie"} compares a file's {@code a} and {@code seed} (the
 * LFSR state after the call) and its T-states with it, from inputs {@code DIESIDES} and {@code seed}.
 */
public final class RollDieRoutineModel implements RoutineModel {

    @Override
    public String name() {
        return "z80-rolldie";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        LfsrModel lfsr = new LfsrModel(inputs.get("seed"));
        int die = Reductions.rollDie(lfsr.next(), (int) (long) inputs.get("DIESIDES"));
        return Map.of("a", (long) die, "seed", lfsr.seed());
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(Timings.rollDie((int) (long) inputs.get("DIESIDES")));
    }
}
