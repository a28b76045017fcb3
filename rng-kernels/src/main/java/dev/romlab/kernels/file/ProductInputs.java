package dev.romlab.kernels.file;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

import dev.romlab.kernels.CountedIterator;
import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;

/**
 * Every combination of a kernel file's varying inputs (a range or a set each), the first varying slowest, with the
 * fixed ones at their value; each input is in the file's order, so a kernel reads input {@code i} at index {@code i}.
 */
final class ProductInputs implements InputSpace {

    private final List<InputDefinition> varying;
    private final Values fixed;
    /** The inputs of the file in order: the varying ones and the fixed ones. */
    private final List<String> order;
    private final long size;

    ProductInputs(List<InputDefinition> varying, Values fixed, List<String> order) {
        this.varying = List.copyOf(varying);
        this.fixed = fixed;
        this.order = List.copyOf(order);
        long product = 1;
        for (InputDefinition input : varying) {
            product = input.size() == 0 || product > Long.MAX_VALUE / input.size() ? Long.MAX_VALUE
                    : product * input.size();
        }
        this.size = product;
    }

    @Override
    public String description() {
        String fixedText = fixed.list().isEmpty() ? "" : " with " + fixed.text();
        if (varying.isEmpty()) {
            return "one input" + fixedText;
        }
        return varying.stream().map(i -> "every " + i.name() + " " + i.rangeText())
                .collect(Collectors.joining(" × ")) + fixedText;
    }

    @Override
    public long size() {
        return size;
    }

    /** How many inputs vary: 0 when every input is fixed or held at its default, the one input. */
    int varying() {
        return varying.size();
    }

    /** {@code 4,294,967,296}, or {@code more than 9.2e18}. */
    String sizeText() {
        return size == Long.MAX_VALUE ? "more than 9.2e18" : String.format(Locale.ROOT, "%,d", size);
    }

    /** {@code count} inputs, each varying input drawn uniformly from its values by a generator seeded with seed. */
    InputSpace sampled(long count, long seed) {
        ProductInputs product = this;
        return new InputSpace() {
            /** As every kernel's samples read ({@code InputSpace.sampled}): the inputs fixed before the seed. */
            @Override
            public String description() {
                return String.format(Locale.ROOT, "%,d samples of %s%s from seed $%016X", count, product.varying
                        .stream().map(InputDefinition::name).collect(Collectors.joining(" × ")),
                        fixed.list().isEmpty() ? "" : " with " + fixed.text(), seed);
            }

            @Override
            public long size() {
                return count;
            }

            @Override
            public Iterator<Values> iterator() {
                SplittableRandom random = new SplittableRandom(seed);
                long[] offsets = new long[varying.size()];
                return new CountedIterator(count) {
                    @Override
                    protected Values make() {
                        for (int i = 0; i < offsets.length; i++) {
                            long n = varying.get(i).size();
                            offsets[i] = n == Long.MAX_VALUE ? random.nextLong() : random.nextLong(n);
                        }
                        return values(offsets);
                    }
                };
            }
        };
    }

    @Override
    public Iterator<Values> iterator() {
        return iterator(0);
    }

    /** From input {@code from} on, the varying inputs' offsets worked out from it (the last varying fastest). */
    @Override
    public Iterator<Values> iterator(long from) {
        long[] offsets = new long[varying.size()];
        long rest = from;
        for (int i = varying.size() - 1; i >= 0; i--) {
            offsets[i] = rest % varying.get(i).size();
            rest /= varying.get(i).size();
        }
        return new CountedIterator(size - from) {
            @Override
            protected Values make() {
                Values input = values(offsets);
                for (int i = offsets.length - 1; i >= 0 && left() > 0; i--) {
                    if (++offsets[i] < varying.get(i).size()) {
                        break;
                    }
                    offsets[i] = 0;
                }
                return input;
            }
        };
    }

    /** The input at {@code offsets} into the varying inputs' values, every input in the file's order. */
    private Values values(long[] offsets) {
        List<Value> values = new ArrayList<>(order.size());
        int next = 0;
        for (String name : order) {
            if (next < varying.size() && varying.get(next).name().equals(name)) {
                InputDefinition input = varying.get(next);
                values.add(input.field().value(input.valueAt(offsets[next])));
                next++;
            } else {
                values.add(fixed.find(name).orElseThrow());
            }
        }
        return new Values(values);
    }
}
