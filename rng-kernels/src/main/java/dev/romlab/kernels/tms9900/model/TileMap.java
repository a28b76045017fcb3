package dev.romlab.kernels.tms9900.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * A map as the diary stores it in MAPBUF (>2000): {@code height} rows of {@code width} bytes, each the tile number
 * in bits 0..6 and the light bit {@code >80} ("If the bit is 0, the square is dark, otherwise it's lit").
 * At most 4,096 tiles: the diary's 4 KiB of map space.
 */
public record TileMap(String name, int width, int height, byte[] tiles) {

    /** The diary: "I decided to allocate 4 kilobytes of space for maps". */
    public static final int MAX_TILES = 4096;

    /** The light bit of a tile byte. */
    public static final int LIT = 0x80;

    public TileMap {
        Objects.requireNonNull(name);
        if (width < 1 || height < 1 || width > 255 || height > 255) {
            throw new IllegalArgumentException(name + ": a map is 1..255 tiles wide and high: " + width + "x"
                    + height);
        }
        if (width * height > MAX_TILES) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: %dx%d = %,d tiles, more than the %,d "
                    + "the map buffer holds", name, width, height, width * height, MAX_TILES));
        }
        if (tiles.length != width * height) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: %,d tiles for %dx%d", name,
                    tiles.length, width, height));
        }
        tiles = tiles.clone();
    }

    /** The byte at column {@code x} of row {@code y}. */
    public int tile(int x, int y) {
        return tiles[y * width + x] & 0xFF;
    }

    @Override
    public byte[] tiles() {
        return tiles.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TileMap m && m.name.equals(name) && m.width == width && m.height == height
                && Arrays.equals(m.tiles, tiles);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, width, height, Arrays.hashCode(tiles));
    }

    @Override
    public String toString() {
        return name + " (" + width + "x" + height + ")";
    }
}
