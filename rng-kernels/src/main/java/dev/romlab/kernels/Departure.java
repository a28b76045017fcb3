package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The first input on which a routine's emulator run departs from its intended algorithm.
 *
 * @param index    0-based position of the input in the space
 * @param input    the input
 * @param name     the first output (in the intended model's order) that differs
 * @param intended the intended model's outputs
 * @param actual   the emulator's outputs of the same names
 * @param codeName what the text calls the code the emulator ran ({@link IntendedModel#codeName()})
 */
public record Departure(long index, Values input, String name, Values intended, Values actual, String codeName) {

    /**
     * {@code b12: game 77, intended 1} (the code's name, {@code routine} for most kernels); {@code game never returns}
     * where the run did not return.
     */
    public String text() {
        return name + ": " + codeName + " " + actual.find(name).map(Value::formatted).orElse("never returns") + ", intended "
                + intended.find(name).orElseThrow().formatted();
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("index", index);
        out.put("input", input.toJson());
        out.put("differs", name);
        out.put("intended", intended.toJson());
        out.put("actual", actual.toJson());
        return out;
    }
}
