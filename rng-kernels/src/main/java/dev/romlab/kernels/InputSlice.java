package dev.romlab.kernels;

import java.util.Iterator;
import java.util.Locale;

/**
 * Consecutive inputs of a space, {@code from} up to, not including, {@code to}: one part of a sharded run. It keeps
 * the whole space's description and numbering, so that what a part reports reads as the whole run would report it.
 */
record InputSlice(InputSpace whole, long from, long to) implements InputSpace {

    InputSlice {
        requireWithin(from, to, whole.size());
    }

    private static void requireWithin(long from, long to, long size) {
        if (from < 0 || from > to || to > size) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "no slice %,d..%,d of %,d inputs", from, to,
                    size));
        }
    }

    @Override
    public String description() {
        return whole.description();
    }

    @Override
    public long size() {
        return to - from;
    }

    @Override
    public long firstIndex() {
        return whole.firstIndex() + from;
    }

    @Override
    public Iterator<Values> iterator() {
        return iterator(0);
    }

    @Override
    public Iterator<Values> iterator(long at) {
        Iterator<Values> inputs = whole.iterator(from + at);
        return new CountedIterator(size() - at) {
            @Override
            protected Values make() {
                return inputs.next();
            }
        };
    }

    /** A slice of this slice, cut from the whole space directly. */
    @Override
    public InputSpace slice(long start, long end) {
        requireWithin(start, end, size());
        return new InputSlice(whole, from + start, from + end);
    }
}
