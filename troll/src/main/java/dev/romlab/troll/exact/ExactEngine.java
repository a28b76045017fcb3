package dev.romlab.troll.exact;

import dev.romlab.troll.ast.Program;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * The exact distribution of a Troll program: probabilities as big-integer weights over a common denominator,
 * never floating point (issue #4).
 *
 * <pre>
 *   Program program = Parser.parse("count T &lt;= N d10");
 *   Distribution&lt;Value&gt; d = new ExactEngine(program).distribution(Map.of("N", 7, "T", 5));
 *   d.probability(Multiset.singleton(4));   // 4536/15625
 *   Statistics.of(d).mean();                // 21/5
 * </pre>
 *
 * {@code accumulate} stops after {@code limit} iterations and calls nest at most {@code limit} deep (paper
 * sections 5 and 6, default 12); the mass of the paths cut there is {@link Distribution#missing()}. Where no
 * smarter method applies, collections are enumerated, and an intermediate distribution with more than
 * {@code outcomeBudget} outcomes, or a calculation running past {@code timeBudget}, ends with a
 * {@link dev.romlab.troll.TrollException} at the expression being computed. Pools of dice and sums of many rolls
 * whose outcomes the budget cannot hold are refused at once, from their shape. Evaluations nest at most
 * {@link dev.romlab.troll.LargeStack#MAX_EVALUATION_DEPTH} deep; run deep programs inside
 * {@link dev.romlab.troll.LargeStack#call}.
 */
public final class ExactEngine {

    public static final int DEFAULT_LIMIT = 12;
    public static final int DEFAULT_OUTCOME_BUDGET = 2_000_000;
    public static final Duration DEFAULT_TIME_BUDGET = Duration.ofMinutes(1);

    private final Program program;
    private final int limit;
    private final int outcomeBudget;
    private final Duration timeBudget;

    public ExactEngine(Program program) {
        this(program, DEFAULT_LIMIT);
    }

    public ExactEngine(Program program, int limit) {
        this(program, limit, DEFAULT_OUTCOME_BUDGET, DEFAULT_TIME_BUDGET);
    }

    public ExactEngine(Program program, int limit, int outcomeBudget, Duration timeBudget) {
        if (limit < 1) {
            throw new IllegalArgumentException("iteration limit must be positive, got " + limit);
        }
        this.program = program;
        this.limit = limit;
        this.outcomeBudget = outcomeBudget;
        this.timeBudget = timeBudget;
    }

    /** The distribution of the main expression with command-line variables bound as an outer scope. */
    public Distribution<Value> distribution(Map<String, Integer> variables) {
        Map<String, Value> outer = new HashMap<>();
        variables.forEach((name, value) -> outer.put(name, Multiset.singleton(value)));
        Budget budget = new Budget(outcomeBudget, System.nanoTime() + timeBudget.toNanos(), timeBudget.toMillis());
        ExactEvaluator evaluator = new ExactEvaluator(program.declarations(), limit, budget);
        return budget.enforce(() -> evaluator.eval(program.main(), Scope.of(outer)));
    }

    public Distribution<Value> distribution() {
        return distribution(Map.of());
    }
}
