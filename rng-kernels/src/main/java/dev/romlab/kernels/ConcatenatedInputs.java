package dev.romlab.kernels;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;

/** Several input spaces one after the other. */
record ConcatenatedInputs(List<InputSpace> parts) implements InputSpace {

    ConcatenatedInputs {
        parts = List.copyOf(parts);
    }

    @Override
    public String description() {
        return parts.stream().map(InputSpace::description).collect(Collectors.joining("; "));
    }

    @Override
    public long size() {
        return parts.stream().mapToLong(InputSpace::size).sum();
    }

    @Override
    public Iterator<Values> iterator() {
        return iterator(0);
    }

    /** Starts in the part that holds index {@code from}, at its place there; the parts before it are not run. */
    @Override
    public Iterator<Values> iterator(long from) {
        int part = 0;
        long offset = from;
        while (part < parts.size() && offset >= parts.get(part).size()) {
            offset -= parts.get(part).size();
            part++;
        }
        int first = part;
        long start = offset;
        return new Iterator<>() {
            private int next = first;
            private Iterator<Values> current = next < parts.size() ? parts.get(next).iterator(start)
                    : Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext() && next + 1 < parts.size()) {
                    current = parts.get(++next).iterator();
                }
                return current.hasNext();
            }

            @Override
            public Values next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
    }
}
