package dev.romlab.troll.value;

import dev.romlab.troll.ast.Position;
import java.util.Arrays;

/**
 * Gathers elements for one multiset in linear time (a union per element would copy quadratically), refusing to
 * grow past {@link Operators#MAX_COLLECTION_SIZE}.
 */
public final class MultisetBuilder {

    private final Position position;
    private int[] elements = new int[8];
    private int size;

    /** The position is where a too-large collection is reported. */
    public MultisetBuilder(Position position) {
        this.position = position;
    }

    public MultisetBuilder add(int element) {
        reserve(1);
        elements[size++] = element;
        return this;
    }

    public MultisetBuilder addAll(Multiset multiset) {
        reserve(multiset.size());
        for (int i = 0; i < multiset.size(); i++) {
            elements[size++] = multiset.get(i);
        }
        return this;
    }

    private void reserve(int extra) {
        Operators.checkSize((long) size + extra, position);
        if (size + extra > elements.length) {
            elements = Arrays.copyOf(elements, Math.max(size + extra, elements.length * 2));
        }
    }

    public Multiset build() {
        int[] sorted = Arrays.copyOf(elements, size);
        Arrays.sort(sorted);
        return Multiset.ofSorted(sorted);
    }
}
