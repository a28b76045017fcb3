package dev.romlab.kernels;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The inputs a command runs a kernel on, in a fixed order: every combination of some fields, a reproducible
 * sample, an explicit list, or several of these one after the other. Iterating twice gives the same inputs.
 *
 * <pre>{@code
 * InputSpace.exhaustive(List.of(rangeMax, a));                      // rangeMax outermost: 65,536 inputs
 * InputSpace.sampled(List.of(hl, bc), 10_000, Coverage.DEFAULT_SEED);
 * InputSpace.concat(InputSpace.listed("edges", edges), sampled);
 * space.slice(16_384, 32_768);                                      // inputs 16,384..32,767, numbered as in space
 * }</pre>
 */
public interface InputSpace extends Iterable<Values> {

    /** What the inputs are, for reports: {@code every rangeMax 0..255 × every a 0..255}. */
    String description();

    /** How many inputs iterating gives. */
    long size();

    /**
     * The index in the whole space of this space's first input: 0, or where a {@link #slice} starts, so that
     * reports of a slice number inputs as a run over the whole space does ("divergence at input 40,001").
     */
    default long firstIndex() {
        return 0;
    }

    /**
     * The inputs from index {@code from} on (0 ≤ {@code from} ≤ {@link #size()}). This skips the inputs before it
     * one by one; the spaces of this package start there directly.
     */
    default Iterator<Values> iterator(long from) {
        Iterator<Values> inputs = iterator();
        for (long i = 0; i < from; i++) {
            inputs.next();
        }
        return inputs;
    }

    /**
     * The inputs with indices {@code from} up to, not including, {@code to} (a part of a sharded run: {@link Shard}),
     * with this space's description and numbering ({@link #firstIndex()}).
     */
    default InputSpace slice(long from, long to) {
        return new InputSlice(this, from, to);
    }

    /**
     * The input numbered {@code index} as reports number inputs (in the whole space: see {@link #firstIndex()}),
     * alone in a space of one; {@link IllegalArgumentException} when this space does not hold it.
     */
    default InputSpace only(long index) {
        long at = index - firstIndex();
        if (at < 0 || at >= size()) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "input %,d is not among inputs %,d..%,d",
                    index + 1, firstIndex() + 1, firstIndex() + size()));
        }
        return slice(at, at + 1);
    }

    /** Every combination of the fields' values, the first field varying slowest. */
    static InputSpace exhaustive(List<Field> fields) {
        return exhaustive(fields, Values.of());
    }

    /** Every combination of the fields' values, {@code fixed} values added unchanged to every input (first). */
    static InputSpace exhaustive(List<Field> fields, Values fixed) {
        return new ExhaustiveInputs(fields, fixed);
    }

    /**
     * A space small enough to try whole: {@link Coverage.Samples}' seeded draws of {@code fields} when asked for,
     * otherwise (the default set and {@code --exhaustive}) every combination.
     */
    static InputSpace whole(List<Field> fields, Coverage coverage) {
        return whole(fields, Values.of(), coverage);
    }

    /**
     * The same with {@code fixed} values added to every input (first): the inputs a kernel's settings fix
     * ({@link Settings#inputs}), {@code fields} being those left ({@link Settings#unset}). With no field left it is
     * the one input {@code fixed}, whatever the coverage.
     */
    static InputSpace whole(List<Field> fields, Values fixed, Coverage coverage) {
        return coverage instanceof Coverage.Samples samples && !fields.isEmpty()
                ? sampled(fields, fixed, samples.count(), samples.seed())
                : exhaustive(fields, fixed);
    }

    /**
     * {@code count} inputs, each field drawn uniformly and independently from its range by a generator seeded with
     * {@code seed}; {@code fixed} values are added unchanged to every input (a die's sides, say).
     */
    static InputSpace sampled(List<Field> fields, Values fixed, long count, long seed) {
        return new SampledInputs(fields, fixed, count, seed);
    }

    static InputSpace sampled(List<Field> fields, long count, long seed) {
        return sampled(fields, Values.of(), count, seed);
    }

    /** Exactly {@code inputs}, e.g. the edge cases of a routine. */
    static InputSpace listed(String description, List<Values> inputs) {
        return new ListedInputs(description, inputs);
    }

    /** The parts' inputs, one part after the other. */
    static InputSpace concat(InputSpace... parts) {
        return new ConcatenatedInputs(List.of(parts));
    }
}
