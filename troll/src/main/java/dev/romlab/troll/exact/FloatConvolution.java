package dev.romlab.troll.exact;

/**
 * Sums of many rolls in floating point, as the original program computes every distribution (issue #11): exact
 * weights of {@code sum 47618d6} take 3.7 GB (each of its 238,091 sums has a weight of 123,000 bits), while the
 * probabilities as doubles take 2 MB and a fast Fourier transform gives them in milliseconds. The n-th power of a
 * distribution is one transform, each frequency raised to the n-th power, and one transform back; a sum of two is
 * the product of their transforms. The transform is the iterative radix-2 Cooley-Tukey algorithm on a length that
 * is a power of two at least the length of the result, so the cyclic convolution wraps nothing around.
 *
 * <p>Accuracy: a double's rounding error in a transformed value, about 1e-16, grows n-fold in its n-th power, so
 * the largest probabilities of a sum of n rolls are good to about 16 - log10(n) significant digits (measured
 * against the exact engine in {@code FloatConvolutionTest}); a probability below that error bound, n x 4e-16 of
 * the largest, is rounding noise and is set to zero: kept, noise of about 1e-16 on each of a long sum's far tails
 * lifted its spread in the 7th digit.
 */
final class FloatConvolution {

    /**
     * Above a transform's error in a probability, per power, over the largest probability (measured: 1.3e-16 to
     * 2.4e-16).
     */
    private static final double ROUNDING_ERROR = 4e-16;

    private FloatConvolution() {
    }

    /** The distribution of the sum of n copies of {@code p} ({@code p[j]} the probability of the lowest value + j). */
    static double[] power(double[] p, int n) {
        int length = Math.toIntExact((long) n * (p.length - 1) + 1);
        int size = transformSize(length);
        double[] re = new double[size];
        double[] im = new double[size];
        System.arraycopy(p, 0, re, 0, p.length);
        transform(re, im, false);
        for (int i = 0; i < size; i++) {
            Budget.tick();
            double modulus = Math.pow(Math.hypot(re[i], im[i]), n);
            double angle = Math.atan2(im[i], re[i]) * n;
            re[i] = modulus * Math.cos(angle);
            im[i] = modulus * Math.sin(angle);
        }
        transform(re, im, true);
        return probabilities(re, length, n);
    }

    /** The distribution of x + y for independent x from {@code a} and y from {@code b}. */
    static double[] convolve(double[] a, double[] b) {
        int length = a.length + b.length - 1;
        int size = transformSize(length);
        double[] aRe = new double[size];
        double[] aIm = new double[size];
        double[] bRe = new double[size];
        double[] bIm = new double[size];
        System.arraycopy(a, 0, aRe, 0, a.length);
        System.arraycopy(b, 0, bRe, 0, b.length);
        transform(aRe, aIm, false);
        transform(bRe, bIm, false);
        for (int i = 0; i < size; i++) {
            double re = aRe[i] * bRe[i] - aIm[i] * bIm[i];
            aIm[i] = aRe[i] * bIm[i] + aIm[i] * bRe[i];
            aRe[i] = re;
        }
        transform(aRe, aIm, true);
        return probabilities(aRe, length, 1);
    }

    private static int transformSize(int length) {
        int size = Integer.highestOneBit(length);
        return size == length ? size : Math.multiplyExact(size, 2);
    }

    /** The first {@code length} real parts, those within the rounding error of a power {@code n} set to zero. */
    private static double[] probabilities(double[] re, int length, int n) {
        double largest = 0;
        for (int i = 0; i < length; i++) {
            largest = Math.max(largest, re[i]);
        }
        double noise = largest * n * ROUNDING_ERROR;
        double[] result = new double[length];
        for (int i = 0; i < length; i++) {
            result[i] = re[i] > noise ? re[i] : 0;
        }
        return result;
    }

    /** The discrete Fourier transform in place (the inverse divided by the length). */
    private static void transform(double[] re, double[] im, boolean inverse) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                swap(re, i, j);
                swap(im, i, j);
            }
        }
        for (int half = 1; half < n; half <<= 1) {
            double angle = (inverse ? Math.PI : -Math.PI) / half;
            for (int k = 0; k < half; k++) {
                Budget.tick();
                // Each twiddle factor from its own angle: a running product would add an error per step.
                double wRe = Math.cos(angle * k);
                double wIm = Math.sin(angle * k);
                for (int start = k; start < n; start += 2 * half) {
                    int pair = start + half;
                    double tRe = re[pair] * wRe - im[pair] * wIm;
                    double tIm = re[pair] * wIm + im[pair] * wRe;
                    re[pair] = re[start] - tRe;
                    im[pair] = im[start] - tIm;
                    re[start] += tRe;
                    im[start] += tIm;
                }
            }
        }
        if (inverse) {
            for (int i = 0; i < n; i++) {
                re[i] /= n;
                im[i] /= n;
            }
        }
    }

    private static void swap(double[] values, int i, int j) {
        double kept = values[i];
        values[i] = values[j];
        values[j] = kept;
    }
}
