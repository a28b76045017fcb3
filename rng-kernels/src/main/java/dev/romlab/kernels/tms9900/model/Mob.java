package dev.romlab.kernels.tms9900.model;

/**
 * One record of MOBBUF, the eight-byte mob array of seed 003 (step two): byte 0 the type (0 is an empty slot),
 * byte 1 the graphic drawn in the view, byte 2 X, byte 3 Y; bytes 4..7 belong to the game and are zero here.
 */
public record Mob(int type, int graphic, int x, int y) {

    /** Bytes per record: the routine steps through MOBBUF with {@code A @W8,R1}. */
    public static final int RECORD_BYTES = 8;

    public Mob {
        checkByte("type", type);
        checkByte("graphic", graphic);
        checkByte("x", x);
        checkByte("y", y);
    }

    private static void checkByte(String name, int value) {
        if (value < 0 || value > 0xFF) {
            throw new IllegalArgumentException("mob " + name + " must be 0..255: " + value);
        }
    }

    /** The record as it sits in MOBBUF. */
    public byte[] record() {
        return new byte[] {(byte) type, (byte) graphic, (byte) x, (byte) y, 0, 0, 0, 0};
    }
}
