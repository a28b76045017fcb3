package dev.romlab.asm;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The known names nearest to a misspelt one, for messages: an unknown directive's closest ("unknown 6502 directive
 * '.segmnt' (closest: '.segment')") and every mistyped value of the command line, kernel id, CPU, machine, setting
 * or format ("no kernel 'z80-roldie'; did you mean z80-rolldie?"), as git and cargo suggest. Shared here, in the
 * module every other one that names things to users depends on.
 */
public final class ClosestName {

    /** At most this many suggestions, as picocli offers for a mistyped command. */
    private static final int MOST_SUGGESTIONS = 3;

    private ClosestName() {
    }

    /**
     * The candidate with the fewest single-character edits from {@code word} (case ignored), the first in
     * alphabetical order among equals; empty when there are no candidates.
     */
    public static Optional<String> among(String word, Collection<String> candidates) {
        String lower = word.toLowerCase(Locale.ROOT);
        return candidates.stream().sorted().reduce((best, next) ->
                distance(lower, next.toLowerCase(Locale.ROOT)) < distance(lower, best.toLowerCase(Locale.ROOT))
                        ? next : best);
    }

    /**
     * The candidates close enough to {@code word} to be what was meant, nearest first (then in the order given), at
     * most three: within a third of the word's length in edits (at least one; case ignored, so {@code Z80} finds
     * {@code z80}; a one-character word only in another case, {@code a} finding {@code A} but {@code d} not every
     * other letter), or, for a word of three characters or more, as close to the start of a longer name (an abbreviation) ({@code ti84}
     * finds {@code ti83plus}, {@code side} finds {@code sides}). None for a word far from every candidate.
     */
    public static List<String> near(String word, Collection<String> candidates) {
        String lower = word.toLowerCase(Locale.ROOT);
        int limit = lower.length() < 2 ? 0 : Math.max(1, lower.length() / 3);
        record Scored(String name, int score) {
        }
        return candidates.stream().distinct()
                .map(name -> new Scored(name, score(lower, name.toLowerCase(Locale.ROOT))))
                .filter(s -> s.score() <= limit && !s.name().equals(word))
                .sorted(Comparator.comparingInt(Scored::score))
                .limit(MOST_SUGGESTIONS).map(Scored::name).toList();
    }

    /** {@code did you mean z80-rolldie?} for the {@link #near} candidates, empty when none is near. */
    public static Optional<String> didYouMean(String word, Collection<String> candidates) {
        List<String> near = near(word, candidates);
        return near.isEmpty() ? Optional.empty() : Optional.of(question(near));
    }

    /**
     * {@code did you mean z80?} when a candidate is near, {@code known: 2a03, 6502, z80} (every candidate, in the
     * order given) when none is: what an unknown name's message ends with.
     */
    public static String suggestion(String word, Collection<String> candidates) {
        return didYouMean(word, candidates).orElse("known: " + String.join(", ", candidates));
    }

    /** {@code did you mean a?}, {@code did you mean a or b?}, {@code did you mean a, b or c?}. */
    public static String question(List<String> suggestions) {
        int last = suggestions.size() - 1;
        String choices = last == 0 ? suggestions.get(0)
                : String.join(", ", suggestions.subList(0, last)) + " or " + suggestions.get(last);
        return "did you mean " + choices + "?";
    }

    /** The edits from {@code word} to {@code name}, or to the start of {@code name} it is nearest to. */
    private static int score(String word, String name) {
        int whole = distance(word, name);
        return word.length() < 3 ? whole : Math.min(whole, distanceToAStart(word, name));
    }

    /** The edits from {@code a} to {@code b}: insertions, deletions, replacements and swaps of neighbours. */
    static int distance(String a, String b) {
        return lastRow(a, b)[b.length()];
    }

    /** The fewest edits from {@code a} to a start of {@code b} ({@code b} itself or shorter). */
    private static int distanceToAStart(String a, String b) {
        int[] row = lastRow(a, b);
        int best = row[0];
        for (int distance : row) {
            best = Math.min(best, distance);
        }
        return best;
    }

    /**
     * The last row of the edit-distance table (optimal string alignment: Levenshtein's edits and swapping two
     * neighbours, so {@code stpe} is one edit from {@code step}): entry j is the distance from {@code a} to {@code
     * b}'s first j characters.
     */
    private static int[] lastRow(String a, String b) {
        int[] beforePrevious = new int[b.length() + 1];
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
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
                }
            }
            int[] free = beforePrevious;
            beforePrevious = previous;
            previous = current;
            current = free;
        }
        return previous;
    }
}
