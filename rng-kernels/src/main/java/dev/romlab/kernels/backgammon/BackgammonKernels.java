package dev.romlab.kernels.backgammon;

import java.util.List;
import java.util.function.Supplier;

import dev.romlab.kernels.Kernel;

/** Seed 001's FDS Backgammon generator and dice as kernels, in the order {@code list} and {@code check} show them. */
public final class BackgammonKernels {

    private BackgammonKernels() {
    }

    /** A maker per kernel: each kernel owns an emulated machine, so callers make their own instances. */
    public static List<Supplier<Kernel>> all() {
        return List.of(BackgammonRngKernel::new, BackgammonDiceKernel::new);
    }
}
