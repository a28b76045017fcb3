package dev.romlab.kernels.comet2.model;

/**
 * The algorithm seed 004 names: Marsaglia's xorshift128 ("Xorshift RNGs", Journal of Statistical Software 8(14),
 * 2003, the {@code xor128} function): t = x ^ (x << 11); x = y; y = z; z = w; w = w ^ (w >> 19) ^ (t ^ (t >> 8)),
 * the state kept from one step to the next. {@link #rand} is what the chapter meant RAND to be: the state seeded
 * from the clock as it seeds it, S rounds (at least one: a generator always has a value to give), a value uniform
 * in [A, B) (A + w mod (B - A); the bias of a 32-bit w reduced modulo a small range is below 2^-24), and -1 when
 * B <= A, as the chapter's prose says.
 */
public final class Xorshift128 {

    private int x;
    private int y;
    private int z;
    private int w;

    public Xorshift128(int x, int y, int z, int w) {
        this.x = x;
        this.y = y;
        this.z = z;
        this.w = w;
    }

    /** Seeded as the chapter seeds it: X, Y, Z, W = month, day, hour, minute times the microseconds. */
    public static Xorshift128 seeded(ClockReading time) {
        return new Xorshift128(time.month() * time.micros(), time.day() * time.micros(),
                time.hour() * time.micros(), time.minute() * time.micros());
    }

    /** One step: the new w. */
    public int next() {
        int t = x ^ (x << 11);
        x = y;
        y = z;
        z = w;
        w = w ^ (w >>> 19) ^ (t ^ (t >>> 8));
        return w;
    }

    /** What RAND was meant to return at {@code time} for A = {@code a}, B = {@code b}. */
    public static int rand(ClockReading time, int a, int b) {
        if (b <= a) {
            return -1;
        }
        Xorshift128 generator = seeded(time);
        int w = 0;
        for (int round = 0; round < Math.max(1, time.second()); round++) {
            w = generator.next();
        }
        return a + (int) Long.remainderUnsigned(Integer.toUnsignedLong(w), (long) b - a);
    }
}
