package dev.romlab.kernels;

/**
 * Which inputs a command runs a kernel on ({@code diff --exhaustive | --samples N [--seed S]}).
 * Sampled inputs are drawn from a {@link java.util.SplittableRandom} seeded with {@code seed}, so a seed given
 * again reproduces the same inputs.
 */
public sealed interface Coverage {

    /**
     * The sample seed when none is given: the hash in the seed document's file name
     * ({@code 000_2f3497d144b7da85.txt}), an arbitrary number with a traceable origin.
     */
    long DEFAULT_SEED = 0x2F3497D144B7DA85L;

    /** How many inputs a sampled space draws when no count is given. */
    long DEFAULT_SAMPLES = 10_000;

    /** The kernel's default input set, what {@code check} runs: exhaustive parts where small, samples elsewhere. */
    record DefaultSet(long seed) implements Coverage {
    }

    /**
     * Every input; only for kernels whose input space is small (see {@link Kernel#inputs}), or whose settings fix a
     * small part of a large one ({@link Kernel#inputs(Coverage, Settings)}: mlfe-rand's every microsecond of one
     * minute with A and B fixed).
     */
    record Exhaustive() implements Coverage {
    }

    /** {@code count} inputs drawn uniformly from the whole input space. */
    record Samples(long count, long seed) implements Coverage {

        public Samples {
            if (count <= 0) {
                throw new IllegalArgumentException("sample count must be positive: " + count);
            }
        }
    }

    static Coverage defaultSet() {
        return new DefaultSet(DEFAULT_SEED);
    }
}
