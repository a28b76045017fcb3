package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * A progress bar for long runs (a diff over a large input space, a check, a conformance run), drawn on stderr
 * and redrawn in place, only when stderr is a terminal ({@link Terminal}): a log or a pipe gets nothing. The engines report how
 * much is done through a {@link LongConsumer} ({@link #accept}); the bar redraws at most every
 * {@link #REDRAW_NANOS} and erases itself when closed, so the command's own output follows on a clean line.
 *
 * <pre>
 * z80-mul  [############..................]   40%  26,215 of 65,536
 * </pre>
 */
final class ProgressBar implements LongConsumer, AutoCloseable {

    static final long REDRAW_NANOS = 100_000_000L;
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean enabled;
    private final String label;
    private final long total;
    private final LongSupplier clock;
    private long lastDrawn;
    private int drawnLength;
    /** The most done so far, drawn or not, for the line Ctrl-C prints ({@link #interruptible}). */
    private volatile long done;

    ProgressBar(PrintWriter err, boolean enabled, String label, long total, LongSupplier clock) {
        this.err = err;
        this.enabled = enabled;
        this.label = label;
        this.total = Math.max(1, total);
        this.clock = clock;
        this.lastDrawn = clock.getAsLong();
    }

    /** A bar on {@code err}, drawn when stderr is a terminal and silent otherwise. */
    static ProgressBar onStderr(PrintWriter err, String label, long total) {
        return new ProgressBar(err, Terminal.stderrIsTerminal(), label, total, System::nanoTime);
    }

    /** {@code done} of the total are done; redraws when the last drawing is old enough. */
    @Override
    public void accept(long done) {
        this.done = Math.max(this.done, done);
        if (!enabled) {
            return;
        }
        long now = clock.getAsLong();
        if (now - lastDrawn < REDRAW_NANOS) {
            return;
        }
        lastDrawn = now;
        long clamped = Math.min(Math.max(done, 0), total);
        int filled = (int) (clamped * WIDTH / total);
        String line = String.format(Locale.ROOT, "%s  [%s%s]  %3d%%  %,d of %,d", label, "#".repeat(filled),
                ".".repeat(WIDTH - filled), clamped * 100 / total, clamped, total);
        err.print("\r" + line + " ".repeat(Math.max(0, drawnLength - line.length())));
        err.flush();
        drawnLength = line.length();
    }

    /**
     * Makes Ctrl-C end the command until {@link InterruptSignal#close} with one line on stderr that says how far it
     * got ({@code romlab diff: interrupted after 26,215 of 65,536 inputs of z80-mul (Ctrl-C)}) and exit code
     * {@value InterruptSignal#EXIT_CODE}: the engines' workers have no stop of their own, so the process ends there.
     */
    InterruptSignal interruptible(String command) {
        return InterruptSignal.install(() -> {
            close();
            err.println(String.format(Locale.ROOT, "romlab %s: interrupted after %,d of %,d inputs%s (Ctrl-C)",
                    command, Math.min(done, total), total, command.equals(label) ? "" : " of " + label));
            err.flush();
            Runtime.getRuntime().halt(InterruptSignal.EXIT_CODE);
        });
    }

    /** Erases the bar, if it was ever drawn. */
    @Override
    public void close() {
        if (drawnLength > 0) {
            err.print("\r" + " ".repeat(drawnLength) + "\r");
            err.flush();
            drawnLength = 0;
        }
    }
}
