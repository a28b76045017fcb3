package dev.romlab.troll.exact;

import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Comparison;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.DieKind;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.ExprVisitor;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.UnaryOp;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import dev.romlab.troll.value.Operators;
import dev.romlab.troll.value.Pair;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

/**
 * Computes the exact distribution of an expression by structural recursion, using the smart paths issue #4
 * asks for before falling back to enumerating collections: convolution for {@code sum} and {@code count} of
 * independent rolls (filters pushed inside), order statistics for {@code largest}, {@code least}, {@code min},
 * {@code max} and {@code median} of a pool of draws, memoised function calls. Each intermediate distribution is
 * held to an outcome budget so that a hopeless enumeration ends with an error, not an exhausted heap.
 */
final class ExactEvaluator {

    /**
     * Binding bodies are memoised only in scopes of at most this many bindings (hidden ones count too): the key looks
     * up each variable a body reads along the chain of bindings, so a chain of thousands of distinct bindings read
     * at its end would cost a cube.
     */
    private static final int MEMO_SCOPE_LIMIT = 32;

    /**
     * The most bits of exact weights a sum of rolls may have: above, it is computed in floating point. 2^26 bits
     * (8 MB) is {@code sum 2000d6} (10,001 weights of 5,170 bits), about a second to compute and print exactly on a
     * loaded machine; {@code sum 3000d6} takes twice that, {@code sum 47618d6} (3.7 GB) half a minute.
     */
    private static final double EXACT_SUM_BITS = 1L << 26;

    /** The widest range of sums held as a dense array (16 M weights); wider sums are combined sparsely. */
    private static final long DENSE_SPAN = 1L << 24;

    private final Map<String, Declaration> declarations;
    private final int limit;
    private final Budget budget;
    private final Map<CallKey, Distribution<Value>> calls = new HashMap<>();
    /** Binding bodies by identity (equal-looking bodies in different places are different bodies). */
    private final Map<Expr, Map<BodyKey, Distribution<Value>>> bodies = new IdentityHashMap<>();
    private final Map<Pool, Distribution<Value>> outcomesByPool = new HashMap<>();
    private final Map<Integer, Distribution<Integer>> dFaces = new HashMap<>();
    private final Map<Integer, Distribution<Integer>> zFaces = new HashMap<>();
    private final Loops loops = new Loops(this);
    private final Functions functions;
    private final UseCount uses = new UseCount();
    private final Dependencies dependencies = new Dependencies();
    private final CertainEvaluator certain;
    private int depth;
    /** Set while a determined expression that failed is evaluated again the engine's way, for its error message. */
    private boolean explaining;

    ExactEvaluator(Map<String, Declaration> declarations, int limit, Budget budget) {
        this.declarations = declarations;
        this.limit = limit;
        this.budget = budget;
        this.functions = new Functions(this);
        this.certain = new CertainEvaluator(this, budget);
    }

    int limit() {
        return limit;
    }

    Map<String, Declaration> declarations() {
        return declarations;
    }

    Map<CallKey, Distribution<Value>> callMemo() {
        return calls;
    }

    /**
     * A memoised binding body: the values of the variables it reads, in the order {@link Dependencies} lists them for
     * that body (null for one unbound), and the call depth it runs at.
     */
    private record BodyKey(Value[] read, int depth) {

        // Written out, not generated, for start-up (see Pool), and to compare the values, not the array.
        @Override
        public boolean equals(Object other) {
            return other instanceof BodyKey key && depth == key.depth && Arrays.equals(read, key.read);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(read) + depth;
        }
    }

    /** A memoised call: the function, its argument values and the call depth it runs at (-1: any depth). */
    record CallKey(String name, List<Value> arguments, int depth) {

        // Written out, not generated, for start-up: see Pool.
        @Override
        public boolean equals(Object other) {
            return other instanceof CallKey key && depth == key.depth && name.equals(key.name)
                    && arguments.equals(key.arguments);
        }

        @Override
        public int hashCode() {
            return (31 * name.hashCode() + arguments.hashCode()) * 31 + depth;
        }
    }

    Distribution<Value> eval(Expr e, Scope scope) {
        if (!explaining && determined(e, scope)) {
            return certainly(e, scope);
        }
        enter(e.position());
        Position outer = budget.at(e.position());
        Distribution<Value> result;
        try {
            result = e.accept(new Visit(scope));
            budget.checkTime(e.position()); // the work of the node itself, which can be large
        } finally {
            budget.at(outer);
            leave();
        }
        budget.resume();
        return result;
    }

    /** One evaluation deeper, within the time budget and the nesting limit; {@link #leave()} when done. */
    private void enter(Position at) {
        budget.checkTime(at);
        deeper(at);
    }

