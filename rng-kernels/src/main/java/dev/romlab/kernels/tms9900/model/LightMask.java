package dev.romlab.kernels.tms9900.model;

/**
 * LIGHT, the diary's light map (seed 003, step three): 169 four-bit numbers, two to a byte, high nibble first,
 * "a series of radial circles around the center position, the outer rings being higher value than the inner
 * rings". A tile is lit by the player's light when its number minus the light radius is zero or less.
 */
public final class LightMask {

    /** The published {@code LIGHT DATA} words. */
    static final int[] WORDS = {
        0x7777, 0x7666, 0x7777, 0x7777,
        0x6655, 0x5667, 0x7777, 0x6554,
        0x4455, 0x6777, 0x6554, 0x3334,
        0x5567, 0x7654, 0x3222, 0x3456,
        0x7654, 0x3221, 0x2234, 0x5665,
        0x4321, 0x0123, 0x4566, 0x5432,
        0x2122, 0x3456, 0x7654, 0x3222,
        0x3456, 0x7765, 0x5433, 0x3455,
        0x6777, 0x6554, 0x4455, 0x6777,
        0x7766, 0x5556, 0x6777, 0x7777,
        0x7666, 0x7777, 0x7000,
    };

    private LightMask() {
    }

    /** The byte of LIGHT at {@code offset}, as {@code MOVB @LIGHT(R3),R2} reads it. */
    static int lightByte(int offset) {
        int word = WORDS[offset / 2];
        return offset % 2 == 0 ? word >>> 8 : word & 0xFF;
    }

    /** The ring number of view tile {@code index} (0..168). */
    public static int ring(int index) {
        int b = lightByte(index / 2);
        return index % 2 == 0 ? b >>> 4 : b & 0x0F;
    }
}
