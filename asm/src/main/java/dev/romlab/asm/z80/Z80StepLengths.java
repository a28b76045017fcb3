package dev.romlab.asm.z80;

/**
 * How many bytes one step of the Z80 executor fetches, derived from {@link Z80InstructionTable} once, as flat
 * tables: the opcode, its prefixes, displacement and immediate operands. Where the executor's step and the
 * disassembler's line differ, this follows the step: a DD or FD prefix in front of an opcode it does not affect
 * is one step with that opcode (Young, "The Undocumented Z80 Documented", section 6.1), and in front of DD, FD or
 * ED a step of its own. The Z80 needs this to charge the wait states of its instruction fetches; it reads no
 * object and allocates nothing.
 */
public final class Z80StepLengths {

    /** An ED opcode with no instruction: ED and the opcode, an 8 T-state no-op (Young, section 8.1). */
    private static final int EXTENDED_HOLE = 2;
    /** DD CB d op and FD CB d op. */
    private static final int INDEXED_BIT = 4;

    private static final int[] BASE = new int[256];
    private static final int[] EXTENDED = new int[256];
    private static final int[] INDEXED = new int[256];

    static {
        Z80InstructionTable table = Z80InstructionTable.instance();
        for (int op = 0; op < 256; op++) {
            Z80Instruction base = table.decode(Z80Prefix.NONE, op);
            BASE[op] = base == null ? 1 : base.length();
            Z80Instruction extended = table.decode(Z80Prefix.ED, op);
            EXTENDED[op] = extended == null ? EXTENDED_HOLE : extended.length();
        }
        for (int op = 0; op < 256; op++) {
            Z80Instruction indexed = table.decode(Z80Prefix.DD, op);
            if (op == 0xCB) {
                INDEXED[op] = INDEXED_BIT;
            } else if (op == 0xDD || op == 0xFD || op == 0xED) {
                INDEXED[op] = 1;
            } else {
                INDEXED[op] = indexed != null ? indexed.length() : 1 + BASE[op];
            }
        }
    }

    private Z80StepLengths() {
    }

    /** The bytes the step starting at {@code address} of a 64 KiB {@code memory} fetches. */
    public static int of(byte[] memory, int address) {
        int op = memory[address & 0xFFFF] & 0xFF;
        int next = memory[(address + 1) & 0xFFFF] & 0xFF;
        switch (op) {
            case 0xCB:
                return 2;
            case 0xED:
                return EXTENDED[next];
            case 0xDD:
            case 0xFD:
                return INDEXED[next];
            default:
                return BASE[op];
        }
    }
}
