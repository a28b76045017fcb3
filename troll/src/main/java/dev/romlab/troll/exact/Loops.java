package dev.romlab.troll.exact;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.LoopTest;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BinaryOperator;

/**
 * {@code repeat} and {@code accumulate} (paper section 5). Each iteration draws the body afresh from the same
 * scope, so the chance that an outcome ends the loop is a fixed number per outcome: repeat is then a geometric
 * series, exact without a limit; accumulate unions the values of all iterations and stops after the iteration
 * limit, reporting the mass of the paths it cut as missing.
 */
final class Loops {

    private final ExactEvaluator evaluator;

    Loops(ExactEvaluator evaluator) {
        this.evaluator = evaluator;
    }

    /** For each body outcome, the probability of drawing it and then stopping, and of drawing it and going on. */
    private record Step(Map<Value, Rational> stop, Map<Value, Rational> goOn, Rational goOnMass, boolean approximate) {
    }

    private Step step(String name, Expr body, LoopTest test, Expr condition, Scope scope) {
        Map<Value, Rational> stop = new LinkedHashMap<>();
        Map<Value, Rational> goOn = new LinkedHashMap<>();
        Rational goOnMass = Rational.ZERO;
        Distribution<Value> drawn = evaluator.eval(body, scope);
        boolean approximate = drawn.approximate();
        for (Map.Entry<Value, Rational> outcome : drawn.probabilities().entrySet()) {
            Distribution<Value> tested = evaluator.eval(condition, scope.with(name, outcome.getKey()));
            approximate |= tested.approximate();
            Rational empty = tested.probability(Multiset.EMPTY);
            Rational nonEmpty = Rational.of(tested.weightSum(), tested.denominator()).subtract(empty);
            Rational continuing = outcome.getValue().multiply(test.continues(true) ? nonEmpty : empty);
            Rational stopping = outcome.getValue().multiply(test.continues(true) ? empty : nonEmpty);
            if (!stopping.isZero()) {
                stop.put(outcome.getKey(), stopping);
            }
            if (!continuing.isZero()) {
                goOn.put(outcome.getKey(), continuing);
                goOnMass = goOnMass.add(continuing);
            }
        }
        return new Step(stop, goOn, goOnMass, approximate);
    }

    /** P(result = x) = P(draw x and stop) / (1 - P(go on)): the sum over any number of earlier iterations. */
    Distribution<Value> repeat(Expr.Repeat r, Scope scope) {
        Step step = step(r.name(), r.body(), r.test(), r.condition(), scope);
        Rational stopAtAll = Rational.ONE.subtract(step.goOnMass());
        if (stopAtAll.signum() <= 0) {
            throw new TrollException(r.position(), "repeat never stops");
        }
        Map<Value, Rational> result = new LinkedHashMap<>();
        step.stop().forEach((x, p) -> result.put(x, p.divide(stopAtAll)));
        return Distribution.ofProbabilities(result).reduced().approximateIf(step.approximate());
    }

    /**
     * Built from the last allowed iteration back to the first: the outcome after iteration k is x alone when x
     * stops the loop, or x joined to the outcome after iteration k + 1 when it goes on. Going on past the limit
     * contributes nothing, so that mass stays missing.
     */
    Distribution<Value> accumulate(Expr.Accumulate a, Scope scope) {
        Step step = step(a.name(), a.body(), a.test(), a.condition(), scope);
        BinaryOperator<Value> union = ExactEvaluator.union(a.position(), "values of 'accumulate'");
        Map<Value, Rational> later = new LinkedHashMap<>();
        for (int iteration = evaluator.limit(); iteration >= 1; iteration--) {
            Budget.tick();
            Map<Value, Rational> now = new LinkedHashMap<>(step.stop());
            Map<Value, Rational> tail = later;
            step.goOn().forEach((x, p) -> tail.forEach((rest, q) -> {
                Budget.tick();
                now.merge(union.apply(x, rest), p.multiply(q), Rational::add);
            }));
            later = now;
        }
        return evaluator.checked(Distribution.ofProbabilities(later).reduced().approximateIf(step.approximate()),
                a.position());
    }
}
