package dev.romlab.kernels.tms9900.model;

import java.util.List;
import java.util.Optional;

/**
 * The tiles romlab's maps are drawn with: the diary's maps hold a tile number (0..127) in the low seven bits of
 * each byte and its light in the eighth; which tiles block sight is the eighth bit of the tile's byte in TILES.
 * The diary shows neither its tiles nor TILES, so these are ours: the kinds of ground its prose names (a room,
 * a forest in a plain, a maze, a coast).
 */
public final class TileSet {

    /** One tile: its number, the character a map file and the text view use for it, its name, whether it blocks. */
    public record Tile(int number, char symbol, String name, boolean blocksSight) {
    }

    /** The bundled tiles, by number. */
    public static final List<Tile> TILES = List.of(
            new Tile(0, '.', "grass or floor", false),
            new Tile(1, '#', "wall", true),
            new Tile(2, '+', "door", true),
            new Tile(3, 'T', "tree", true),
            new Tile(4, '~', "water", false),
            new Tile(5, ':', "sand", false),
            new Tile(6, '^', "rock", true),
            new Tile(7, ',', "path", false));

    /** The sight bit in a TILES byte (LOS15: {@code ANDI R0,>8000} after {@code MOVB @TILES(R6),R0}). */
    public static final int BLOCKS_SIGHT = 0x80;

    private static final byte[] TABLE = new byte[128];

    static {
        TILES.stream().filter(Tile::blocksSight).forEach(t -> TABLE[t.number()] = (byte) BLOCKS_SIGHT);
    }

    private TileSet() {
    }

    /** The 128 bytes of TILES: {@link #BLOCKS_SIGHT} for the tiles that block, zero for the rest. */
    public static byte[] table() {
        return TABLE.clone();
    }

    public static boolean blocksSight(int tileNumber) {
        return (TABLE[tileNumber & 0x7F] & BLOCKS_SIGHT) != 0;
    }

    public static Optional<Tile> bySymbol(char symbol) {
        return TILES.stream().filter(t -> t.symbol() == symbol).findFirst();
    }

    public static Optional<Tile> byNumber(int number) {
        return TILES.stream().filter(t -> t.number() == number).findFirst();
    }
}
