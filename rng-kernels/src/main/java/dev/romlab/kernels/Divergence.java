package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The first input on which the emulator and the model disagree.
 *
 * @param index    0-based position of the input in the space
 * @param input    the input
 * @param expected the model's outcome
 * @param actual   the emulator's run, with its registers and the last lines of its instruction trace
 */
public record Divergence(long index, Values input, Outcome expected, Emulation actual) {

    /** What differs: {@code output}, {@code cycles}, {@code returns} (one returned, the other not). */
    public String what() {
        if (expected instanceof Outcome.Returned e && actual.outcome() instanceof Outcome.Returned a) {
            return e.timed() && e.output().equals(a.output()) ? "cycles" : "output";
        }
        return "returns";
    }

    public Map<String, Object> toJson(String cycleUnit) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("index", index);
        out.put("differs", what());
        out.put("input", input.toJson());
        out.put("expected", expected.toJson(cycleUnit));
        out.put("actual", actual.toJson(cycleUnit));
        return out;
    }
}
