package dev.romlab.troll.exact;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Position;

/**
 * How far enumeration may go before the engine gives up with an error instead of exhausting memory or the
 * user's patience (issue #4: "under a memory/time budget that ends with a clear error").
 */
record Budget(int maxOutcomes, long deadlineNanos) {

    void check(int outcomes, Position at) {
        if (outcomes > maxOutcomes) {
            throw new TrollException(at, "more than " + maxOutcomes
                    + " distinct outcomes to enumerate; no smarter method applies here");
        }
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new TrollException(at, "exact calculation ran out of time; try a lower iteration limit or sample");
        }
    }
}
