package dev.romlab.kernels.z80.model;

import java.util.OptionalInt;

/**
 * What the seed's three ways of squeezing a random byte into a die's range compute (seeds/000_2f3497d144b7da85.txt):
 * the shift-right reduction (SRLU8, reconstructed from the prose as issue #3 fixes it), the bit-mask reduction
 * {@code MAXU8}, and the part of {@code rollDie} after {@code call z80rand}. An empty result means the routine
 * never returns.
 *
 * <p>Findings (the code against the seed's prose and tables):
 * <ul>
 *   <li>MAXU8 returns a value below {@code rangeMax}, never {@code rangeMax} itself: with rangeMax = 20 it gives
 *       0..19 (20 values), not the "0-20, which is actually 21 values" of the prose. Over 0..31 it gives 0..19 then
 *       04 05 .. 0f; the printed table has 14 at input 20 (the code gives 04) and 07 08 at inputs 24, 25 (the code
 *       gives 08 09). The printed probabilities "1/32: 0-4, 2/32: 5-15, 1/32: 16-20" are those of rangeMax = 21;
 *       with 20 they are 1/32 for 0-3 and 16-19, 2/32 for 4-15.</li>
 *   <li>MAXU8 and SRLU8 with rangeMax = 0 never return: A reaches 0 and {@code cp 0} never sets carry.</li>
 *   <li>rollDie loads H with DIESIDES-1 ("sides of die-1"), but MulHbyL computes L*(H+1) (see {@link Arithmetic}),
 *       so A = floor(r*DIESIDES/256)+1: every face 1..DIESIDES occurs, and the d20 is as even as 256 inputs allow
 *       (16 faces 13 times, faces 5, 10, 15, 20 12 times). A true H*L would have rolled 1..DIESIDES-1 only.</li>
 *   <li>The seed's rollDie table (inputs 0-80 and 200+, ending in 0x14 = 20) is floor(21*r/256), i.e. H = 20
 *       through the same MulHbyL, not the published H = DIESIDES-1 = 19 (which gives floor(20*r/256), at most 19);
 *       input 61 disagrees even with that (printed 04, 21*61/256 = 5.004).</li>
 *   <li>DIESIDES = 1 (H = 0) runs MulHbyL's loop 256 times: HL = 257*r, so A = r+1 wrapping, 255 -&gt; 0: a "d1"
 *       returns every byte once, exactly like DIESIDES = 256.</li>
 * </ul>
 */
public final class Reductions {

    private Reductions() {
    }

    /**
     * SRLU8: {@code cp c \ ret c \ srl a \ jr _s} with C = range returns value &gt;&gt; k for the first k with a result
     * below range. Empty for range 0 (A sinks to 0, and 0 &lt; 0 never holds).
     */
    public static OptionalInt srl(int value, int range) {
        OptionalInt shifts = srlShifts(value, range);
        return shifts.isPresent() ? OptionalInt.of(value >>> shifts.getAsInt()) : OptionalInt.empty();
    }

    /**
     * MAXU8: B starts at $FF and each pass does {@code srl b \ and b}, so after k passes
     * A = value &amp; ($FF &gt;&gt; k); the routine returns at the first k where that is below range
     * ({@code cp c \ ret c}). Empty for range 0.
     */
    public static OptionalInt maxu8(int value, int range) {
        OptionalInt passes = maxu8Passes(value, range);
        return passes.isPresent() ? OptionalInt.of(value & (0xFF >>> passes.getAsInt())) : OptionalInt.empty();
    }

    /**
     * The A that {@code rollDie} returns for the random byte z80rand gave: {@code ld l,a \ ld h,DIESIDES-1 \ call
     * MulHbyL \ ld a,h \ inc a}, with the 8-bit {@code inc a} wrapping 255 to 0.
     *
     * @param sides DIESIDES, 1..256 (the values {@code ld h,DIESIDES-1} can hold)
     */
    public static int rollDie(int randomByte, int sides) {
        Operands.requireByte("random byte", randomByte);
        int h = Operands.requireWithin("sides", sides, 1, 256) - 1;
        return ((Arithmetic.mulHbyL(h, randomByte) >>> 8) + 1) & 0xFF;
    }

    /** How many times SRLU8 runs {@code srl a}; empty when it never returns. */
    static OptionalInt srlShifts(int value, int range) {
        Operands.requireByte("value", value);
        Operands.requireByte("range", range);
        if (range == 0) {
            return OptionalInt.empty();
        }
        int shifts = 0;
        while (value >>> shifts >= range) {
            shifts++;
        }
        return OptionalInt.of(shifts);
    }

    /** How many times MAXU8 runs {@code srl b \ and b}; empty when it never returns. */
    static OptionalInt maxu8Passes(int value, int range) {
        Operands.requireByte("value", value);
        Operands.requireByte("range", range);
        if (range == 0) {
            return OptionalInt.empty();
        }
        int passes = 0;
        while ((value & (0xFF >>> passes)) >= range) {
            passes++;
        }
        return OptionalInt.of(passes);
    }
}
