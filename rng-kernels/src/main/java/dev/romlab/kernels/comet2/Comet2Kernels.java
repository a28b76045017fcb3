package dev.romlab.kernels.comet2;

import java.util.List;
import java.util.function.Supplier;

import dev.romlab.kernels.Kernel;

/** Seed 004's MLFE RAND and minesweeper, and their CASL II port, as kernels, in the order list and check show them. */
public final class Comet2Kernels {

    private Comet2Kernels() {
    }

    /** A maker per kernel: each kernel owns an emulated machine, so callers make their own instances. */
    public static List<Supplier<Kernel>> all() {
        return List.of(MlfeRandKernel::new, MlfeMinesweeperKernel::new, Casl2XorshiftKernel::new,
                Casl2MinesweeperKernel::new);
    }
}
