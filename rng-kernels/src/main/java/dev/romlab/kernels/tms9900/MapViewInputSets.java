package dev.romlab.kernels.tms9900;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.SplittableRandom;

import dev.romlab.kernels.Coverage;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Settings;
import dev.romlab.kernels.StandardParameters;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.MapViewInput;

/**
 * The inputs of {@code ti-mapview} a command runs, as its settings {@code --map}, {@code --x} and {@code --y} narrow
 * them: player positions on the bundled maps ({@code map}, {@code x}, {@code y}) and seeded random maps
 * ({@code map} 4 and a {@code seed}), which place their own player.
 */
final class MapViewInputSets {

    /** The random maps the default set adds to the bundled maps' positions. */
    static final long RANDOM_MAPS = 200;

    private MapViewInputSets() {
    }

    /**
     * The inputs for {@code coverage} with {@code given}'s map and position. Random maps come where no bundled map
     * is asked for (the default set's 200 after the positions, {@code --samples}' alone); a bundled map gives its
     * every position, or with {@code --samples} positions drawn on it. {@link IllegalArgumentException} with a
     * message for users for a position on a random map, a position outside the map, or an exhaustive run of the
     * random maps.
     */
    static InputSpace of(String kernel, Coverage coverage, Settings given) {
        OptionalLong map = given.find(MapViewKernel.MAP.name());
        Values position = placed(given);
        boolean random = map.isPresent() && map.getAsLong() == MapViewKernel.RANDOM;
        if (random || (map.isEmpty() && coverage instanceof Coverage.Samples)) {
            if (!position.list().isEmpty()) {
                throw new IllegalArgumentException(kernel + ": a random map places its own player: give a bundled "
                        + "--map to fix " + position.text());
            }
            if (coverage instanceof Coverage.Exhaustive) {
                throw exhaustiveRefused(kernel);
            }
            return coverage instanceof Coverage.Samples s ? randomMaps(s.count(), s.seed())
                    : randomMaps(RANDOM_MAPS, ((Coverage.DefaultSet) coverage).seed());
        }
        if (map.isEmpty()) {
            if (coverage instanceof Coverage.Exhaustive) {
                throw exhaustiveRefused(kernel);
            }
            InputSpace positions = positions(allMaps(), position, "room, forest, maze and coast");
            return position.list().isEmpty() ? InputSpace.concat(positions,
                    randomMaps(RANDOM_MAPS, ((Coverage.DefaultSet) coverage).seed())) : positions;
        }
        int number = (int) map.getAsLong();
        MapViewInput bundled = bundled(number);
        for (Value fixed : position.list()) {
            Field axis = axis(bundled, fixed.name());
            if (!axis.contains(fixed.value())) {
                throw new IllegalArgumentException(kernel + ": " + fixed.name() + " must be " + axis.rangeText()
                        + " on " + BundledMaps.NAMES.get(number) + ": " + fixed.value());
            }
        }
        if (coverage instanceof Coverage.Samples s) {
            List<Field> axes = List.of(axis(bundled, MapViewKernel.X.name()), axis(bundled, MapViewKernel.Y.name()));
            return InputSpace.whole(given.unset(axes), given.inputs(), s);
        }
        return positions(List.of(number), position, BundledMaps.NAMES.get(number));
    }

    /**
     * {@code run}'s input: the map {@code --map} ({@code run}'s default, forest) with the player at {@code --x},
     * {@code --y}, the map's own player where not given; a random map from {@code --seed}.
     */
    static Values runInput(String kernel, Settings settings) {
        int map = (int) settings.get(MapViewKernel.MAP.name());
        Values position = placed(settings);
        if (map == MapViewKernel.RANDOM) {
            if (!position.list().isEmpty()) {
                throw new IllegalArgumentException(kernel + ": a random map places its own player: leave out "
                        + "--x and --y");
            }
            return Values.of(MapViewKernel.MAP.value(map),
                    StandardParameters.SEED.value(settings.get(StandardParameters.SEED.name())));
        }
        MapViewInput bundled = bundled(map);
        return Values.of(MapViewKernel.MAP.value(map),
                MapViewKernel.X.value(settings.find(MapViewKernel.X.name()).orElse(bundled.x())),
                MapViewKernel.Y.value(settings.find(MapViewKernel.Y.name()).orElse(bundled.y())));
    }

    /** The player's column and row among the settings, those that have a value. */
    private static Values placed(Settings settings) {
        List<Value> out = new ArrayList<>();
        for (Value input : settings.inputs().list()) {
            if (!input.name().equals(MapViewKernel.MAP.name())) {
                out.add(input);
            }
        }
        return new Values(out);
    }

    private static IllegalArgumentException exhaustiveRefused(String kernel) {
        return new IllegalArgumentException(kernel + " has no exhaustive input space (maps are unbounded): use the "
                + "default set or --samples, or give a bundled --map for its every position");
    }

    private static List<Integer> allMaps() {
        List<Integer> maps = new ArrayList<>();
        for (int map = 0; map < BundledMaps.NAMES.size(); map++) {
            maps.add(map);
        }
        return maps;
    }

    private static MapViewInput bundled(int map) {
        return BundledMaps.get(BundledMaps.NAMES.get(map));
    }

    /** The player's column ({@code x}) or row on {@code map}: the range of positions the map has. */
    private static Field axis(MapViewInput map, String name) {
        int size = name.equals(MapViewKernel.X.name()) ? map.map().width() : map.map().height();
        return Field.range(name, MapViewKernel.X.bits(), 0, size - 1);
    }

    /** Every player position on {@code maps} with {@code fixed}'s column or row. */
    private static InputSpace positions(List<Integer> maps, Values fixed, String mapNames) {
        List<Values> positions = new ArrayList<>();
        for (int map : maps) {
            MapViewInput input = bundled(map);
            for (int y = 0; y < input.map().height(); y++) {
                for (int x = 0; x < input.map().width(); x++) {
                    Values position = Values.of(MapViewKernel.MAP.value(map), MapViewKernel.X.value(x),
                            MapViewKernel.Y.value(y));
                    if (fixed.list().stream().allMatch(v -> position.get(v.name()) == v.value())) {
                        positions.add(position);
                    }
                }
            }
        }
        return InputSpace.listed("every player position on " + mapNames + (fixed.list().isEmpty() ? ""
                : " with " + fixed.text()), positions);
    }

    private static InputSpace randomMaps(long count, long seed) {
        SplittableRandom seeds = new SplittableRandom(seed);
        List<Values> maps = new ArrayList<>();
        for (long i = 0; i < count; i++) {
            maps.add(Values.of(MapViewKernel.MAP.value(MapViewKernel.RANDOM),
                    StandardParameters.SEED.value(seeds.nextLong())));
        }
        return InputSpace.listed(String.format(Locale.ROOT, "%,d random maps", count), maps);
    }
}
