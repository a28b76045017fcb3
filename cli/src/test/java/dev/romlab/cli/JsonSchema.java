package dev.romlab.cli;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The JSON schema of every {@code romlab} command's {@code --json} output, as data a test checks documents against
 * (cli/README.md, "JSON schema", says the same in prose). The shared shapes come first, then one document shape per
 * command.
 *
 * <p>The rules every shape enforces: keys are camelCase (only {@link NameMap}s, whose keys are the program's own
 * names such as {@code AF'} or {@code DIESIDES}, are exempt); integers are JSON integers, never strings;
 * a string never holds a number; an exact fraction is a string {@code "43/256"} under the key {@code xExact} beside
 * its float under {@code x}; cycles are {@code {"count": N, "unit": "T-states"}}; booleans are true/false.
 */
final class JsonSchema {

    /** A JSON value's expected shape; {@link #check} adds one line per problem, naming the path. */
    sealed interface Shape {
        void check(Object value, String path, List<String> problems);
    }

    /** Any text that does not merely hold a number (numbers are numbers). */
    record Text() implements Shape {
        private static final Pattern NUMBER_LIKE = Pattern.compile("[-~]?\\$?[0-9][0-9A-Fa-f]*|[0-9]+/[0-9]+");

        public void check(Object value, String path, List<String> problems) {
            if (!(value instanceof String s)) {
                problems.add(path + ": expected a string, found " + describe(value));
            } else if (NUMBER_LIKE.matcher(s).matches()) {
                problems.add(path + ": a number written as a string: \"" + s + "\"");
            }
        }
    }

    /** One of a few fixed strings. */
    record Word(Set<String> allowed) implements Shape {
        public void check(Object value, String path, List<String> problems) {
            if (!allowed.contains(value)) {
                problems.add(path + ": expected one of " + allowed + ", found " + describe(value));
            }
        }
    }

    /** A string matching a pattern: a CPU id, an exact fraction. */
    record Matching(Pattern pattern, String what) implements Shape {
        public void check(Object value, String path, List<String> problems) {
            if (!(value instanceof String s) || !pattern.matcher(s).matches()) {
                problems.add(path + ": expected " + what + ", found " + describe(value));
            }
        }
    }

    /** A JSON integer (any size: unsigned 64-bit values keep every digit). */
    record Integral(long min) implements Shape {
        public void check(Object value, String path, List<String> problems) {
            boolean integral = value instanceof Long || value instanceof BigInteger;
            if (!integral) {
                problems.add(path + ": expected an integer, found " + describe(value));
            } else if (value instanceof Long n && n < min) {
                problems.add(path + ": expected at least " + min + ", found " + n);
            }
        }
    }

    /** Any JSON number. */
    record Decimal() implements Shape {
        public void check(Object value, String path, List<String> problems) {
            if (!(value instanceof Number)) {
                problems.add(path + ": expected a number, found " + describe(value));
            }
        }
    }

    /** true or false (never 0/1). */
    record Bool() implements Shape {
        public void check(Object value, String path, List<String> problems) {
            if (!(value instanceof Boolean)) {
                problems.add(path + ": expected true or false, found " + describe(value));
            }
        }
    }

    /** The shape, or null. */
    record Nullable(Shape shape) implements Shape {
        public void check(Object value, String path, List<String> problems) {
            if (value != null) {
                shape.check(value, path, problems);
            }
        }
    }

    /** A value that fits at least one of the shapes (the problems of the closest one when none fits). */
    record AnyOf(List<Shape> shapes) implements Shape {
        public void check(Object value, String path, List<String> problems) {
            List<String> fewest = null;
            for (Shape shape : shapes) {
                List<String> found = new ArrayList<>();
                shape.check(value, path, found);
                if (found.isEmpty()) {
                    return;
                }
                if (fewest == null || found.size() < fewest.size()) {
                    fewest = found;
                }
            }
            problems.addAll(fewest);
        }
    }

    /** An array whose every element has the shape. */
    record ArrayOf(Shape element) implements Shape {
        public void check(Object value, String path, List<String> problems) {
            if (!(value instanceof List<?> list)) {
                problems.add(path + ": expected an array, found " + describe(value));
                return;
            }
            for (int i = 0; i < list.size(); i++) {
                element.check(list.get(i), path + "[" + i + "]", problems);
            }
        }
    }

    /** An object whose keys are names from the program (registers, inputs): any keys, every value of a shape. */
    record NameMap(Shape value) implements Shape {
        public void check(Object object, String path, List<String> problems) {
            if (!(object instanceof Map<?, ?> map)) {
                problems.add(path + ": expected an object, found " + describe(object));
                return;
            }
            map.forEach((key, member) -> value.check(member, path + "." + key, problems));
        }
    }

    /** An object with exactly these camelCase members, optional ones marked by {@link #optional}. */
    record Obj(Map<String, Shape> members, Set<String> optional) implements Shape {
        private static final Pattern CAMEL_CASE = Pattern.compile("[a-z][a-zA-Z0-9]*");

        Obj {
            members.keySet().stream().filter(key -> !CAMEL_CASE.matcher(key).matches()).findFirst()
                    .ifPresent(key -> {
                        throw new IllegalArgumentException("schema key not camelCase: " + key);
                    });
        }

        public void check(Object value, String path, List<String> problems) {
            if (!(value instanceof Map<?, ?> map)) {
                problems.add(path + ": expected an object, found " + describe(value));
                return;
            }
            for (Map.Entry<String, Shape> member : members.entrySet()) {
                if (map.containsKey(member.getKey())) {
                    member.getValue().check(map.get(member.getKey()), path + "." + member.getKey(), problems);
                } else if (!optional.contains(member.getKey())) {
                    problems.add(path + ": missing \"" + member.getKey() + "\"");
                }
            }
            map.keySet().stream().filter(key -> !members.containsKey(key))
                    .forEach(key -> problems.add(path + ": unexpected key \"" + key + "\""));
        }
    }

    /** Builds an {@link Obj} member by member, in document order. */
    static final class ObjBuilder {
        private final Map<String, Shape> members = new LinkedHashMap<>();
        private final Set<String> optional = new HashSet<>();

        ObjBuilder with(String key, Shape shape) {
            members.put(key, shape);
            return this;
        }

        ObjBuilder optional(String key, Shape shape) {
            optional.add(key);
            return with(key, shape);
        }

        /** {@code key}: the float, {@code keyExact}: the fraction {@code "n/d"} (both null when {@code nullable}). */
        ObjBuilder fraction(String key, boolean nullable) {
            Shape decimal = new Decimal();
            Shape exact = FRACTION;
            return with(key, nullable ? new Nullable(decimal) : decimal)
                    .with(key + "Exact", nullable ? new Nullable(exact) : exact);
        }

        ObjBuilder fraction(String key) {
            return fraction(key, false);
        }

        ObjBuilder all(Obj other) {
            members.putAll(other.members());
            optional.addAll(other.optional());
            return this;
        }

        Obj build() {
            return new Obj(new LinkedHashMap<>(members), Set.copyOf(optional));
        }
    }

    static ObjBuilder object() {
        return new ObjBuilder();
    }

    private static String describe(Object value) {
        return value == null ? "null" : value instanceof String s ? "\"" + s + "\""
                : value.getClass().getSimpleName() + " " + value;
    }

    // ---- shared shapes ----

    static final Shape TEXT = new Text();
    static final Shape COUNT = new Integral(0);
    static final Shape INTEGER = new Integral(Long.MIN_VALUE);
    static final Shape DECIMAL = new Decimal();
    static final Shape BOOLEAN = new Bool();
    static final Shape FRACTION = new Matching(Pattern.compile("-?[0-9]+(/[0-9]+)?"), "a fraction \"n/d\"");
    /** A value wider than 53 bits (a 64-bit seed or LFSR state): always "0x" and 16 hex digits, never a number. */
    static final Shape WORD64 = new Matching(Pattern.compile("0x[0-9A-F]{16}"),
            "a 64-bit value: \"0x\" and 16 hex digits");
    /** Any string, one that holds digits alone included: a program's console output. */
    static final Shape ANY_TEXT = new Matching(Pattern.compile("(?s).*"), "a string");
    static final Shape CPU = new Matching(Pattern.compile("[a-z0-9]+"), "a lower-case CPU id");
    /** The name of a CPU's cycle unit ({@code T-states}): text, never a number. */
    static final Shape CYCLE_UNIT = TEXT;

    /** A number of cycles: {@code {"count": 1042, "unit": "T-states"}}. */
    static final Obj CYCLES = object().with("count", COUNT).with("unit", CYCLE_UNIT).build();

    /** Cycles per call over many calls, with the unit; calls that never returned are counted apart. */
    static final Obj CYCLES_PER_CALL = object().with("unit", CYCLE_UNIT).with("calls", COUNT).with("min", COUNT)
            .with("mean", DECIMAL).with("max", COUNT).with("neverReturned", COUNT).build();

    /** A kernel's inputs, outputs or registers: the routine's names, numbers (one-bit values true/false). */
    static final Shape VALUES = new NameMap(new AnyOf(List.of(COUNT, BOOLEAN, WORD64)));

    /** Where a kernel runs. */
    static final Obj MACHINE = object().with("cpu", CPU).with("machine", TEXT).with("clockHz", COUNT)
            .with("cycleUnit", CYCLE_UNIT).build();

    /** What one call came to: returned with outputs in some cycles, or never returned. */
    static final Shape OUTCOME = new AnyOf(List.of(
            object().with("returns", BOOLEAN).with("output", VALUES).with("cycles", CYCLES).build(),
            object().with("returns", BOOLEAN).build()));

    /** One call on the emulator: its outcome, cycles run (to the return or the budget), registers, trace tail. */
    static final Shape EMULATION = new AnyOf(List.of(
            object().with("returns", BOOLEAN).with("output", VALUES).with("cycles", CYCLES)
                    .with("instructions", COUNT).with("registers", VALUES).optional("trace", new ArrayOf(TEXT))
                    .build(),
            object().with("returns", BOOLEAN).with("cycles", CYCLES).with("instructions", COUNT)
                    .with("registers", VALUES).optional("trace", new ArrayOf(TEXT)).build()));

    /** {@code diff}'s document, also each row of {@code check}. */
    static final Obj DIFF = object().with("kernel", TEXT).all(MACHINE).with("inputs", TEXT).with("checked", COUNT)
            .with("divergences", COUNT).with("cyclesPerCall", CYCLES_PER_CALL)
            .optional("firstDivergence", object().with("index", COUNT)
                    .with("differs", new Word(Set.of("output", "cycles", "returns"))).with("input", VALUES)
                    .with("expected", OUTCOME).with("actual", EMULATION).build())
            .build();

    /** The fairness measures {@code fairness} and {@code check} share. */
    static final Obj FAIRNESS_MEASURES = object().fraction("totalVariationDistance").fraction("largestRatio", true)
            .with("largestRatioValue", new Nullable(INTEGER)).build();

    // ---- one document per command ----

    static final Shape CHECK = object().with("allMatch", BOOLEAN).with("kernels", new ArrayOf(object().all(DIFF)
            .with("matches", BOOLEAN).with("finding", TEXT)
            .with("fairness", new Nullable(object().with("spec", TEXT).with("sidesName", TEXT).with("sides", COUNT)
                    .all(FAIRNESS_MEASURES).build()))
            .build())).build();

    /** {@code diff --model intended}: the emulator against the algorithm the code was meant to compute. */
    static final Obj DIFF_INTENDED = object().with("kernel", TEXT).all(MACHINE).with("inputs", TEXT)
            .with("model", new Word(Set.of("intended"))).with("intended", TEXT).with("checked", COUNT)
            .with("departures", COUNT).with("group", TEXT).with("groups", COUNT).with("departingGroups", COUNT)
            .with("firstDeparture", new Nullable(object().with("index", COUNT).with("input", VALUES)
                    .with("differs", TEXT).with("intended", VALUES).with("actual", VALUES).build()))
            .build();

    /** Two dice, as {@code backgammon} prints them. */
    static final Shape ROLLS = new ArrayOf(object().with("die1", COUNT).with("die2", COUNT).build());

    static final Shape BACKGAMMON_GAME = object().with("sequence", COUNT).with("powerOn", BOOLEAN)
            .with("frames", COUNT).with("seconds", DECIMAL).with("cmp37", TEXT).with("rolls", ROLLS).build();

    static final Shape BACKGAMMON_FIND = object().with("find", ROLLS).with("maxFrames", COUNT).with("cmp37", TEXT)
            .with("searched", COUNT).with("matches", new ArrayOf(object().with("sequence", COUNT)
                    .with("powerOn", BOOLEAN).with("frames", COUNT).with("seconds", DECIMAL).with("rolls", ROLLS)
                    .build()))
            .build();

    /** A setting's value or bound: a number, or a 64-bit seed's hex string. */
    static final Shape SETTING = new AnyOf(List.of(COUNT, WORD64));

    static final Shape LIST = new ArrayOf(object().with("kernel", TEXT).all(MACHINE).with("description", TEXT)
            .with("parameters", new ArrayOf(object().with("name", TEXT).with("default", new Nullable(SETTING))
                    .with("min", SETTING).with("max", SETTING).with("description", TEXT).build()))
            .with("defaultInputs", TEXT).with("defaultInputCount", COUNT).with("exhaustible", BOOLEAN).build());

    static final Shape RUN = object().with("kernel", TEXT).all(MACHINE).with("settings", VALUES)
            .with("calls", new ArrayOf(new AnyOf(List.of(
                    object().with("input", VALUES).with("returns", BOOLEAN).with("output", VALUES)
                            .with("cycles", CYCLES).optional("printed", TEXT).build(),
                    object().with("input", VALUES).with("returns", BOOLEAN).with("cycles", CYCLES)
                            .optional("printed", TEXT).build()))))
            .with("totalCycles", CYCLES).build();

    static final Obj BENCH = object().with("kernel", TEXT).all(MACHINE).with("inputs", TEXT)
            .with("cyclesPerCall", CYCLES_PER_CALL)
            .with("targetMicros", object().with("min", DECIMAL).with("mean", DECIMAL).with("max", DECIMAL).build())
            .with("totalCycles", CYCLES).with("hostNanos", COUNT).with("hostMHz", DECIMAL).with("speedup", DECIMAL)
            .build();

    static final Obj DIST = object().with("kernel", TEXT).with("sides", COUNT).with("fixed", VALUES)
            .with("inputs", COUNT)
            .with("perInput", COUNT)
            .with("expectedLow", COUNT).with("expectedHigh", INTEGER) // range 0: -1, nothing expected
            .with("rows", new ArrayOf(object().with("value", COUNT).with("count", COUNT).fraction("probability")
                    .with("expected", BOOLEAN).build()))
            .with("neverOccurring", new ArrayOf(COUNT)).with("outOfRange", new ArrayOf(COUNT))
            .with("neverReturned", COUNT).with("finding", TEXT).build();

    static final Obj FAIRNESS = object().with("kernel", TEXT).with("sidesName", TEXT).with("sides", COUNT)
            .with("fixed", VALUES).with("spec", TEXT).with("inputs", COUNT).with("perInput", COUNT)
            .with("rows", new ArrayOf(object().with("value", COUNT).fraction("kernelProbability")
                    .fraction("specProbability").fraction("ratio", true).build()))
            .with("neverOccurring", new ArrayOf(COUNT)).with("outsideSpec", new ArrayOf(COUNT))
            .with("neverReturned", COUNT).all(FAIRNESS_MEASURES).build();

    static final Shape EXEC = object().with("cpu", CPU)
            .with("stop", object().with("reason", new Matching(Pattern.compile("[a-z]+(-[a-z]+)*"), "a stop reason id"))
                    .with("description", TEXT).with("address", COUNT).with("label", new Nullable(TEXT)).build())
            .with("instructions", COUNT).with("cycles", CYCLES)
            .with("registers", new NameMap(new AnyOf(List.of(COUNT, BOOLEAN))))
            .with("dumps", new ArrayOf(new AnyOf(List.of(
                    object().with("address", COUNT).with("label", new Nullable(TEXT))
                            .with("bytes", new ArrayOf(COUNT)).build(),
                    object().with("address", COUNT).with("label", new Nullable(TEXT)).with("wordBits", COUNT)
                            .with("words", new ArrayOf(COUNT)).build()))))
            .with("console", ANY_TEXT)
            .optional("hotspots", new ArrayOf(object().with("address", COUNT).with("label", new Nullable(TEXT))
                    .with("routine", new Nullable(TEXT)).with("file", new Nullable(TEXT))
                    .with("line", new Nullable(COUNT)).with("instruction", TEXT).with("executions", COUNT)
                    .with("cycles", COUNT).build())).build();

    static final Shape CONFORMANCE = object().with("cpu", CPU).with("data", TEXT).with("passed", COUNT)
            .with("failed", COUNT)
            .with("sets", new ArrayOf(object().with("set", TEXT).with("files", COUNT).with("vectors", COUNT)
                    .with("passed", COUNT).with("failed", COUNT).with("adaptations", new ArrayOf(TEXT))
                    .with("fileReports", new ArrayOf(object().with("file", TEXT).with("passed", COUNT)
                            .with("failed", COUNT)
                            .with("failures", new ArrayOf(object().with("name", TEXT)
                                    .with("mismatches", new ArrayOf(object().with("subject", TEXT)
                                            .with("expected", new Matching(Pattern.compile(".*"), "text"))
                                            .with("actual", new Matching(Pattern.compile(".*"), "text")).build()))
                                    .build())).build())).build())).build();

    /** One outcome of a Troll distribution: its elements and two probabilities (CSV: one row, the same keys). */
    static final Obj TROLL_OUTCOME = object().with("value", new ArrayOf(INTEGER)).fraction("probability")
            .fraction("atLeast").build();

    /** Average, variance, spread and mean deviation of a distribution whose outcomes are single numbers. */
    static final Obj TROLL_STATISTICS = object().fraction("average").fraction("variance").with("spread", DECIMAL)
            .fraction("meanDeviation").build();

    /** The original's statistics, and when mass is missing those of the outcomes left (CSV: rows by key path). */
    static final Shape TROLL_DISTRIBUTION = object().with("limit", COUNT).with("approximate", BOOLEAN).with("outcomes", new ArrayOf(TROLL_OUTCOME))
            .fraction("missing").optional("statistics", TROLL_STATISTICS)
            .optional("conditionalStatistics", TROLL_STATISTICS).build();

    /** One sampled roll (CSV: one row, the same key). */
    static final Obj TROLL_ROLL = object().with("value", new ArrayOf(INTEGER)).build();

    static final Shape MAPVIEW_ROWS = new ArrayOf(TEXT);
    static final Shape MAPVIEW = object().with("map", TEXT).with("width", COUNT).with("height", COUNT)
            .with("x", COUNT).with("y", COUNT).with("edge", TEXT).with("slant", TEXT).with("darkness", COUNT)
            .with("light", COUNT).with("mobs", COUNT).all(MACHINE).with("view", MAPVIEW_ROWS)
            .with("viewBytes", new ArrayOf(COUNT))
            .with("adjacent", object().with("south", COUNT).with("southMob", new Nullable(COUNT))
                    .with("west", COUNT).with("westMob", new Nullable(COUNT)).with("north", COUNT)
                    .with("northMob", new Nullable(COUNT)).with("east", COUNT).with("eastMob", new Nullable(COUNT))
                    .with("under", COUNT).build())
            .with("cycles", CYCLES).with("milliseconds", DECIMAL).with("frames", DECIMAL)
            .optional("compare", object().with("model", TEXT).with("view", MAPVIEW_ROWS).with("differing", COUNT)
                    .with("firstDifference", new Nullable(object().with("row", COUNT).with("column", COUNT).build()))
                    .with("cycles", new Nullable(CYCLES)).build())
            .build();
    static final Shape COPYLOOP = new ArrayOf(object().with("layout", TEXT).with("loop", TEXT).with("movb", COUNT)
            .optional("dec", COUNT).optional("ai", COUNT).with("jne", COUNT).with("jneLast", COUNT)
            .with("loopCycles", CYCLES).with("callCycles", CYCLES).with("articleLoopCycles", COUNT).build());
    static final Shape TROLL_ROLLS = object().optional("rng", TEXT).optional("seed", WORD64)
            .with("rolls", new ArrayOf(TROLL_ROLL)).build();

    // ---- a part of a sharded run: the command's document and a shard object ----

    /** Cycles per call as a part hands them to the merge: whole numbers, the sum where the document has the mean. */
    static final Obj EXACT_CYCLES = object().with("calls", COUNT).with("min", COUNT).with("total", COUNT)
            .with("max", COUNT).with("neverReturned", COUNT).build();

    static final Obj DIFF_PART = object().with("checked", COUNT).with("cycles", EXACT_CYCLES)
            .with("divergence", new Nullable(COUNT)).build();

    /** Runs of consecutive values of a grouping field. */
    static final Shape VALUE_RUNS = new ArrayOf(object().with("low", INTEGER).with("high", INTEGER).build());

    static final Obj DEPARTURE_PART = object().with("checked", COUNT).with("departing", COUNT).with("group", TEXT)
            .with("groups", VALUE_RUNS).with("departingGroups", VALUE_RUNS).with("departure", new Nullable(COUNT))
            .build();

    /** What {@code dist} and {@code fairness} parts count. */
    static final Obj OUTPUT_COUNTS = object().with("inputs", COUNT).with("neverReturned", COUNT)
            .with("counts", new ArrayOf(object().with("value", INTEGER).with("count", COUNT).build())).build();

    static final Obj BENCH_PART = object().with("cycles", EXACT_CYCLES).with("totalCycles", COUNT)
            .with("hostNanos", COUNT).build();

    /** The words of a command line, as typed: text that may be a number ({@code --samples 500}). */
    static final Shape WORD = new Matching(Pattern.compile(".+"), "a word of a command line");

    /** {@code document}'s shape with the {@code shard} object of a part whose figures have {@code figures}'s. */
    static Shape part(Obj document, Obj figures) {
        return object().all(document).with("shard", object().with("k", COUNT).with("n", COUNT).with("first", COUNT)
                .with("end", COUNT).with("size", COUNT).with("command", new ArrayOf(WORD)).with("part", figures)
                .build()).build();
    }

    private JsonSchema() {
    }

    /** Every problem of {@code document} against {@code shape}, one line each; empty when it conforms. */
    static List<String> problems(Shape shape, Object document) {
        List<String> problems = new ArrayList<>();
        shape.check(document, "$", problems);
        return problems;
    }
}
