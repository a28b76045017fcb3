package dev.romlab.bench;

import java.util.concurrent.TimeUnit;

import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Value;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The exact engine of module {@code troll} on the rolls issue #4 names as the reference points: the L5R roll (three
 * exploding d10, keep the best two; the original Troll needs 11.8 s), five dice keep three (the original gives up),
 * {@code sum largest 5 20d20} and {@code sum 1000d10}; and those of issue #11: {@code 3d6}, 4d6 drop lowest, {@code sum
 * 100d10}, {@code count different 20d20} and a Yahtzee turn written out roll by roll (five dice, three rolls, keep
 * the most frequent face; troll's {@code YahtzeeTest.INLINE}). The program is parsed once per trial; one invocation
 * computes the whole exact distribution (a fresh evaluator each call, so nothing is memoised across invocations).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class TrollExact {

    @Param({
        "sum (largest 2 3#(sum accumulate x:=d10 while x=10))",
        "sum (largest 3 5#(sum accumulate x:=d10 while x=10))",
        "sum largest 5 20d20",
        "sum 1000d10",
        "3d6",
        "sum largest 3 4d6",
        "sum 100d10",
        "count different 20d20",
        "sum 47618d6",
        "first := 5d6; most := max (foreach f in first do count f = first); "
                + "face := max (foreach f in first do if most = count f = first then f else {}); "
                + "kept := face = first; second := kept U (5 - count kept)d6; "
                + "most := max (foreach f in second do count f = second); "
                + "face := max (foreach f in second do if most = count f = second then f else {}); "
                + "kept := face = second; third := kept U (5 - count kept)d6; count (1 = count different third)"
    })
    public String expression;

    private ExactEngine engine;

    @Setup(Level.Trial)
    public void parse() {
        engine = new ExactEngine(Parser.parse(expression));
    }

    @Benchmark
    public Distribution<Value> distribution() {
        return engine.distribution();
    }
}
