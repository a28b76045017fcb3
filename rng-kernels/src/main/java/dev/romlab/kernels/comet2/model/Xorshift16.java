package dev.romlab.kernels.comet2.model;

/**
 * {@code roms/comet2/minesweeper.cas}'s generator: Marsaglia's xorshift construction ("Xorshift RNGs", 2003:
 * x ^= x << a; x ^= x >> b; x ^= x << c) on 16 bits with the triple (7, 9, 8), whose period is 65,535: every
 * state but 0, 0 staying 0.
 */
public final class Xorshift16 {

    private Xorshift16() {
    }

    /** The state after {@code state}. */
    public static int next(int state) {
        int x = state & 0xFFFF;
        x ^= (x << 7) & 0xFFFF;
        x ^= x >>> 9;
        x ^= (x << 8) & 0xFFFF;
        return x;
    }
}
