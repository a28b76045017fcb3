package dev.romlab.kernels;

import java.util.Iterator;
import java.util.List;

/** An explicit list of inputs. */
record ListedInputs(String description, List<Values> inputs) implements InputSpace {

    ListedInputs {
        inputs = List.copyOf(inputs);
    }

    @Override
    public long size() {
        return inputs.size();
    }

    @Override
    public Iterator<Values> iterator() {
        return inputs.iterator();
    }

    @Override
    public Iterator<Values> iterator(long from) {
        return inputs.listIterator(Math.toIntExact(from));
    }
}
