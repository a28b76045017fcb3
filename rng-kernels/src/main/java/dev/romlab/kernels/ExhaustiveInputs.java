package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
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
        return iterator(0);
    }

    /** Starts at once at {@code from}: its digits in the mixed radix of the fields' sizes are the offsets. */
    @Override
    public Iterator<Values> iterator(long from) {
        long[] start = new long[fields.size()];
        long rest = from;
        for (int i = fields.size() - 1; i >= 0; i--) {
            start[i] = rest % fields.get(i).size();
            rest /= fields.get(i).size();
        }
        return new CountedIterator(size() - from) {
            @Override
            protected Values make() {
                List<Value> values = new ArrayList<>(fixed.list().size() + fields.size());
                values.addAll(fixed.list());
                for (int i = 0; i < fields.size(); i++) {
                    values.add(fields.get(i).value(fields.get(i).min() + start[i]));
                }
                for (int i = fields.size() - 1; i >= 0 && left() > 0; i--) {
                    if (++start[i] < fields.get(i).size()) {
                        break;
                    }
                    start[i] = 0;
                }
                return new Values(values);
            }
        };
    }
}
