package dev.romlab.kernels.backgammon.model;

/**
 * The algorithm the listing's comments name, "x_n = x_(n-55) - x_(n-24) (mod 180)": Knuth's subtractive
 * lagged-Fibonacci generator (TAOCP vol. 2, 3.2.2 eq. (7) and 3.6) in the arrangement of Numerical Recipes'
 * {@code ran3} (Press et al., Numerical Recipes in C, 2nd ed., section 7.1), whose seeding the game's $9CAB
 * follows step for step: {@code ma[55] = mj}, {@code mk = 1}, for i = 1..54 {@code ii = 21i mod 55},
 * {@code ma[ii] = mk}, {@code mk = mj - mk} (mod), {@code mj = ma[ii]}; four warm-up passes of
 * {@code ma[i] -= ma[1 + (i + 30) mod 55]}; then each value {@code ma[inext] -= ma[inextp]} with inext from 1 and
 * inextp from 31 (so 31 places on, mod 55). Here MBIG is 180, in exact arithmetic (every difference reduced into
 * 0..179), and {@code mj} starts as the game's seed (the $500 byte mod 32): ran3's MSEED belongs to its modulus
 * 10^9 and means nothing at 180. Arrays are 1-based as in the book.
 */
public final class SubtractiveGenerator {

    private static final int MBIG = FaithfulGenerator.MODULUS;
    private static final int SIZE = FaithfulGenerator.LENGTH;
    private static final int WARM_UP_PASSES = 4;
    private static final int SEED_STEP = 21;
    private static final int LAG_OFFSET = 30;
    private static final int FIRST_INEXTP = 31;

    private final int[] ma = new int[SIZE + 1];
    private int inext;
    private int inextp;

    /** The generator seeded with {@code seed} (0..179). */
    public SubtractiveGenerator(int seed) {
        if (seed < 0 || seed >= MBIG) {
            throw new IllegalArgumentException("seed must be 0.." + (MBIG - 1) + ": " + seed);
        }
        System.arraycopy(seededTable(seed), 0, ma, 1, SIZE);
        for (int k = 0; k < WARM_UP_PASSES; k++) {
            for (int i = 1; i <= SIZE; i++) {
                ma[i] = reduce(ma[i] - ma[1 + (i + LAG_OFFSET) % SIZE]);
            }
        }
        inext = 0;
        inextp = FIRST_INEXTP;
    }

    /**
     * The seeding alone, before the warm-up: {@code ma[1..55]} as entries 0..54 (the game's $601-$637); the table
     * {@code romlab diff fds-backgammon-rng --model intended} compares with the game's after its build.
     */
    public static int[] seededTable(int seed) {
        int[] table = new int[SIZE];
        int mj = seed;
        int mk = 1;
        table[SIZE - 1] = mj;
        for (int i = 1; i < SIZE; i++) {
            int ii = (SEED_STEP * i) % SIZE;
            table[ii - 1] = mk;
            mk = reduce(mj - mk);
            mj = table[ii - 1];
        }
        return table;
    }

    /** The entries (0-based, as $601 + entry) in the order the seeding writes them: 54 (the seed), 20, 41, 7, ... */
    public static int[] seedingOrder() {
        int[] order = new int[SIZE];
        order[0] = SIZE - 1;
        for (int i = 1; i < SIZE; i++) {
            order[i] = (SEED_STEP * i) % SIZE - 1;
        }
        return order;
    }

    /** The next value, 0..179. */
    public int next() {
        if (++inext == SIZE + 1) {
            inext = 1;
        }
        if (++inextp == SIZE + 1) {
            inextp = 1;
        }
        ma[inext] = reduce(ma[inext] - ma[inextp]);
        return ma[inext];
    }

    private static int reduce(int difference) {
        return Math.floorMod(difference, MBIG);
    }
}