    /** One evaluation deeper, within the nesting limit; {@link #leave()} when done. */
    void deeper(Position at) {
        if (depth == LargeStack.MAX_EVALUATION_DEPTH) {
            throw new TrollException(at, "expressions nested deeper than " + LargeStack.MAX_EVALUATION_DEPTH);
        }
        depth++;
    }

    void leave() {
        depth--;
    }

    /**
     * Whether e has one value for certain in this scope: nothing random in it ({@link Dependencies}), and every
     * variable it reads bound to a value or to a determined expression.
     */
    boolean determined(Expr e, Scope scope) {
        Dependencies.Of of = dependencies.of(e);
        if (!of.determined()) {
            return false;
        }
        for (String name : of.variables()) {
            Scope.Deferred deferred = scope.deferred(name);
            if (deferred != null && !deferred.determined()) {
                return false;
            }
        }
        return true;
    }

    /**
     * A determined expression computed value by value ({@link CertainEvaluator}); when that ends in a Troll error,
     * computed again the usual way, which reports the error as the engine always has.
     */
    private Distribution<Value> certainly(Expr e, Scope scope) {
        budget.checkTime(e.position()); // then once per few nodes inside
        try {
            Distribution<Value> value = Distribution.certain(certain.eval(e, scope));
            budget.resume();
            return value;
        } catch (TrollException error) {
            budget.checkTime(e.position()); // out of time: the general way would stop at once too
            explaining = true;
            try {
                return eval(e, scope);
            } finally {
                explaining = false;
            }
        }
    }

    /**
     * Whether e is known to call no function, so that nothing in it depends on the call depth it runs at: true for
     * a determined expression (a call makes one undetermined); false for the rest, even a random one without calls.
     */
    boolean withoutCalls(Expr e) {
        return dependencies.of(e).determined();
    }

    /** Whether the variable of a binding is needed at most once, so that it may stand for its expression. */
    boolean usedOnce(Expr.Let binding) {
        return uses.of(binding) < UseCount.MANY;
    }

    /** One node in one scope; the visitor makes a new node kind a compile error here rather than a surprise. */
    private final class Visit implements ExprVisitor<Distribution<Value>> {

        private final Scope scope;

        Visit(Scope scope) {
            this.scope = scope;
        }

        @Override
        public Distribution<Value> visitConstant(Expr.Constant node) {
            return Distribution.certain(Multiset.singleton(node.value()));
        }

        @Override
        public Distribution<Value> visitVariable(Expr.Variable node) {
            Distribution<Value> value = bound(node.name());
            if (value == null) {
                throw new TrollException(node.position(), "unknown variable " + node.name());
            }
            return value;
        }

        @Override
        public Distribution<Value> visitDefault(Expr.Default node) {
            Distribution<Value> value = bound(node.name());
            return value != null ? value : eval(node.fallback(), scope);
        }

        /** The distribution of a bound variable, or null when the name is not bound here. */
        private Distribution<Value> bound(String name) {
            Scope.Binding binding = scope.binding(name);
            if (binding == null || binding.deferred() == null) {
                return binding == null ? null : Distribution.certain(binding.value());
            }
            return eval(binding.deferred().expression(), binding.deferred().scope());
        }

        @Override
        public Distribution<Value> visitDie(Expr.Die node) {
            Position at = node.position();
            return eval(node.size(), scope)
                    .bind(size -> singletons(faces(node.kind(), single(size, at, "die size"), at)));
        }

        @Override
        public Distribution<Value> visitDice(Expr.Dice node) {
            return pooled(node, scope);
        }

        @Override
        public Distribution<Value> visitSamples(Expr.Samples node) {
            return pooled(node, scope);
        }

        @Override
        public Distribution<Value> visitUnary(Expr.Unary node) {
            return unary(node, scope);
        }

        @Override
        public Distribution<Value> visitBinary(Expr.Binary node) {
            return binary(node, scope);
        }

        @Override
        public Distribution<Value> visitFilter(Expr.Filter node) {
            Position at = node.position();
            return checked(eval(node.threshold(), scope).combine(eval(node.collection(), scope),
                    (t, c) -> multiset(c, at, "right operand of '" + node.op().spelling() + "'")
                            .filter(node.op(), single(t, at, "filter threshold"))), at);
        }

        @Override
        public Distribution<Value> visitCollectionLiteral(Expr.CollectionLiteral node) {
            Distribution<Value> result = Distribution.certain(Multiset.EMPTY);
            for (Expr element : node.elements()) {
                result = checked(result.combine(eval(element, scope), union(node.position(), "elements of '{...}'")),
                        node.position());
            }
            return result;
        }

        @Override
        public Distribution<Value> visitIf(Expr.If node) {
            return conditional(node.condition(), node.then(), node.otherwise(), scope);
        }

