package dev.romlab.troll.exact;

import dev.romlab.troll.value.Multiset;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code c pick k}: k elements of c drawn without replacement (paper section 3). Elements of equal value are
 * interchangeable, so the outcome is how many copies of each distinct value were drawn, weighted by the
 * product of binomial coefficients over C(|c|, k) (the multivariate hypergeometric distribution).
 */
final class Picks {

    private Picks() {
    }

    static Distribution<Multiset> pick(Multiset collection, int k) {
        if (k >= collection.size()) {
            return Distribution.certain(collection);
        }
        int[] elements = collection.toArray();
        int[] values = Arrays.stream(elements).distinct().toArray();
        int[] copies = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            copies[i] = collection.occurrences(values[i]);
        }
        Map<Multiset, BigInteger> weights = new LinkedHashMap<>();
        choose(values, copies, 0, k, new int[k], 0, BigInteger.ONE, weights);
        return Distribution.of(weights, binomial(elements.length, k)).reduced();
    }

    private static void choose(int[] values, int[] copies, int index, int left, int[] drawn, int filled,
            BigInteger weight, Map<Multiset, BigInteger> weights) {
        if (left == 0) {
            weights.merge(Multiset.of(Arrays.copyOf(drawn, filled)), weight, BigInteger::add);
            return;
        }
        if (index == values.length) {
            return;
        }
        for (int taken = 0; taken <= Math.min(left, copies[index]); taken++) {
            for (int i = 0; i < taken; i++) {
                drawn[filled + i] = values[index];
            }
            choose(values, copies, index + 1, left - taken, drawn, filled + taken,
                    weight.multiply(binomial(copies[index], taken)), weights);
        }
    }

    static BigInteger binomial(int n, int k) {
        BigInteger result = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            result = result.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return result;
    }
}
