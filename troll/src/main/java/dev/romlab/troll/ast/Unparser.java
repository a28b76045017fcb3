package dev.romlab.troll.ast;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes an expression back as Troll source with every compound sub-expression in parentheses, so that the
 * grouping the parser chose is visible (tests, error messages, debugging).
 */
public final class Unparser implements ExprVisitor<String> {

    private static final Unparser INSTANCE = new Unparser();

    private Unparser() {
    }

    public static String toSource(Expr expr) {
        return expr.accept(INSTANCE);
    }

    @Override
    public String visitConstant(Expr.Constant node) {
        return Integer.toString(node.value());
    }

    @Override
    public String visitText(Expr.Text node) {
        return "\"" + node.text() + "\"";
    }

    @Override
    public String visitVariable(Expr.Variable node) {
        return node.name();
    }

    @Override
    public String visitDefault(Expr.Default node) {
        return "(" + node.name() + " ~ " + toSource(node.fallback()) + ")";
    }

    @Override
    public String visitDie(Expr.Die node) {
        return "(" + die(node.kind()) + " " + toSource(node.size()) + ")";
    }

    @Override
    public String visitDice(Expr.Dice node) {
        return infix(node.count(), die(node.kind()), node.size());
    }

    @Override
    public String visitSamples(Expr.Samples node) {
        return infix(node.count(), "#", node.body());
    }

    @Override
    public String visitUnary(Expr.Unary node) {
        return "(" + node.op().spelling() + " " + toSource(node.operand()) + ")";
    }

    @Override
    public String visitBinary(Expr.Binary node) {
        if (node.op() == BinaryOp.LEAST || node.op() == BinaryOp.LARGEST) {
            return "(" + node.op().spelling() + " " + toSource(node.left()) + " " + toSource(node.right()) + ")";
        }
        return infix(node.left(), node.op().spelling(), node.right());
    }

    @Override
    public String visitFilter(Expr.Filter node) {
        return infix(node.threshold(), node.op().spelling(), node.collection());
    }

    @Override
    public String visitCollectionLiteral(Expr.CollectionLiteral node) {
        return "{" + list(node.elements()) + "}";
    }

    @Override
    public String visitIf(Expr.If node) {
        return "(if " + toSource(node.condition()) + " then " + toSource(node.then()) + " else "
                + toSource(node.otherwise()) + ")";
    }

    @Override
    public String visitAnd(Expr.And node) {
        return infix(node.left(), "&", node.right());
    }

    @Override
    public String visitChance(Expr.Chance node) {
        return "?" + node.probability().toPlainString();
    }

    @Override
    public String visitLet(Expr.Let node) {
        return "(" + node.name() + " := " + toSource(node.value()) + "; " + toSource(node.body()) + ")";
    }

    @Override
    public String visitForeach(Expr.Foreach node) {
        return "(foreach " + node.name() + " in " + toSource(node.collection()) + " do " + toSource(node.body())
                + ")";
    }

    @Override
    public String visitRepeat(Expr.Repeat node) {
        return loop("repeat", node.name(), node.body(), node.test(), node.condition());
    }

    @Override
    public String visitAccumulate(Expr.Accumulate node) {
        return loop("accumulate", node.name(), node.body(), node.test(), node.condition());
    }

    @Override
    public String visitCall(Expr.Call node) {
        return "call " + node.name() + "(" + list(node.arguments()) + ")";
    }

    @Override
    public String visitTextOf(Expr.TextOf node) {
        return "('" + toSource(node.operand()) + ")";
    }

    @Override
    public String visitTextColumn(Expr.TextColumn node) {
        return infix(node.count(), "'", node.operand());
    }

    @Override
    public String visitPair(Expr.Pair node) {
        return "[" + toSource(node.first()) + ", " + toSource(node.second()) + "]";
    }

    @Override
    public String visitProjection(Expr.Projection node) {
        return "(%" + node.component() + " " + toSource(node.pair()) + ")";
    }

    private static String infix(Expr left, String op, Expr right) {
        return "(" + toSource(left) + " " + op + " " + toSource(right) + ")";
    }

    private static String loop(String keyword, String name, Expr body, LoopTest test, Expr condition) {
        return "(" + keyword + " " + name + " := " + toSource(body) + " " + test.name().toLowerCase() + " "
                + toSource(condition) + ")";
    }

    private static String list(List<Expr> elements) {
        return elements.stream().map(Unparser::toSource).collect(Collectors.joining(", "));
    }

    private static String die(DieKind kind) {
        return kind == DieKind.D ? "d" : "z";
    }
}