        @Override
        public Distribution<Value> visitAnd(Expr.And node) {
            return conditional(node.left(), node.right(), new Expr.CollectionLiteral(node.position(), List.of()),
                    scope);
        }

        /** {@code ?p} with p = 0.d1...dn: weight d1...dn for 1 over 10^n (paper section 4). */
        @Override
        public Distribution<Value> visitChance(Expr.Chance node) {
            BigInteger whole = BigInteger.TEN.pow(Math.max(0, node.probability().scale()));
            BigInteger yes = node.probability().multiply(new BigDecimal(whole)).toBigIntegerExact();
            Map<Value, BigInteger> weights = new LinkedHashMap<>();
            weights.put(Multiset.singleton(1), yes);
            weights.put(Multiset.EMPTY, whole.subtract(yes));
            return Distribution.of(weights, whole).reduced();
        }

        @Override
        public Distribution<Value> visitLet(Expr.Let node) {
            if (usedOnce(node)) {
                return eval(node.body(), scope.defer(node.name(), node.value(), determined(node.value(), scope)));
            }
            return eval(node.value(), scope).bind(value -> letBody(node.body(), scope.with(node.name(), value)));
        }

        @Override
        public Distribution<Value> visitForeach(Expr.Foreach node) {
            return eval(node.collection(), scope)
                    .bind(c -> foreach(node, multiset(c, node.position(), "collection of 'foreach'"), scope));
        }

        @Override
        public Distribution<Value> visitRepeat(Expr.Repeat node) {
            return loops.repeat(node, scope);
        }

        @Override
        public Distribution<Value> visitAccumulate(Expr.Accumulate node) {
            return loops.accumulate(node, scope);
        }

        @Override
        public Distribution<Value> visitCall(Expr.Call node) {
            return functions.call(node, scope);
        }

        @Override
        public Distribution<Value> visitText(Expr.Text node) {
            throw noText(node.position());
        }

        @Override
        public Distribution<Value> visitTextOf(Expr.TextOf node) {
            throw noText(node.position());
        }

        @Override
        public Distribution<Value> visitTextColumn(Expr.TextColumn node) {
            throw noText(node.position());
        }

        /** The two parts are independent: the pair's distribution is their product (the original's PAIR). */
        @Override
        public Distribution<Value> visitPair(Expr.Pair node) {
            return checked(eval(node.first(), scope).combine(eval(node.second(), scope), Pair::new), node.position());
        }

        @Override
        public Distribution<Value> visitProjection(Expr.Projection node) {
            return eval(node.pair(), scope).map(value -> {
                if (value instanceof Pair pair) {
                    return pair.component(node.component());
                }
                throw new TrollException(node.position(), "operand of '%" + node.component() + "' must be a pair");
            });
        }
    }

    /** The paper (section 8): strings make no sense in probability calculations, so they are an error. */
    private static TrollException noText(Position at) {
        return new TrollException(at, "text has no probability distribution");
    }

    /**
     * The body of a binding, memoised on the values of the variables it reads: a program that binds a roll, works
     * out what to keep and binds that, as a Yahtzee turn does, reaches the same kept multiset from many rolls,
     * and what follows is computed once per kept multiset instead of once per path (issue #11). A body that reads
     * a deferred variable is not memoised (its value is an expression, not a multiset).
     */
    private Distribution<Value> letBody(Expr body, Scope scope) {
        if (scope.bindings() > MEMO_SCOPE_LIMIT) {
            return eval(body, scope);
        }
        Set<String> names = dependencies.of(body).variables();
        if (names == null) {
            return eval(body, scope);
        }
        Value[] read = new Value[names.size()];
        int i = 0;
        for (String name : names) {
            Scope.Binding binding = scope.binding(name);
            if (binding != null && binding.deferred() != null) {
                return eval(body, scope);
            }
            read[i++] = binding == null ? null : binding.value();
        }
        BodyKey key = new BodyKey(read, scope.callDepth());
        Map<BodyKey, Distribution<Value>> known = bodies.computeIfAbsent(body, b -> new HashMap<>());
        Distribution<Value> result = known.get(key);
        if (result == null) {
            result = eval(body, scope);
            known.put(key, result);
        }
        return result;
    }

    private Distribution<Value> conditional(Expr condition, Expr then, Expr otherwise, Scope scope) {
        return eval(condition, scope).map(c -> !Multiset.EMPTY.equals(c))
                .bind(nonEmpty -> eval(nonEmpty ? then : otherwise, scope));
    }

    private Distribution<Value> foreach(Expr.Foreach each, Multiset collection, Scope scope) {
        Map<Integer, Distribution<Value>> perValue = new HashMap<>();
        Distribution<Value> result = Distribution.certain(Multiset.EMPTY);
        for (int i = 0; i < collection.size(); i++) {
            Distribution<Value> body = perValue.computeIfAbsent(collection.get(i),
                    x -> eval(each.body(), scope.with(each.name(), Multiset.singleton(x))));
            result = checked(result.combine(body, union(each.position(), "values of 'foreach'")), each.position());
        }
        return result;
    }

