package dev.romlab.troll.exact;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * The distribution of what the k largest (or least) of a {@link Pool} add up to, without enumerating the
 * pool's collections: faces are visited from the best down, choosing how many of the remaining draws show
 * each face (a binomial coefficient times the face's weight to that power) and folding the taken copies into
 * a state. Polynomial where enumeration is exponential; and since a state is final as soon as k values are
 * taken, only states with fewer than k draws assigned are ever carried from one face to the next.
 */
final class OrderStatistics {

    /** Folds {@code copies} taken copies of {@code value} into a state. */
    interface Taker<S> {
        S take(S state, int value, int copies);
    }

    /**
     * A face being visited: its value and, up to the pool size, the powers of its weight w, of the mass R of
     * the faces still to come, and of w + R.
     */
    private record Face(int value, BigInteger[] withRestPowers, BigInteger[] powers, BigInteger[] restPowers) {
    }

    private OrderStatistics() {
    }

    /**
     * The distribution of the state after taking the k best draws; {@code liveStates} hears how many states are
     * held as each face is folded in, so a caller can stop a fold whose states outgrow its budget. With k = n
     * every draw is taken: a fold over the whole pool, face by face (what {@code different}, {@code minimal} and
     * {@code maximal} use).
     */
    static <S> Distribution<S> select(Pool pool, int k, boolean largest, S start, Taker<S> taker,
            IntConsumer liveStates) {
        int n = pool.n();
        List<Map.Entry<Integer, BigInteger>> faces = new ArrayList<>(pool.element().weights().entrySet());
        // Faces in the order they are taken. Not Map.Entry.comparingByKey: its serializable lambda is spun at run
        // time, which the class-data archive cannot spare (issue #11, start-up).
        int sign = largest ? -1 : 1;
        faces.sort((a, b) -> sign * Integer.compare(a.getKey(), b.getKey()));
        BigInteger[][] binomial = pascal(n);
        BigInteger remaining = pool.element().weightSum();
        Map<S, BigInteger> done = new HashMap<>();
        List<Map<S, BigInteger>> byUsed = new ArrayList<>();
        for (int j = 0; j < Math.min(k, n + 1); j++) {
            byUsed.add(new HashMap<>());
        }
        if (k == 0) {
            done.put(start, remaining.pow(n));
        } else {
            byUsed.get(0).put(start, BigInteger.ONE);
        }
        for (Map.Entry<Integer, BigInteger> entry : faces) {
            remaining = remaining.subtract(entry.getValue());
            Face face = new Face(entry.getKey(), powers(entry.getValue().add(remaining), n),
                    powers(entry.getValue(), n), powers(remaining, n));
            for (int j = byUsed.size() - 1; j >= 0; j--) {
                Map<S, BigInteger> states = byUsed.get(j);
                byUsed.set(j, new HashMap<>());
                for (Map.Entry<S, BigInteger> state : states.entrySet()) {
                    advance(state.getKey(), state.getValue(), j, k, n, face, binomial, taker, byUsed, done);
                }
                int live = done.size();
                for (Map<S, BigInteger> held : byUsed) {
                    live += held.size();
                }
                liveStates.accept(live);
            }
        }
        if (n < k) {
            byUsed.get(n).forEach((state, weight) -> done.merge(state, weight, BigInteger::add));
        }
        return Distribution.of(done, pool.element().denominator().pow(n)).reduced()
                .approximateIf(pool.element().approximate());
    }

    /**
     * One state, with j draws assigned and fewer than k taken, meets a face: c more draws show it. While
     * j + c stays below k the state goes on; from k on it is final, and all those c together weigh
     * (w + R)^m minus the terms below, where m draws are left and R is the mass of the faces still to come.
     */
    private static <S> void advance(S state, BigInteger weight, int j, int k, int n, Face face,
            BigInteger[][] binomial, Taker<S> taker, List<Map<S, BigInteger>> byUsed, Map<S, BigInteger> done) {
        int m = n - j;
        BigInteger belowK = BigInteger.ZERO;
        for (int c = 0; c <= m && j + c < k; c++) {
            Budget.tick();
            BigInteger ways = binomial[m][c].multiply(face.powers()[c]);
            belowK = belowK.add(ways.multiply(face.restPowers()[m - c]));
            byUsed.get(j + c).merge(taker.take(state, face.value(), c), weight.multiply(ways), BigInteger::add);
        }
        if (m >= k - j) {
            BigInteger all = face.withRestPowers()[m];
            done.merge(taker.take(state, face.value(), k - j), weight.multiply(all.subtract(belowK)),
                    BigInteger::add);
        }
    }

    private static BigInteger[] powers(BigInteger base, int n) {
        BigInteger[] result = new BigInteger[n + 1];
        result[0] = BigInteger.ONE;
        for (int i = 1; i <= n; i++) {
            Budget.tick();
            result[i] = result[i - 1].multiply(base);
        }
        return result;
    }

    private static BigInteger[][] pascal(int n) {
        BigInteger[][] rows = new BigInteger[n + 1][];
        for (int i = 0; i <= n; i++) {
            rows[i] = new BigInteger[i + 1];
            rows[i][0] = BigInteger.ONE;
            rows[i][i] = BigInteger.ONE;
            for (int j = 1; j < i; j++) {
                Budget.tick(); // 1,400 draws: a million coefficients before the first state
                rows[i][j] = rows[i - 1][j - 1].add(rows[i - 1][j]);
            }
        }
        return rows;
    }
}
