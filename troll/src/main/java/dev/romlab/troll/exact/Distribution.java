package dev.romlab.troll.exact;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A finite probability distribution over outcomes of type {@code K}: big-integer weights over one common
 * denominator. The weights may sum to less than the denominator; the difference is the mass of paths the
 * engine cut off (accumulate iterations, call depth), kept visible as {@link #missing()} rather than
 * renormalised away (issue #4).
 *
 * <p>Instances are immutable. Outcomes must have value equality ({@code equals}/{@code hashCode}).
 *
 * <p>A distribution is {@link #approximate()} when a sum too large to compute exactly was computed in floating point
 * ({@link FloatConvolution}); its weights are then the doubles' exact values, and anything computed from it is
 * approximate too.
 */
public final class Distribution<K> {

    private final Map<K, BigInteger> weights;
    private final BigInteger denominator;
    private final boolean approximate;
    /** The array behind the weights of a sum computed in floating point, or null. */
    private final FloatSums sums;
    /** The hash, worked out at its first use (0 until then): pools of dice are memo keys. */
    private int hash;

    private Distribution(Map<K, BigInteger> weights, BigInteger denominator, boolean approximate) {
        this.weights = Collections.unmodifiableMap(weights);
        this.denominator = denominator;
        this.approximate = approximate;
        this.sums = null;
    }

    private Distribution(FloatSums sums, IntFunction<K> outcome) {
        this.weights = sums.weights(outcome);
        this.denominator = sums.denominator();
        this.approximate = true;
        this.sums = sums;
    }

    /**
     * A sum computed in floating point, its outcomes {@code outcome(s)} for each sum s: an approximate distribution
     * whose weights stay the array they were computed as (entries are made as they are read).
     */
    static <K> Distribution<K> ofSums(FloatSums sums, IntFunction<K> outcome) {
        return new Distribution<>(sums, outcome);
    }

    /** The array of a sum computed in floating point ({@link #ofSums}) behind this distribution, or null. */
    public FloatSums floatSums() {
        return sums;
    }

    /** Builds a distribution from positive weights over a denominator at least their sum. */
    public static <K> Distribution<K> of(Map<K, BigInteger> weights, BigInteger denominator) {
        return of(weights, denominator, false);
    }

    /** As {@link #of(Map, BigInteger)}, saying whether the weights are approximate. */
    static <K> Distribution<K> of(Map<K, BigInteger> weights, BigInteger denominator, boolean approximate) {
        Map<K, BigInteger> copy = new LinkedHashMap<>();
        BigInteger sum = BigInteger.ZERO;
        for (Map.Entry<K, BigInteger> entry : weights.entrySet()) {
            if (entry.getValue().signum() < 0) {
                throw new IllegalArgumentException("negative weight for " + entry.getKey());
            }
            if (entry.getValue().signum() > 0) {
                copy.put(entry.getKey(), entry.getValue());
                sum = sum.add(entry.getValue());
            }
        }
        if (denominator.signum() <= 0 || sum.compareTo(denominator) > 0) {
            throw new IllegalArgumentException("weights " + sum + " exceed denominator " + denominator);
        }
        return new Distribution<>(copy, denominator, approximate);
    }

    public static <K> Distribution<K> certain(K outcome) {
        Map<K, BigInteger> single = new LinkedHashMap<>();
        single.put(outcome, BigInteger.ONE);
        return new Distribution<>(single, BigInteger.ONE, false);
    }

    /** No outcome at all: every path was cut off, the whole mass is missing. */
    public static <K> Distribution<K> nothing() {
        return new Distribution<>(new LinkedHashMap<>(), BigInteger.ONE, false);
    }

    /**
     * The same distribution seen over a wider outcome type ({@code Distribution<Multiset>} as one over
     * {@code Value}): safe because a distribution is immutable and only ever hands its outcomes out.
     */
    @SuppressWarnings("unchecked")
    public static <K> Distribution<K> widened(Distribution<? extends K> distribution) {
        return (Distribution<K>) distribution;
    }

    /** Builds a distribution from exact probabilities over their least common denominator. */
    public static <K> Distribution<K> ofProbabilities(Map<K, Rational> probabilities) {
        BigInteger common = BigInteger.ONE;
        for (Rational probability : probabilities.values()) {
            common = lcm(common, probability.denominator());
        }
        Map<K, BigInteger> weights = new LinkedHashMap<>();
        BigInteger scale = common;
        probabilities.forEach((outcome, probability) ->
                weights.put(outcome, probability.numerator().multiply(scale.divide(probability.denominator()))));
        return of(weights, common);
    }

    /** Each listed outcome equally likely; an outcome listed twice gets twice the weight. */
    public static <K> Distribution<K> uniform(Collection<K> outcomes) {
        if (outcomes.isEmpty()) {
            throw new IllegalArgumentException("uniform choice from no outcomes");
        }
        Map<K, BigInteger> counts = new LinkedHashMap<>();
        for (K outcome : outcomes) {
            counts.merge(outcome, BigInteger.ONE, BigInteger::add);
        }
        return new Distribution<>(counts, BigInteger.valueOf(outcomes.size()), false);
    }

    /** The outcomes with their weights, in first-seen order. */
    public Map<K, BigInteger> weights() {
        return weights;
    }

    public BigInteger denominator() {
        return denominator;
    }

    /** This distribution, marked approximate when {@code approximate} is (loops rebuild theirs from probabilities). */
    Distribution<K> approximateIf(boolean approximate) {
        return approximate && !this.approximate ? new Distribution<>(weights, denominator, true) : this;
    }

    /** Whether some sum behind this distribution was computed in floating point ({@link FloatConvolution}). */
    public boolean approximate() {
        return approximate;
    }

    /** The probability of each outcome, in first-seen order. */
    public Map<K, Rational> probabilities() {
        Map<K, Rational> result = new LinkedHashMap<>();
        weights.forEach((outcome, weight) -> result.put(outcome, Rational.of(weight, denominator)));
        return result;
    }

    public int size() {
        return weights.size();
    }

    public Rational probability(K outcome) {
        return Rational.of(weights.getOrDefault(outcome, BigInteger.ZERO), denominator);
    }

    /** The mass of cut-off paths: one minus the sum of all probabilities. */
    public Rational missing() {
        return Rational.of(denominator.subtract(weightSum()), denominator);
    }

    public BigInteger weightSum() {
        if (sums != null) {
            return sums.total();
        }
        BigInteger sum = BigInteger.ZERO;
        for (BigInteger weight : weights.values()) {
            sum = sum.add(weight);
        }
        return sum;
    }

    /** The distribution of {@code f(x)}; outcomes that map to the same result merge. */
    public <R> Distribution<R> map(Function<? super K, ? extends R> f) {
        Map<R, BigInteger> result = new LinkedHashMap<>();
        weights.forEach((outcome, weight) -> {
            Budget.tick();
            result.merge(f.apply(outcome), weight, BigInteger::add);
        });
        return new Distribution<>(result, denominator, approximate);
    }

    /** The distribution of {@code f(x, y)} for independent x from this and y from {@code other}. */
    public <L, R> Distribution<R> combine(Distribution<L> other, BiFunction<? super K, ? super L, ? extends R> f) {
        K sure = sureOutcome();
        L otherSure = other.sureOutcome();
        if (sure != null && otherSure != null) {
            return Distribution.<R>certain(f.apply(sure, otherSure)).approximateIf(approximate || other.approximate);
        }
        // One side known for certain (a kept hand beside the dice rolled again): no products of weights.
        if (sure != null) {
            return other.<R>map(right -> f.apply(sure, right)).approximateIf(approximate).reduced();
        }
        if (otherSure != null) {
            return this.<R>map(left -> f.apply(left, otherSure)).approximateIf(other.approximate).reduced();
        }
        Map<R, BigInteger> result = new LinkedHashMap<>();
        weights.forEach((left, leftWeight) -> other.weights.forEach((right, rightWeight) -> {
            Budget.tick();
            result.merge(f.apply(left, right), leftWeight.multiply(rightWeight), BigInteger::add);
        }));
        return new Distribution<R>(result, denominator.multiply(other.denominator), approximate || other.approximate)
                .reduced();
    }

    /**
     * The distribution of rolling x from this, then y from {@code next(x)}: each branch is scaled to the
     * least common multiple of the branch denominators, so no float or renormalisation enters.
     */
    public <R> Distribution<R> bind(Function<? super K, Distribution<R>> next) {
        K sure = sureOutcome();
        if (sure != null) {
            // One branch taken for certain (most steps of a program over a known multiset): it is the result.
            return next.apply(sure).approximateIf(approximate).reduced();
        }
        // The branches in the order of the outcomes (the map's iteration order is fixed): no lookups by outcome.
        List<Distribution<R>> branches = new ArrayList<>(weights.size());
        BigInteger common = BigInteger.ONE;
        boolean approximateBranch = false;
        for (K outcome : weights.keySet()) {
            Distribution<R> branch = next.apply(outcome);
            branches.add(branch);
            common = lcm(common, branch.denominator);
            approximateBranch |= branch.approximate;
        }
        Map<R, BigInteger> result = new LinkedHashMap<>();
        int i = 0;
        for (BigInteger branchWeight : weights.values()) {
            Distribution<R> branch = branches.get(i++);
            BigInteger scale = common.equals(branch.denominator) ? branchWeight
                    : branchWeight.multiply(quotient(common, branch.denominator));
            branch.weights.forEach((outcome, weight) -> {
                Budget.tick();
                result.merge(outcome, weight.multiply(scale), BigInteger::add);
            });
        }
        return new Distribution<R>(result, denominator.multiply(common), approximate || approximateBranch).reduced();
    }

    /** The one outcome of a distribution that has it for certain (no missing mass), or null. */
    private K sureOutcome() {
        if (weights.size() != 1) {
            return null;
        }
        Map.Entry<K, BigInteger> only = weights.entrySet().iterator().next();
        return only.getValue().equals(denominator) ? only.getKey() : null;
    }

    /** The same distribution with weights and denominator divided by their greatest common divisor. */
    public Distribution<K> reduced() {
        BigInteger gcd = denominator;
        for (BigInteger weight : weights.values()) {
            Budget.tick();
            gcd = gcd(gcd, weight);
            if (gcd.equals(BigInteger.ONE)) {
                return this;
            }
        }
        Map<K, BigInteger> result = new LinkedHashMap<>();
        BigInteger divisor = gcd;
        weights.forEach((outcome, weight) -> result.put(outcome, weight.divide(divisor)));
        return new Distribution<>(result, denominator.divide(divisor), approximate);
    }

    static BigInteger lcm(BigInteger a, BigInteger b) {
        // Most branches share one denominator (6^n for n dice), or one that divides the others: no division then.
        return a.equals(b) || quotient(a, b) != null ? a : a.divide(gcd(a, b)).multiply(b);
    }

    /**
     * a / b when b divides a, else null: on longs when both fit, as the denominators of dice nearly always do
     * ({@link BigInteger#divide} is a long way round for them).
     */
    private static BigInteger quotient(BigInteger a, BigInteger b) {
        if (a.bitLength() < Long.SIZE && b.bitLength() < Long.SIZE) {
            long x = a.longValue();
            long y = b.longValue();
            return x % y == 0 ? BigInteger.valueOf(x / y) : null;
        }
        BigInteger[] division = a.divideAndRemainder(b);
        return division[1].signum() == 0 ? division[0] : null;
    }

    /**
     * The greatest common divisor of two non-negative numbers. Nearly all weights fit in a long, where Euclid's
     * loop costs far less than {@link BigInteger#gcd}'s mutable copies (a Yahtzee turn reduces thousands of them).
     */
    static BigInteger gcd(BigInteger a, BigInteger b) {
        if (a.bitLength() >= Long.SIZE || b.bitLength() >= Long.SIZE) {
            return a.gcd(b);
        }
        long x = a.longValue();
        long y = b.longValue();
        while (y != 0) {
            long remainder = x % y;
            x = y;
            y = remainder;
        }
        return x == 1 ? BigInteger.ONE : BigInteger.valueOf(x);
    }

    /** Same probabilities: equal after reduction to lowest terms. */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof Distribution<?> that)) {
            return false;
        }
        Distribution<K> a = reduced();
        Distribution<?> b = that.reduced();
        return a.denominator.equals(b.denominator) && a.weights.equals(b.weights) && a.approximate == b.approximate;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            Distribution<K> a = reduced();
            h = a.denominator.hashCode() * 31 + a.weights.hashCode();
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        weights.forEach((outcome, weight) -> text.append(text.length() > 1 ? ", " : "")
                .append(outcome).append(": ").append(Rational.of(weight, denominator)));
        return text.append('}').toString();
    }
}
