package dev.romlab.cpu.z80;

/**
 * The Z80's rotates and shifts as 9-bit results: the byte, and above it in bit 8 the bit shifted out, which becomes
 * C. The interpreter sets the other flags from the byte; a translated block whose next instructions read only C (an
 * RL chain through a multi-byte number) or no flag of these at all takes just what it needs. {@code carry} is the C
 * that RL and RR shift in; the rest ignore it, so that a translator calls each alike.
 */
final class Z80Rotations {

    private Z80Rotations() {
    }

    static int rlc(int v, int carry) {
        return (v << 1) | (v >>> 7);
    }

    static int rrc(int v, int carry) {
        return (v >>> 1) | ((v & 1) << 7) | ((v & 1) << 8);
    }

    static int rl(int v, int carry) {
        return (v << 1) | carry;
    }

    static int rr(int v, int carry) {
        return (v >>> 1) | (carry << 7) | ((v & 1) << 8);
    }

    static int sla(int v, int carry) {
        return v << 1;
    }

    static int sra(int v, int carry) {
        return (v >>> 1) | (v & 0x80) | ((v & 1) << 8);
    }

    /** SLL (undocumented, also called SL1): shifts left and sets bit 0 (Young, section 3.1). */
    static int sll(int v, int carry) {
        return (v << 1) | 1;
    }

    static int srl(int v, int carry) {
        return (v >>> 1) | ((v & 1) << 8);
    }
}
