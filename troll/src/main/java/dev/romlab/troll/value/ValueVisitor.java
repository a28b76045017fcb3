package dev.romlab.troll.value;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.ExprVisitor;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.UnaryOp;

/**
 * The value of an expression computed value by value, for the node kinds whose value follows from their parts'
 * values by fixed rules: constants, variables, unary operators, filters, {@code {...}}, {@code if}, {@code &},
 * pairs and projections. The sampler rolls with it ({@code Sampler}) and the exact engine computes the expressions
 * that are certain with it ({@code CertainEvaluator}), so the two give these nodes one meaning. Each says how a node
 * is evaluated in its current scope and what a variable is bound to; the rest (dice, loops, calls, text, bindings,
 * binary operators) each visits its own way.
 */
public abstract class ValueVisitor implements ExprVisitor<Value> {

    /** The value of e in the current scope. */
    protected abstract Value eval(Expr e);

    /** The value bound to name in the current scope, or null when it is unbound. */
    protected abstract Value lookup(String name);

    /** A deterministic unary operator; the sampler adds {@code choose}. */
    protected Multiset applyUnary(UnaryOp op, Multiset operand, Position at) {
        return Operators.unary(op, operand, at);
    }

    /** e's value as a collection of numbers; role names it in the error otherwise. */
    protected final Multiset multiset(Expr e, String role) {
        return Operators.multiset(eval(e), e.position(), role);
    }

    /**
     * As {@link #multiset(Expr, String)}, the role {@code prefix + spelling + "'"} joined only for the error: joining
     * it at every node was a twentieth of a Yahtzee turn's interpreted time in the exact engine (issue #11).
     */
    private Multiset multiset(Expr e, String prefix, String spelling) {
        Value value = eval(e);
        return value instanceof Multiset m ? m : Operators.multiset(value, e.position(), prefix + spelling + "'");
    }

    /** Any non-empty collection is true (paper section 4); a text box or a pair counts as non-empty. */
    protected static boolean isTrue(Value value) {
        return !(value instanceof Multiset m) || !m.isEmpty();
    }

    @Override
    public Value visitConstant(Expr.Constant node) {
        return Multiset.singleton(node.value());
    }

    @Override
    public Value visitVariable(Expr.Variable node) {
        Value value = lookup(node.name());
        if (value == null) {
            throw new TrollException(node.position(), "unknown variable " + node.name());
        }
        return value;
    }

    @Override
    public Value visitDefault(Expr.Default node) {
        Value value = lookup(node.name());
        return value != null ? value : eval(node.fallback());
    }

    @Override
    public Value visitUnary(Expr.Unary node) {
        return applyUnary(node.op(), multiset(node.operand(), "operand of '", node.op().spelling()),
                node.position());
    }

    @Override
    public Value visitFilter(Expr.Filter node) {
        String spelling = node.op().spelling();
        Value threshold = eval(node.threshold());
        int value = threshold instanceof Multiset m && m.size() == 1 ? m.get(0)
                : Operators.single(threshold, node.position(), "left operand of '" + spelling + "'");
        return multiset(node.collection(), "right operand of '", spelling).filter(node.op(), value);
    }

    @Override
    public Value visitCollectionLiteral(Expr.CollectionLiteral node) {
        MultisetBuilder union = new MultisetBuilder(node.position());
        for (Expr element : node.elements()) {
            union.addAll(multiset(element, "elements of '{...}'"));
        }
        return union.build();
    }

    @Override
    public Value visitIf(Expr.If node) {
        return eval(isTrue(eval(node.condition())) ? node.then() : node.otherwise());
    }

    @Override
    public Value visitAnd(Expr.And node) {
        return isTrue(eval(node.left())) ? eval(node.right()) : Multiset.EMPTY;
    }

    @Override
    public Value visitPair(Expr.Pair node) {
        return new Pair(eval(node.first()), eval(node.second()));
    }

    @Override
    public Value visitProjection(Expr.Projection node) {
        if (eval(node.pair()) instanceof Pair pair) {
            return pair.component(node.component());
        }
        throw new TrollException(node.position(), "operand of '%" + node.component() + "' must be a pair");
    }
}
