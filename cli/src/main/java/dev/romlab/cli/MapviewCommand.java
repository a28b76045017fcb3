package dev.romlab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

import dev.romlab.asm.ClosestName;
import dev.romlab.cpu.json.JsonConventions;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.tms9900.MapViewImage;
import dev.romlab.kernels.tms9900.MapViewMachine;
import dev.romlab.kernels.tms9900.MapViewText;
import dev.romlab.kernels.tms9900.model.BundledMaps;
import dev.romlab.kernels.tms9900.model.EdgeMode;
import dev.romlab.kernels.tms9900.model.FaithfulMapView;
import dev.romlab.kernels.tms9900.model.IntendedMapView;
import dev.romlab.kernels.tms9900.model.MapFile;
import dev.romlab.kernels.tms9900.model.MapView;
import dev.romlab.kernels.tms9900.model.MapViewInput;
import dev.romlab.kernels.tms9900.model.Slant;
import dev.romlab.kernels.tms9900.model.TimedMapView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code romlab mapview}: seed 003's map view drawn for a map, on the emulated TI-99/4A. */
@Command(name = "mapview",
        header = "Draw the map view of seed 003's TI-99/4A routine for a map, and its cycles on a real console.",
        sortOptions = false,
        description = {"Runs the map-view routine of seed 003 (roms/tms9900/mapview/mapview.a99: window, mobs, "
                + "light, line of sight, masking) on the emulated TI-99/4A for a map and draws the 13x13 view it "
                + "builds, one character per tile, with a legend, the tiles and mobs next to the player, and the "
                + "cycles with the time on a 3 MHz console.",
                "--map takes a map file or a bundled map: room, forest (the diary's worst case), maze (wrap-around) "
                        + "or coast (slanted); a map file sets its own player, edge, slant, darkness, light and mobs "
                        + "(roms/README.md, \"Map files\"), and the options replace them. --compare draws the view "
                        + "of a model beside the emulator's and marks the tiles that differ: the intended model "
                        + "(what the diary says the routine does) or the faithful one (what its instructions do)."},
        footer = {"%nExample:",
                "  $ romlab mapview --map forest",
                "  forest (24x24), player at 12,12; edge extend, slant none, darkness 0, light 0, no mobs",
                "  ..."})
final class MapviewCommand extends KernelCommand {

    @Option(names = "--map", paramLabel = "FILE|NAME", description = "A map file, or a bundled map: room (the "
            + "default), forest, maze, coast.")
    private String map = "room";

    @Option(names = "--x", paramLabel = "X", description = "The player's column (default: the map's).")
    private Integer x;

    @Option(names = "--y", paramLabel = "Y", description = "The player's row (default: the map's).")
    private Integer y;

    @Option(names = "--edge", paramLabel = "MODE", description = "Beyond the edge: extend or wrap.")
    private String edge;

    @Option(names = "--slant", paramLabel = "SLANT", description = "Rows slanted: none, left or right.")
    private String slant;

    @Option(names = "--light", paramLabel = "N", description = "The player's light radius, 0..255 (0: none).")
    private Integer light;

    @Option(names = "--darkness", paramLabel = "N", description = "The map's darkness, 0..255 (0: fully lit).")
    private Integer darkness;

    @Option(names = "--compare", description = "Draw the model's view beside the emulator's; mark the tiles that "
            + "differ.")
    private boolean compare;

    @Option(names = "--model", paramLabel = "MODEL", description = "With --compare: intended (the default) or "
            + "faithful.")
    private String model;

    @Option(names = "--png", paramLabel = "FILE", description = "Also write the emulator's view as a PNG image "
            + "(16 pixels a tile); with --compare both views side by side (32 pixels a tile), the tiles that differ "
            + "outlined in red, and a legend.")
    private Path png;

    @Mixin
    private ForceOption force;

