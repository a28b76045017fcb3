package dev.romlab.troll.value;

import dev.romlab.troll.ast.Comparison;
import java.util.Arrays;
import java.util.StringJoiner;

/**
 * An unordered collection of integers with repetitions, Troll's only numeric value (paper section 3: a single
 * number is the singleton collection). Immutable; the elements are kept sorted ascending so that equal multisets
 * have equal representations, which lets distributions use them as map keys.
 */
public final class Multiset implements Value {

    public static final Multiset EMPTY = new Multiset(new int[0]);

    private final int[] sorted;
    /** The hash, worked out at its first use (0 until then): multisets are the keys of every distribution. */
    private int hash;

    private Multiset(int[] sorted) {
        this.sorted = sorted;
    }

    /** The multiset of the given elements, in any order. */
    public static Multiset of(int... elements) {
        int[] copy = elements.clone();
        Arrays.sort(copy);
        return new Multiset(copy);
    }

    /** Takes ownership of an array already sorted ascending (callers inside the package avoid a copy). */
    static Multiset ofSorted(int[] sorted) {
        return new Multiset(sorted);
    }

    /** The singleton {n}. */
    public static Multiset singleton(int n) {
        return new Multiset(new int[] {n});
    }

    /** The integers from low to high inclusive; empty when low is greater than high (issue #4). */
    public static Multiset range(int low, int high) {
        if (low > high) {
            return EMPTY;
        }
        int[] elements = new int[high - low + 1];
        for (int i = 0; i < elements.length; i++) {
            elements[i] = low + i;
        }
        return new Multiset(elements);
    }

    public int size() {
        return sorted.length;
    }

    public boolean isEmpty() {
        return sorted.length == 0;
    }

    /** The i-th smallest element, 0-based. */
    public int get(int i) {
        return sorted[i];
    }

    /** A copy of the elements, ascending. */
    public int[] toArray() {
        return sorted.clone();
    }

    /** The union keeping every occurrence of both (paper section 3, {@code U}). */
    public Multiset union(Multiset other) {
        if (other.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return other;
        }
        int[] merged = new int[sorted.length + other.sorted.length];
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < sorted.length && j < other.sorted.length) {
            merged[k++] = sorted[i] <= other.sorted[j] ? sorted[i++] : other.sorted[j++];
        }
        while (i < sorted.length) {
            merged[k++] = sorted[i++];
        }
        while (j < other.sorted.length) {
            merged[k++] = other.sorted[j++];
        }
        return new Multiset(merged);
    }

    /** The elements from index from (inclusive) to to (exclusive) in ascending order. */
    public Multiset slice(int from, int to) {
        return new Multiset(Arrays.copyOfRange(sorted, from, to));
    }

    /** Whether n occurs at least once. */
    public boolean contains(int n) {
        return Arrays.binarySearch(sorted, n) >= 0;
    }

    /** How many times n occurs. */
    public int occurrences(int n) {
        int count = 0;
        for (int element : sorted) {
            if (element == n) {
                count++;
            }
        }
        return count;
    }

    /** The elements of this that do not occur in other (paper section 3, {@code drop}). */
    public Multiset drop(Multiset other) {
        return select(other, false);
    }

    /** Every occurrence of the elements of this that occur in other (paper section 3, {@code keep}). */
    public Multiset keep(Multiset other) {
        return select(other, true);
    }

    private Multiset select(Multiset other, boolean wanted) {
        int[] kept = new int[sorted.length];
        int k = 0;
        for (int element : sorted) {
            if (other.contains(element) == wanted) {
                kept[k++] = element;
            }
        }
        return new Multiset(Arrays.copyOf(kept, k));
    }

    /** Multiset difference: each element of other removes at most one occurrence (paper section 3, {@code --}). */
    public Multiset minus(Multiset other) {
        int[] kept = new int[sorted.length];
        int k = 0;
        int j = 0;
        for (int element : sorted) {
            while (j < other.sorted.length && other.sorted[j] < element) {
                j++;
            }
            if (j < other.sorted.length && other.sorted[j] == element) {
                j++;
            } else {
                kept[k++] = element;
            }
        }
        return new Multiset(Arrays.copyOf(kept, k));
    }

    // distinct and filter are loops, not streams: a stream costs hundreds of interpreted bytecodes before the JIT
    // compiles it, and a short exact run calls these thousands of times (issue #11, the Yahtzee turn).

    /** One occurrence of each element ({@code different}). */
    public Multiset distinct() {
        int[] kept = new int[sorted.length];
        int k = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                kept[k++] = sorted[i];
            }
        }
        return k == sorted.length ? this : new Multiset(Arrays.copyOf(kept, k));
    }

    /** The elements x with {@code threshold op x}. */
    public Multiset filter(Comparison op, int threshold) {
        int[] kept = new int[sorted.length];
        int k = 0;
        for (int element : sorted) {
            if (op.keeps(threshold, element)) {
                kept[k++] = element;
            }
        }
        return k == sorted.length ? this : new Multiset(Arrays.copyOf(kept, k));
    }

    /** The n smallest elements, or all of them when there are fewer. */
    public Multiset least(int n) {
        return n >= sorted.length ? this : slice(0, n);
    }

    /** The n largest elements, or all of them when there are fewer. */
    public Multiset largest(int n) {
        return n >= sorted.length ? this : slice(sorted.length - n, sorted.length);
    }

    /** Every copy of the smallest element ({@code minimal}); empty for empty. */
    public Multiset minimal() {
        return isEmpty() ? this : filter(Comparison.EQUAL, sorted[0]);
    }

    /** Every copy of the largest element ({@code maximal}); empty for empty. */
    public Multiset maximal() {
        return isEmpty() ? this : filter(Comparison.EQUAL, sorted[sorted.length - 1]);
    }

    /**
     * The smallest element of the larger half: index n / 2 of the sorted elements, so {2, 6, 23} gives 6 and
     * {1, 2, 3, 4} gives 3 (paper section 3, "If there is an even number of values..."); empty for empty.
     */
    public Multiset median() {
        return isEmpty() ? this : singleton(sorted[sorted.length / 2]);
    }

    /** The sum of the elements, 0 for empty; ArithmeticException when it leaves the int range. */
    public int sum() {
        int total = 0;
        for (int element : sorted) {
            total = Math.addExact(total, element);
        }
        return total;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Multiset m && Arrays.equals(sorted, m.sorted);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Arrays.hashCode(sorted);
            hash = h;
        }
        return h;
    }

    /** Troll's notation: a bare number for a singleton, otherwise the elements separated by spaces. */
    @Override
    public String toString() {
        if (sorted.length == 1) {
            return Integer.toString(sorted[0]);
        }
        StringJoiner joined = new StringJoiner(" ", sorted.length == 0 ? "{}" : "", "");
        for (int element : sorted) {
            joined.add(Integer.toString(element));
        }
        return joined.toString();
    }
}
