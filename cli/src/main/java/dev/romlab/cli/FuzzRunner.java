package dev.romlab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.stream.Stream;

import dev.romlab.troll.LargeStack;

/**
 * Runs the cases of a {@link FuzzTarget} on {@code jobs} threads (job w runs cases w, w + jobs, ..., so the cases
 * are the same however many run them), each case in a folder of its own on a thread with a large stack, and each
 * under a time limit of CPU time: a case past it is a hang, and its thread is given up for a new one. Every failing case's
 * input goes to the failures folder (the first {@link #SAVED} of a target) with a note of what broke and the
 * command that runs it again.
 */
final class FuzzRunner {

    /** Failing inputs saved per target: enough to reproduce every kind, not a disk full of one bug. */
    static final int SAVED = 20;

    /** A case blocked on no CPU (a FIFO no one opens) is a hang after this many time limits of wall clock. */
    static final int WALL_CLOCK_FACTOR = 6;

    private static final long POLL_MILLIS = 50;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final int jobs;
    private final Duration timeLimit;
    private final Path failures;

    /** {@code failures}: where failing inputs go; null keeps them in the summary only. */
    FuzzRunner(int jobs, Duration timeLimit, Path failures) {
        this.jobs = jobs;
        this.timeLimit = timeLimit;
        this.failures = failures;
    }

    /** Runs cases 0 to {@code runs - 1} of {@code seed}; {@code progress} hears each case done. */
    FuzzSummary run(FuzzTarget target, long seed, int runs, IntConsumer progress) {
        long start = System.nanoTime();
        Tally tally = new Tally();
        AtomicInteger done = new AtomicInteger();
        Path root = temporaryFolder();
        try {
            List<Thread> workers = new ArrayList<>();
            for (int w = 0; w < jobs; w++) {
                int first = w;
                workers.add(new Thread(() -> runPart(target, seed, runs, first, root.resolve("job" + first), tally,
                        () -> progress.accept(done.incrementAndGet())), "fuzz-" + w));
            }
            workers.forEach(Thread::start);
            for (Thread worker : workers) {
                join(worker);
            }
        } finally {
            deleteTree(root);
        }
        tally.examples.sort(Comparator.comparingInt(Example::index));
        return new FuzzSummary(target.name(), seed, runs, Map.copyOf(tally.counts),
                tally.examples.stream().map(Example::text).toList(), (System.nanoTime() - start) / 1e9);
    }

