package dev.romlab.troll.exact;

import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.MultisetBuilder;
import dev.romlab.troll.value.Operators;
import dev.romlab.troll.value.Value;
import dev.romlab.troll.value.ValueVisitor;

/**
 * The value of an expression that has one for certain ({@link ExactEvaluator#determined}): nothing in it random,
 * every variable it reads known. It is computed as the sampler computes a roll, value by value, by the same rules
 * ({@link ValueVisitor}: only bindings, {@code foreach} and binary operators are the engine's own), without building
 * a distribution at each node: a Yahtzee turn asks for the most frequent face of each of 252 rolls, and each answer
 * is certain once the roll is known (issue #11). Nodes count towards the evaluation depth and the time budget as in
 * the engine. A Troll error here is not reported from here: the engine evaluates the expression again its own way,
 * so the message is the one it gives (the roles named here are never shown).
 */
final class CertainEvaluator extends ValueVisitor {

    private final ExactEvaluator engine;
    private final Budget budget;
    private Scope scope;

    CertainEvaluator(ExactEvaluator engine, Budget budget) {
        this.engine = engine;
        this.budget = budget;
    }

    Value eval(Expr e, Scope in) {
        if (e instanceof Expr.Variable variable) {
            // A variable bound to a value is a lookup, not a step: half the nodes of a typical body are variables.
            Scope.Binding binding = in.binding(variable.name());
            if (binding != null && binding.value() != null) {
                return binding.value();
            }
        }
        budget.step(e.position());
        engine.deeper(e.position());
        Scope outer = scope;
        scope = in;
        try {
            return e.accept(this);
        } finally {
            scope = outer;
            engine.leave();
        }
    }

    @Override
    protected Value eval(Expr e) {
        return eval(e, scope);
    }

    private static IllegalStateException notDetermined(Expr node) {
        return new IllegalStateException("not a determined expression: " + node);
    }

    /** A deferred binding is computed where it is used, in its own scope. */
    @Override
    protected Value lookup(String name) {
        Scope.Binding binding = scope.binding(name);
        if (binding == null || binding.deferred() == null) {
            return binding == null ? null : binding.value();
        }
        return eval(binding.deferred().expression(), binding.deferred().scope());
    }

    @Override
    public Value visitBinary(Expr.Binary node) {
        return engine.applyBinary(node.op(), eval(node.left()), eval(node.right()), node.position());
    }

    /** A value used at most once is bound to its expression, as the engine binds it, and computed where used. */
    @Override
    public Value visitLet(Expr.Let node) {
        Scope body = engine.usedOnce(node) ? scope.defer(node.name(), node.value(), true)
                : scope.with(node.name(), eval(node.value()));
        return eval(node.body(), body);
    }

    /** The body once per distinct element: equal elements are neighbours in a multiset, and give equal values. */
    @Override
    public Value visitForeach(Expr.Foreach node) {
        Multiset collection = multiset(node.collection(), "collection of 'foreach'");
        MultisetBuilder union = new MultisetBuilder(node.position());
        Multiset value = null;
        for (int i = 0; i < collection.size(); i++) {
            int element = collection.get(i);
            if (value == null || element != collection.get(i - 1)) {
                value = Operators.multiset(eval(node.body(), scope.with(node.name(), Multiset.singleton(element))),
                        node.position(), "values of 'foreach'");
            }
            union.addAll(value);
        }
        return union.build();
    }

    @Override
    public Value visitText(Expr.Text node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitDie(Expr.Die node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitDice(Expr.Dice node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitSamples(Expr.Samples node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitChance(Expr.Chance node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitRepeat(Expr.Repeat node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitAccumulate(Expr.Accumulate node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitCall(Expr.Call node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitTextOf(Expr.TextOf node) {
        throw notDetermined(node);
    }

    @Override
    public Value visitTextColumn(Expr.TextColumn node) {
        throw notDetermined(node);
    }
}
