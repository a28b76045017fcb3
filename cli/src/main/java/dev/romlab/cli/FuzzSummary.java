package dev.romlab.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a fuzz run of one target found: its cases, how many broke each kind of rule, the first failures, and the
 * time it took.
 */
record FuzzSummary(String target, long seed, int runs, Map<FuzzFault.Kind, Integer> counts, List<String> examples,
        double seconds) {

    int failing(FuzzFault.Kind kind) {
        return counts.getOrDefault(kind, 0);
    }

    boolean clean() {
        return counts.isEmpty();
    }

    /** {@code cpu z80: 1,000 runs (seed 1): 0 internal errors, 0 stack traces, 0 hangs, ...; 3.2 s}. */
    String line() {
        return String.format(Locale.ROOT, "%s: %,d runs (seed %d): %s; %.1f s", target, runs, seed,
                Stream.of(FuzzFault.Kind.values()).map(kind -> failing(kind) + " " + kind.column())
                        .collect(Collectors.joining(", ")), seconds);
    }
}
