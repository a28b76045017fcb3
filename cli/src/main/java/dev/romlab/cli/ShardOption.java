package dev.romlab.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

import dev.romlab.kernels.InputSpace;
import dev.romlab.kernels.JsonFields;
import dev.romlab.kernels.Shard;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --shard K/N} of {@code diff}, {@code dist}, {@code fairness} and {@code bench} (issue #19, "Runs that outgrow
 * one machine"): the command runs part K of N of its inputs and its {@code --json} adds a {@code shard} object, with
 * where the part lies, the command line and the part's exact figures. The other side of the same option is what
 * {@code romlab merge} sets: the parts' figures, which the command merges into its report instead of running.
 */
final class ShardOption {

    /** The options a part's command line leaves out: they differ between the parts and the merge. */
    private static final List<String> NOT_OF_THE_RUN = List.of("--shard", "--json");

    @Option(names = "--shard", paramLabel = "K/N", converter = ShardConverter.class,
            description = "Run part K of N equal parts of the inputs (1 <= K <= N), numbered as in the whole run; "
                    + "'romlab merge' combines the parts' --json into the report of one run.")
    private Shard shard;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    /** Set by {@code romlab merge}: the parts to merge instead of running. */
    private ShardSet parts;

    private long wholeSize;

    /** {@code K/N}, a usage error otherwise. */
    static final class ShardConverter implements ITypeConverter<Shard> {
        @Override
        public Shard convert(String text) {
            try {
                return Shard.parse(text);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The option of the command {@code command}, which mixes it in. */
    static ShardOption of(CommandSpec command) {
        return command.mixins().values().stream().map(CommandSpec::userObject).filter(ShardOption.class::isInstance)
                .map(ShardOption.class::cast).findFirst().orElseThrow();
    }

    /** Makes the command merge {@code merged}'s figures into its report instead of running. */
    void mergeFrom(ShardSet merged) {
        this.parts = merged;
    }

    /** True for a part's run ({@code --shard K/N}): its figures are a part of the distribution, not the whole. */
    boolean part() {
        return shard != null;
    }

    boolean merging() {
        return parts != null;
    }

    /**
     * The inputs this run covers: the part {@code --shard} names of {@code whole}, or {@code whole}. When merging,
     * {@code whole} must be the space the parts were cut from.
     */
    InputSpace slice(InputSpace whole) {
        wholeSize = whole.size();
        if (parts != null) {
            parts.requireSize(wholeSize);
        }
        return shard == null ? whole : shard.of(whole);
    }

    /** The parts' figures in order, as {@code reader} reads them. */
    <P> List<P> parts(Function<JsonFields, P> reader) {
        return parts.figures(reader);
    }

    /** The report's JSON document; with {@code --shard}, the {@code shard} object added at its end. */
    Supplier<Object> json(Supplier<Map<String, Object>> report, Supplier<Map<String, Object>> figures) {
        return () -> {
            Map<String, Object> document = report.get();
            if (shard == null) {
                return document;
            }
            Map<String, Object> out = new LinkedHashMap<>(document);
            out.put("shard", shardJson(figures.get()));
            return out;
        };
    }

    /** The report's text; with {@code --shard}, after a line that says which part it is. */
    Supplier<String> text(Supplier<String> report) {
        return () -> shard == null ? report.get() : partLine() + report.get();
    }

    private Map<String, Object> shardJson(Map<String, Object> figures) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("k", shard.k());
        out.put("n", shard.n());
        out.put("first", shard.first(wholeSize));
        out.put("end", shard.end(wholeSize));
        out.put("size", wholeSize);
        out.put("command", commandLine());
        out.put("part", figures);
        return out;
    }

    /** {@code part 2 of 4: inputs 16,385..32,768 of 65,536}, numbered from 1 as reports number them. */
    private String partLine() {
        long first = shard.first(wholeSize);
        long end = shard.end(wholeSize);
        String inputs = first == end ? String.format(Locale.ROOT, "no inputs (of %,d)", wholeSize)
                : String.format(Locale.ROOT, "inputs %,d..%,d of %,d", first + 1, end, wholeSize);
        // K of N as --shard K/N was typed, without thousands separators; the counts of inputs have them
        return String.format(Locale.ROOT, "part %d of %d: %s%n", shard.k(), shard.n(), inputs);
    }

    /**
     * The command line of the run this part belongs to, the same for every part and what {@code romlab merge} runs
     * again: the command, its parameters, then each option given (in the order the command declares them, under its
     * longest name, with its values as typed), {@code --shard} and {@code --json} left out.
     */
    List<String> commandLine() {
        ParseResult given = spec.commandLine().getParseResult();
        List<String> out = new ArrayList<>(List.of(spec.name()));
        for (PositionalParamSpec parameter : spec.positionalParameters()) {
            if (given.hasMatchedPositional(parameter)) {
                out.addAll(parameter.originalStringValues());
            }
        }
        for (OptionSpec option : spec.options()) {
            if (given.hasMatchedOption(option) && !NOT_OF_THE_RUN.contains(option.longestName())) {
                out.add(option.longestName());
                if (option.arity().max() > 0) {
                    out.addAll(option.originalStringValues());
                }
            }
        }
        return out;
    }
}
