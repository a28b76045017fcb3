/**
 * The exact distribution engine for Troll (issue #4): every probability an exact rational, except sums too large
 * for exact weights, which are computed in floating point as the original computes and marked
 * {@link dev.romlab.troll.exact.Distribution#approximate()} ({@code FloatConvolution}, issue #11). Outcomes are
 * {@link dev.romlab.troll.value.Value}s: collections and pairs.
 *
 * <h2>Use</h2>
 * <pre>
 *   Program program = Parser.parse("count T &lt;= N d10");
 *   Distribution&lt;Value&gt; d = new ExactEngine(program).distribution(Map.of("N", 7, "T", 5));
 *   d.probability(Multiset.singleton(4));     // Rational 4536/15625 (= 0.290304)
 *   d.missing();                              // mass cut by the iteration / call-depth limit
 *   Statistics.of(d).mean();                  // 21/5; spread(12) = 1.29614813968
 * </pre>
 * {@code new ExactEngine(program, limit)} sets the accumulate-iteration and call-depth limit (default 12, the
 * paper's); {@code new ExactEngine(program, limit, outcomeBudget, timeBudget)} also the enumeration budgets.
 *
 * <h2>Types</h2>
 * {@link dev.romlab.troll.exact.Rational} (lowest terms), {@link dev.romlab.troll.exact.Distribution} (big-integer
 * weights over one denominator; weights may sum below it, the rest being {@code missing()}),
 * {@link dev.romlab.troll.exact.IntDistribution} (dense integer distributions for sums and counts),
 * {@link dev.romlab.troll.exact.Statistics} (average, spread, mean deviation as the paper prints them).
 *
 * <h2>How it avoids enumeration</h2>
 * <ul>
 * <li>{@code sum} and {@code count} of {@code n d e}, {@code n # e}, unions, collection literals and filters
 *     with a known threshold are convolutions of per-element measures; n copies are a polynomial power by
 *     Miller's recurrence ({@code IntDistribution}).</li>
 * <li>A variable bound by {@code :=} and used once outside any loop stands for its expression (the paper,
 *     section 8.1), so {@code x := 20d20; sum largest 5 x} stays on the smart path.</li>
 * <li>{@code largest}, {@code least}, {@code min}, {@code max}, {@code median} (and {@code sum} of the first
 *     two) of a pool of single-valued draws use an order-statistics recursion over faces
 *     ({@code OrderStatistics}); so do {@code different}, {@code minimal} and {@code maximal} of a pool, folding
 *     all n draws face by face, and {@code sum}/{@code count} of {@code different} of a pool, whose state is then
 *     just the running total. With equally likely faces that sum or count is the occupancy count instead
 *     ({@code Occupancy}: {@code count different 20d20} in a fraction of a millisecond).</li>
 * <li>The body of {@code x := e; body} with x used more than once is memoised on the values of the variables it
 *     reads: a Yahtzee turn written roll by roll reaches the same kept dice from many rolls, and what follows is
 *     computed once per kept multiset.</li>
 * <li>An expression with nothing random in it, every variable it reads known, has one value: it is computed value by
 *     value ({@code CertainEvaluator}) instead of as distributions, as the most frequent face of each roll of a
 *     Yahtzee turn is ({@code Dependencies} tells which expressions are determined).</li>
 * <li>{@code repeat} is solved exactly as a geometric series; {@code accumulate} is unrolled from the limit
 *     back, the cut paths' mass left missing.</li>
 * <li>Function calls are memoised on (function, argument values, depth; any depth for a body without calls);
 *     compositional functions fold element by element, on pools without ever forming a collection. Past the depth
 *     limit a call contributes nothing (missing mass) instead of the original's "non-recursive branch".</li>
 * <li>Anything else is enumerated, merging equal collections, within the outcome and time budgets.</li>
 * </ul>
 *
 * <h2>Measured (this machine, shared 2 cores; best of 10 to 100 runs in a warm JVM, then a cold first call)</h2>
 * {@code sum 1000d10} 29 ms (cold 0.33 s); {@code sum largest 5 20d20} 2 ms (cold 0.16 s); the L5R roll
 * {@code sum (largest 2 3#(sum accumulate x:=d10 while x=10))} 2.3 ms (cold 0.22 s; the original Troll: 11.8 s);
 * five dice keep three 7 to 10 ms (cold 0.32 s). Cold times are mostly JIT warm-up. Issue #11's figures,
 * whole-process too: troll/README.md, Performance.
 */
package dev.romlab.troll.exact;
