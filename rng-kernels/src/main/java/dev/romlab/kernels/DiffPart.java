package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What a part of a sharded diff hands to the merge ({@link DiffEngine#merge}), every figure exact: the inputs it
 * compared, the cycles per call over them and where it diverged first, if it did.
 *
 * @param checked    inputs compared, up to and including the part's first divergence
 * @param cycles     the emulator's cycles per call over them
 * @param divergence the index, in the whole space, of the part's first divergence
 */
public record DiffPart(long checked, CycleStats cycles, OptionalLong divergence) {

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("checked", checked);
        out.put("cycles", cycles.toExactJson());
        out.put("divergence", divergence.isPresent() ? (Object) divergence.getAsLong() : null);
        return out;
    }

    /** What {@link #toJson()} wrote. */
    public static DiffPart fromJson(JsonFields json) {
        return new DiffPart(json.count("checked"), CycleStats.fromExactJson(json.object("cycles")),
                json.optionalCount("divergence"));
    }
}
