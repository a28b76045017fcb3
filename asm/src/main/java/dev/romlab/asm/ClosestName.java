package dev.romlab.asm;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** The known name nearest to a misspelt one, for messages ("unknown 6502 directive '.segmnt' (closest: '.segment')"). */
final class ClosestName {

    private ClosestName() {
    }

    /**
     * The candidate with the fewest single-character edits from {@code word} (case ignored), the first in
     * alphabetical order among equals; empty when there are no candidates.
     */
    static Optional<String> among(String word, Collection<String> candidates) {
        String lower = word.toLowerCase(Locale.ROOT);
        return candidates.stream().sorted().reduce((best, next) ->
                distance(lower, next.toLowerCase(Locale.ROOT)) < distance(lower, best.toLowerCase(Locale.ROOT))
                        ? next : best);
    }

    /** Levenshtein distance: insertions, deletions and replacements. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int replace = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(replace, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
