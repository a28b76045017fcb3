package dev.romlab.kernels;

import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

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
        return parts.stream().flatMap(p -> StreamSupport.stream(p.spliterator(), false))
                .iterator();
    }
}
