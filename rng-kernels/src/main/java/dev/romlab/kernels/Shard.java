package dev.romlab.kernels;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Part {@code k} of {@code n} of an input space (issue #19, "Runs that outgrow one machine"): the inputs with indices
 * floor((k-1)·size/n) up to, not including, floor(k·size/n). The n parts follow one another, differ in size by one
 * input at most and cover the space once, whatever runs them: a job array, a Spark or Beam task per part. Each
 * part's report keeps the whole space's input numbers, and the parts' figures merge into the report of one run
 * ({@link DiffEngine#merge}, {@link DistributionEngine#distribution(Kernel, long, OutputCounts)},
 * {@link BenchEngine#merge}).
 *
 * <pre>{@code
 * Shard part = Shard.parse("2/4");
 * part.first(65_536);                 // 16,384
 * part.end(65_536);                   // 32,768
 * part.of(kernel.inputs(coverage));   // those inputs, numbered as in the whole space
 * }</pre>
 *
 * @param k which part, 1..n
 * @param n how many parts
 */
public record Shard(int k, int n) {

    private static final Pattern TEXT = Pattern.compile("([0-9]{1,9})/([0-9]{1,9})");

    public Shard {
        if (n < 1) {
            throw new IllegalArgumentException(k + "/" + n + ": N must be at least 1");
        }
        if (k < 1 || k > n) {
            throw new IllegalArgumentException(k + "/" + n + ": K must be 1.." + n);
        }
    }

    /** {@code K/N}; {@link IllegalArgumentException} with a message for users otherwise. */
    public static Shard parse(String text) {
        Matcher m = TEXT.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not K/N (part K of N, 1 <= K <= N, as 3/8)");
        }
        return new Shard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** The index of the part's first input in a space of {@code size} inputs. */
    public long first(long size) {
        return boundary(k - 1, size);
    }

    /** The index after the part's last input. */
    public long end(long size) {
        return boundary(k, size);
    }

    /** floor(i·size/n) without overflow: size/n whole times i, and i times the remainder (below n², a long). */
    private long boundary(int i, long size) {
        return i * (size / n) + i * (size % n) / n;
    }

    /** This part of {@code whole}. */
    public InputSpace of(InputSpace whole) {
        return whole.slice(first(whole.size()), end(whole.size()));
    }

    @Override
    public String toString() {
        return k + "/" + n;
    }
}
