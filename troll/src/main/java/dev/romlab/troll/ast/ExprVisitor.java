package dev.romlab.troll.ast;

/** One method per {@link Expr} record; adding a node kind breaks every visitor at compile time. */
public interface ExprVisitor<R> {

    R visitConstant(Expr.Constant node);

    R visitText(Expr.Text node);

    R visitVariable(Expr.Variable node);

    R visitDefault(Expr.Default node);

    R visitDie(Expr.Die node);

    R visitDice(Expr.Dice node);

    R visitSamples(Expr.Samples node);

    R visitUnary(Expr.Unary node);

    R visitBinary(Expr.Binary node);

    R visitFilter(Expr.Filter node);

    R visitCollectionLiteral(Expr.CollectionLiteral node);

    R visitIf(Expr.If node);

    R visitAnd(Expr.And node);

    R visitChance(Expr.Chance node);

    R visitLet(Expr.Let node);

    R visitForeach(Expr.Foreach node);

    R visitRepeat(Expr.Repeat node);

    R visitAccumulate(Expr.Accumulate node);

    R visitCall(Expr.Call node);

    R visitTextOf(Expr.TextOf node);

    R visitTextColumn(Expr.TextColumn node);

    R visitPair(Expr.Pair node);

    R visitProjection(Expr.Projection node);
}
