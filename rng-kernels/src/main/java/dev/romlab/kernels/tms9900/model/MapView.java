package dev.romlab.kernels.tms9900.model;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * What the map-view routine leaves behind: the 13x13 view (WORK+169..WORK+337, row by row) and the nine bytes
 * STATE+10..18 (the tiles south, west, north and east of the player at the even offsets, the number of a mob
 * standing there at the odd ones or {@code >FF}, and the tile under the player).
 */
public record MapView(byte[] view, byte[] adjacency) {

    public static final int SIDE = 13;
    public static final int TILES = SIDE * SIDE;
    public static final int CENTER = TILES / 2;
    public static final int ADJACENCY_BYTES = 9;

    /** A tile the routine blacked out (LOS17: {@code MOVB @SPACE,...}). */
    public static final int HIDDEN = 0x20;

    /** The player graphic the routine puts in the centre ({@code MOVB @B247,@WORK+253}). */
    public static final int PLAYER = 247;

    public MapView {
        if (view.length != TILES || adjacency.length != ADJACENCY_BYTES) {
            throw new IllegalArgumentException("a view is 169 bytes and 9 adjacency bytes: " + view.length + ", "
                    + adjacency.length);
        }
        view = view.clone();
        adjacency = adjacency.clone();
    }

    /** The byte at view row {@code row}, column {@code column}. */
    public int at(int row, int column) {
        return view[row * SIDE + column] & 0xFF;
    }

    @Override
    public byte[] view() {
        return view.clone();
    }

    @Override
    public byte[] adjacency() {
        return adjacency.clone();
    }

    /** The index of the first view byte that differs from {@code other}'s. */
    public OptionalInt firstDifference(MapView other) {
        int at = Arrays.mismatch(view, other.view);
        return at < 0 ? OptionalInt.empty() : OptionalInt.of(at);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MapView v && Arrays.equals(v.view, view) && Arrays.equals(v.adjacency, adjacency);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(view) + Arrays.hashCode(adjacency);
    }

    @Override
    public String toString() {
        return "MapView" + Arrays.toString(view) + " adjacency " + Arrays.toString(adjacency);
    }
}