    private void runPart(FuzzTarget target, long seed, int runs, int first, Path work, Tally tally, Runnable done) {
        ExecutorService executor = caseThread();
        try {
            for (int index = first; index < runs; index += jobs) {
                FuzzTarget.Input input = target.input(seed, index);
                Files.createDirectories(work);
                List<FuzzFault> faults = new ArrayList<>();
                Path folder = work;
                CaseClock clock = new CaseClock();
                Future<List<FuzzFault>> result = executor.submit(() -> {
                    clock.start();
                    return target.run(input, folder);
                });
                try {
                    faults.addAll(awaitWithinLimit(result, clock));
                } catch (TimeoutException e) {
                    faults.add(new FuzzFault(FuzzFault.Kind.HANG, e.getMessage()));
                    executor.shutdownNow(); // its thread is left to end (or not) on its own, as a daemon
                    executor = caseThread();
                    work = work.resolveSibling(work.getFileName() + "x"); // the hung case may still write there
                } catch (ExecutionException e) {
                    faults.add(new FuzzFault(FuzzFault.Kind.INTERNAL_ERROR, "threw " + e.getCause()
                            + where(e.getCause())));
                }
                deleteTree(work);
                if (!faults.isEmpty()) {
                    tally.add(target, seed, index, input, faults, failures);
                }
                done.run();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            executor.shutdownNow();
        }
    }

    /**
     * The case's result once it ends; {@link TimeoutException} when it has used more than the time limit of CPU
     * time, or waited (blocked, on no CPU) {@link #WALL_CLOCK_FACTOR} times the limit. CPU time, as troll's
     * {@code Fuzzer} checks its budgets: on this loaded 2-core machine the wall clock also counts the seconds a
     * thread waits for a core (a 1.7 MB Troll program that parses in 1 s took over 10 s of wall clock).
     */
    private List<FuzzFault> awaitWithinLimit(Future<List<FuzzFault>> result, CaseClock clock)
            throws InterruptedException, ExecutionException, TimeoutException {
        long wallStart = System.nanoTime();
        while (true) {
            try {
                return result.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                long cpu = clock.cpuNanos();
                long wall = System.nanoTime() - wallStart;
                if (cpu > timeLimit.toNanos() || wall > WALL_CLOCK_FACTOR * timeLimit.toNanos()) {
                    throw new TimeoutException(String.format(Locale.ROOT, "still running after %,d ms of CPU time "
                            + "(%,d ms wall clock); the limit is %,d ms", cpu / 1_000_000, wall / 1_000_000,
                            timeLimit.toMillis()));
                }
            }
        }
    }

    /** The thread a case runs on and its CPU time when the case started. */
    private static final class CaseClock {
        private volatile long threadId = -1;
        private volatile long startCpu;

        void start() {
            startCpu = THREADS.getCurrentThreadCpuTime();
            threadId = Thread.currentThread().getId();
        }

        /** CPU time the case has used so far (0 before it starts). */
        long cpuNanos() {
            long id = threadId;
            return id < 0 ? 0 : Math.max(0, THREADS.getThreadCpuTime(id) - startCpu);
        }
    }

    /** The first romlab frame of a throwable's stack: where to look. */
    private static String where(Throwable thrown) {
        return Stream.of(thrown.getStackTrace()).filter(frame -> frame.getClassName().startsWith("dev.romlab"))
                .findFirst().map(frame -> " at " + frame).orElse("");
    }

    private static ExecutorService caseThread() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = LargeStack.thread(task, "fuzz-case");
            thread.setDaemon(true);
            return thread;
        });
    }

    private static void join(Thread worker) {
        try {
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Path temporaryFolder() {
        try {
            return Files.createTempDirectory("romlab-fuzz");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes a folder and what is in it, making read-only folders writable first (the cli cases make them). */
    static void deleteTree(Path folder) {
        if (!Files.exists(folder, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                path.toFile().setWritable(true);
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Example(int index, String text) {
    }

    /** The counts of failing cases by kind and the first failures, shared by the jobs. */
    private static final class Tally {
        final Map<FuzzFault.Kind, Integer> counts = new EnumMap<>(FuzzFault.Kind.class);
        final List<Example> examples = new ArrayList<>();
        int saved;

        synchronized void add(FuzzTarget target, long seed, int index, FuzzTarget.Input input, List<FuzzFault> faults,
                Path failures) throws IOException {
            faults.stream().map(FuzzFault::kind).distinct().forEach(kind -> counts.merge(kind, 1, Integer::sum));
            String text = "case " + index + ": " + faults.get(0).detail();
            if (failures != null && saved < SAVED) {
                saved++;
                Files.createDirectories(failures);
                String stem = target.name().replace(' ', '-') + "-seed" + seed + "-case" + index;
                Path file = failures.resolve(stem + "-" + input.fileName());
                Files.write(file, input.bytes());
                StringBuilder note = new StringBuilder();
                faults.forEach(fault -> note.append(fault.kind().column()).append(": ").append(fault.detail())
                        .append('\n'));
                note.append("again: ").append(input.reproduce().replace("FILE", file.toString())).append('\n');
                Files.writeString(failures.resolve(stem + ".txt"), note, StandardCharsets.UTF_8);
                text += " (saved as " + file + ")";
            }
            if (examples.size() < SAVED) {
                examples.add(new Example(index, text));
            }
        }
    }
}
