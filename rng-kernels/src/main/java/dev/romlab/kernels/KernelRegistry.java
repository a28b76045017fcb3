package dev.romlab.kernels;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import dev.romlab.kernels.backgammon.BackgammonKernels;
import dev.romlab.kernels.comet2.Comet2Kernels;
import dev.romlab.kernels.tms9900.Ti99Kernels;
import dev.romlab.kernels.z80.Z80Kernels;

/**
 * The bundled kernels by id, in the order {@code list} and {@code check} show them. Each call of {@link #bundled()}
 * makes new kernel instances (a kernel owns its emulated machine and is not thread-safe).
 */
public final class KernelRegistry {

    private final List<Kernel> kernels;

    public KernelRegistry(List<Kernel> kernels) {
        this.kernels = List.copyOf(kernels);
    }

    /** Every kernel romlab ships. */
    public static KernelRegistry bundled() {
        return new KernelRegistry(Stream.of(Z80Kernels.all(), BackgammonKernels.all(), Ti99Kernels.all(),
                Comet2Kernels.all()).flatMap(List::stream).map(Supplier::get).toList());
    }

    public List<Kernel> all() {
        return kernels;
    }

    public Optional<Kernel> find(String id) {
        return kernels.stream().filter(k -> k.id().equals(id)).findFirst();
    }

    /** The kernel {@code id}; {@link IllegalArgumentException} naming the known ids when there is none. */
    public Kernel get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("no kernel '" + id + "'; known: "
                + kernels.stream().map(Kernel::id).collect(Collectors.joining(", "))));
    }
}
