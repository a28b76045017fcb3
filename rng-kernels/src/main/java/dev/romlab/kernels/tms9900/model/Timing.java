package dev.romlab.kernels.tms9900.model;

/**
 * Clock cycles of TMS9900 instructions where the memory regions of code, data and workspace each have their own
 * wait states, as the TMS 9900 Microprocessor Data Manual (1976, table 3 "Instruction execution times") defines
 * them: T = C + W × M, with C the clock cycles of the instruction plus those of each operand's addressing mode,
 * and M its memory accesses, every one counted with the wait states W of the region it goes to: the instruction
 * word and each extension word to the code, a register (an {@code Rn} operand, the address register of the
 * other modes) to the workspace, the operand of the other modes to the data.
 *
 * @param codeWait      wait states per access to the code (instruction and extension words)
 * @param dataWait      per access to an operand in memory
 * @param workspaceWait per access to a workspace register
 */
public record Timing(int codeWait, int dataWait, int workspaceWait) {

    /**
     * The map-view routine on a TI-99/4A: code and data in the 32K expansion and the lower 8K, on the 8-bit
     * multiplexed bus (4 wait states per 16-bit access), the workspace in the scratchpad (none).
     */
    public static final Timing TI99_SCRATCHPAD_WORKSPACE = new Timing(4, 4, 0);

    /** Everything on the 8-bit bus: the article's "worst-case scenario". */
    public static final Timing TI99_ALL_8BIT = new Timing(4, 4, 4);

    /** No wait states anywhere: a bare TMS9900, or a console with the 16-bit 32K and the workspace in scratchpad. */
    public static final Timing ZERO_WAIT = new Timing(0, 0, 0);

    /**
     * How an operand is addressed (data manual, table 3, "address modification"): its extra clocks, extension
     * words and workspace accesses; whether the operand itself is a register.
     */
    public enum Mode {
        /** {@code Rn}. */
        REGISTER(0, 0, 0),
        /** {@code *Rn}: the register is read for the address. */
        INDIRECT(4, 0, 1),
        /** {@code *Rn+} on a byte: read, then written back plus 1. */
        AUTOINCREMENT_BYTE(6, 0, 2),
        /** {@code *Rn+} on a word: read, then written back plus 2. */
        AUTOINCREMENT_WORD(8, 0, 2),
        /** {@code @addr}: one extension word. */
        SYMBOLIC(8, 1, 0),
        /** {@code @addr(Rn)}: one extension word and the index register. */
        INDEXED(8, 1, 1);

        final int clocks;
        final int words;
        final int registerReads;

        Mode(int clocks, int words, int registerReads) {
            this.clocks = clocks;
            this.words = words;
            this.registerReads = registerReads;
        }
    }

    /**
     * An instruction of {@code clocks} base cycles whose source and destination operands are accessed {@code
     * sourceAccesses} and {@code destinationAccesses} times ({@code A}: 1 and 2, read then written; {@code C}: 1 and
     * 1; {@code MOV}: 1 and 2, the data manual counting its read before the write); {@code immediateWords} extension
     * words of its own ({@code LI}'s value).
     */
    public int cycles(int clocks, Mode source, int sourceAccesses, Mode destination, int destinationAccesses,
            int immediateWords) {
        int code = 1 + immediateWords + source.words + destination.words;
        int workspace = source.registerReads + destination.registerReads
                + (source == Mode.REGISTER ? sourceAccesses : 0)
                + (destination == Mode.REGISTER ? destinationAccesses : 0);
        int data = (source == Mode.REGISTER ? 0 : sourceAccesses)
                + (destination == Mode.REGISTER ? 0 : destinationAccesses);
        return clocks + source.clocks + destination.clocks + codeWait * code + workspaceWait * workspace
                + dataWait * data;
    }

    /** A two-operand instruction that reads its source and reads and writes its destination: A, S, MOV, SOCB. */
    public int readModifyWrite(Mode source, Mode destination) {
        return cycles(14, source, 1, destination, 2, 0);
    }

    /** C, CB, COC: both operands read once. */
    public int compare(Mode source, Mode destination) {
        return cycles(14, source, 1, destination, 1, 0);
    }

    /** MPY S,Rd: 52 clocks; Rd read, Rd and Rd+1 written. */
    public int multiply(Mode source) {
        return cycles(52, source, 1, Mode.REGISTER, 3, 0);
    }

    /** CLR, SETO, INC, DEC, DECT and the like: 10 clocks, the operand read and written. */
    public int single(Mode operand) {
        return cycles(10, Mode.REGISTER, 0, operand, 2, 0);
    }

    /** ABS Rn: 12 clocks and the register read when it is positive; 14 and the write too when negative. */
    public int abs(boolean negative) {
        return negative ? cycles(14, Mode.REGISTER, 0, Mode.REGISTER, 2, 0)
                : cycles(12, Mode.REGISTER, 0, Mode.REGISTER, 1, 0);
    }

    /** LI Rn,value: 12 clocks, the value fetched and the register written (no read). */
    public int loadImmediate() {
        return cycles(12, Mode.REGISTER, 0, Mode.REGISTER, 1, 1);
    }

    /** AI, ANDI, ORI: 14 clocks, the value fetched, the register read and written. */
    public int immediate() {
        return cycles(14, Mode.REGISTER, 0, Mode.REGISTER, 2, 1);
    }

    /** CI: 14 clocks, the value fetched, the register read. */
    public int compareImmediate() {
        return cycles(14, Mode.REGISTER, 0, Mode.REGISTER, 1, 1);
    }

    /** A jump: 10 clocks taken, 8 not, the instruction fetch alone. */
    public int jump(boolean taken) {
        return (taken ? 10 : 8) + codeWait;
    }

    /** SRL, SRA, SLA, SRC Rn,count with the count in the instruction: 12 + 2 × count clocks, Rn read and written. */
    public int shift(int count) {
        return cycles(12 + 2 * count, Mode.REGISTER, 0, Mode.REGISTER, 2, 0);
    }

    /** B: 8 clocks; the target word is read. The target is code, so its access waits as code does. */
    public int branch(Mode target) {
        return 8 + target.clocks + codeWait * (2 + target.words) + workspaceWait * target.registerReads;
    }

    /** BL @addr: 12 clocks, the target word read, R11 written. */
    public int branchAndLink() {
        return 12 + Mode.SYMBOLIC.clocks + codeWait * 3 + workspaceWait;
    }

    /** RT ({@code B *R11}): R11 read, then the word at the return address. */
    public int returnFromBranch() {
        return branch(Mode.INDIRECT);
    }

    /** RTWP: 14 clocks, R13, R14 and R15 read. */
    public int returnWithWorkspace() {
        return 14 + codeWait + 3 * workspaceWait;
    }
}