    /** The expression behind a variable bound to one, so smart paths see through single-use bindings. */
    private Scope.Deferred deferred(Expr e, Scope scope) {
        if (e instanceof Expr.Default d) {
            // x ~ e is x's expression when x is deferred, e itself when x is unbound: the smart paths see either.
            return scope.binds(d.name()) ? scope.deferred(d.name()) : new Scope.Deferred(d.fallback(), scope,
                    determined(d.fallback(), scope));
        }
        return e instanceof Expr.Variable v ? scope.deferred(v.name()) : null;
    }

    // ---- pools: n d e and n # e ----

    /**
     * The pools an expression draws, or null when it is not {@code n d e} or {@code n # e} over an element that
     * always yields exactly one value.
     */
    Distribution<Pool> pools(Expr e, Scope scope) {
        Scope.Deferred deferred = deferred(e, scope);
        if (deferred != null) {
            return pools(deferred.expression(), deferred.scope());
        }
        if (e instanceof Expr.Dice dice) {
            Position at = dice.position();
            return eval(dice.count(), scope).combine(eval(dice.size(), scope),
                    (c, size) -> new Pool(count(c, at, "number of dice"),
                            faces(dice.kind(), single(size, at, "die size"), at)));
        }
        if (e instanceof Expr.Samples samples) {
            return pools(samples, eval(samples.body(), scope), scope);
        }
        if (e instanceof Expr.Binary b && b.op() == BinaryOp.UNION) {
            return unitedPools(b, scope);
        }
        return null;
    }

    /**
     * A chain {@code a U b U ...} whose terms are all pools of one element distribution, as one pool of all their
     * draws: the terms are rolled independently, so {@code d6 U d6 U d6} is {@code 3d6} and the counting paths and
     * the refusal from the shape apply to it (issue #11: 40 such terms ran to the time budget where {@code 40d6}
     * is refused at once). Null when some term is not a pool or draws from another distribution.
     */
    private Distribution<Pool> unitedPools(Expr.Binary chain, Scope scope) {
        Distribution<Pool> united = null;
        Expr rest = chain;
        while (rest != null) {
            budget.checkTime(chain.position());
            boolean link = rest instanceof Expr.Binary b && b.op() == BinaryOp.UNION;
            Distribution<Pool> term = poolTerm(link ? ((Expr.Binary) rest).left() : rest, scope);
            if (term == null || united != null && !sameElements(united, term)) {
                return null;
            }
            united = united == null ? term
                    : united.combine(term, (p, q) -> new Pool(p.n() + q.n(), p.element()));
            rest = link ? ((Expr.Binary) rest).right() : null;
        }
        return united;
    }

    /** A term of a union chain as pools: a lone die {@code d e} is a pool of one draw. */
    private Distribution<Pool> poolTerm(Expr term, Scope scope) {
        if (term instanceof Expr.Die die) {
            Position at = die.position();
            return eval(die.size(), scope)
                    .map(size -> new Pool(1, faces(die.kind(), single(size, at, "die size"), at)));
        }
        return pools(term, scope);
    }

    /** Whether every pool of {@code a} and of {@code b} draws from one distribution, with all draws an int count. */
    private static boolean sameElements(Distribution<Pool> a, Distribution<Pool> b) {
        for (Pool p : a.weights().keySet()) {
            for (Pool q : b.weights().keySet()) {
                if ((long) p.n() + q.n() > Integer.MAX_VALUE || !p.element().equals(q.element())) {
                    return false;
                }
            }
        }
        return true;
    }

    private Distribution<Pool> pools(Expr.Samples samples, Distribution<Value> body, Scope scope) {
        for (Value outcome : body.weights().keySet()) {
            if (!(outcome instanceof Multiset m) || m.size() != 1) {
                return null;
            }
        }
        Distribution<Integer> element = body.map(m -> ((Multiset) m).get(0));
        return eval(samples.count(), scope).map(c -> new Pool(count(c, samples.position(), "count of '#'"), element));
    }

    private Distribution<Value> pooled(Expr e, Scope scope) {
        if (e instanceof Expr.Dice) {
            return pools(e, scope).bind(pool -> poolOutcomes(pool, e.position()));
        }
        Expr.Samples samples = (Expr.Samples) e;
        Distribution<Value> body = eval(samples.body(), scope);
        Distribution<Pool> pools = pools(samples, body, scope);
        if (pools != null) {
            return pools.bind(pool -> poolOutcomes(pool, e.position()));
        }
        return eval(samples.count(), scope).bind(c -> unionPower(body, count(c, samples.position(), "count of '#'"),
                e.position()));
    }

