package dev.romlab.kernels.tms9900.model;

import java.util.Arrays;

/**
 * The map view as the diary's prose describes each stage (seed 003, "Building the Map View"), written from that
 * prose alone:
 * <ol>
 *   <li>the 13x13 window around the player, beyond the edge either the nearest edge tile ("round to the nearest
 *       edge") or the map "from the other side" however far that is; a slanted map's row shifted against the
 *       player's row by its distance from it, so the player stands on its own tile;</li>
 *   <li>each mob "within six tiles" of the player drawn where its tile is drawn, its number noted when it stands
 *       south, west, north or east of the player (>FF: none), and the four tiles and the one underfoot noted;</li>
 *   <li>on a dark map, with a light, every tile whose ring in the light map is at most the light's radius lit;</li>
 *   <li>a lit tile open when one of its two paths to the centre (diagonal first, or straight first) crosses no
 *       tile that blocks sight; the centre and the eight tiles around it always open when lit; an unlit tile
 *       never open;</li>
 *   <li>open tiles shown, the others blacked out with a space, the player in the centre.</li>
 * </ol>
 */
public final class IntendedMapView {

    private static final int SIDE = MapView.SIDE;
    private static final int REACH = MapViewInput.REACH;

    private IntendedMapView() {
    }

    public static MapView run(MapViewInput in) {
        int[] tiles = new int[MapView.TILES];
        boolean[] lit = new boolean[MapView.TILES];
        for (int row = 0; row < SIDE; row++) {
            int mapY = in.y() - REACH + row;
            for (int column = 0; column < SIDE; column++) {
                int mapX = in.x() - REACH + column + (row - REACH) * in.slant().offset();
                int tile = in.map().tile(edge(in, mapX, in.map().width()), edge(in, mapY, in.map().height()));
                tiles[row * SIDE + column] = tile | TileMap.LIT;
                lit[row * SIDE + column] = (tile & TileMap.LIT) != 0;
            }
        }
        byte[] adjacency = new byte[MapView.ADJACENCY_BYTES];
        Arrays.fill(adjacency, (byte) 0xFF);
        int[] around = {MapView.CENTER + SIDE, MapView.CENTER - 1, MapView.CENTER - SIDE, MapView.CENTER + 1};
        for (int slot = 0; slot < in.mobs().size(); slot++) {
            Mob mob = in.mobs().get(slot);
            int dy = mob.y() - in.y();
            int dx = mob.x() - in.x() - dy * in.slant().offset();
            if (mob.type() == 0 || Math.abs(dy) > REACH || Math.abs(dx) > REACH) {
                continue;
            }
            int index = MapView.CENTER + dy * SIDE + dx;
            for (int direction = 0; direction < around.length; direction++) {
                if (index == around[direction]) {
                    adjacency[2 * direction + 1] = (byte) slot;
                }
            }
            tiles[index] = mob.graphic();
        }
        for (int direction = 0; direction < around.length; direction++) {
            adjacency[2 * direction] = (byte) tiles[around[direction]];
        }
        adjacency[8] = (byte) tiles[MapView.CENTER];
        if (in.darkness() != 0 && in.light() != 0) {
            for (int i = 0; i < MapView.TILES; i++) {
                lit[i] |= LightMask.ring(i) - in.light() <= 0;
            }
        }
        byte[] view = new byte[MapView.TILES];
        for (int i = 0; i < MapView.TILES; i++) {
            boolean open = lit[i] && (clear(tiles, i, false) || clear(tiles, i, true));
            view[i] = (byte) (open ? tiles[i] : MapView.HIDDEN);
        }
        view[MapView.CENTER] = (byte) MapView.PLAYER;
        return new MapView(view, adjacency);
    }

    /** A coordinate beyond the edge, as the edge mode places it. */
    private static int edge(MapViewInput in, int coordinate, int size) {
        return in.edge() == EdgeMode.WRAP ? Math.floorMod(coordinate, size)
                : Math.max(0, Math.min(size - 1, coordinate));
    }

    /** Whether the path from view tile {@code from} to the centre crosses no tile that blocks sight. */
    private static boolean clear(int[] tiles, int from, boolean straightFirst) {
        int row = from / SIDE;
        int column = from % SIDE;
        while (true) {
            int dy = REACH - row;
            int dx = REACH - column;
            if (straightFirst && Math.abs(dx) != Math.abs(dy)) {
                if (Math.abs(dx) > Math.abs(dy)) {
                    column += Integer.signum(dx);
                } else {
                    row += Integer.signum(dy);
                }
            } else {
                row += Integer.signum(dy);
                column += Integer.signum(dx);
            }
            int index = row * SIDE + column;
            if (index == MapView.CENTER) {
                return true;
            }
            if (TileSet.blocksSight(tiles[index])) {
                return false;
            }
        }
    }
}
