package dev.romlab.troll.exact;

import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.ExprVisitor;
import dev.romlab.troll.ast.UnaryOp;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the value of an expression depends on: the variables it reads (free in it), and whether it is
 * <em>determined</em> by them, nothing in it drawn at random. A determined expression is one {@link CertainEvaluator}
 * computes: no die, {@code #}, {@code ?}, {@code choose} or {@code pick}, and none of what it leaves to the engine
 * (loops, calls, text). Worked out bottom-up once per node and kept, so a deep program costs one walk.
 */
final class Dependencies implements ExprVisitor<Dependencies.Of> {

    /**
     * The most variables listed for one expression. One that reads more is taken as undetermined and its variables
     * are not listed: listing them at every node would cost the square of the program's size (10,000 bindings, all
     * read at the end). The engine does not memoise a binding body that reads more.
     */
    static final int MAX_LISTED = 32;

    /** The variables an expression reads (null: more than {@link #MAX_LISTED}), and whether they decide its value. */
    record Of(Set<String> variables, boolean determined) {
    }

    private static final Of CONSTANT = new Of(Set.of(), true);
    private static final Of RANDOM_CONSTANT = new Of(Set.of(), false);
    private static final Of TOO_MANY = new Of(null, false);

    private final Map<Expr, Of> known = new IdentityHashMap<>();

    Of of(Expr e) {
        Of dependencies = known.get(e);
        if (dependencies == null) {
            Budget.tick(); // a walk over a whole program (125,000 terms) comes before the engine's first check
            dependencies = e.accept(this);
            known.put(e, dependencies);
        }
        return dependencies;
    }

    /** The parts together: every variable any of them reads; determined when all of them are and so is the node. */
    private Of all(boolean determined, Expr... parts) {
        Set<String> variables = Set.of();
        for (Expr part : parts) {
            Of of = of(part);
            variables = union(variables, of.variables());
            determined &= of.determined();
        }
        return listed(variables, determined);
    }

    private static Of listed(Set<String> variables, boolean determined) {
        return variables == null ? TOO_MANY : new Of(variables, determined);
    }

    /** Both sets of variables; null when either is not listed or there are too many to list. */
    private static Set<String> union(Set<String> a, Set<String> b) {
        if (a == null || b == null) {
            return null;
        }
        if (a.containsAll(b)) {
            return a;
        }
        if (b.containsAll(a)) {
            return b;
        }
        Set<String> both = new HashSet<>(a);
        both.addAll(b);
        return both.size() > MAX_LISTED ? null : both;
    }

    /** The part evaluated under a binder of name: name is not read from outside. */
    private Of bound(Expr part, String name) {
        Of of = of(part);
        if (of.variables() == null || !of.variables().contains(name)) {
            return of;
        }
        Set<String> rest = new HashSet<>(of.variables());
        rest.remove(name);
        return new Of(rest, of.determined());
    }

    private static Of both(Of a, Of b, boolean determined) {
        return listed(union(a.variables(), b.variables()), determined && a.determined() && b.determined());
    }

    @Override
    public Of visitConstant(Expr.Constant node) {
        return CONSTANT;
    }

    @Override
    public Of visitText(Expr.Text node) {
        return RANDOM_CONSTANT;
    }

    @Override
    public Of visitVariable(Expr.Variable node) {
        return new Of(Set.of(node.name()), true);
    }

    @Override
    public Of visitDefault(Expr.Default node) {
        return both(new Of(Set.of(node.name()), true), bound(node.fallback(), node.name()), true);
    }

    @Override
    public Of visitDie(Expr.Die node) {
        return all(false, node.size());
    }

    @Override
    public Of visitDice(Expr.Dice node) {
        return all(false, node.count(), node.size());
    }

    @Override
    public Of visitSamples(Expr.Samples node) {
        return all(false, node.count(), node.body());
    }

    @Override
    public Of visitUnary(Expr.Unary node) {
        return all(node.op() != UnaryOp.CHOOSE, node.operand());
    }

    @Override
    public Of visitBinary(Expr.Binary node) {
        return all(node.op() != BinaryOp.PICK, node.left(), node.right());
    }

    @Override
    public Of visitFilter(Expr.Filter node) {
        return all(true, node.threshold(), node.collection());
    }

    @Override
    public Of visitCollectionLiteral(Expr.CollectionLiteral node) {
        return all(true, node.elements().toArray(new Expr[0]));
    }

    @Override
    public Of visitIf(Expr.If node) {
        return all(true, node.condition(), node.then(), node.otherwise());
    }

    @Override
    public Of visitAnd(Expr.And node) {
        return all(true, node.left(), node.right());
    }

    @Override
    public Of visitChance(Expr.Chance node) {
        return RANDOM_CONSTANT;
    }

    @Override
    public Of visitLet(Expr.Let node) {
        return both(of(node.value()), bound(node.body(), node.name()), true);
    }

    @Override
    public Of visitForeach(Expr.Foreach node) {
        return both(of(node.collection()), bound(node.body(), node.name()), true);
    }

    @Override
    public Of visitRepeat(Expr.Repeat node) {
        return both(of(node.body()), bound(node.condition(), node.name()), false);
    }

    @Override
    public Of visitAccumulate(Expr.Accumulate node) {
        return both(of(node.body()), bound(node.condition(), node.name()), false);
    }

    @Override
    public Of visitCall(Expr.Call node) {
        return all(false, node.arguments().toArray(new Expr[0]));
    }

    @Override
    public Of visitTextOf(Expr.TextOf node) {
        return all(false, node.operand());
    }

    @Override
    public Of visitTextColumn(Expr.TextColumn node) {
        return all(false, node.count(), node.operand());
    }

    @Override
    public Of visitPair(Expr.Pair node) {
        return all(true, node.first(), node.second());
    }

    @Override
    public Of visitProjection(Expr.Projection node) {
        return all(true, node.pair());
    }
}
