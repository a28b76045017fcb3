package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;

/**
 * Every combination of the values of some fields, like nested loops with the first field outermost; {@code fixed}
 * values come first in every input, unchanged (mlfe-rand's minute, A and B over every microsecond).
 */
record ExhaustiveInputs(List<Field> fields, Values fixed) implements InputSpace {

    /** Largest space iterated: beyond it a run takes too long to mean "exhaustive" on the command line. */
    static final long LIMIT = 1L << 32;

    ExhaustiveInputs {
        fields = List.copyOf(fields);
        long size = 1;
        for (Field field : fields) {
            if (field.size() > LIMIT || (size = size * field.size()) > LIMIT) {
                throw new IllegalArgumentException("too many inputs to try them all: "
                        + fields.stream().map(f -> f.name() + " " + f.rangeText()).collect(Collectors.joining(" × ")));
            }
        }
    }

    @Override
    public String description() {
        if (fields.isEmpty()) {
            return "the input " + fixed.text();
        }
        String fixedText = fixed.list().isEmpty() ? "" : " with " + fixed.text();
        return fields.stream().map(f -> "every " + f.name() + " " + f.rangeText())
                .collect(Collectors.joining(" × ")) + fixedText;
    }

    @Override
    public long size() {
        return fields.stream().mapToLong(Field::size).reduce(1, (x, y) -> x * y);
    }

    @Override
    public Iterator<Values> iterator() {
        return new Iterator<>() {
            private final long[] offsets = new long[fields.size()];
            private long left = size();

            @Override
            public boolean hasNext() {
                return left > 0;
            }

            @Override
            public Values next() {
                if (left == 0) {
                    throw new NoSuchElementException();
                }
                List<Value> values = new ArrayList<>(fixed.list().size() + fields.size());
                values.addAll(fixed.list());
                for (int i = 0; i < fields.size(); i++) {
                    values.add(fields.get(i).value(fields.get(i).min() + offsets[i]));
                }
                left--;
                for (int i = fields.size() - 1; i >= 0 && left > 0; i--) {
                    if (++offsets[i] < fields.get(i).size()) {
                        break;
                    }
                    offsets[i] = 0;
                }
                return new Values(values);
            }
        };
    }
}
