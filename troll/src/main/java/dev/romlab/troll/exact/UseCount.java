package dev.romlab.troll.exact;

import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.ExprVisitor;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * How often a variable's value is needed when an expression is evaluated once: 0, 1, or {@link #MANY} when it
 * occurs twice or inside something evaluated repeatedly ({@code #}, {@code foreach}, loops, {@code n'}).
 * Binders of the same name hide it. Decides whether {@code x := e; body} may defer e to its single use.
 *
 * <p>One walk over a binding's whole expression counts the free variables of every node bottom-up and records
 * the answer for every binding inside it, so a chain of 10,000 bindings costs one walk, not 10,000 (issue #11).
 */
final class UseCount implements ExprVisitor<Map<String, Integer>> {

    static final int MANY = 2;

    private final Map<Expr.Let, Integer> byBinding = new IdentityHashMap<>();

    /** How often the binding's name is needed in its body. */
    int of(Expr.Let binding) {
        Integer known = byBinding.get(binding);
        if (known == null) {
            binding.accept(this);
            known = byBinding.get(binding);
        }
        return known;
    }

    /** The free variables of the parts together, each counted up to {@link #MANY}. */
    private Map<String, Integer> count(Expr... parts) {
        Map<String, Integer> total = Map.of();
        for (Expr part : parts) {
            total = plus(total, part.accept(this));
        }
        return total;
    }

    private static Map<String, Integer> plus(Map<String, Integer> a, Map<String, Integer> b) {
        if (a.isEmpty()) {
            return b;
        }
        if (b.isEmpty()) {
            return a;
        }
        Map<String, Integer> sum = new HashMap<>(a);
        b.forEach((name, uses) -> sum.merge(name, uses, (x, y) -> Math.min(MANY, x + y)));
        return sum;
    }

    /** Every variable of a part evaluated repeatedly is needed many times. */
    private static Map<String, Integer> repeated(Map<String, Integer> uses) {
        if (uses.isEmpty()) {
            return uses;
        }
        Map<String, Integer> many = new HashMap<>();
        uses.keySet().forEach(name -> many.put(name, MANY));
        return many;
    }

    private static Map<String, Integer> without(Map<String, Integer> uses, String name) {
        if (!uses.containsKey(name)) {
            return uses;
        }
        Map<String, Integer> rest = new HashMap<>(uses);
        rest.remove(name);
        return rest;
    }

    @Override
    public Map<String, Integer> visitConstant(Expr.Constant node) {
        return Map.of();
    }

    @Override
    public Map<String, Integer> visitText(Expr.Text node) {
        return Map.of();
    }

    @Override
    public Map<String, Integer> visitVariable(Expr.Variable node) {
        return Map.of(node.name(), 1);
    }

    /** {@code x ~ e} uses x once; when x is bound, as it is under a binder of x, e is never evaluated. */
    @Override
    public Map<String, Integer> visitDefault(Expr.Default node) {
        return plus(Map.of(node.name(), 1), without(count(node.fallback()), node.name()));
    }

    @Override
    public Map<String, Integer> visitDie(Expr.Die node) {
        return count(node.size());
    }

    @Override
    public Map<String, Integer> visitDice(Expr.Dice node) {
        return count(node.count(), node.size());
    }

    @Override
    public Map<String, Integer> visitSamples(Expr.Samples node) {
        return plus(count(node.count()), repeated(count(node.body())));
    }

    @Override
    public Map<String, Integer> visitUnary(Expr.Unary node) {
        return count(node.operand());
    }

    @Override
    public Map<String, Integer> visitBinary(Expr.Binary node) {
        return count(node.left(), node.right());
    }

    @Override
    public Map<String, Integer> visitFilter(Expr.Filter node) {
        return count(node.threshold(), node.collection());
    }

    @Override
    public Map<String, Integer> visitCollectionLiteral(Expr.CollectionLiteral node) {
        return count(node.elements().toArray(new Expr[0]));
    }

    @Override
    public Map<String, Integer> visitIf(Expr.If node) {
        return count(node.condition(), node.then(), node.otherwise());
    }

    @Override
    public Map<String, Integer> visitAnd(Expr.And node) {
        return count(node.left(), node.right());
    }

    @Override
    public Map<String, Integer> visitChance(Expr.Chance node) {
        return Map.of();
    }

    @Override
    public Map<String, Integer> visitLet(Expr.Let node) {
        Map<String, Integer> body = count(node.body());
        byBinding.put(node, body.getOrDefault(node.name(), 0));
        return plus(count(node.value()), without(body, node.name()));
    }

    @Override
    public Map<String, Integer> visitForeach(Expr.Foreach node) {
        return plus(count(node.collection()), repeated(without(count(node.body()), node.name())));
    }

    @Override
    public Map<String, Integer> visitRepeat(Expr.Repeat node) {
        return plus(repeated(count(node.body())), repeated(without(count(node.condition()), node.name())));
    }

    @Override
    public Map<String, Integer> visitAccumulate(Expr.Accumulate node) {
        return plus(repeated(count(node.body())), repeated(without(count(node.condition()), node.name())));
    }

    @Override
    public Map<String, Integer> visitCall(Expr.Call node) {
        return count(node.arguments().toArray(new Expr[0]));
    }

    @Override
    public Map<String, Integer> visitTextOf(Expr.TextOf node) {
        return count(node.operand());
    }

    @Override
    public Map<String, Integer> visitTextColumn(Expr.TextColumn node) {
        return plus(count(node.count()), repeated(count(node.operand())));
    }

    @Override
    public Map<String, Integer> visitPair(Expr.Pair node) {
        return count(node.first(), node.second());
    }

    @Override
    public Map<String, Integer> visitProjection(Expr.Projection node) {
        return count(node.pair());
    }
}
