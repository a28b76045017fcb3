package dev.romlab.troll.exact;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Position;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * How far a calculation may go before the engine gives up with an error instead of exhausting memory or the
 * user's patience (issue #4: "under a memory/time budget that ends with a clear error"). Where the shape of a
 * problem tells its size in advance (a pool of dice, a sum of many rolls), it is refused at once, before any work
 * (issue #11). The long loops of the arithmetic ({@link Distribution}, {@link IntDistribution},
 * {@link OrderStatistics}, the walk of {@link Dependencies}) call {@link #tick()}, which finds the budget of the
 * calculation running on this thread, so that a single large step cannot overrun the time budget either; the error
 * names the innermost expression being evaluated.
 */
final class Budget {

    private static final ThreadLocal<Budget> CURRENT = new ThreadLocal<>();
    /** The clock is read once per this many ticks; a tick is at least one big-integer operation. */
    private static final int TICKS_PER_CLOCK_READ = 64;

    private final int maxOutcomes;
    private final long deadlineNanos;
    private final long timeMillis;
    private Position at = new Position(1, 1);
    /** The position {@link #checkTime} saw last: where an {@link OutOfMemoryError} is reported. */
    private Position lastChecked = at;
    private int ticksUntilClockRead = TICKS_PER_CLOCK_READ;

    Budget(int maxOutcomes, long deadlineNanos, long timeMillis) {
        this.maxOutcomes = maxOutcomes;
        this.deadlineNanos = deadlineNanos;
        this.timeMillis = timeMillis;
    }

    int maxOutcomes() {
        return maxOutcomes;
    }

    /**
     * Runs a calculation with this budget as the one {@link #tick()} checks on this thread. A calculation that fills
     * the heap ends in an error at the expression whose time was checked last (each expression's on entry and exit,
     * the innermost one's in long loops): the JVM's error is caught here, where everything the calculation built is
     * garbage.
     */
    <T> T enforce(Supplier<T> calculation) {
        Budget outer = CURRENT.get();
        CURRENT.set(this);
        try {
            return calculation.get();
        } catch (OutOfMemoryError e) {
            throw TrollException.outOfMemory(lastChecked);
        } finally {
            CURRENT.set(outer);
        }
    }

    /** Where the calculation is: the expression a time-out is reported at. Returns the previous one. */
    Position at(Position where) {
        Position previous = at;
        at = where;
        return previous;
    }

    /**
     * Back in the expression being evaluated, a part of it done: a heap filled from here on is that expression's
     * doing, not the part's that was checked last (the part's own checks and steps ended inside it).
     */
    void resume() {
        lastChecked = at;
    }

    /** One step of a long loop: past the deadline of the calculation on this thread, an error. */
    static void tick() {
        Budget budget = CURRENT.get();
        if (budget != null) {
            budget.step(budget.at);
        }
    }

    /** One step of the calculation, at the given expression: the clock is read once per few steps. */
    void step(Position where) {
        if (--ticksUntilClockRead <= 0) {
            ticksUntilClockRead = TICKS_PER_CLOCK_READ;
            checkTime(where);
        }
    }

    void check(int outcomes, Position where) {
        if (outcomes > maxOutcomes) {
            throw new TrollException(where, "more than " + maxOutcomes
                    + " distinct outcomes to enumerate; no smarter method applies here");
        }
        checkTime(where);
    }

    void checkTime(Position where) {
        lastChecked = where;
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new TrollException(where, String.format(Locale.ROOT, "exact calculation ran past its time budget of "
                    + "%,d ms; try a lower iteration limit or sample", timeMillis));
        }
    }

    /** Refuses, before computing it, what would have more outcomes than the budget allows. */
    void checkEstimate(OutcomeCount outcomes, String what, Position where) {
        if (outcomes.exceeds(maxOutcomes)) {
            throw new TrollException(where, String.format(Locale.ROOT, "%s: %s possible outcomes, more than the "
                    + "budget of %,d; sample it instead", what, outcomes, maxOutcomes));
        }
    }
}