    /**
     * Every collection a pool can show, refused at once when there are more than the budget allows; kept, as a
     * Yahtzee turn rolls (5 - k)d6 again for each kept hand of k dice.
     */
    private Distribution<Value> poolOutcomes(Pool pool, Position at) {
        Distribution<Value> known = outcomesByPool.get(pool);
        if (known != null) {
            return known;
        }
        budget.checkEstimate(OutcomeCount.multisets(pool.n(), pool.element().size()),
                String.format(Locale.ROOT, "%,d draws of %,d values", pool.n(), pool.element().size()), at);
        Distribution<Value> outcomes = unionPower(singletons(pool.element()), pool.n(), at);
        outcomesByPool.put(pool, outcomes);
        return outcomes;
    }

    private Distribution<Value> unionPower(Distribution<Value> body, int n, Position at) {
        Distribution<Value> result = Distribution.certain(Multiset.EMPTY);
        for (int i = 0; i < n; i++) {
            result = checked(result.combine(body, union(at)), at);
        }
        return result;
    }

    // ---- prefix operators ----

    private Distribution<Value> unary(Expr.Unary u, Scope scope) {
        Position at = u.position();
        switch (u.op()) {
            case SUM:
                return singletons(additive(u.operand(), x -> x, scope));
            case COUNT:
                return singletons(additive(u.operand(), x -> 1, scope));
            case MIN:
            case MAX:
            case MEDIAN:
                Distribution<Pool> pools = pools(u.operand(), scope);
                if (pools != null) {
                    // min is the last of the least 1, max the last of the largest 1, the median the last of the
                    // least n/2 + 1: only the last value taken matters, so that is the whole state.
                    return pools.bind(pool -> {
                        boolean largest = u.op() == UnaryOp.MAX;
                        int k = u.op() == UnaryOp.MEDIAN ? pool.n() / 2 + 1 : 1;
                        return select(pool, k, largest, Multiset.EMPTY,
                                (last, value, copies) -> copies > 0 ? Multiset.singleton(value) : last, at);
                    });
                }
                return applyUnary(u.op(), eval(u.operand(), scope), at);
            case DIFFERENT:
            case MINIMAL:
            case MAXIMAL:
                Distribution<Pool> drawn = pools(u.operand(), scope);
                if (drawn != null) {
                    return drawn.bind(pool -> wholePool(u.op(), pool, at));
                }
                return applyUnary(u.op(), eval(u.operand(), scope), at);
            default:
                return applyUnary(u.op(), eval(u.operand(), scope), at);
        }
    }

    Distribution<Value> applyUnary(UnaryOp op, Distribution<Value> operand, Position at) {
        if (op != UnaryOp.CHOOSE) {
            return operand.map(v -> Operators.unary(op, operand(v, at, "operand of '", op.spelling()), at));
        }
        return operand.bind(v -> {
            Multiset m = multiset(v, at, "operand of 'choose'");
            if (m.isEmpty()) {
                throw new TrollException(at, "choose from an empty collection");
            }
            List<Value> elements = new ArrayList<>();
            for (int i = 0; i < m.size(); i++) {
                elements.add(Multiset.singleton(m.get(i)));
            }
            return Distribution.uniform(elements);
        });
    }

