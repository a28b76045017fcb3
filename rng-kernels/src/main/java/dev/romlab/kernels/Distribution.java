package dev.romlab.kernels;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import dev.romlab.cpu.json.JsonConventions;
import dev.romlab.troll.exact.Rational;

/**
 * The exact distribution of a kernel's output over every random byte (or the kernel's other random input), with the
 * sides fixed: each value the routine is meant to produce ({@code expectedLow..expectedHigh}, listed even when it
 * never occurs) and each other value it does produce. Each input gives {@code perInput} values (a board's ten bomb
 * positions), so the counts add up to {@code inputs * perInput}, an input that never returns giving none.
 *
 * @param kernel        the kernel's id
 * @param sides         the sides (or range) used
 * @param fixed         the inputs the user's settings fixed in every input ({@link RandomByteInput#fixed})
 * @param inputs        how many random bytes (or other inputs: instants, states) were tried (256)
 * @param expectedLow   the lowest value the routine is meant to produce
 * @param expectedHigh  the highest value the routine is meant to produce
 * @param rows          one row per expected value and per other value that occurs, by value
 * @param neverReturned how many inputs made the routine loop forever
 * @param perInput      how many values each input gives: 1, or 10 bomb positions a board
 * @param counted       what the values are ({@link RandomByteInput#counted}: {@code values}, {@code bomb positions})
 * @param unit          what the inputs are ({@link RandomByteInput#unit}: {@code inputs}, {@code boards})
 */
public record Distribution(String kernel, long sides, Values fixed, long inputs, long expectedLow, long expectedHigh,
        List<Row> rows, long neverReturned, int perInput, String counted, String unit) {

    /** How many of the {@link #outputs()} values are {@code value}. */
    public record Row(long value, long count, double probability, boolean expected) {

        public Map<String, Object> toJson(long outputs) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("value", value);
            out.put("count", count);
            JsonConventions.putFraction(out, "probability", Rational.of(count, outputs).toString(), probability);
            out.put("expected", expected);
            return out;
        }
    }

    public Distribution {
        rows = List.copyOf(rows);
    }

    /** How many values the inputs give, counting an input that never returns as its {@code perInput}. */
    public long outputs() {
        return inputs * perInput;
    }

    /** The counts this distribution was made of: what a part of a sharded run hands to the merge. */
    public OutputCounts counts() {
        TreeMap<Long, Long> byValue = new TreeMap<>();
        rows.stream().filter(r -> r.count() > 0).forEach(r -> byValue.put(r.value(), r.count()));
        return new OutputCounts(inputs, neverReturned, byValue);
    }

    /** Values the routine is meant to produce but never does. */
    public List<Long> neverOccurring() {
        return rows.stream().filter(r -> r.expected() && r.count() == 0).map(Row::value).toList();
    }

    /** Values the routine produces outside {@code expectedLow..expectedHigh}. */
    public List<Long> outOfRange() {
        return rows.stream().filter(r -> !r.expected()).map(Row::value).toList();
    }

    /**
     * One line for {@code check}: {@code 1..20: 12 or 13 of 256 each} ({@code bomb positions 0..80: 682 to 805 of
     * 60,000 each} when an input gives several), then what never occurs, what falls outside the range and how often
     * the routine never returns.
     */
    public String finding() {
        if (neverReturned == inputs) {
            return "never returns, for any of the " + unit;
        }
        List<String> parts = new ArrayList<>();
        List<Row> occurring = rows.stream().filter(r -> r.expected() && r.count() > 0).toList();
        if (!occurring.isEmpty()) {
            long fewest = occurring.stream().mapToLong(Row::count).min().orElseThrow();
            long most = occurring.stream().mapToLong(Row::count).max().orElseThrow();
            String each = fewest == most ? String.format(Locale.ROOT, "%,d of %,d each (uniform)", fewest, outputs())
                    : String.format(Locale.ROOT, "%,d to %,d of %,d each", fewest, most, outputs());
            parts.add((perInput > 1 ? counted + " " : "") + expectedLow + ".." + expectedHigh + ": " + each);
        }
        if (!neverOccurring().isEmpty()) {
            parts.add("never " + listText(neverOccurring()));
        }
        if (!outOfRange().isEmpty()) {
            parts.add("out of range: " + listText(outOfRange()));
        }
        if (neverReturned > 0) {
            parts.add(String.format(Locale.ROOT, "never returns for %,d %s", neverReturned, unit));
        }
        return String.join("; ", parts);
    }

    private static String listText(List<Long> values) {
        int shown = 8;
        String text = values.stream().limit(shown).map(String::valueOf).collect(Collectors.joining(", "));
        return values.size() > shown ? text + String.format(Locale.ROOT, ", ... (%,d values)", values.size()) : text;
    }

    public Map<String, Object> toJson() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kernel", kernel);
        out.put("sides", sides);
        out.put("fixed", fixed.toJson());
        out.put("inputs", inputs);
        out.put("perInput", perInput);
        out.put("expectedLow", expectedLow);
        out.put("expectedHigh", expectedHigh);
        out.put("rows", rows.stream().map(row -> row.toJson(outputs())).toList());
        out.put("neverOccurring", neverOccurring());
        out.put("outOfRange", outOfRange());
        out.put("neverReturned", neverReturned);
        out.put("finding", finding());
        return out;
    }
}
