package dev.romlab.kernels.z80.model;

import java.util.OptionalInt;

/**
 * T-states of one call of each routine of seeds/000_2f3497d144b7da85.txt, from its first instruction up to and
 * including its final {@code ret} (the caller's {@code call} is not counted), as closed formulas over the Zilog
 * timing of each instruction in the listing (Z80 CPU User Manual UM0080, instruction tables). An instruction's
 * time follows it in each sum; a/b is taken/not taken (or repeating/last for {@code lddr}).
 *
 * <p>Inputs for which the routine never returns (range 0, BC = 0) have no time and are rejected: ask the value
 * model first.
 */
public final class Timings {

    /**
     * z80rand, straight-line code: ld hl,nn 10; 4 x (ld r,(hl) 7) + 3 x (inc hl 6); ld b,a 4; 4 x (rl e 8, rl d 8,
     * rl c 8, rla 4); ld h,a 4; rl e 8, rl d 8; 4 x (xor r 4); 3 x (ld rr,nn 10); lddr with BC = 7: 6 x 21 + 16;
     * ld (de),a 7; ret 10.
     */
    private static final long Z80RAND = 10 + 4 * 7 + 3 * 6 + 4 + 4 * (8 + 8 + 8 + 4) + 4 + (8 + 8) + 4 * 4 + 3 * 10
            + (6 * 21 + 16) + 7 + 10;

    /** rollDie without the random number: ld l,a 4; ld h,n 7; call 17 + MulHbyL; ld a,h 4; inc a 4; ret 10. */
    private static final long ROLL_DIE_AROUND_MUL = 4 + 7 + 17 + 4 + 4 + 10;

    private Timings() {
    }

    /** z80rand: 397, whatever the seed. */
    public static long z80rand() {
        return Z80RAND;
    }

    /**
     * SRLU8: ld c,n 7; per shift cp c 4, ret c 5 (not taken), srl a 8, jr 12; then cp c 4, ret c 11: 22 + 29k for
     * k shifts.
     */
    public static long srl(int value, int range) {
        return 7 + 29L * returning(Reductions.srlShifts(value, range), "SRLU8 with range 0") + 4 + 11;
    }

    /**
     * MAXU8: ld c,n 7; ld b,n 7; per pass cp c 4, ret c 5, srl b 8, and b 4, jr 12; then cp c 4, ret c 11:
     * 29 + 33k for k passes.
     */
    public static long maxu8(int value, int range) {
        return 7 + 7 + 33L * returning(Reductions.maxu8Passes(value, range), "MAXU8 with range 0") + 4 + 11;
    }

    /**
     * MulHbyL: push 11 x 2; ld d,h 4; ld h,n 7; ld b,n 7; ld c,l 4; n x (add hl,bc 11, dec d 4) with jr nz 12 on
     * the n-1 loops back and 7 at the end; pop 10 x 2; ret 10: 69 + 27n for n = H (256 when H = 0).
     */
    public static long mulHbyL(int h) {
        long n = Arithmetic.mulHbyLIterations(h);
        return 11 + 11 + 4 + 7 + 7 + 4 + n * (11 + 4) + (n - 1) * 12 + 7 + 10 + 10 + 10;
    }

    /**
     * DivHLbyBC: push de 11; ld de,nn 10; and n 7; per subtraction that does not borrow sbc hl,bc 15, jr c 7,
     * inc de 6, jr 12; then sbc hl,bc 15, jr c 12; ld r,r 4 x 2; pop de 10; ret 10: 83 + 40q for quotient q.
     */
    public static long divHLbyBC(int hl, int bc) {
        long quotient = returning(Arithmetic.divHLbyBC(hl, bc), "DivHLbyBC with BC = 0");
        return 11 + 10 + 7 + 40 * quotient + 15 + 12 + 4 + 4 + 10 + 10;
    }

    /**
     * rollDie from its first instruction: call 17 + z80rand, then {@link #rollDieReduction(int)}: 529 + 27n with
     * n = DIESIDES-1 (256 for DIESIDES = 1); 1042 for a d20.
     */
    public static long rollDie(int sides) {
        return 17 + Z80RAND + rollDieReduction(sides);
    }

    /** rollDie entered after {@code call z80rand} with A = the random byte: 115 + 27n (628 for a d20). */
    public static long rollDieReduction(int sides) {
        int h = Operands.requireWithin("sides", sides, 1, 256) - 1;
        return ROLL_DIE_AROUND_MUL + mulHbyL(h);
    }

    private static int returning(OptionalInt loops, String neverReturns) {
        if (loops.isEmpty()) {
            throw new IllegalArgumentException(neverReturns + " never returns, so it has no call time");
        }
        return loops.getAsInt();
    }
}