    /**
     * The distribution of the sum over the elements of {@code e} of {@code measure(x)}: the sum itself for
     * {@code sum}, 1 per element for {@code count}. Measures add over unions, so pools are convolution powers
     * and filters with a known threshold fold into the measure instead of building collections.
     */
    Distribution<Integer> additive(Expr e, IntUnaryOperator measure, Scope scope) {
        Scope.Deferred deferred = deferred(e, scope);
        if (deferred != null) {
            return additive(deferred.expression(), measure, deferred.scope());
        }
        if (e instanceof Expr.Dice dice) {
            Position at = dice.position();
            Distribution<Value> sizes = eval(dice.size(), scope);
            return eval(dice.count(), scope).bind(c -> sizes.bind(size -> sumPower(
                    faces(dice.kind(), single(size, at, "die size"), at).map(measure::applyAsInt),
                    count(c, at, "number of dice"), at)));
        }
        if (e instanceof Expr.Samples samples) {
            Distribution<Integer> body = additive(samples.body(), measure, scope);
            return eval(samples.count(), scope).bind(c ->
                    sumPower(body, count(c, samples.position(), "count of '#'"), samples.position()));
        }
        if (e instanceof Expr.Binary b && b.op() == BinaryOp.UNION) {
            return sumPlus(additive(b.left(), measure, scope), additive(b.right(), measure, scope), b.position());
        }
        if (e instanceof Expr.CollectionLiteral literal) {
            Distribution<Integer> total = Distribution.certain(0);
            for (Expr element : literal.elements()) {
                total = sumPlus(total, additive(element, measure, scope), literal.position());
            }
            return total;
        }
        if (e instanceof Expr.Filter f) {
            Comparison op = f.op();
            return eval(f.threshold(), scope).bind(t -> {
                int threshold = single(t, f.position(), "filter threshold");
                IntUnaryOperator filtered = x -> op.keeps(threshold, x) ? measure.applyAsInt(x) : 0;
                return additive(f.collection(), filtered, scope);
            });
        }
        if (e instanceof Expr.Binary b && (b.op() == BinaryOp.LARGEST || b.op() == BinaryOp.LEAST)) {
            Distribution<Pool> pools = pools(b.right(), scope);
            if (pools != null) {
                boolean largest = b.op() == BinaryOp.LARGEST;
                String role = b.op().spelling() + " count";
                return eval(b.left(), scope).bind(k -> pools.bind(pool ->
                        select(pool, count(k, b.position(), role), largest, 0, (sum, value, copies) ->
                                exact(b.position(), () -> Math.addExact(sum,
                                        Math.multiplyExact(copies, measure.applyAsInt(value)))), b.position())));
            }
        }
        if (e instanceof Expr.Unary u && u.op() == UnaryOp.DIFFERENT) {
            Distribution<Pool> pools = pools(u.operand(), scope);
            if (pools != null) {
                // Each face drawn at all counts once: occupancy counted, equal faces at once, others face by face.
                return pools.bind(pool -> {
                    Distribution<Integer> occupancy = exact(u.position(), () -> Occupancy.ofDistinct(pool, measure));
                    return occupancy != null ? occupancy : select(pool, pool.n(), false, 0, (sum, value, copies) ->
                            copies == 0 ? sum : exact(u.position(), () -> Math.addExact(sum,
                                    measure.applyAsInt(value))), u.position());
                });
            }
        }
        return eval(e, scope).map(v -> exact(e.position(), () -> {
            Multiset m = multiset(v, e.position(), "collection");
            int total = 0;
            for (int i = 0; i < m.size(); i++) {
                total = Math.addExact(total, measure.applyAsInt(m.get(i)));
            }
            return total;
        }));
    }

    /**
     * The sum of n independent copies: dense convolution when the range of sums is small enough to hold. When a
     * copy takes every value of its range of w values, the sums take every one of n * (w - 1) + 1 values, so a
     * sum beyond the budget is refused before any work, and a sum whose exact weights would exceed
     * {@link #EXACT_SUM_BITS} is computed in floating point, as the original program computes (issue #11).
     */
    private Distribution<Integer> sumPower(Distribution<Integer> one, int n, Position at) {
        long span = IntDistribution.span(one);
        if (one.size() == span && n > 1) {
            long sums = n * (span - 1) + 1;
            budget.checkEstimate(OutcomeCount.of(sums), String.format(Locale.ROOT, "a sum of %,d rolls of %,d values",
                    n, one.size()), at);
            if (sums * n * weightBits(one) > EXACT_SUM_BITS) {
                return exact(at, () -> IntDistribution.of(one).floatingTimes(n).toDistribution());
            }
        }
        if (span * n <= DENSE_SPAN) {
            return exact(at, () -> IntDistribution.of(one).times(n).toDistribution());
        }
        Distribution<Integer> total = Distribution.certain(0);
        for (int i = 0; i < n; i++) {
            total = sumPlus(total, one, at);
        }
        return total;
    }

    /** The bits of a weight of one copy, log2 of its denominator; n copies need about n times as many. */
    private static double weightBits(Distribution<Integer> one) {
        BigInteger denominator = one.denominator();
        int shift = Math.max(0, denominator.bitLength() - 53);
        return Math.max(1, shift + Math.log(denominator.shiftRight(shift).doubleValue()) / Math.log(2));
    }

    private Distribution<Integer> sumPlus(Distribution<Integer> a, Distribution<Integer> b, Position at) {
        if (IntDistribution.span(a) + IntDistribution.span(b) <= DENSE_SPAN) {
            return exact(at, () -> IntDistribution.of(a).plus(IntDistribution.of(b)).toDistribution());
        }
        return checked(a.combine(b, (x, y) -> exact(at, () -> Math.addExact(x, y))), at);
    }

    /** Runs integer arithmetic, turning overflow into a Troll error at the operator. */
    private static <T> T exact(Position at, Supplier<T> computation) {
        try {
            return computation.get();
        } catch (ArithmeticException overflow) {
            throw new TrollException(at, "integer overflow");
        }
    }

