package dev.romlab.troll.exact;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A distribution over a contiguous range of integers, weights in a dense array: the shape of sums and counts,
 * where adding independent values is a convolution of weight arrays. The paper (section 8.1) notes that
 * Troll's own calculator is quadratic for {@code sum N d10}; here a sum of n rolls is the n-th power of one
 * roll's weight polynomial, taken by Miller's recurrence (linear in the length of the result), by a sliding
 * window for a few dice with many faces, or else by repeated squaring with each large product done as one
 * big-integer multiplication (Kronecker substitution). A sum whose exact weights would be too large to compute in
 * time is computed in floating point instead ({@link #floatingTimes}), and so is every sum with an approximate
 * operand.
 */
public final class IntDistribution {

    /** Up to this many steps (copies times the squared span) a power is taken by Miller's recurrence. */
    private static final long MILLER_LIMIT = 50_000_000L;

    /** Below this many coefficient products the schoolbook convolution is cheaper than packing. */
    private static final int KRONECKER_THRESHOLD = 2_048;
    /**
     * Above this many bits one Kronecker multiplication takes about a second (measured, JDK 17 on a shared 2-core
     * machine: 2^22 bits 0.7 s, 2^24 bits 1.5 s, 2^26 bits 11.5 s) and cannot be interrupted; the schoolbook
     * product checks the time budget between its small multiplications instead (issue #11: `sum 1000 d 1000` ran
     * 229 s past a 0.1 s budget in one multiplication).
     */
    private static final long KRONECKER_MAX_BITS = 1L << 22;

    private final int lowest;
    /** Exact weights, or null when the distribution is approximate ({@link #floats}). */
    private final BigInteger[] weights;
    private final BigInteger denominator;
    private final boolean approximate;
    /** The probabilities of an approximate distribution, or null when it is exact. */
    private final FloatSums floats;

    private IntDistribution(int lowest, BigInteger[] weights, BigInteger denominator, boolean approximate) {
        this.lowest = lowest;
        this.weights = weights;
        this.denominator = denominator;
        this.approximate = approximate;
        this.floats = null;
    }

    private IntDistribution(int lowest, BigInteger[] weights, BigInteger denominator) {
        this(lowest, weights, denominator, false);
    }

    private IntDistribution(FloatSums floats) {
        this.lowest = floats.lowest();
        this.weights = null;
        this.denominator = floats.denominator();
        this.approximate = true;
        this.floats = floats;
    }

    public static IntDistribution certain(int value) {
        return new IntDistribution(value, new BigInteger[] {BigInteger.ONE}, BigInteger.ONE);
    }

    /** Every integer from {@code lowest} to {@code highest} equally likely. */
    public static IntDistribution uniform(int lowest, int highest) {
        BigInteger[] weights = new BigInteger[highest - lowest + 1];
        Arrays.fill(weights, BigInteger.ONE);
        return new IntDistribution(lowest, weights, BigInteger.valueOf(weights.length));
    }

    public static IntDistribution of(Distribution<Integer> distribution) {
        if (distribution.floatSums() != null) {
            return new IntDistribution(distribution.floatSums());
        }
        if (distribution.size() == 0) {
            return new IntDistribution(0, new BigInteger[0], distribution.denominator(), distribution.approximate());
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int value : distribution.weights().keySet()) {
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        BigInteger[] weights = new BigInteger[max - min + 1];
        Arrays.fill(weights, BigInteger.ZERO);
        for (Map.Entry<Integer, BigInteger> entry : distribution.weights().entrySet()) {
            weights[entry.getKey() - min] = entry.getValue();
        }
        return new IntDistribution(min, weights, distribution.denominator(), distribution.approximate());
    }

    /** How many integers lie from the smallest outcome to the largest: the length of the dense array. */
    public static long span(Distribution<?> distribution) {
        if (distribution.floatSums() != null) {
            return distribution.floatSums().size();
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (Object value : distribution.weights().keySet()) {
            min = Math.min(min, (Integer) value);
            max = Math.max(max, (Integer) value);
        }
        return distribution.size() == 0 ? 0 : max - min + 1;
    }

    /** The distribution with outcomes in ascending order and zero weights left out. */
    public Distribution<Integer> toDistribution() {
        if (floats != null) {
            return Distribution.ofSums(floats, Integer::valueOf);
        }
        Map<Integer, BigInteger> map = new LinkedHashMap<>();
        for (int i = 0; i < weights.length; i++) {
            Budget.tick();
            if (weights[i].signum() > 0) {
                map.put(Math.addExact(lowest, i), weights[i]);
            }
        }
        return Distribution.of(map, denominator, approximate).reduced();
    }

    public Rational probability(int value) {
        int index = value - lowest;
        BigInteger weight = index < 0 || index >= length() ? BigInteger.ZERO
                : floats != null ? floats.weightOf(index) : weights[index];
        return Rational.of(weight, denominator);
    }

    /** How many integers from the lowest outcome to the highest. */
    private int length() {
        return floats != null ? floats.size() : weights.length;
    }

    /** The distribution of x + y for independent x from this and y from {@code other}. */
    public IntDistribution plus(IntDistribution other) {
        if (length() == 0 || other.length() == 0) {
            return new IntDistribution(0, new BigInteger[0], denominator.multiply(other.denominator),
                    approximate || other.approximate);
        }
        if (approximate || other.approximate) {
            return fromDoubles(Math.addExact(lowest, other.lowest),
                    FloatConvolution.convolve(probabilities(), other.probabilities()), complete() && other.complete());
        }
        return new IntDistribution(Math.addExact(lowest, other.lowest), convolve(weights, other.weights),
                denominator.multiply(other.denominator));
    }

    /** The distribution of the sum of {@code n} independent copies; n = 0 gives certain 0. */
    public IntDistribution times(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("negative count " + n);
        }
        if (approximate && n > 0 && length() > 0) {
            return floatingTimes(n);
        }
        if (n > 0 && !approximate && weights.length > 0) {
            long k = weights.length - 1;
            if (isUniform() && 2L * n < k) {
                return uniformTimes(n);
            }
            if ((long) n * k * k <= MILLER_LIMIT) {
                return millerTimes(n);
            }
        }
        IntDistribution result = certain(0);
        IntDistribution square = this;
        for (int rest = n; rest > 0; rest >>= 1) {
            if ((rest & 1) != 0) {
                result = result.plus(square);
            }
            if (rest > 1) {
                square = square.plus(square);
            }
        }
        return result;
    }

    /** As {@link #times}, in floating point ({@link FloatConvolution}): the result is approximate. */
    public IntDistribution floatingTimes(int n) {
        return fromDoubles(Math.multiplyExact(lowest, n), FloatConvolution.power(probabilities(), n), complete());
    }

    /** Each weight over the denominator as a double (both shifted into a double's range first). */
    private double[] probabilities() {
        if (floats != null) {
            return floats.probabilities();
        }
        int shift = Math.max(0, denominator.bitLength() - FloatSums.SCALE_BITS);
        double whole = denominator.shiftRight(shift).doubleValue();
        double[] result = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            result[i] = weights[i].shiftRight(shift).doubleValue() / whole;
        }
        return result;
    }

    /** Whether no mass is missing (no path cut off by a limit). */
    private boolean complete() {
        return floats != null ? floats.complete()
                : Arrays.stream(weights).reduce(BigInteger.ZERO, BigInteger::add).equals(denominator);
    }

    /** An approximate distribution over lowest, lowest + 1, ...: every value possible, weights from doubles. */
    private static IntDistribution fromDoubles(int lowest, double[] probabilities, boolean complete) {
        return new IntDistribution(new FloatSums(lowest, probabilities, complete));
    }

    /**
     * The n-th power of the weight polynomial P by J. C. P. Miller's recurrence, from P * (P^n)' = n P' * P^n:
     * p0 m a(m) = sum over j of ((n + 1) j - m) p(j) a(m - j). Each coefficient costs k small multiples and one
     * exact division, so {@code sum 1000d10} is about 80,000 big-integer operations instead of 9 million.
     */
    private IntDistribution millerTimes(int n) {
        int k = weights.length - 1;
        BigInteger[] power = new BigInteger[Math.addExact(Math.multiplyExact(n, k), 1)];
        BigInteger first = weights[0];
        power[0] = first.pow(n);
        for (int m = 1; m < power.length; m++) {
            Budget.tick();
            BigInteger sum = BigInteger.ZERO;
            for (int j = 1; j <= Math.min(k, m); j++) {
                long factor = (long) (n + 1) * j - m;
                if (factor != 0 && weights[j].signum() != 0) {
                    sum = sum.add(power[m - j].multiply(weights[j].multiply(BigInteger.valueOf(factor))));
                }
            }
            power[m] = sum.divide(first.multiply(BigInteger.valueOf(m)));
        }
        return new IntDistribution(Math.multiplyExact(lowest, n), power, denominator.pow(n));
    }

    private boolean isUniform() {
        for (BigInteger weight : weights) {
            if (!weight.equals(weights[0])) {
                return false;
            }
        }
        return weights.length > 0;
    }

    /**
     * n uniform dice one at a time: adding a uniform die is a sliding window sum, two big-integer additions
     * per outcome, cheaper than Miller's recurrence when the dice have more faces than twice their number. A
     * sum of uniform dice is symmetric about its middle, so only the lower half is computed and mirrored.
     */
    private IntDistribution uniformTimes(int n) {
        int width = weights.length;
        BigInteger[] current = {BigInteger.ONE};
        for (int die = 0; die < n; die++) {
            BigInteger[] next = new BigInteger[current.length + width - 1];
            BigInteger window = BigInteger.ZERO;
            int half = (next.length + 1) / 2;
            for (int i = 0; i < half; i++) {
                Budget.tick();
                if (i < current.length) {
                    window = window.add(current[i]);
                }
                if (i >= width) {
                    window = window.subtract(current[i - width]);
                }
                next[i] = window;
                next[next.length - 1 - i] = window;
            }
            current = next;
        }
        BigInteger scale = weights[0].pow(n);
        if (!scale.equals(BigInteger.ONE)) {
            for (int i = 0; i < current.length; i++) {
                current[i] = current[i].multiply(scale);
            }
        }
        return new IntDistribution(Math.multiplyExact(lowest, n), current, denominator.pow(n));
    }

    static BigInteger[] convolve(BigInteger[] a, BigInteger[] b) {
        if ((long) a.length * b.length < KRONECKER_THRESHOLD || packedBits(a, b) > KRONECKER_MAX_BITS) {
            return schoolbook(a, b);
        }
        return kronecker(a, b);
    }

    /** The size of the larger number Kronecker substitution would multiply. */
    private static long packedBits(BigInteger[] a, BigInteger[] b) {
        long slot = maxBitLength(a) + maxBitLength(b) + 32 - Integer.numberOfLeadingZeros(Math.min(a.length, b.length))
                + 1;
        return Math.max(a.length, b.length) * slot;
    }

    static BigInteger[] schoolbook(BigInteger[] a, BigInteger[] b) {
        BigInteger[] result = new BigInteger[a.length + b.length - 1];
        Arrays.fill(result, BigInteger.ZERO);
        for (int i = 0; i < a.length; i++) {
            if (a[i].signum() == 0) {
                continue;
            }
            for (int j = 0; j < b.length; j++) {
                Budget.tick();
                result[i + j] = result[i + j].add(a[i].multiply(b[j]));
            }
        }
        return result;
    }

    /**
     * Packs each array into one integer, a coefficient per fixed-width slot wide enough that no product sum
     * overflows into the next slot, multiplies once and unpacks the slots.
     */
    static BigInteger[] kronecker(BigInteger[] a, BigInteger[] b) {
        int terms = Math.min(a.length, b.length);
        int bits = maxBitLength(a) + maxBitLength(b) + 32 - Integer.numberOfLeadingZeros(terms) + 1;
        int slotBytes = (bits + 7) / 8;
        BigInteger product = pack(a, slotBytes).multiply(pack(b, slotBytes));
        return unpack(product, a.length + b.length - 1, slotBytes);
    }

    private static int maxBitLength(BigInteger[] values) {
        int max = 0;
        for (BigInteger value : values) {
            max = Math.max(max, value.bitLength());
        }
        return max;
    }

    /** Big-endian bytes with coefficient 0 in the lowest slot (the end of the array). */
    private static BigInteger pack(BigInteger[] coefficients, int slotBytes) {
        byte[] bytes = new byte[coefficients.length * slotBytes];
        for (int i = 0; i < coefficients.length; i++) {
            byte[] magnitude = coefficients[i].toByteArray();
            int skip = magnitude[0] == 0 ? 1 : 0;
            int length = magnitude.length - skip;
            int slotEnd = bytes.length - i * slotBytes;
            System.arraycopy(magnitude, skip, bytes, slotEnd - length, length);
        }
        return new BigInteger(1, bytes);
    }

    private static BigInteger[] unpack(BigInteger packed, int count, int slotBytes) {
        byte[] bytes = packed.toByteArray();
        BigInteger[] result = new BigInteger[count];
        for (int i = 0; i < count; i++) {
            int slotEnd = bytes.length - i * slotBytes;
            int slotStart = Math.max(0, slotEnd - slotBytes);
            result[i] = slotEnd <= 0 ? BigInteger.ZERO : new BigInteger(1, bytes, slotStart, slotEnd - slotStart);
        }
        return result;
    }
}
