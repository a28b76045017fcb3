package dev.romlab.kernels;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * The kernel instances a run over an input space may use at once, one per thread: a kernel owns its emulated machine
 * and is not thread-safe, so every thread but the first gets a new instance from {@code maker}.
 *
 * <pre>{@code
 * KernelWorkers one = KernelWorkers.single(kernel);                           // the calling thread alone
 * KernelWorkers all = KernelWorkers.allCores(kernel, () -> new MyKernel());   // a kernel per available processor
 * DiffEngine.diff(all, kernel.inputs(new Coverage.Exhaustive()), done -> { });
 * }</pre>
 *
 * @param first   the kernel the run reports on (its id and machine), used by the first thread
 * @param maker   makes another instance of the same kernel, on the calling thread, before the run starts
 * @param threads how many threads run inputs, at least 1
 */
public record KernelWorkers(Kernel first, Supplier<Kernel> maker, int threads) {

    public KernelWorkers {
        Objects.requireNonNull(first);
        Objects.requireNonNull(maker);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /** {@code kernel} alone, on the calling thread. */
    public static KernelWorkers single(Kernel kernel) {
        return new KernelWorkers(kernel, () -> {
            throw new IllegalStateException("one thread has one kernel");
        }, 1);
    }

    /** {@code first} and as many more instances from {@code maker} as the JVM has processors. */
    public static KernelWorkers allCores(Kernel first, Supplier<Kernel> maker) {
        return new KernelWorkers(first, maker, Runtime.getRuntime().availableProcessors());
    }
}
