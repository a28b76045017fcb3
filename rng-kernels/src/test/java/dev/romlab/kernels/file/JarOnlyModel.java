package dev.romlab.kernels.file;

import java.util.Map;

/** A model registered only in the jar a test builds: found through the kernel file's {@code jar}. */
public final class JarOnlyModel implements RoutineModel {

    @Override
    public String name() {
        return "jar-mul";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        return Map.of("hl", inputs.get("h") * inputs.get("l"));
    }
}
