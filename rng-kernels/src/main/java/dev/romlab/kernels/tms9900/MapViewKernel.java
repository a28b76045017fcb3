package dev.romlab.kernels.tms9900;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import dev.romlab.kernels.CallSequence;
import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.IntendedModel;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.FaithfulMapView;
import dev.romlab.kernels.tms9900.model.IntendedMapView;
import dev.romlab.kernels.tms9900.model.MapViewInput;
import dev.romlab.kernels.tms9900.model.TimedMapView;

/**
 * {@code ti-mapview}: the five-stage map view of seed 003 on a TI-99/4A, emulated through the routine's kernel file
 * ({@link MapViewMachine}, roms/tms9900/mapview/mapview.kernel.toml) with each input's map written over the file's
 * forest. What a file cannot say stays here: the maps and random maps, the input sets over them, the faithful and
 * intended models and the finding. An input names a map and the player on it: {@code map} 0..3 a bundled map
 * ({@link BundledMaps#NAMES}, with the settings of its file) and {@code x}, {@code y} the player, or {@code map} 4
 * and a {@code seed} for a {@link BundledMaps#random random map} (its player, settings and mobs drawn from the
 * seed). The output is the view, {@code r0c0} .. {@code r12c12} (row, column), then STATE+10..18: {@code south},
 * {@code southMob}, {@code west}, {@code westMob}, {@code north}, {@code northMob}, {@code east}, {@code eastMob},
 * {@code under} ({@link MapViewValues}).
 *
 * <p>The faithful model ({@link FaithfulMapView}) must agree with the emulator on every input, view and cycles;
 * the intended model ({@link IntendedMapView}) is what the diary says the stages do.
 */
public final class MapViewKernel implements Kernel {

    /** The bundled maps by number, then {@link #RANDOM} for a seeded random map. */
    static final Field MAP = Field.range("map", 8, 0, BundledMaps.NAMES.size());
    static final int RANDOM = BundledMaps.NAMES.size();
    /** What {@code --map} takes besides the numbers: the bundled maps' names, then {@code random}. */
    private static final List<String> MAP_NAMES = Stream.concat(BundledMaps.NAMES.stream(), Stream.of("random"))
            .toList();
    static final Field X = Field.range("x", 8, 0, 255);
    static final Field Y = Field.range("y", 8, 0, 255);

    private MapViewMachine machine;

    @Override
    public String id() {
        return "ti-mapview";
    }

    @Override
    public String description() {
        return "the 13x13 map view of seed 003's TI-99/4A CRPG: window, mobs, light, line of sight, masking";
    }

    @Override
    public Machine machine() {
        return MapViewMachine.TI99_4A;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.input(MAP, 1, "0 room, 1 forest, 2 maze, 3 coast, 4 random (from --seed); the "
                + "name or the number").naming(MAP_NAMES),
                Parameter.input(X, "the player's column (run: the map's player)"),
                Parameter.input(Y, "the player's row (run: the map's player)"),
                StandardParameters.seed("run's random map (--map random): its seed"), StandardParameters.count(1));
    }

    @Override
    public boolean exhaustible() {
        return false;
    }

    @Override
    public InputSpace inputs(Coverage coverage) {
        return inputs(coverage, Settings.none(parameters()));
    }

    /**
     * The default set: every position on each bundled map, then {@value MapViewInputSets#RANDOM_MAPS} random maps;
     * samples: random maps only. {@code --map} takes one map's (a bundled map's every position, sampled positions on
     * it with {@code --samples}, or the random maps), {@code --x} and {@code --y} the positions in that column or row.
     */
    @Override
    public InputSpace inputs(Coverage coverage, Settings given) {
        given.refuseExcept(id(), List.of(MAP.name(), X.name(), Y.name()), Settings.DIFF_AND_BENCH);
        return MapViewInputSets.of(id(), coverage, given);
    }

    /** The map-view input {@code input} names; {@link IllegalArgumentException} for a player outside the map. */
    public static MapViewInput mapViewInput(Values input) {
        int map = (int) input.get(MAP.name());
        if (map == RANDOM) {
            return BundledMaps.random(input.get(StandardParameters.SEED.name()));
        }
        return BundledMaps.get(BundledMaps.NAMES.get(map)).withPlayer((int) input.get(X.name()),
                (int) input.get(Y.name()));
    }

    @Override
    public Outcome model(Values input) {
        TimedMapView view = FaithfulMapView.run(mapViewInput(input));
        return new Outcome.Returned(MapViewValues.of(view.view()), view.cycles());
    }

    @Override
    public Optional<IntendedModel> intended() {
        return Optional.of(new IntendedModel() {
            @Override
            public String description() {
                return "the five stages as the diary's prose describes them (seeds/003_*.txt)";
            }

            @Override
            public Values output(Values input) {
                return MapViewValues.of(IntendedMapView.run(mapViewInput(input)));
            }
        });
    }

    /** The routine through its kernel file, with the input's map written over the file's forest. */
    @Override
    public Emulation emulate(Values input, int traceLines) {
        if (machine == null) {
            machine = new MapViewMachine();
        }
        return machine.emulate(mapViewInput(input), traceLines);
    }

    /** Every call views the map {@code --map} at {@code --x}, {@code --y} (its own player where not given). */
    @Override
    public CallSequence calls(Settings settings) {
        Values first = MapViewInputSets.runInput(id(), settings);
        try {
            mapViewInput(first);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(id() + ": " + e.getMessage(), e);
        }
        return CallSequence.repeating(first);
    }

    @Override
    public String remark() {
        return "paths trailblaze through dark tiles and open them; slanted rows shift from the top row, not the "
                + "player's";
    }
}
