package dev.romlab.kernels.z80.model;

import java.util.OptionalInt;

/**
 * What the seed's {@code MulHbyL} and {@code DivHLbyBC} compute (seeds/000_2f3497d144b7da85.txt), as closed formulas.
 *
 * <p>Findings (the code against its own comments):
 * <ul>
 *   <li>MulHbyL ("H * L, returns in HL") returns L*(H+1): {@code ld h,0} clears H but leaves L, so HL starts at L
 *       before the loop adds BC = L once per count of D. MulHbyL(0, 5) is 0x0505, MulHbyL(19, 255) is 20*255.</li>
 *   <li>With H = 0, {@code dec d} wraps to $FF and the loop runs 256 times: HL = 257*L. 255*257 = 65535 and
 *       255*256 = 65280, so HL never overflows for 8-bit H and L: the result is exact, never wrapped.</li>
 *   <li>DivHLbyBC returns floor(HL/BC) in HL (a quotient by repeated subtraction: {@code and 0} clears carry, and
 *       carry stays clear while the loop runs, so {@code sbc hl,bc} is a plain subtraction). BC = 0 never returns:
 *       nothing ever borrows. Its comment "clobbers HL, BC, AF" is off: BC comes back unchanged, and A comes back 0
 *       ({@code and 0}).</li>
 * </ul>
 */
public final class Arithmetic {

    private Arithmetic() {
    }

    /** HL after MulHbyL with inputs H and L: L*(H+1), or 257*L when H = 0; at most 65535. */
    public static int mulHbyL(int h, int l) {
        Operands.requireByte("l", l);
        return l * (mulHbyLIterations(h) + 1);
    }

    /** HL after DivHLbyBC: the unsigned quotient; empty for BC = 0, where the routine never returns. */
    public static OptionalInt divHLbyBC(int hl, int bc) {
        Operands.requireWord("hl", hl);
        Operands.requireWord("bc", bc);
        return bc == 0 ? OptionalInt.empty() : OptionalInt.of(hl / bc);
    }

    /** How many times MulHbyL's {@code add hl,bc} runs: D = H counted down to 0, so H = 0 means 256. */
    static int mulHbyLIterations(int h) {
        Operands.requireByte("h", h);
        return h == 0 ? 256 : h;
    }
}
