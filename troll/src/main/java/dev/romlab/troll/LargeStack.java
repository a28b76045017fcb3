package dev.romlab.troll;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs a task on a thread whose stack holds the deepest program the parser and the engines accept
 * ({@link dev.romlab.troll.parse.Parser#MAX_NESTING} nested operators, {@link #MAX_EVALUATION_DEPTH} nested
 * evaluations): a main thread's stack (512 KiB to 8 MiB) overflows after a few thousand nested parentheses, and
 * the parser and both engines walk the tree recursively, which keeps them as simple as the grammar (issue #11).
 * The stack is reserved, not committed: a shallow program touches only the pages it uses.
 */
public final class LargeStack {

    /** Nested evaluations (a node inside a node, a call inside a call) beyond this are an error, not a crash. */
    public static final int MAX_EVALUATION_DEPTH = 200_000;

    /**
     * Measured on JDK 17, each engine alone in a fresh JVM: 99,999 nested {@code if} parse and evaluate in 128 MiB
     * but not 64; 199,999 chained {@code +}, 99,999 parentheses or nested {@code sum} in 64 MiB. A gigabyte leaves
     * room for shapes whose frames are larger.
     */
    private static final long STACK_BYTES = 1L << 30;

    private LargeStack() {
    }

    /** A thread (not yet started) with the large stack, for callers that run several at once. */
    public static Thread thread(Runnable task, String name) {
        return new Thread(null, task, name, STACK_BYTES);
    }

    /** The task's result, or what it threw, rethrown on the calling thread. */
    public static <T> T call(Supplier<T> task) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = thread(() -> {
            try {
                result.set(task.get());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "troll");
        thread.start();
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable thrown = failure.get();
        if (thrown instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
        if (thrown != null) {
            throw new IllegalStateException(thrown);
        }
        return result.get();
    }

    /** Runs the task; what it throws is rethrown on the calling thread. */
    public static void run(Runnable task) {
        call(() -> {
            task.run();
            return null;
        });
    }
}
