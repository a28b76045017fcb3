package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * The sum of a measure over the distinct faces of n draws of equally likely faces ({@code count different 20d20},
 * {@code sum different 10d10}), by the classical occupancy count: every set of k faces is equally likely to be
 * the set drawn, with surj(n, k) of the F^n sequences landing on exactly it, so the distribution is the
 * subset-sum count of the k-sets by their total, weighted by surj(n, k). Polynomial in n and F; the general
 * face-by-face fold of {@link OrderStatistics} handles faces of unequal weight. The same count gives the
 * distribution of the sets themselves ({@code different 20d20}) without carrying the fold's partial states.
 */
final class Occupancy {

    private Occupancy() {
    }

    /** Null unless every face of the pool is equally likely (and there is a face at all). */
    static Distribution<Integer> ofDistinct(Pool pool, IntUnaryOperator measure) {
        BigInteger weight = commonWeight(pool);
        if (weight == null) {
            return null;
        }
        Map<Integer, BigInteger> faces = pool.element().weights();
        int n = pool.n();
        int most = Math.min(n, faces.size());
        // setsBySize.get(k): how many k-sets of faces have each total of the measure
        List<Map<Integer, BigInteger>> setsBySize = new ArrayList<>();
        setsBySize.add(new HashMap<>(Map.of(0, BigInteger.ONE)));
        for (int face : faces.keySet()) {
            int value = measure.applyAsInt(face);
            for (int k = Math.min(setsBySize.size(), most); k >= 1; k--) {
                if (k == setsBySize.size()) {
                    setsBySize.add(new HashMap<>());
                }
                Map<Integer, BigInteger> larger = setsBySize.get(k);
                // faces times sizes times totals: 100000d100000 is 10^10 steps, ended by the time budget
                setsBySize.get(k - 1).forEach((total, ways) -> {
                    Budget.tick();
                    larger.merge(Math.addExact(total, value), ways, BigInteger::add);
                });
            }
        }
        BigInteger[] onto = surjections(n, most);
        BigInteger scale = weight.pow(n);
        Map<Integer, BigInteger> result = new HashMap<>();
        for (int k = 0; k < setsBySize.size(); k++) {
            BigInteger sequences = onto[k].multiply(scale);
            if (sequences.signum() != 0) {
                setsBySize.get(k).forEach((total, ways) -> {
                    Budget.tick();
                    result.merge(total, ways.multiply(sequences), BigInteger::add);
                });
            }
        }
        return Distribution.of(result, pool.element().denominator().pow(n)).reduced()
                .approximateIf(pool.element().approximate());
    }

    /**
     * The distribution of {@code different} of the pool itself, each set of faces drawn with its surj(n, k)
     * sequences; null unless every face is equally likely. The caller has checked the number of sets against its
     * budget.
     */
    static Distribution<Multiset> distinctSets(Pool pool) {
        BigInteger weight = commonWeight(pool);
        if (weight == null) {
            return null;
        }
        int n = pool.n();
        int most = Math.min(n, pool.element().size());
        List<Multiset> sets = new ArrayList<>(List.of(Multiset.EMPTY));
        for (int face : pool.element().weights().keySet()) {
            for (int i = sets.size() - 1; i >= 0; i--) {
                Budget.tick();
                if (sets.get(i).size() < most) {
                    sets.add(sets.get(i).union(Multiset.singleton(face)));
                }
            }
        }
        BigInteger[] onto = surjections(n, most);
        BigInteger scale = weight.pow(n);
        Map<Multiset, BigInteger> result = new LinkedHashMap<>();
        for (Multiset set : sets) {
            Budget.tick();
            result.put(set, onto[set.size()].multiply(scale));
        }
        return Distribution.of(result, pool.element().denominator().pow(n)).reduced()
                .approximateIf(pool.element().approximate());
    }

    /** The weight every face of the pool has, or null when they differ or there is no face. */
    private static BigInteger commonWeight(Pool pool) {
        Map<Integer, BigInteger> faces = pool.element().weights();
        if (faces.isEmpty()) {
            return null;
        }
        BigInteger weight = faces.values().iterator().next();
        for (BigInteger other : faces.values()) {
            if (!other.equals(weight)) {
                return null;
            }
        }
        return weight;
    }

    /**
     * surj(n, k) for k up to {@code most}: the sequences of n draws that use every face of one given k-set and no
     * other. A draw either repeats one of the k faces already used or brings in the one still missing, so
     * surj(t, k) = k (surj(t - 1, k) + surj(t - 1, k - 1)).
     */
    private static BigInteger[] surjections(int n, int most) {
        BigInteger[] row = new BigInteger[most + 1];
        Arrays.fill(row, BigInteger.ZERO);
        row[0] = BigInteger.ONE;
        for (int t = 1; t <= n; t++) {
            for (int k = most; k >= 0; k--) {
                Budget.tick(); // the numbers grow to n log2(k) bits: a huge pool ends at the time budget
                row[k] = k == 0 ? BigInteger.ZERO : row[k].add(row[k - 1]).multiply(BigInteger.valueOf(k));
            }
        }
        return row;
    }
}
