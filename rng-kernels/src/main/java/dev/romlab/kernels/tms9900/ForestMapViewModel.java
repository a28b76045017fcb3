package dev.romlab.kernels.tms9900;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

import dev.romlab.kernels.Value;
import dev.romlab.kernels.file.RoutineModel;
import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.EdgeMode;
import dev.romlab.kernels.tms9900.model.FaithfulMapView;
import dev.romlab.kernels.tms9900.model.MapViewInput;
import dev.romlab.kernels.tms9900.model.Slant;
import dev.romlab.kernels.tms9900.model.TimedMapView;

/**
 * The reference of roms/tms9900/mapview/mapview.kernel.toml, {@code [reference] model = "ti-mapview-forest"}: the
 * faithful model ({@link FaithfulMapView}) on the forest the file's set-up holds, the player at {@code x},
 * {@code y}, with the map settings {@code edge}, {@code slant}, {@code darkness} and {@code light} as the file writes
 * them into STATE; the view, the neighbours and the cycles. Registered in
 * META-INF/services/dev.romlab.kernels.file.RoutineModel.
 */
public final class ForestMapViewModel implements RoutineModel {

    /** The outputs' and the cycles' call: the diff asks for both for each input, one after the other. */
    private Map<String, Long> lastInputs;
    private TimedMapView last;

    @Override
    public String name() {
        return "ti-mapview-forest";
    }

    @Override
    public Map<String, Long> outputs(Map<String, Long> inputs) {
        Map<String, Long> outputs = new LinkedHashMap<>();
        for (Value value : MapViewValues.of(view(inputs).view()).list()) {
            outputs.put(value.name(), value.value());
        }
        return outputs;
    }

    @Override
    public OptionalLong cycles(Map<String, Long> inputs) {
        return OptionalLong.of(view(inputs).cycles());
    }

    private TimedMapView view(Map<String, Long> inputs) {
        if (!inputs.equals(lastInputs)) {
            MapViewInput forest = BundledMaps.get("forest")
                    .withPlayer(inputs.get("x").intValue(), inputs.get("y").intValue())
                    .withEdge(EdgeMode.ofStateByte(inputs.get("edge").intValue()))
                    .withSlant(Slant.ofStateByte(inputs.get("slant").intValue()))
                    .withDarkness(inputs.get("darkness").intValue())
                    .withLight(inputs.get("light").intValue());
            last = FaithfulMapView.run(forest);
            lastInputs = Map.copyOf(inputs);
        }
        return last;
    }
}
