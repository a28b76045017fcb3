package dev.romlab.cpu.z80;

/**
 * The bits of the Z80 flag register F, and the flag tables the interpreter looks results up in.
 *
 * <pre>
 *   bit   7   6   5   4   3   2   1   0
 *       +---+---+---+---+---+---+---+---+
 *   F   | S | Z | Y | H | X |P/V| N | C |
 *       +---+---+---+---+---+---+---+---+
 *   S sign (bit 7 of the result)        X copy of result bit 3 (undocumented)
 *   Z zero                              P/V parity or signed overflow
 *   Y copy of result bit 5 (undocumented) N last operation was a subtraction
 *   H half carry out of bit 3           C carry
 * </pre>
 *
 * The undocumented Y and X bits follow Sean Young, "The Undocumented Z80 Documented" (v0.91), section 4.
 */
public final class Z80Flags {

    public static final int C = 0x01;
    public static final int N = 0x02;
    public static final int PV = 0x04;
    public static final int X = 0x08;
    public static final int H = 0x10;
    public static final int Y = 0x20;
    public static final int Z = 0x40;
    public static final int S = 0x80;

    /** Y and X together: the undocumented copies of bits 5 and 3. */
    public static final int YX = Y | X;

    /** S, Z, Y and X of a byte result. */
    static final int[] SZ = new int[256];

    /** S, Z, Y, X and P/V as even parity of a byte result (logic, rotates, IN). */
    static final int[] SZP = new int[256];

    /** All flags but C after INC to this result: H when the low nibble wrapped to 0, P/V at 0x80. */
    static final int[] INC = new int[256];

    /** All flags but C after DEC to this result: H when the low nibble wrapped to F, P/V at 0x7F, N. */
    static final int[] DEC = new int[256];

    static {
        for (int v = 0; v < 256; v++) {
            int sz = (v & (S | YX)) | (v == 0 ? Z : 0);
            SZ[v] = sz;
            SZP[v] = sz | (Integer.bitCount(v) % 2 == 0 ? PV : 0);
            INC[v] = sz | ((v & 0x0F) == 0 ? H : 0) | (v == 0x80 ? PV : 0);
            DEC[v] = sz | N | ((v & 0x0F) == 0x0F ? H : 0) | (v == 0x7F ? PV : 0);
        }
    }

    private Z80Flags() {
    }

    /** F as letters, upper case when set, e.g. {@code "SZyHxPnC"}. */
    public static String describe(int f) {
        String names = "SZYHXPNC";
        StringBuilder out = new StringBuilder(8);
        for (int bit = 7; bit >= 0; bit--) {
            char name = names.charAt(7 - bit);
            out.append((f & (1 << bit)) != 0 ? name : Character.toLowerCase(name));
        }
        return out.toString();
    }
}