    @Override
    public Integer call() {
        if (model != null && !compare) {
            throw usageError("--model goes with --compare");
        }
        boolean faithful = model != null && usage("--model", () -> switch (model) {
            case "intended" -> false;
            case "faithful" -> true;
            default -> throw new IllegalArgumentException("must be intended or faithful: '" + model + "'");
        });
        MapViewInput input = input();
        TimedMapView emulated = new MapViewMachine().run(input);
        String modelName = faithful ? "faithful model" : "intended model";
        MapView compared = !compare ? null
                : faithful ? FaithfulMapView.run(input).view() : IntendedMapView.run(input);
        if (png != null) {
            byte[] image = compared == null ? MapViewImage.png(emulated.view())
                    : MapViewImage.comparison(emulated.view(), "emulator", compared, modelName);
            force.outputFiles().input(Path.of(map)).add(png, image).writeAll(StandardStreams.of(spec).out());
        }
        Long modelCycles = compare && faithful ? FaithfulMapView.run(input).cycles() : null;
        Machine machine = MapViewMachine.TI99_4A;
        print(() -> json(input, emulated, compared, faithful, modelCycles, machine),
                () -> text(input, emulated, compared, modelName, modelCycles, machine));
        return 0;
    }

    private ParameterException usageError(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** The map file or bundled map, with the options replacing its settings. */
    private MapViewInput input() {
        MapViewInput input;
        Path file = Path.of(map);
        if (BundledMaps.NAMES.contains(map) && !Files.exists(file)) {
            input = BundledMaps.get(map);
        } else if (!Files.exists(file) && !map.contains("/") && !map.contains(".")) {
            throw usageError("--map: no file '" + map + "' and no bundled map of that name (" + ClosestName.didYouMean(
                    map, BundledMaps.NAMES).orElse("bundled: " + String.join(", ", BundledMaps.NAMES)) + ")");
        } else {
            String text = InputFiles.text(file.toString(), InputFiles.readBytes(file));
            try {
                input = MapFile.parse(map, text);
            } catch (IllegalArgumentException e) {
                throw new CommandFailure(e.getMessage());
            }
        }
        MapViewInput base = input;
        return usage("", () -> {
            MapViewInput out = base;
            if (edge != null) {
                out = out.withEdge(EdgeMode.parse(edge));
            }
            if (slant != null) {
                out = out.withSlant(Slant.parse(slant));
            }
            if (light != null) {
                out = out.withLight(light);
            }
            if (darkness != null) {
                out = out.withDarkness(darkness);
            }
            return out.withPlayer(x == null ? out.x() : x, y == null ? out.y() : y);
        });
    }

    private static String text(MapViewInput input, TimedMapView emulated, MapView compared, String modelName,
            Long modelCycles, Machine machine) {
        StringBuilder out = new StringBuilder(header(input)).append('\n');
        List<String> grid = compared == null ? MapViewText.grid(emulated.view())
                : MapViewText.sideBySide(emulated.view(), "emulator", compared, modelName);
        grid.forEach(line -> out.append(line.stripTrailing()).append('\n'));
        List<String> legend = compared == null ? MapViewText.legend(emulated.view())
                : MapViewText.legend(emulated.view(), compared);
        legend.forEach(line -> out.append(line).append('\n'));
        out.append(adjacency(emulated.view())).append('\n');
        if (compared != null) {
            out.append(difference(emulated.view(), compared, modelName)).append('\n');
        }
        out.append(String.format(Locale.ROOT, "%,d clock cycles on a %s: %.1f ms at %s, %.2f frames of 1/60 s",
                emulated.cycles(), machine.name(), 1000 * machine.seconds(emulated.cycles()), machine.clockText(),
                60 * machine.seconds(emulated.cycles())));
        if (modelCycles != null) {
            out.append(String.format(Locale.ROOT, " (%s: %,d)", modelName, modelCycles));
        }
        return out.append('\n').toString();
    }

    private static String header(MapViewInput input) {
        int mobs = input.mobs().size();
        return String.format(Locale.ROOT, "%s (%dx%d), player at %d,%d; edge %s, slant %s, darkness %d, light %d, "
                + "%s", input.map().name(), input.map().width(), input.map().height(), input.x(), input.y(),
                input.edge().text(), input.slant().text(), input.darkness(), input.light(),
                mobs == 0 ? "no mobs" : mobs == 1 ? "1 mob slot" : mobs + " mob slots");
    }

    private static final List<String> DIRECTIONS = List.of("south", "west", "north", "east");

    /** {@code next to the player: south ., west #, north ., east k (mob 1); under .}. */
    private static String adjacency(MapView view) {
        byte[] bytes = view.adjacency();
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < DIRECTIONS.size(); i++) {
            int mob = bytes[2 * i + 1] & 0xFF;
            parts.add(DIRECTIONS.get(i) + " " + MapViewText.symbol(bytes[2 * i] & 0xFF)
                    + (mob == 0xFF ? "" : " (mob " + mob + ")"));
        }
        return "next to the player: " + String.join(", ", parts) + "; under " + MapViewText.symbol(bytes[8] & 0xFF);
    }

