package dev.romlab.kernels.tms9900;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.tms9900.model.MapView;

/**
 * The map view as named outputs, as ti-mapview and its kernel file (roms/tms9900/mapview/mapview.kernel.toml) name
 * them: the view {@code r0c0} .. {@code r12c12} (row, column), then STATE+10..18 {@code south}, {@code southMob},
 * {@code west}, {@code westMob}, {@code north}, {@code northMob}, {@code east}, {@code eastMob}, {@code under};
 * bytes, in hex.
 */
final class MapViewValues {

    static final List<String> ADJACENT = List.of("south", "southMob", "west", "westMob", "north", "northMob",
            "east", "eastMob", "under");

    private MapViewValues() {
    }

    /** The cells' names, row by row: made once, as every call of a diff names them all. */
    private static final String[] CELLS = IntStream.range(0, MapView.TILES)
            .mapToObj(i -> "r" + i / MapView.SIDE + "c" + i % MapView.SIDE).toArray(String[]::new);

    /** The name of the view's cell at {@code row}, {@code column}. */
    static String cell(int row, int column) {
        return CELLS[row * MapView.SIDE + column];
    }

    /** The view and the adjacency bytes as named values. */
    static Values of(MapView view) {
        List<Value> out = new ArrayList<>();
        for (int row = 0; row < MapView.SIDE; row++) {
            for (int column = 0; column < MapView.SIDE; column++) {
                out.add(new Value(cell(row, column), 8, view.at(row, column), Radix.HEX));
            }
        }
        byte[] adjacency = view.adjacency();
        for (int i = 0; i < ADJACENT.size(); i++) {
            out.add(new Value(ADJACENT.get(i), 8, adjacency[i] & 0xFF, Radix.HEX));
        }
        return new Values(out);
    }

    /** The view the named values {@code output} hold. */
    static MapView view(Values output) {
        byte[] view = new byte[MapView.TILES];
        for (int i = 0; i < view.length; i++) {
            view[i] = (byte) named(output, i, CELLS[i]);
        }
        byte[] adjacency = new byte[MapView.ADJACENCY_BYTES];
        for (int i = 0; i < adjacency.length; i++) {
            adjacency[i] = (byte) named(output, MapView.TILES + i, ADJACENT.get(i));
        }
        return new MapView(view, adjacency);
    }

    /**
     * The value {@code name}, looked for first at {@code index}, where {@link #of} and the kernel file put it (a
     * search by name for each of 178 outputs was quadratic).
     */
    private static long named(Values output, int index, String name) {
        List<Value> list = output.list();
        if (index < list.size() && list.get(index).name().equals(name)) {
            return list.get(index).value();
        }
        return output.get(name);
    }
}
