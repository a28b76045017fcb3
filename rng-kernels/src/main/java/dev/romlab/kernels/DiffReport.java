package dev.romlab.kernels;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Emulator against model over an input space.
 *
 * @param kernel            the kernel's id
 * @param machine           where it ran
 * @param inputs            the input space's description
 * @param checked           inputs compared (up to and including the first divergence)
 * @param cycles            the emulator's cycles per call over the inputs compared
 * @param firstDivergence   the first input they disagree on, if any
 */
public record DiffReport(String kernel, Machine machine, String inputs, long checked, CycleStats cycles,
        Optional<Divergence> firstDivergence) {

    public boolean matches() {
        return firstDivergence.isEmpty();
    }

    /** {@code 65,536 inputs, 0 divergences} (the wording) or {@code divergence at input 12 of ...}. */
    public String summary() {
        return firstDivergence.map(d -> String.format(Locale.ROOT, "divergence in %s at input %,d: %s", d.what(),
                d.index() + 1, d.input().text())).orElse(String.format(Locale.ROOT, "%,d inputs, 0 divergences", checked));
    }

    /** The exact figures this report of a part of a sharded run gives the merge. */
    public DiffPart part() {
        return new DiffPart(checked, cycles, firstDivergence.map(d -> OptionalLong.of(d.index()))
                .orElse(OptionalLong.empty()));
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel);
        out.putAll(machine.toJson());
        out.put("inputs", inputs);
        out.put("checked", checked);
        out.put("divergences", matches() ? 0 : 1);
        out.put("cyclesPerCall", cycles.toJson(machine.cycleUnit()));
        firstDivergence.ifPresent(d -> out.put("firstDivergence", d.toJson(machine.cycleUnit())));
        return out;
    }
}
