package dev.romlab.kernels;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import dev.romlab.cpu.json.JsonConventions;
import dev.romlab.troll.exact.Rational;

/**
 * A kernel's exact output distribution over every random byte beside the exact distribution of the Troll spec of
 * what it should produce (issue #4, "Fairness: kernels against Troll specs").
 *
 * @param kernel        the kernel's id
 * @param sidesName     the name of the sides input ({@code DIESIDES}, {@code rangeMax})
 * @param sides         the sides (or range) used
 * @param fixed         the inputs the user's settings fixed in every input ({@link Distribution#fixed})
 * @param spec          the Troll source of the spec
 * @param inputs        how many random bytes (or other inputs) were tried (256)
 * @param rows          one row per value the kernel or the spec produces, by value: the kernel's share of all
 *                      {@code inputs * perInput} values, the spec's probability of one roll
 * @param neverReturned how many inputs made the routine loop forever; an outcome the spec never has
 * @param perInput      how many values each input gives ({@link Distribution#perInput}: a board's ten bombs)
 */
public record FairnessReport(String kernel, String sidesName, long sides, Values fixed, String spec, long inputs,
        List<Row> rows, long neverReturned, int perInput) {

    /** Decimal places of the text table's probabilities. */
    public static final int TABLE_PLACES = 6;

    /** Decimal places of {@code check}'s column. */
    public static final int VERDICT_PLACES = 4;

    /** One value's probability from the kernel and from the spec. */
    public record Row(long value, Rational kernel, Rational spec) {

        /** kernel / spec, empty outside the spec's support. */
        public Optional<Rational> ratio() {
            return spec.isZero() ? Optional.empty() : Optional.of(kernel.divide(spec));
        }

        public Map<String, Object> toJson() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("value", value);
            putFraction(out, "kernelProbability", kernel);
            putFraction(out, "specProbability", spec);
            putFraction(out, "ratio", ratio().orElse(null));
            return out;
        }
    }

    /** The largest kernel / spec over the spec's support and the value where it is reached (the lowest such). */
    public record Ratio(long value, Rational ratio) {
    }

    public FairnessReport {
        rows = List.copyOf(rows);
    }

    /**
     * The kernel's counts behind this report, each value's share times the {@code inputs × perInput} values: what a
     * part of a sharded run hands to the merge.
     */
    public OutputCounts counts() {
        Rational outputs = Rational.of(inputs * perInput);
        TreeMap<Long, Long> byValue = new TreeMap<>();
        rows.stream().filter(r -> !r.kernel().isZero())
                .forEach(r -> byValue.put(r.value(), r.kernel().multiply(outputs).numerator().longValueExact()));
        return new OutputCounts(inputs, neverReturned, byValue);
    }

    /** Values the spec can produce and the kernel never does. */
    public List<Long> neverOccurring() {
        return rows.stream().filter(r -> !r.spec().isZero() && r.kernel().isZero()).map(Row::value).toList();
    }

    /** Values the kernel produces that the spec never does. */
    public List<Long> outsideSpec() {
        return rows.stream().filter(r -> r.spec().isZero() && !r.kernel().isZero()).map(Row::value).toList();
    }

    /** The share of inputs for which the routine never returns (and of the values they would have given). */
    public Rational neverReturnedProbability() {
        return Rational.of(neverReturned, inputs);
    }

    /** ½ Σ |kernel − spec| over every value, a routine that never returns counting as one more outcome. */
    public Rational totalVariationDistance() {
        Rational sum = neverReturnedProbability();
        for (Row row : rows) {
            sum = sum.add(row.kernel().subtract(row.spec()).abs());
        }
        return sum.multiply(Rational.of(1, 2));
    }

    /** The largest kernel / spec over the spec's support; empty when the spec produces no number. */
    public Optional<Ratio> largestRatio() {
        return rows.stream().filter(r -> r.ratio().isPresent()).map(r -> new Ratio(r.value(), r.ratio().get()))
                .max(Comparator.comparing(Ratio::ratio).thenComparing(Ratio::value, Comparator.reverseOrder()));
    }

    /** {@code check}'s column: {@code TVD 0.0125}. */
    public String verdict() {
        return "TVD " + decimal(totalVariationDistance(), VERDICT_PLACES);
    }

    /** {@code value} rounded half-even to {@code places} decimals, always with that many. */
    public static String decimal(Rational value, int places) {
        return new BigDecimal(value.numerator())
                .divide(new BigDecimal(value.denominator()), places, RoundingMode.HALF_EVEN).toPlainString();
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel);
        out.put("sidesName", sidesName);
        out.put("sides", sides);
        out.put("fixed", fixed.toJson());
        out.put("spec", spec);
        out.put("inputs", inputs);
        out.put("perInput", perInput);
        out.put("rows", rows.stream().map(Row::toJson).toList());
        out.put("neverOccurring", neverOccurring());
        out.put("outsideSpec", outsideSpec());
        out.put("neverReturned", neverReturned);
        putMeasures(out);
        return out;
    }

    /** What {@code check} shows of this report: the spec, the sides, the distance and the largest ratio. */
    public Map<String, Object> summaryJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("spec", spec);
        out.put("sidesName", sidesName);
        out.put("sides", sides);
        putMeasures(out);
        return out;
    }

    private void putMeasures(Map<String, Object> out) {
        putFraction(out, "totalVariationDistance", totalVariationDistance());
        Optional<Ratio> largest = largestRatio();
        putFraction(out, "largestRatio", largest.map(Ratio::ratio).orElse(null));
        out.put("largestRatioValue", largest.map(Ratio::value).orElse(null));
    }

    /** {@code key} and {@code keyExact}, both null for no value (a ratio outside the spec's values). */
    private static void putFraction(Map<String, Object> out, String key, Rational value) {
        if (value == null) {
            out.put(key, null);
            out.put(key + JsonConventions.EXACT_SUFFIX, null);
        } else {
            JsonConventions.putFraction(out, key, value.toString(), value.toDouble());
        }
    }
}
