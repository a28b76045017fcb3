package dev.romlab.kernels.tms9900;

import java.util.List;
import java.util.function.Supplier;

import dev.romlab.kernels.Kernel;

/** Seed 003's TI-99/4A routines as kernels, in the order {@code list} and {@code check} show them. */
public final class Ti99Kernels {

    private Ti99Kernels() {
    }

    /** A maker per kernel: each kernel owns an emulated machine, so callers make their own instances. */
    public static List<Supplier<Kernel>> all() {
        return List.of(MapViewKernel::new, CopyLoopKernel::new);
    }
}
