package dev.romlab.troll.value;

import java.util.Comparator;
import java.util.List;

/**
 * The order in which the original program lists a distribution's outcomes ({@code orderVal} in its
 * Distribution.sml): collections first, then texts, then pairs. Collections compare element by element in
 * ascending order, a collection before its extensions ({@code {}} first); texts line by line, a line as a string;
 * pairs by their first part, then their second.
 */
public final class ValueOrder implements Comparator<Value> {

    public static final ValueOrder INSTANCE = new ValueOrder();

    private ValueOrder() {
    }

    @Override
    public int compare(Value a, Value b) {
        int kinds = Integer.compare(rank(a), rank(b));
        if (kinds != 0) {
            return kinds;
        }
        if (a instanceof Multiset m) {
            return compareCollections(m, (Multiset) b);
        }
        if (a instanceof TextBox box) {
            return compareLines(box.lines(), ((TextBox) b).lines());
        }
        Pair p = (Pair) a;
        Pair q = (Pair) b;
        int first = compare(p.first(), q.first());
        return first != 0 ? first : compare(p.second(), q.second());
    }

    private static int rank(Value value) {
        return value instanceof Multiset ? 0 : value instanceof TextBox ? 1 : 2;
    }

    private static int compareCollections(Multiset a, Multiset b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private static int compareLines(List<String> a, List<String> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
