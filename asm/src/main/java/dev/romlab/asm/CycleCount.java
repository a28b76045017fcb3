package dev.romlab.asm;

/**
 * The cycles one instruction takes, in the unit of its CPU (Z80: T-states), as an instruction table gives
 * them. Conditional and repeating instructions have two counts: {@code taken} when the branch is taken or the
 * block instruction repeats, {@code notTaken} otherwise, shown as {@code 12/7} (JR cc) or {@code 21/16} (LDIR).
 */
public record CycleCount(int taken, int notTaken) {

    public CycleCount {
        if (taken <= 0 || notTaken <= 0) {
            throw new IllegalArgumentException("cycle counts must be positive: " + taken + "/" + notTaken);
        }
    }

    /** An instruction whose time does not depend on a condition. */
    public static CycleCount of(int cycles) {
        return new CycleCount(cycles, cycles);
    }

    public boolean isConditional() {
        return taken != notTaken;
    }

    /** {@code 7}, or {@code taken/notTaken} such as {@code 12/7}. */
    public String text() {
        return isConditional() ? taken + "/" + notTaken : Integer.toString(taken);
    }

    @Override
    public String toString() {
        return text();
    }
}
