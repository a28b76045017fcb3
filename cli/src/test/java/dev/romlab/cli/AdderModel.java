package dev.romlab.cli;

import java.util.Map;

import dev.romlab.kernels.file.RoutineModel;

/**
 * A reference model as a user ships one in a jar, for {@code --model-jar}: the 8-bit sum of B and C. Registered
 * only in the jar {@link KernelFileCommandsTest} builds, so that it is found through the command line alone.
 */
public final class AdderModel implements RoutineModel {

    @Override
    public String name() {
        return "adder";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        return Map.of("a", (inputs.get("b") + inputs.get("c")) & 0xFF);
    }
}
