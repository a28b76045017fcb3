package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
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
            return String.format("%,d times the input %s", count, fixed.text());
        }
        String fixedText = fixed.list().isEmpty() ? "" : " with " + fixed.text();
        return String.format("%,d samples of ", count)
                + fields.stream().map(Field::name).collect(Collectors.joining(" × ")) + fixedText
                + " from seed " + new Value("seed", Long.SIZE, seed, Radix.HEX).formatted();
    }

    @Override
    public long size() {
        return count;
    }

    @Override
    public Iterator<Values> iterator() {
        return new Iterator<>() {
            private final SplittableRandom random = new SplittableRandom(seed);
            private long left = count;

            @Override
            public boolean hasNext() {
                return left > 0;
            }

            @Override
            public Values next() {
                if (left == 0) {
                    throw new NoSuchElementException();
                }
                left--;
                List<Value> values = new ArrayList<>(fixed.list());
                fields.forEach(f -> values.add(f.sample(random)));
                return new Values(values);
            }
        };
    }
}
