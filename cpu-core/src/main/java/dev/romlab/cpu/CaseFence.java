package dev.romlab.cpu;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The first thing every case of an interpreter's dispatch switch does: {@link #caseStart()}, an opaque read that
 * C2 may neither drop nor move, so that the field loads and sums of the case that follows stay in that case.
 * Without it C2 computes every load and sum that two reached cases share (the pc and pc + 1, the memory array,
 * register fields, a counter plus one) once before the switch's jump, that is for every instruction, whichever
 * case runs, with spills around the jump (seen in C2's code for the Z80's and COMET II's switches; measured
 * 1.2 times slower on issue #24's workloads). The read is a plain load on every platform (no fence instruction)
 * and changes nothing an interpreter computes.
 */
public final class CaseFence {

    /** Read opaquely by {@link #caseStart()} only; never written. */
    private static int fence;

    private static final VarHandle FENCE;

    static {
        try {
            FENCE = MethodHandles.lookup().findStaticVarHandle(CaseFence.class, "fence", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private CaseFence() {
    }

    /** Keeps what follows in its case: call it first in each case of a hot dispatch switch. */
    public static void caseStart() {
        int unused = (int) FENCE.getOpaque();
    }
}
