package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import java.math.BigInteger;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A sum computed in floating point ({@link FloatConvolution}): one probability as a double for each integer from
 * {@link #lowest()} up, kept as that array to the report (issue #11: as maps of 238,091 outcomes with big-integer
 * weights, {@code sum 47618d6} took 1.4 GB and seconds to print). Its exact weights, which a {@link Distribution}
 * reports, are each double over 2^{@value #SCALE_BITS}, which keeps all 53 bits of every probability down to
 * 2^-203 (1e-61, far below the 1e-15 under which a probability prints as 0.0); a weight of 1 stands for the smaller
 * ones, so every sum stays an outcome. The denominator is the sum of the weights, at least 2^{@value #SCALE_BITS}.
 */
public final class FloatSums {

    static final int SCALE_BITS = 256;

    private final int lowest;
    private final double[] probabilities;
    private final BigInteger total;
    private final BigInteger denominator;

    /**
     * {@code complete}: the operands had no missing mass, so the weights' own total is the denominator (the doubles
     * add up to 1 only within their rounding, which must not read as missing mass); otherwise 2^256 stands for 1.
     */
    FloatSums(int lowest, double[] probabilities, boolean complete) {
        this.lowest = lowest;
        this.probabilities = probabilities;
        BigInteger total = BigInteger.ZERO;
        for (int i = 0; i < probabilities.length; i++) {
            Budget.tick();
            total = total.add(weightOf(i));
        }
        this.total = total;
        this.denominator = complete ? total : total.max(BigInteger.ONE.shiftLeft(SCALE_BITS));
    }

    /** Whether no mass is missing: the weights add up to the denominator. */
    boolean complete() {
        return total.equals(denominator);
    }

    /** The sum of the weights: the denominator when it is at least 2^256. */
    public BigInteger total() {
        return total;
    }

    /** The smallest sum. */
    public int lowest() {
        return lowest;
    }

    /** How many sums, from {@link #lowest()} on: every one is an outcome. */
    public int size() {
        return probabilities.length;
    }

    public BigInteger denominator() {
        return denominator;
    }

    /**
     * The weight of the sum {@code lowest() + i} as a double, exactly: floor(p * 2^256) has at most 53 significant
     * bits (a double scaled by a power of two), and at least 1.
     */
    public double weight(int i) {
        return Math.max(1, Math.floor(Math.scalb(probabilities[i], SCALE_BITS)));
    }

    /** {@link #weight(int)} as an integer. */
    public BigInteger weightOf(int i) {
        double weight = weight(i);
        int exponent = Math.getExponent(weight);
        long mantissa = (long) Math.scalb(weight, 52 - exponent);
        return exponent >= 52 ? BigInteger.valueOf(mantissa).shiftLeft(exponent - 52)
                : BigInteger.valueOf((long) weight);
    }

    /**
     * The sums of w(i), w(i) i and w(i) i^2 for i from {@code from} to {@code to} - 1, exactly, without a big
     * integer per term: each weight is m 2^e with m below 2^53, and the products m, m i and m i^2 (below 2^101 for
     * i below 2^24) are added in 128 bits, one accumulator per exponent e, shifted into place at the end.
     */
    BigInteger[] moments(int from, int to) {
        int exponents = SCALE_BITS + 1;
        long[] high = new long[3 * exponents];
        long[] low = new long[3 * exponents];
        for (int i = from; i < to; i++) {
            Budget.tick();
            double weight = weight(i);
            int e = Math.max(0, Math.getExponent(weight) - 52);
            long m = (long) Math.scalb(weight, -e);
            long square = (long) i * i;
            add(high, low, 3 * e, 0, m);
            add(high, low, 3 * e + 1, Math.multiplyHigh(m, i), m * i);
            add(high, low, 3 * e + 2, Math.multiplyHigh(m, square), m * square);
        }
        BigInteger[] result = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
        for (int e = 0; e < exponents; e++) {
            for (int k = 0; k < 3; k++) {
                int slot = 3 * e + k;
                if (high[slot] != 0 || low[slot] != 0) {
                    BigInteger value = BigInteger.valueOf(high[slot]).shiftLeft(64)
                            .add(BigInteger.valueOf(low[slot] >>> 1).shiftLeft(1))
                            .add(BigInteger.valueOf(low[slot] & 1));
                    result[k] = result[k].add(value.shiftLeft(e));
                }
            }
        }
        return result;
    }

    /** Adds the 128-bit number (addHigh, addLow) to the accumulator at {@code slot}. */
    private static void add(long[] high, long[] low, int slot, long addHigh, long addLow) {
        long sum = low[slot] + addLow;
        high[slot] += addHigh + (Long.compareUnsigned(sum, low[slot]) < 0 ? 1 : 0);
        low[slot] = sum;
    }

    /** The distribution of minus the sum: the same weights in the opposite order. */
    FloatSums negated() {
        double[] reversed = new double[probabilities.length];
        for (int i = 0; i < reversed.length; i++) {
            reversed[i] = probabilities[probabilities.length - 1 - i];
        }
        return new FloatSums(Math.negateExact(lowest + probabilities.length - 1), reversed, complete());
    }

    /** Each weight over the denominator as a double: what a further sum in floating point starts from. */
    double[] probabilities() {
        int shift = denominator.bitLength() - SCALE_BITS;
        double whole = denominator.shiftRight(shift).doubleValue();
        double[] result = new double[probabilities.length];
        for (int i = 0; i < result.length; i++) {
            result[i] = Math.scalb(weight(i), -shift) / whole;
        }
        return result;
    }

    /** The weights as a map from outcome to weight, each entry made as it is read: no copy of the array. */
    <K> Map<K, BigInteger> weights(IntFunction<K> outcome) {
        return new Weights<>(outcome);
    }

    /** The sum an outcome stands for ({@code Integer} or a single-element {@link Multiset}), or null. */
    private static Integer sumOf(Object outcome) {
        if (outcome instanceof Integer sum) {
            return sum;
        }
        return outcome instanceof Multiset m && m.size() == 1 ? m.get(0) : null;
    }

    private final class Weights<K> extends AbstractMap<K, BigInteger> {

        private final IntFunction<K> outcome;

        Weights(IntFunction<K> outcome) {
            this.outcome = outcome;
        }

        @Override
        public int size() {
            return probabilities.length;
        }

        @Override
        public BigInteger get(Object key) {
            Integer sum = sumOf(key);
            long index = sum == null ? -1 : (long) sum - lowest;
            return index >= 0 && index < probabilities.length ? weightOf((int) index) : null;
        }

        @Override
        public boolean containsKey(Object key) {
            return get(key) != null;
        }

        @Override
        public Set<Entry<K, BigInteger>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public int size() {
                    return probabilities.length;
                }

                @Override
                public Iterator<Entry<K, BigInteger>> iterator() {
                    return new Iterator<>() {
                        private int next;

                        @Override
                        public boolean hasNext() {
                            return next < probabilities.length;
                        }

                        @Override
                        public Entry<K, BigInteger> next() {
                            if (next >= probabilities.length) {
                                throw new NoSuchElementException();
                            }
                            int i = next++;
                            return new SimpleImmutableEntry<>(outcome.apply(lowest + i), weightOf(i));
                        }
                    };
                }
            };
        }
    }
}
