package dev.romlab.kernels.tms9900.model;

import java.util.List;
import java.util.Objects;

/**
 * Everything the map-view routine reads: the map (MAPBUF, HWIDTH = width, VWIDTH = height), the player (X, Y),
 * the edge mode (STATE+4), the slant (STATE+5), the mob slots (MOBBUF, the count in STATE+6), the map's darkness
 * (STATE+8, 0 = fully lit) and the player's light (STATE+9, 0 = none).
 *
 * <p>The routine wraps a coordinate once (adds or subtracts the map's width or height a single time), so in wrap
 * mode a map must be at least as wide and high as the view reaches past it: 6 tiles, and 18 wide when slanted
 * (the bottom row is shifted 12 columns). Smaller maps are refused, because the routine would read outside the
 * map buffer.
 */
public record MapViewInput(TileMap map, int x, int y, EdgeMode edge, Slant slant, List<Mob> mobs, int darkness,
        int light) {

    /** The diary: "My game allows a maximum of 64 for any single map". */
    public static final int MAX_MOBS = 64;

    /** Tiles the view reaches from the player to each side: the 13x13 window. */
    public static final int REACH = 6;

    public MapViewInput {
        Objects.requireNonNull(map);
        Objects.requireNonNull(edge);
        Objects.requireNonNull(slant);
        mobs = List.copyOf(mobs);
        if (x < 0 || x >= map.width() || y < 0 || y >= map.height()) {
            throw new IllegalArgumentException("the player at " + x + "," + y + " is outside " + map.name()
                    + " (0.." + (map.width() - 1) + ", 0.." + (map.height() - 1) + ")");
        }
        if (mobs.size() > MAX_MOBS) {
            throw new IllegalArgumentException(mobs.size() + " mobs, more than the " + MAX_MOBS + " MOBBUF holds");
        }
        if (darkness < 0 || darkness > 0xFF || light < 0 || light > 0xFF) {
            throw new IllegalArgumentException("darkness and light are bytes 0..255: " + darkness + ", " + light);
        }
        if (edge == EdgeMode.WRAP) {
            int minWidth = REACH + 2 * REACH * Math.abs(slant.offset());
            if (map.width() < minWidth || map.height() < REACH) {
                throw new IllegalArgumentException(map.name() + " is " + map.width() + "x" + map.height()
                        + ": the routine wraps once, so a wrap-around " + (slant == Slant.NONE ? "" : "slanted ")
                        + "map must be at least " + minWidth + "x" + REACH);
            }
        }
    }

    public MapViewInput withPlayer(int newX, int newY) {
        return new MapViewInput(map, newX, newY, edge, slant, mobs, darkness, light);
    }

    public MapViewInput withEdge(EdgeMode newEdge) {
        return new MapViewInput(map, x, y, newEdge, slant, mobs, darkness, light);
    }

    public MapViewInput withSlant(Slant newSlant) {
        return new MapViewInput(map, x, y, edge, newSlant, mobs, darkness, light);
    }

    public MapViewInput withLight(int newLight) {
        return new MapViewInput(map, x, y, edge, slant, mobs, darkness, newLight);
    }

    public MapViewInput withDarkness(int newDarkness) {
        return new MapViewInput(map, x, y, edge, slant, mobs, newDarkness, light);
    }

    /** One line for reports: {@code room 3,4 extend none mobs=2 darkness=1 light=3}. */
    public String text() {
        return map.name() + " x=" + x + " y=" + y + " edge=" + edge.text() + " slant=" + slant.text() + " mobs="
                + mobs.size() + " darkness=" + darkness + " light=" + light;
    }
}
