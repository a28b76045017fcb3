package dev.romlab.troll.exact;

import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.ExprVisitor;

/**
 * How often a variable's value is needed when an expression is evaluated once: 0, 1, or {@link #MANY} when it
 * occurs twice or inside something evaluated repeatedly ({@code #}, {@code foreach}, loops, {@code n'}).
 * Binders of the same name hide it. Decides whether {@code x := e; body} may defer e to its single use.
 */
final class UseCount implements ExprVisitor<Integer> {

    static final int MANY = 2;

    private final String name;

    private UseCount(String name) {
        this.name = name;
    }

    static int of(String name, Expr body) {
        return body.accept(new UseCount(name));
    }

    private int count(Expr... parts) {
        int total = 0;
        for (Expr part : parts) {
            total = Math.min(MANY, total + part.accept(this));
        }
        return total;
    }

    private int repeated(Expr part) {
        return part.accept(this) == 0 ? 0 : MANY;
    }

    @Override
    public Integer visitConstant(Expr.Constant node) {
        return 0;
    }

    @Override
    public Integer visitText(Expr.Text node) {
        return 0;
    }

    @Override
    public Integer visitVariable(Expr.Variable node) {
        return node.name().equals(name) ? 1 : 0;
    }

    /** When x is bound, as it is under a binder of x, the fallback is never evaluated. */
    @Override
    public Integer visitDefault(Expr.Default node) {
        return node.name().equals(name) ? 1 : count(node.fallback());
    }

    @Override
    public Integer visitDie(Expr.Die node) {
        return count(node.size());
    }

    @Override
    public Integer visitDice(Expr.Dice node) {
        return count(node.count(), node.size());
    }

    @Override
    public Integer visitSamples(Expr.Samples node) {
        return Math.min(MANY, count(node.count()) + repeated(node.body()));
    }

    @Override
    public Integer visitUnary(Expr.Unary node) {
        return count(node.operand());
    }

    @Override
    public Integer visitBinary(Expr.Binary node) {
        return count(node.left(), node.right());
    }

    @Override
    public Integer visitFilter(Expr.Filter node) {
        return count(node.threshold(), node.collection());
    }

    @Override
    public Integer visitCollectionLiteral(Expr.CollectionLiteral node) {
        return count(node.elements().toArray(new Expr[0]));
    }

    @Override
    public Integer visitIf(Expr.If node) {
        return count(node.condition(), node.then(), node.otherwise());
    }

    @Override
    public Integer visitAnd(Expr.And node) {
        return count(node.left(), node.right());
    }

    @Override
    public Integer visitChance(Expr.Chance node) {
        return 0;
    }

    @Override
    public Integer visitLet(Expr.Let node) {
        return Math.min(MANY, count(node.value()) + (node.name().equals(name) ? 0 : count(node.body())));
    }

    @Override
    public Integer visitForeach(Expr.Foreach node) {
        return Math.min(MANY, count(node.collection())
                + (node.name().equals(name) ? 0 : repeated(node.body())));
    }

    @Override
    public Integer visitRepeat(Expr.Repeat node) {
        return Math.min(MANY, repeated(node.body()) + (node.name().equals(name) ? 0 : repeated(node.condition())));
    }

    @Override
    public Integer visitAccumulate(Expr.Accumulate node) {
        return Math.min(MANY, repeated(node.body()) + (node.name().equals(name) ? 0 : repeated(node.condition())));
    }

    @Override
    public Integer visitCall(Expr.Call node) {
        return count(node.arguments().toArray(new Expr[0]));
    }

    @Override
    public Integer visitTextOf(Expr.TextOf node) {
        return count(node.operand());
    }

    @Override
    public Integer visitTextColumn(Expr.TextColumn node) {
        return Math.min(MANY, count(node.count()) + repeated(node.operand()));
    }
}