    /**
     * A pool checked for order statistics, which hold a table of (n + 1)(n + 2) / 2 binomial coefficients for n
     * draws: one entry per outcome is the budget's measure of work.
     */
    private Pool selectable(Pool pool, Position at) {
        long entries = ((long) pool.n() + 1) * ((long) pool.n() + 2) / 2;
        if (entries > budget.maxOutcomes()) {
            throw new TrollException(at, String.format(Locale.ROOT, "order statistics of %,d draws need %,d binomial "
                    + "coefficients, more than the budget of %,d; sample instead", pool.n(), entries,
                    budget.maxOutcomes()));
        }
        return pool;
    }

    private Distribution<Value> select(Pool pool, int k, boolean largest, Position at) {
        return Distribution.widened(select(pool, k, largest, Multiset.EMPTY,
                (taken, value, copies) -> copies == 0 ? taken : taken.union(copiesOf(value, copies)), at));
    }

    /** How many sets of at most {@code most} of {@code faces} faces there are (capped past the int range). */
    private static int subsetsUpTo(int faces, int most) {
        long total = 0;
        long subsets = 1;
        for (int i = 0; i <= Math.min(faces, most) && total < Integer.MAX_VALUE; i++) {
            total += subsets;
            subsets = subsets * (faces - i) / (i + 1);
        }
        return (int) Math.min(total, Integer.MAX_VALUE);
    }

    /** Order statistics held to the outcome budget: the states of a fold count as outcomes. */
    private <S> Distribution<S> select(Pool pool, int k, boolean largest, S start, OrderStatistics.Taker<S> taker,
            Position at) {
        return OrderStatistics.select(selectable(pool, at), k, largest, start, taker, states -> budget.check(states, at));
    }

    /**
     * {@code different}, {@code minimal} or {@code maximal} of a pool, folding all n draws face by face: different
     * keeps one copy of each face drawn, maximal (minimal) the copies of the first face drawn, faces visited from
     * the largest (least).
     */
    private Distribution<Value> wholePool(UnaryOp op, Pool pool, Position at) {
        if (op == UnaryOp.DIFFERENT) {
            budget.check(subsetsUpTo(pool.element().size(), pool.n()), at);
            Distribution<Multiset> sets = Occupancy.distinctSets(pool);
            return Distribution.widened(sets != null ? sets : select(pool, pool.n(), false, Multiset.EMPTY,
                    (seen, value, copies) -> copies == 0 ? seen : seen.union(Multiset.singleton(value)), at));
        }
        return Distribution.widened(select(pool, pool.n(), op == UnaryOp.MAXIMAL, Multiset.EMPTY,
                (first, value, copies) -> copies == 0 || !first.isEmpty() ? first : copiesOf(value, copies), at));
    }

    private static Multiset copiesOf(int value, int copies) {
        int[] elements = new int[copies];
        Arrays.fill(elements, value);
        return Multiset.of(elements);
    }

    // ---- infix operators ----

    private Distribution<Value> binary(Expr.Binary b, Scope scope) {
        Position at = b.position();
        if (b.op() == BinaryOp.UNION) {
            return union(b, scope);
        }
        if (b.op() == BinaryOp.LARGEST || b.op() == BinaryOp.LEAST) {
            Distribution<Pool> pools = pools(b.right(), scope);
            if (pools != null) {
                boolean largest = b.op() == BinaryOp.LARGEST;
                String role = b.op().spelling() + " count";
                return eval(b.left(), scope).bind(k -> pools.bind(pool -> select(pool, count(k, at, role), largest,
                        at)));
            }
        }
        Distribution<Value> left = eval(b.left(), scope);
        Distribution<Value> right = eval(b.right(), scope);
        boolean plusOrMinus = b.op() == BinaryOp.PLUS || b.op() == BinaryOp.MINUS;
        if (plusOrMinus && (left.floatSums() != null || right.floatSums() != null)) {
            return floatingPlus(left, right, b.op() == BinaryOp.MINUS, at);
        }
        if (b.op() == BinaryOp.PICK) {
            return checked(left.combine(right, List::of).bind(pair -> Distribution.<Value>widened(
                    Picks.pick(multiset(pair.get(0), at, "operand of 'pick'"), count(pair.get(1), at, "pick count")))), at);
        }
        return checked(left.combine(right, (l, r) -> applyBinary(b.op(), l, r, at)), at);
    }

