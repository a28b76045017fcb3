package dev.romlab.cpu.z80;

/**
 * How many bytes one {@link Z80#step()} fetches from the program: the opcode, its prefixes, displacement and
 * immediate operands (Zilog UM0080, instruction tables). A DD or FD prefix in front of DD, FD or ED is a step
 * of its own and fetches one byte. The Z80 needs this only to charge the wait states of its instruction
 * fetches, and decodes before executing, so that an instruction that overwrites its own bytes is measured as
 * it was fetched.
 */
final class Z80InstructionLength {

    private Z80InstructionLength() {
    }

    /** The number of bytes the step starting at {@code address} fetches. */
    static int of(byte[] memory, int address) {
        int op = memory[address] & 0xFF;
        int next = memory[(address + 1) & 0xFFFF] & 0xFF;
        switch (op) {
            case 0xCB:
                return 2;
            case 0xED:
                return (next & 0xC7) == 0x43 ? 4 : 2;                               // LD (nn),rr / LD rr,(nn)
            case 0xDD:
            case 0xFD:
                return indexed(next);
            default:
                return base(op);
        }
    }

    /** DD or FD followed by {@code op}. */
    private static int indexed(int op) {
        switch (op) {
            case 0xDD:
            case 0xFD:
            case 0xED:
                return 1;
            case 0xCB:
                return 4;                                                            // DD CB d op
            default:
                return 1 + base(op) + (takesDisplacement(op) ? 1 : 0);
        }
    }

    /** Whether {@code op} after DD/FD addresses (IX+d): it names (HL) in the base page. */
    private static boolean takesDisplacement(int op) {
        if (op == 0x34 || op == 0x35 || op == 0x36) {
            return true;
        }
        if (op < 0x40 || op >= 0xC0 || op == 0x76) {
            return false;
        }
        return (op & 7) == 6 || (op < 0x80 && (op & 0x38) == 0x30);
    }

    /** A base-page opcode other than the prefixes: 1, 2 with n or e, 3 with nn. */
    private static int base(int op) {
        if ((op & 0xC7) == 0x06 || (op & 0xC7) == 0xC6 || op == 0xD3 || op == 0xDB
                || op == 0x10 || op == 0x18 || (op & 0xE7) == 0x20) {
            return 2;                                                                // LD r,n; ALU n; I/O n; jr
        }
        if ((op & 0xCF) == 0x01 || (op & 0xE7) == 0x22 || (op & 0xC7) == 0xC2 || (op & 0xC7) == 0xC4
                || op == 0xC3 || op == 0xCD) {
            return 3;                                                                // LD rr,nn; (nn); JP; CALL
        }
        return 1;
    }
}
