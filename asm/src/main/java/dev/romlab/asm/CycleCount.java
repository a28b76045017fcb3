package dev.romlab.asm;

/**
 * The cycles one instruction takes, in the unit of its CPU (Z80: T-states, 6502: cycles), as an instruction table
 * gives them. Conditional and repeating instructions have two counts: {@code taken} when the branch is taken or the
 * block instruction repeats, {@code notTaken} otherwise, shown as {@code 12/7} (JR cc) or {@code 21/16} (LDIR).
 * A 6502 instruction that takes one cycle more when its address crosses a page has {@code pageCrossing} set:
 * {@code 4+} for an indexed read, {@code 2/3/4} (not taken / taken / taken to another page) for a branch. The
 * TMS9900 uses the same {@code N+} for "at least N": the data (DIV, ABS, a shift counted in R0, X) or memory the
 * listing cannot place (wait states of accesses through a register) may add more.
 */
public record CycleCount(int taken, int notTaken, boolean pageCrossing) {

    public CycleCount {
        if (taken <= 0 || notTaken <= 0) {
            throw new IllegalArgumentException("cycle counts must be positive: " + taken + "/" + notTaken);
        }
    }

    /** A count without a page-crossing penalty: {@code 12/7}, or one count when both are equal. */
    public CycleCount(int taken, int notTaken) {
        this(taken, notTaken, false);
    }

    /** An instruction whose time does not depend on a condition. */
    public static CycleCount of(int cycles) {
        return new CycleCount(cycles, cycles);
    }

    /**
     * An instruction that takes one cycle more when its indexed address crosses a page ({@code 4+}); on the
     * TMS9900, at least {@code cycles}.
     */
    public static CycleCount withPageCrossing(int cycles) {
        return new CycleCount(cycles, cycles, true);
    }

    public boolean isConditional() {
        return taken != notTaken;
    }

    /** The most cycles the instruction can take: taken, plus one for a page crossing. */
    public int most() {
        return taken + (pageCrossing ? 1 : 0);
    }

    /** {@code 7}, {@code taken/notTaken} such as {@code 12/7}, {@code 4+}, or a 6502 branch's {@code 2/3/4}. */
    public String text() {
        if (pageCrossing) {
            return isConditional() ? notTaken + "/" + taken + "/" + (taken + 1) : taken + "+";
        }
        return isConditional() ? taken + "/" + notTaken : Integer.toString(taken);
    }

    @Override
    public String toString() {
        return text();
    }
}