    /**
     * A chain {@code a U b U ...}: one pool when its terms are pools of one distribution ({@link #unitedPools}),
     * else its terms evaluated left to right and united from the right, as the nested operators would be, in one
     * pass over the chain rather than one pool check per link (a chain of 10,000 terms would cost a square).
     */
    private Distribution<Value> union(Expr.Binary chain, Scope scope) {
        Distribution<Pool> pools = unitedPools(chain, scope);
        if (pools != null) {
            return pools.bind(pool -> poolOutcomes(pool, chain.position()));
        }
        List<Expr.Binary> links = new ArrayList<>();
        List<Distribution<Value>> terms = new ArrayList<>();
        Expr rest = chain;
        while (rest instanceof Expr.Binary link && link.op() == BinaryOp.UNION) {
            links.add(link);
            terms.add(eval(link.left(), scope));
            rest = link.right();
        }
        Distribution<Value> result = eval(rest, scope);
        for (int i = links.size() - 1; i >= 0; i--) {
            Position at = links.get(i).position();
            result = checked(terms.get(i).combine(result, union(at)), at);
        }
        return result;
    }

    /**
     * x + y or x - y where a side is a sum computed in floating point: one more convolution, as {@code sum (a U b)}
     * takes, rather than a product of hundreds of thousands of outcomes by as many (issue #11: {@code sum 30000d6 +
     * sum 20000d8} ran to the time budget).
     */
    private Distribution<Value> floatingPlus(Distribution<Value> left, Distribution<Value> right, boolean minus,
            Position at) {
        String role = "operands of '" + (minus ? "-" : "+") + "'";
        Distribution<Integer> second = numbers(right, at, role);
        if (minus) {
            FloatSums sums = right.floatSums();
            second = sums != null ? exact(at, () -> Distribution.ofSums(sums.negated(), Integer::valueOf))
                    : second.map(x -> exact(at, () -> Math.negateExact(x)));
        }
        return singletons(sumPlus(numbers(left, at, role), second, at));
    }

    /** A distribution of single values as one of integers, as the arithmetic operators read their operands. */
    private static Distribution<Integer> numbers(Distribution<Value> d, Position at, String role) {
        FloatSums sums = d.floatSums();
        return sums != null ? Distribution.ofSums(sums, Integer::valueOf) : d.map(v -> single(v, at, role));
    }

    Value applyBinary(BinaryOp op, Value l, Value r, Position at) {
        return switch (op) {
            case BESIDE, ABOVE_LEFT, ABOVE_RIGHT, ABOVE_CENTRE -> throw noText(at);
            default -> Operators.binary(op, operand(l, at, "operands of '", op.spelling()),
                    operand(r, at, "operands of '", op.spelling()), at);
        };
    }

    /**
     * An operator's operand as a collection, its role ({@code role + spelling + "'"}) spelled out only for the
     * error: joining the strings for every outcome was a twentieth of a Yahtzee turn's interpreted time.
     */
    private static Multiset operand(Value value, Position at, String role, String spelling) {
        return value instanceof Multiset m ? m : multiset(value, at, role + spelling + "'");
    }

    // ---- shared checks ----

    /** The union of two collections, refused past the size limit as the sampler refuses it. */
    static BinaryOperator<Value> union(Position at) {
        return union(at, "operands of 'U'");
    }

    /** As {@link #union(Position)}, naming the operands as the sampler does ({@code "elements of '{...}'"}). */
    static BinaryOperator<Value> union(Position at, String role) {
        return (x, y) -> {
            Multiset a = multiset(x, at, role);
            Multiset b = multiset(y, at, role);
            Operators.checkSize((long) a.size() + b.size(), at);
            return a.union(b);
        };
    }

    /** The value as a collection of numbers; a pair (or text) is an error at the operator that needs one. */
    static Multiset multiset(Value value, Position at, String role) {
        return Operators.multiset(value, at, role);
    }

    static int single(Value m, Position at, String role) {
        return Operators.single(m, at, role);
    }

    static int count(Value m, Position at, String role) {
        return Operators.count(m, at, role);
    }

    /** The faces of one die as integers, equally likely. */
    Distribution<Integer> faces(DieKind kind, int size, Position at) {
        long faces = (long) size + 1 - kind.lowestFace();
        if (faces < 1) {
            throw new TrollException(at, "a die needs at least one face, got size " + size);
        }
        budget.check((int) Math.min(faces, Integer.MAX_VALUE), at);
        // Kept: one instance per die, so that pools of it compare and hash at once (a Yahtzee turn asks for (5 - k)d6
        // once per kept hand).
        Map<Integer, Distribution<Integer>> bySize = kind == DieKind.D ? dFaces : zFaces;
        return bySize.computeIfAbsent(size, s -> IntDistribution.uniform(kind.lowestFace(), s).toDistribution());
    }

    /** Each number as a one-element collection; a sum computed in floating point stays its array. */
    static Distribution<Value> singletons(Distribution<Integer> values) {
        FloatSums sums = values.floatSums();
        return sums != null ? Distribution.ofSums(sums, Multiset::singleton) : values.map(Multiset::singleton);
    }

    <K> Distribution<K> checked(Distribution<K> d, Position at) {
        budget.check(d.size(), at);
        return d;
    }
}
