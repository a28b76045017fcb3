package dev.romlab.troll.sample;

/**
 * The default random source: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014), written out here so that a seed reproduces a run on every JVM. Draws below a bound
 * reject the biased top of the 64-bit range, so every face is exactly equally likely.
 */
public final class SplitMixRandom implements RandomSource {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    public SplitMixRandom(long seed) {
        this.state = seed;
    }

    /** A generator seeded from the clock, for runs that need not be reproduced. */
    public static SplitMixRandom unseeded() {
        return new SplitMixRandom(System.nanoTime() ^ System.currentTimeMillis() * GOLDEN_GAMMA);
    }

    /** The next 64 uniformly distributed bits. */
    public long nextLong() {
        long z = state += GOLDEN_GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public long nextBelow(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        // Unsigned 64-bit draws; values at or above the largest multiple of bound are redrawn.
        long limit = Long.remainderUnsigned(-bound, bound);
        while (true) {
            long bits = nextLong();
            if (Long.compareUnsigned(bits, limit) >= 0) {
                return Long.remainderUnsigned(bits, bound);
            }
        }
    }
}
