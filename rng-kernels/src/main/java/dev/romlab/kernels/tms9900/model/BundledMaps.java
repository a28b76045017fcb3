package dev.romlab.kernels.tms9900.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The maps romlab ships for the map-view routine ({@code roms/tms9900/mapview/maps/*.map} on the class path): a
 * room, the diary's worst case (a clearing in a grove in a plain), a wrap-around maze and a slanted coast; and
 * seeded random maps.
 */
public final class BundledMaps {

    static final String FOLDER = "roms/tms9900/mapview/maps/";

    /** The bundled maps' names, in the order {@code mapview} lists them. */
    public static final List<String> NAMES = List.of("room", "forest", "maze", "coast");

    /** Read once: a diff asks for each map at every position. */
    private static final Map<String, MapViewInput> CACHE = new ConcurrentHashMap<>();

    private BundledMaps() {
    }

    /** The bundled map {@code name} with its settings; {@link IllegalArgumentException} naming the maps if none. */
    public static MapViewInput get(String name) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("no bundled map '" + name + "'; bundled: " + String.join(", ", NAMES));
        }
        return CACHE.computeIfAbsent(name, MapFile::resource);
    }

    /**
     * A random map from {@code seed}: 6..40 tiles wide and high (at least 18 wide when slanted and wrapping),
     * each tile drawn from the bundled tiles with open ground twice as likely as the rest, about one tile in five
     * dark; a random edge mode, slant, player, darkness, light (0..15) and up to 8 mob slots.
     */
    public static MapViewInput random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        EdgeMode edge = EdgeMode.values()[random.nextInt(EdgeMode.values().length)];
        Slant slant = Slant.values()[random.nextInt(Slant.values().length)];
        int minWidth = edge == EdgeMode.WRAP && slant != Slant.NONE ? 18 : 6;
        int width = random.nextInt(minWidth, 41);
        int height = random.nextInt(6, 41);
        byte[] tiles = new byte[width * height];
        for (int i = 0; i < tiles.length; i++) {
            int draw = random.nextInt(TileSet.TILES.size() + 4);
            int tile = draw < TileSet.TILES.size() ? TileSet.TILES.get(draw).number() : 0;
            tiles[i] = (byte) (tile | (random.nextInt(5) == 0 ? 0 : TileMap.LIT));
        }
        List<Mob> mobs = new ArrayList<>();
        int slots = random.nextInt(9);
        for (int i = 0; i < slots; i++) {
            mobs.add(new Mob(random.nextInt(4), 'a' + random.nextInt(26), random.nextInt(width),
                    random.nextInt(height)));
        }
        TileMap map = new TileMap("random-" + Long.toUnsignedString(seed), width, height, tiles);
        return new MapViewInput(map, random.nextInt(width), random.nextInt(height), edge, slant, mobs,
                random.nextInt(3), random.nextInt(16));
    }
}
