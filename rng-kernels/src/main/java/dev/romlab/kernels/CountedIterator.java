package dev.romlab.kernels;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** The inputs of a space that knows how many are left: {@link #make()} makes each of them, in order. */
public abstract class CountedIterator implements Iterator<Values> {

    private long left;

    protected CountedIterator(long count) {
        this.left = count;
    }

    /** The next input; {@link #left()} already counts it as given. */
    protected abstract Values make();

    /** How many inputs are left after the one being made. */
    protected final long left() {
        return left;
    }

    @Override
    public final boolean hasNext() {
        return left > 0;
    }

    @Override
    public final Values next() {
        if (left == 0) {
            throw new NoSuchElementException();
        }
        left--;
        return make();
    }
}
