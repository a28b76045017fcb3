package dev.romlab.kernels;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongConsumer;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.exact.Rational;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.RollText;
import dev.romlab.troll.value.Value;

/**
 * Sets a kernel's exact distribution over every random byte ({@link DistributionEngine}) beside the exact
 * distribution of a Troll spec (troll's {@link ExactEngine}).
 */
public final class FairnessEngine {

    private FairnessEngine() {
    }

    /**
     * The kernel with {@code sides} against its own spec ({@link RandomByteInput#trollSpec}).
     * {@link IllegalArgumentException} with a message for users when the kernel has no random-byte input, the sides
     * are out of range or there is no spec for them.
     */
    public static FairnessReport fairness(Kernel kernel, long sides) {
        RandomByteInput input = randomByteInput(kernel);
        return fairness(kernel, sides, specOrOwn(kernel, input, sides, null));
    }

    private static IllegalArgumentException noSpec(Kernel kernel, RandomByteInput input, long sides) {
        return new IllegalArgumentException(kernel.id() + " with " + input.sides().name() + " " + sides
                + " has no spec (it is meant to produce no value); give one with --spec");
    }

    /**
     * The kernel with {@code sides} against {@code spec}, a Troll program whose every outcome is one number.
     * {@link TrollException} when the spec does not parse or run, or produces anything but one number.
     */
    public static FairnessReport fairness(Kernel kernel, long sides, String spec) {
        return fairness(kernel, randomByteInput(kernel), DistributionEngine.distribution(kernel, sides), spec);
    }

    /**
     * The kernel's reduction {@code input} (as {@link Kernel#randomByteInput(Settings)} gives it for a user's
     * settings, or {@link DistributionEngine#overStreams}) with {@code sides} against {@code spec} (its own spec when
     * null), over {@code inputs} ({@link DistributionEngine#inputs}, {@link Kernel#streamInputs}, or a part of them:
     * {@link Shard}), on {@code workers}' threads.
     */
    public static FairnessReport fairness(KernelWorkers workers, RandomByteInput input, long sides, String spec,
            InputSpace inputs, LongConsumer progress) {
        Kernel kernel = workers.first();
        String specSource = specOrOwn(kernel, input, sides, spec);
        // the spec first: a spec that does not parse fails before a long run
        specProbabilities(specSource);
        return fairness(kernel, input, DistributionEngine.distribution(workers, input, sides, inputs, progress),
                specSource);
    }

    /**
     * The reduction {@code input}'s {@code distribution} against {@code spec} (its own spec at the distribution's
     * sides when null): the merge of a sharded run gives it the distribution of the parts' counts added up.
     */
    public static FairnessReport fairness(Kernel kernel, RandomByteInput input, String spec,
            Distribution distribution) {
        return fairness(kernel, input, distribution, specOrOwn(kernel, input, distribution.sides(), spec));
    }

    private static String specOrOwn(Kernel kernel, RandomByteInput input, long sides, String spec) {
        return spec != null ? spec : input.trollSpec(sides).orElseThrow(() -> noSpec(kernel, input, sides));
    }

    private static FairnessReport fairness(Kernel kernel, RandomByteInput input, Distribution kernelDistribution,
            String spec) {
        long sides = kernelDistribution.sides();
        Map<Long, Rational> specProbabilities = specProbabilities(spec);
        TreeMap<Long, Rational> kernelProbabilities = new TreeMap<>();
        for (Distribution.Row row : kernelDistribution.rows()) {
            if (row.count() > 0) {
                kernelProbabilities.put(row.value(), Rational.of(row.count(), kernelDistribution.outputs()));
            }
        }
        TreeMap<Long, Rational> values = new TreeMap<>(kernelProbabilities);
        specProbabilities.keySet().forEach(v -> values.putIfAbsent(v, Rational.ZERO));
        List<FairnessReport.Row> rows = new ArrayList<>();
        for (Long value : values.keySet()) {
            rows.add(new FairnessReport.Row(value, kernelProbabilities.getOrDefault(value, Rational.ZERO),
                    specProbabilities.getOrDefault(value, Rational.ZERO)));
        }
        return new FairnessReport(kernel.id(), input.sides().name(), sides, kernelDistribution.fixed(), spec,
                kernelDistribution.inputs(), rows, kernelDistribution.neverReturned(), kernelDistribution.perInput());
    }

    private static RandomByteInput randomByteInput(Kernel kernel) {
        return kernel.randomByteInput().orElseThrow(() -> new IllegalArgumentException(
                kernel.id() + " does not reduce a random byte: it has no distribution"));
    }

    /** The spec's probability per number; a {@link TrollException} at the spec's start for any other outcome. */
    private static Map<Long, Rational> specProbabilities(String spec) {
        Program program = Parser.parse(spec);
        dev.romlab.troll.exact.Distribution<Value> distribution = new ExactEngine(program).distribution();
        Map<Long, Rational> out = new TreeMap<>();
        for (Map.Entry<Value, BigInteger> outcome : distribution.weights().entrySet()) {
            if (!(outcome.getKey() instanceof Multiset number) || number.size() != 1) {
                throw new TrollException(program.main().position(), "a spec must give one number per roll, not "
                        + (outcome.getKey() instanceof Multiset m ? "{" + m + "}" : RollText.show(outcome.getKey())));
            }
            out.put((long) number.get(0), Rational.of(outcome.getValue(), distribution.denominator()));
        }
        return out;
    }
}