    private static String difference(MapView emulated, MapView model, String modelName) {
        OptionalInt first = emulated.firstDifference(model);
        if (first.isEmpty()) {
            return "the emulator's view and the " + modelName + "'s are the same"
                    + (emulated.equals(model) ? "" : ", the tiles next to the player are not");
        }
        int at = first.getAsInt();
        return String.format(Locale.ROOT, "%,d tiles differ; the first at row %d, column %d: emulator '%c', %s '%c'",
                differing(emulated, model), at / MapView.SIDE, at % MapView.SIDE,
                MapViewText.symbol(emulated.view()[at] & 0xFF), modelName,
                MapViewText.symbol(model.view()[at] & 0xFF));
    }

    private static int differing(MapView a, MapView b) {
        int n = 0;
        for (int i = 0; i < MapView.TILES; i++) {
            n += a.view()[i] == b.view()[i] ? 0 : 1;
        }
        return n;
    }

    private static Map<String, Object> json(MapViewInput input, TimedMapView emulated, MapView compared,
            boolean faithful, Long modelCycles, Machine machine) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("map", input.map().name());
        out.put("width", input.map().width());
        out.put("height", input.map().height());
        out.put("x", input.x());
        out.put("y", input.y());
        out.put("edge", input.edge().text());
        out.put("slant", input.slant().text());
        out.put("darkness", input.darkness());
        out.put("light", input.light());
        out.put("mobs", input.mobs().size());
        out.putAll(machine.toJson());
        out.put("view", rows(emulated.view()));
        out.put("viewBytes", bytes(emulated.view().view()));
        Map<String, Object> adjacent = new LinkedHashMap<>();
        byte[] adjacency = emulated.view().adjacency();
        for (int i = 0; i < DIRECTIONS.size(); i++) {
            adjacent.put(DIRECTIONS.get(i), adjacency[2 * i] & 0xFF);
            int mob = adjacency[2 * i + 1] & 0xFF;
            adjacent.put(DIRECTIONS.get(i) + "Mob", mob == 0xFF ? null : mob);
        }
        adjacent.put("under", adjacency[8] & 0xFF);
        out.put("adjacent", adjacent);
        out.put("cycles", JsonConventions.cycles(emulated.cycles(), machine.cycleUnit()));
        out.put("milliseconds", 1000 * machine.seconds(emulated.cycles()));
        out.put("frames", 60 * machine.seconds(emulated.cycles()));
        if (compared != null) {
            Map<String, Object> comparison = new LinkedHashMap<>();
            comparison.put("model", faithful ? "faithful" : "intended");
            comparison.put("view", rows(compared));
            comparison.put("differing", differing(emulated.view(), compared));
            OptionalInt first = emulated.view().firstDifference(compared);
            comparison.put("firstDifference", first.isEmpty() ? null
                    : Map.of("row", first.getAsInt() / MapView.SIDE, "column", first.getAsInt() % MapView.SIDE));
            comparison.put("cycles", modelCycles == null ? null
                    : JsonConventions.cycles(modelCycles, machine.cycleUnit()));
            out.put("compare", comparison);
        }
        return out;
    }

    private static List<String> rows(MapView view) {
        List<String> grid = MapViewText.grid(view);
        return grid.subList(1, grid.size() - 1).stream().map(l -> l.substring(1, l.length() - 1)).toList();
    }

    private static List<Integer> bytes(byte[] bytes) {
        List<Integer> out = new ArrayList<>();
        for (byte b : bytes) {
            out.add(b & 0xFF);
        }
        return out;
    }
}
