package dev.romlab.kernels;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;

import dev.romlab.asm.ClosestName;
import dev.romlab.kernels.backgammon.BackgammonKernels;
import dev.romlab.kernels.comet2.Comet2Kernels;
import dev.romlab.kernels.tms9900.Ti99Kernels;
import dev.romlab.kernels.z80.Z80Kernels;

/**
 * The bundled kernels by id, in the order {@code list} and {@code check} show them. Each call of {@link #bundled()}
 * makes new kernel instances (a kernel owns its emulated machine and is not thread-safe); {@link #workers} makes
 * more of one kernel for a run on several threads.
 */
public final class KernelRegistry {

    private final List<Kernel> kernels;
    /** By id, how to make another instance; empty for a registry of given instances. */
    private final Map<String, Supplier<Kernel>> makers;

    /** The kernels given, one instance each: a run over one of them uses one thread. */
    public KernelRegistry(List<Kernel> kernels) {
        this(kernels, Map.of());
    }

    private KernelRegistry(List<Kernel> kernels, Map<String, Supplier<Kernel>> makers) {
        this.kernels = List.copyOf(kernels);
        this.makers = Map.copyOf(makers);
    }

    /** Every kernel romlab ships. */
    public static KernelRegistry bundled() {
        List<Supplier<Kernel>> all = Stream.of(Z80Kernels.all(), BackgammonKernels.all(), Ti99Kernels.all(),
                Comet2Kernels.all()).flatMap(List::stream).toList();
        List<Kernel> kernels = all.stream().map(Supplier::get).toList();
        Map<String, Supplier<Kernel>> makers = new HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            makers.put(kernels.get(i).id(), all.get(i));
        }
        return new KernelRegistry(kernels, makers);
    }

    public List<Kernel> all() {
        return kernels;
    }

    public Optional<Kernel> find(String id) {
        return kernels.stream().filter(k -> k.id().equals(id)).findFirst();
    }

    /**
     * The kernel {@code id}; {@link IllegalArgumentException} naming the ids close to it when there is none ("did you
     * mean z80-rolldie?"), or every known one when none is close.
     */
    public Kernel get(String id) {
        List<String> ids = kernels.stream().map(Kernel::id).toList();
        return find(id).orElseThrow(() -> new IllegalArgumentException("no kernel '" + id + "'; "
                + ClosestName.suggestion(id, ids)));
    }

    /**
     * The kernel {@code id} ({@link #get}) with an instance of it per available processor, for a long run; one
     * thread for a kernel this registry was given as an instance (a test's).
     */
    public KernelWorkers workers(String id) {
        Kernel kernel = get(id);
        Supplier<Kernel> maker = makers.get(id);
        return maker == null ? KernelWorkers.single(kernel) : KernelWorkers.allCores(kernel, maker);
    }
}
