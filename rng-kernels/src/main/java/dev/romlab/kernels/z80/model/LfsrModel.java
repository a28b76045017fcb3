package dev.romlab.kernels.z80.model;

/**
 * What {@code z80rand} (the Montelongo/Putt LFSR of seeds/000_2f3497d144b7da85.txt) computes, written as bit
 * operations on its 64-bit state.
 *
 * <p>The state is the eight bytes at {@code _LFSRSeed}; byte k (address {@code _LFSRSeed+k}) is bits 8k..8k+7 of
 * {@link #seed()}. Reading the listing:
 * <ul>
 *   <li>{@code e,d,c,a} are loaded from bytes 4,5,6,7, so {@code a:c:d:e} is X = state bits 32..63, and
 *       {@code b} keeps byte 7 = X bits 24..31.</li>
 *   <li>Each {@code rl e \ rl d \ rl c \ rla} rotates X left by one through carry. After three of them
 *       {@code ld h,a} keeps X bits 21..28; after the fourth, {@code a} holds X bits 20..27 and {@code c} X bits
 *       12..19; the last {@code rl e \ rl d} leaves X bits 3..10 in {@code d}.</li>
 *   <li>The carry that enters the first {@code rl e} (whatever the caller left) and the bits rotated round from
 *       the top end up in bits 0..3 of {@code e}, and {@code e} reaches the result only through its bit 7 (carried
 *       into {@code d} by the last {@code rl d}): the result does not depend on the entry flags.</li>
 *   <li>{@code a} = (X&gt;&gt;20) ^ (X&gt;&gt;24) ^ (X&gt;&gt;21) ^ (X&gt;&gt;12) ^ (X&gt;&gt;3), low 8 bits; in state
 *       bits: shifts of 52, 56, 53, 44 and 35.</li>
 *   <li>{@code lddr} with BC = 7 copies bytes 6..0 up to 7..1, then {@code ld (de),a} stores the new byte at
 *       byte 0: the state shifts left by 8 and the new byte enters at the bottom.</li>
 * </ul>
 * Bit by bit this is a 64-bit Fibonacci LFSR stepped 8 times per call: every new bit is the XOR of the bits 43,
 * 52, 60, 61 and 64 places older (characteristic polynomial x^64 + x^21 + x^12 + x^4 + x^3 + 1 over GF(2)).
 *
 * <p>Findings (the code against the seed's "0-255? Cake!"):
 * <ul>
 *   <li>Only state bits 35..63 feed the next byte; an all-zero seed ({@code .ds 8}) returns 0 forever.</li>
 *   <li>The polynomial is not primitive: it factors as (x+1)^2 (x^2+x+1)^2 (x^3+x+1) times irreducible factors of
 *       degree 16 and 39 (factored with sympy outside the repository), so no seed reaches period 2^64-1 and some
 *       seeds cycle at once: 00.., FF.., 55.. and AA.. return their byte forever, a seed whose bits repeat every
 *       3 places returns DB 6D B6 over and over. The longest bit period is lcm(2, 6, 7, 21845, 2^39-1), about
 *       7.2e16.</li>
 * </ul>
 */
public final class LfsrModel {

    /** State bits feeding bit 0 of the new byte; bit i of the byte takes the same taps plus i. */
    private static final int[] TAP_SHIFTS = {35, 44, 52, 53, 56};

    private long state;

    /** @param seed the eight bytes of {@code _LFSRSeed}, byte k as bits 8k..8k+7 */
    public LfsrModel(long seed) {
        this.state = seed;
    }

    /** The byte {@code z80rand} returns in A; advances the state as its {@code lddr} and {@code ld (de),a} do. */
    public int next() {
        long taps = 0;
        for (int shift : TAP_SHIFTS) {
            taps ^= state >>> shift;
        }
        int random = (int) (taps & 0xFF);
        state = (state << 8) | random;
        return random;
    }

    /** The eight bytes at {@code _LFSRSeed} now, in the constructor's byte order. */
    public long seed() {
        return state;
    }
}
