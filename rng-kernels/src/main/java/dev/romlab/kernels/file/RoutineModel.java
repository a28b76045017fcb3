package dev.romlab.kernels.file;

import java.util.Map;
import java.util.OptionalLong;

/**
 * A reference model too large for a Troll expression, written in any JVM language: a kernel file names it with
 * {@code [reference] model = "NAME"} (and {@code jar = "models.jar"} when it is not on the class path). It is found
 * with {@link java.util.ServiceLoader}: the jar lists the class in
 * {@code META-INF/services/dev.romlab.kernels.file.RoutineModel}. An instance is used by one thread at a time.
 *
 * <pre>{@code
 * public final class MulModel implements RoutineModel {
 *     public String name() { return "mul"; }
 *     public Map<String, Long> outputs(Map<String, Long> in) { return Map.of("hl", in.get("h") * in.get("l")); }
 * }
 * }</pre>
 */
public interface RoutineModel {

    /** The name a kernel file gives in {@code [reference] model}. */
    String name();

    /**
     * The outputs the routine should give for {@code inputs} (both by the kernel file's names); only the outputs
     * returned are compared. Null when the routine should never return for these inputs.
     */
    Map<String, Long> outputs(Map<String, Long> inputs);

    /** The call's cycles, when the model knows them: then they are compared too. */
    default OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.empty();
    }
}
