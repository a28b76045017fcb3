package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * Runs an input space through a kernel in chunks of consecutive inputs, on {@link KernelWorkers#threads()} threads
 * with a kernel each, and hands each chunk's result to the engine in input order, as one thread running the inputs
 * one after the other would: the engine's report is the same whatever the number of threads. The engine may stop
 * the run after a chunk (a diff at its first divergence): chunks after it are then dropped, even those another
 * thread finished first, so "first" always means the lowest input index.
 */
final class ParallelRun<R> {

    /** Inputs per chunk: a few milliseconds of work for the slowest kernels, small beside a whole space. */
    static final int CHUNK = 4_096;
    private static final long PROGRESS_NANOS = 100_000_000L;

    /** What a thread does with one chunk, on its own kernel. */
    interface ChunkWork<R> {
        R run(Kernel kernel, long firstIndex, List<Values> inputs);
    }

    /** Takes each chunk's result in input order, under a lock; returns whether later inputs are still wanted. */
    interface InOrder<R> {
        boolean take(R result);
    }

    private final Iterator<Values> inputs;
    private final int chunkSize;
    private final ChunkWork<R> work;
    private final InOrder<R> inOrder;
    private final TreeMap<Long, R> waiting = new TreeMap<>();
    private final AtomicLong done = new AtomicLong();
    private long nextChunk;
    private long nextIndex;
    private long nextToTake;
    private boolean stopped;

    private ParallelRun(InputSpace space, int chunkSize, ChunkWork<R> work, InOrder<R> inOrder) {
        this.inputs = space.iterator();
        // a slice's inputs keep their numbers in the whole space
        this.nextIndex = space.firstIndex();
        this.chunkSize = chunkSize;
        this.work = work;
        this.inOrder = inOrder;
    }

    /**
     * Runs {@code space} through {@code work} and {@code inOrder}, telling {@code progress} how many inputs are done
     * about every 0.1 s (from the calling thread). A worker's exception stops the run and is thrown here.
     */
    static <R> void run(KernelWorkers workers, InputSpace space, ChunkWork<R> work, InOrder<R> inOrder,
            LongConsumer progress) {
        run(workers, space, CHUNK, work, inOrder, progress);
    }

    /** The same with chunks of {@code chunkSize} inputs (tests use small ones). */
    static <R> void run(KernelWorkers workers, InputSpace space, int chunkSize, ChunkWork<R> work,
            InOrder<R> inOrder, LongConsumer progress) {
        ParallelRun<R> run = new ParallelRun<>(space, chunkSize, work, inOrder);
        if (workers.threads() == 1) {
            progress.accept(0);
            run.work(workers.first(), () -> progress.accept(run.done.get()));
            return;
        }
        List<Kernel> kernels = new ArrayList<>(List.of(workers.first()));
        while (kernels.size() < workers.threads()) {
            kernels.add(workers.maker().get());
        }
        run.inParallel(kernels, progress);
    }

    private void inParallel(List<Kernel> kernels, LongConsumer progress) {
        ExecutorService pool = Executors.newFixedThreadPool(kernels.size(), task -> {
            Thread thread = new Thread(task, "romlab-kernel-worker");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Kernel kernel : kernels) {
                futures.add(pool.submit(() -> work(kernel, () -> { })));
            }
            long lastProgress = System.nanoTime();
            progress.accept(0);
            for (Future<?> future : futures) {
                while (!await(future)) {
                    if (System.nanoTime() - lastProgress >= PROGRESS_NANOS) {
                        lastProgress = System.nanoTime();
                        progress.accept(done.get());
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits a little for {@code future}; true once it is done, its exception rethrown as it was. */
    private boolean await(Future<?> future) {
        try {
            future.get(20, TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            stop();
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private void work(Kernel kernel, Runnable afterChunk) {
        try {
            for (Chunk chunk = next(); chunk != null; chunk = next()) {
                R result = work.run(kernel, chunk.firstIndex(), chunk.inputs());
                done.addAndGet(chunk.inputs().size());
                finished(chunk.number(), result);
                afterChunk.run();
            }
        } catch (RuntimeException | Error e) {
            stop();
            throw e;
        }
    }

    private record Chunk(long number, long firstIndex, List<Values> inputs) {
    }

    /** The next chunk in input order, or null when there is none or the run has stopped. */
    private synchronized Chunk next() {
        if (stopped || !inputs.hasNext()) {
            return null;
        }
        List<Values> chunk = new ArrayList<>(chunkSize);
        while (chunk.size() < chunkSize && inputs.hasNext()) {
            chunk.add(inputs.next());
        }
        Chunk out = new Chunk(nextChunk++, nextIndex, chunk);
        nextIndex += chunk.size();
        return out;
    }

    /** Hands over every result that is next in input order; a result after the stop is dropped. */
    private synchronized void finished(long number, R result) {
        waiting.put(number, result);
        while (!stopped && !waiting.isEmpty() && waiting.firstKey() == nextToTake) {
            nextToTake++;
            if (!inOrder.take(waiting.pollFirstEntry().getValue())) {
                stop();
            }
        }
    }

    private synchronized void stop() {
        stopped = true;
        waiting.clear();
    }
}
