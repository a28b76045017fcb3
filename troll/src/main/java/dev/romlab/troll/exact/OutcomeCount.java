package dev.romlab.troll.exact;

import java.math.BigInteger;
import java.util.Locale;

/**
 * A number of outcomes known from the shape of a problem before computing it: exact while small, otherwise its
 * base-10 logarithm, enough to say that it is out of reach and by how much.
 *
 * @param exact the number when it is at most {@link #EXACT_UP_TO}, else null
 * @param log10 its base-10 logarithm
 */
record OutcomeCount(BigInteger exact, double log10) {

    private static final BigInteger EXACT_UP_TO = BigInteger.valueOf(Long.MAX_VALUE);

    static OutcomeCount of(long count) {
        return new OutcomeCount(BigInteger.valueOf(count), Math.log10(count));
    }

    /** The multisets of n draws from k distinct values: C(n + k - 1, n), "stars and bars". */
    static OutcomeCount multisets(long n, long k) {
        long a = n + k - 1;
        long b = Math.min(n, k - 1);
        if (k == 0) {
            return of(n == 0 ? 1 : 0);
        }
        BigInteger count = BigInteger.ONE;
        // C(a - b + i, i) from C(a - b + i - 1, i - 1): exact at every step, and it at least doubles while
        // i <= a - b, so at most 63 steps reach the cut-off.
        for (long i = 1; i <= b; i++) {
            count = count.multiply(BigInteger.valueOf(a - b + i)).divide(BigInteger.valueOf(i));
            if (count.compareTo(EXACT_UP_TO) > 0) {
                return new OutcomeCount(null, (logFactorial(a) - logFactorial(b) - logFactorial(a - b))
                        / Math.log(10));
            }
        }
        return new OutcomeCount(count, Math.log10(count.doubleValue()));
    }

    boolean exceeds(long limit) {
        return exact == null || exact.compareTo(BigInteger.valueOf(limit)) > 0;
    }

    /** ln(x!) by Stirling's series, to four digits from x = 1 on (only for reporting a size). */
    private static double logFactorial(long x) {
        if (x < 2) {
            return 0;
        }
        return x * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI * x) + 1.0 / (12.0 * x);
    }

    @Override
    public String toString() {
        if (exact != null) {
            return String.format(Locale.ROOT, "%,d", exact);
        }
        double exponent = Math.floor(log10);
        return String.format(Locale.ROOT, "about %.1fe%d", Math.pow(10, log10 - exponent), (long) exponent);
    }
}
