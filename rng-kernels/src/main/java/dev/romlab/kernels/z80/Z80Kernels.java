package dev.romlab.kernels.z80;

import java.util.List;
import java.util.function.Supplier;

import dev.romlab.kernels.Kernel;

/** The seed's Z80 dice routines as kernels, in the order {@code list} and {@code check} show them. */
public final class Z80Kernels {

    private Z80Kernels() {
    }

    /** A maker per kernel: each kernel owns an emulated machine, so callers make their own instances. */
    public static List<Supplier<Kernel>> all() {
        return List.of(LfsrKernel::new, RollDieKernel::new, RangeReductionKernel::maxu8, RangeReductionKernel::srl,
                MulKernel::new, DivKernel::new);
    }
}
