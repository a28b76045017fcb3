package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/** {@code count} inputs drawn from the fields' ranges by a generator seeded with {@code seed}. */
record SampledInputs(List<Field> fields, Values fixed, long count, long seed) implements InputSpace {

    SampledInputs {
        fields = List.copyOf(fields);
    }

    @Override
    public String description() {
        if (fields.isEmpty()) {
            return String.format(Locale.ROOT, "%,d times the input %s", count, fixed.text());
        }
        String fixedText = fixed.list().isEmpty() ? "" : " with " + fixed.text();
        return String.format(Locale.ROOT, "%,d samples of ", count)
                + fields.stream().map(Field::name).collect(Collectors.joining(" × ")) + fixedText
                + " from seed " + new Value("seed", Long.SIZE, seed, Radix.HEX).formatted();
    }

    @Override
    public long size() {
        return count;
    }

    @Override
    public Iterator<Values> iterator() {
        return iterator(0);
    }

    /**
     * Starts at {@code from} after drawing the numbers of the inputs before it: a draw may take several of the
     * generator's numbers ({@link SplittableRandom#nextLong(long)} rejects some), so there is no jumping ahead, but a
     * draw costs nanoseconds beside the microseconds of an emulated call.
     */
    @Override
    public Iterator<Values> iterator(long from) {
        SplittableRandom generator = new SplittableRandom(seed);
        for (long i = 0; i < from; i++) {
            fields.forEach(f -> f.draw(generator));
        }
        return new CountedIterator(count - from) {
            @Override
            protected Values make() {
                List<Value> values = new ArrayList<>(fixed.list());
                fields.forEach(f -> values.add(f.sample(generator)));
                return new Values(values);
            }
        };
    }
}
