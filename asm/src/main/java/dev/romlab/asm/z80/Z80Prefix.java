package dev.romlab.asm.z80;

/**
 * The opcode pages of the Z80 (Zilog Z80 CPU User Manual UM0080, "Instruction Set"): unprefixed, CB, ED, the
 * index prefixes DD (IX) and FD (IY), and DD CB / FD CB, whose displacement byte comes before the opcode.
 */
public enum Z80Prefix {
    NONE(),
    CB(0xCB),
    ED(0xED),
    DD(0xDD),
    FD(0xFD),
    DDCB(0xDD, 0xCB),
    FDCB(0xFD, 0xCB);

    private final int[] bytes;

    Z80Prefix(int... bytes) {
        this.bytes = bytes;
    }

    public int length() {
        return bytes.length;
    }

    public int byteAt(int index) {
        return bytes[index];
    }

    /** DD CB d op and FD CB d op: the displacement sits between the prefix and the opcode. */
    public boolean displacementBeforeOpcode() {
        return this == DDCB || this == FDCB;
    }
}
