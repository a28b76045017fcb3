package dev.romlab.kernels;

import java.util.List;

/**
 * The inputs a command runs a kernel on, in a fixed order: every combination of some fields, a reproducible
 * sample, an explicit list, or several of these one after the other. Iterating twice gives the same inputs.
 *
 * <pre>{@code
 * InputSpace.exhaustive(List.of(rangeMax, a));                      // rangeMax outermost: 65,536 inputs
 * InputSpace.sampled(List.of(hl, bc), 10_000, Coverage.DEFAULT_SEED);
 * InputSpace.concat(InputSpace.listed("edges", edges), sampled);
 * }</pre>
 */
public interface InputSpace extends Iterable<Values> {

    /** What the inputs are, for reports: {@code every rangeMax 0..255 × every a 0..255}. */
    String description();

    /** How many inputs iterating gives. */
    long size();

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
