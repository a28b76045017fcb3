package dev.romlab.troll.sample;

import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Comparison;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.DieKind;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.FunctionRef;
import dev.romlab.troll.ast.LoopTest;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.ast.UnaryOp;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.MultisetBuilder;
import dev.romlab.troll.value.Operators;
import dev.romlab.troll.value.Pair;
import dev.romlab.troll.value.TextBox;
import dev.romlab.troll.value.Value;
import dev.romlab.troll.value.ValueVisitor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Rolls a Troll program once per {@link #roll} call, drawing every random choice from a {@link RandomSource}.
 * Variables given from outside (the command line's {@code N=7}) form the outermost scope of the main
 * expression; function bodies see only their parameters (paper section 6, "variables defined on the
 * command-line are not available inside function definitions").
 *
 * <p>A sampler may have a time budget from its creation on, shared by all its rolls: past it, the expression
 * being evaluated ends with an error. {@code sum} and {@code count} of {@code n d e} and {@code n # e} (through filters)
 * add up element by element, in constant memory, so their count is limited only by time (issue #11).
 * Evaluations nest at most {@link LargeStack#MAX_EVALUATION_DEPTH} deep; run deep programs inside
 * {@link LargeStack#call}.
 */
public final class Sampler {

    /** Deeper recursion is reported as an error rather than overflowing the Java stack. */
    public static final int MAX_CALL_DEPTH = 1_000;
    /** A loop still running after this many iterations is reported as an error rather than hanging. */
    public static final int MAX_LOOP_ITERATIONS = 1_000_000;
    /** A century: in effect no time budget, for samplers that live as long as their program (benchmarks, tests). */
    public static final Duration NO_TIME_BUDGET = Duration.ofDays(36_500);

    /** The clock is read once per this many evaluation steps: often enough, and cheap (a read is ~25 ns). */
    private static final int STEPS_PER_CLOCK_READ = 1 << 6;

    private final Program program;
    private final RandomSource random;
    private final Duration timeBudget;
    private final long deadline;
    private int stepsUntilClockRead = STEPS_PER_CLOCK_READ;

    /** A sampler without a time budget. */
    public Sampler(Program program, RandomSource random) {
        this(program, random, NO_TIME_BUDGET);
    }

    /** A sampler whose rolls together may take at most the time budget, counted from now. */
    public Sampler(Program program, RandomSource random, Duration timeBudget) {
        this.program = program;
        this.random = random;
        this.timeBudget = timeBudget;
        this.deadline = System.nanoTime() + timeBudget.toNanos();
    }

    /** One roll of the main expression with the given outer variables. */
    public Value roll(Map<String, Integer> variables) {
        Scope scope = null;
        for (Map.Entry<String, Integer> variable : variables.entrySet()) {
            scope = new Scope(variable.getKey(), Multiset.singleton(variable.getValue()), scope);
        }
        return new Evaluation(scope).eval(program.main());
    }

    /**
     * One evaluation: the current scope and call depth change as it walks the tree. The nodes without randomness of
     * their own are {@link ValueVisitor}'s, shared with the exact engine's certain path.
     */
    private final class Evaluation extends ValueVisitor {

        private Scope scope;
        private int callDepth;
        private int depth;

        Evaluation(Scope scope) {
            this.scope = scope;
        }

        @Override
        protected Value eval(Expr expr) {
            step(expr.position());
            if (depth == LargeStack.MAX_EVALUATION_DEPTH) {
                throw new TrollException(expr.position(), "expressions nested deeper than "
                        + LargeStack.MAX_EVALUATION_DEPTH);
            }
            depth++;
            try {
                Value result = expr.accept(this);
                if (result instanceof Multiset m) {
                    step(expr.position(), m.size()); // building the result was work in proportion to its size
                }
                return result;
            } catch (OutOfMemoryError e) {
                // Caught at the innermost expression: what it was building is garbage now.
                throw TrollException.outOfMemory(expr.position());
            } finally {
                depth--;
            }
        }

        @Override
        protected Value lookup(String name) {
            return Scope.lookup(scope, name);
        }

        /** One step of work; past the time budget, an error at the expression being evaluated. */
        private void step(Position at) {
            step(at, 0);
        }

        /** A step that handled {@code elements} elements too; 4,096 of them count as one more step. */
        private void step(Position at, int elements) {
            stepsUntilClockRead -= 1 + (elements >> 12);
            if (stepsUntilClockRead > 0) {
                return;
            }
            stepsUntilClockRead = STEPS_PER_CLOCK_READ;
            if (System.nanoTime() - deadline > 0) {
                throw new TrollException(at, "sampling ran past its time budget of " + seconds(timeBudget));
            }
        }

        private Value evalIn(Scope inner, Expr expr) {
            Scope saved = scope;
            scope = inner;
            try {
                return eval(expr);
            } finally {
                scope = saved;
            }
        }

        @Override
        public Value visitText(Expr.Text node) {
            return TextBox.fromLiteral(node.text());
        }

        @Override
        public Value visitDie(Expr.Die node) {
            return Multiset.singleton(roll(node.kind(), eval(node.size()), node.position()));
        }

        @Override
        public Value visitDice(Expr.Dice node) {
            int count = Operators.count(eval(node.count()), node.position(), "number of dice");
            Value size = eval(node.size());
            Operators.checkSize(count, node.position());
            MultisetBuilder faces = new MultisetBuilder(node.position());
            for (int i = 0; i < count; i++) {
                step(node.position());
                faces.add(roll(node.kind(), size, node.position()));
            }
            return faces.build();
        }

        /** One die: d n needs n at least 1, z n needs n at least 0 (paper section 2). */
        private int roll(DieKind kind, Value sizeValue, Position at) {
            int size = Operators.single(sizeValue, at, "die size");
            if (size < kind.lowestFace()) {
                throw new TrollException(at, "a " + (kind == DieKind.D ? "d" : "z") + " die needs at least "
                        + kind.lowestFace() + " as its size, got " + size);
            }
            // Counted in long: z of the largest int has one face more than an int holds.
            long faces = (long) size + 1 - kind.lowestFace();
            return (int) (kind.lowestFace() + random.nextBelow(faces));
        }

        @Override
        public Value visitSamples(Expr.Samples node) {
            int count = Operators.count(eval(node.count()), node.position(), "count of '#'");
            MultisetBuilder union = new MultisetBuilder(node.position());
            for (int i = 0; i < count; i++) {
                union.addAll(multiset(node.body(), "samples of '#'"));
            }
            return union.build();
        }

        @Override
        public Value visitUnary(Expr.Unary node) {
            if ((node.op() == UnaryOp.SUM || node.op() == UnaryOp.COUNT) && isStream(node.operand())) {
                return Multiset.singleton(streamed(node.op(), node.operand()));
            }
            return super.visitUnary(node);
        }

        /** Repeated rolls, {@code n d e} or {@code n # e}, under any number of filters. */
        private static boolean isStream(Expr e) {
            Expr inner = e;
            while (inner instanceof Expr.Filter filter) {
                inner = filter.collection();
            }
            return inner instanceof Expr.Dice || inner instanceof Expr.Samples;
        }

        /**
         * {@code sum} or {@code count} of repeated rolls without building the collection: the thresholds, the
         * count and every roll are drawn in the order the collection would draw them, so a seed gives the same
         * result either way.
         */
        private int streamed(UnaryOp op, Expr operand) {
            List<Expr.Filter> filters = new ArrayList<>();
            Expr inner = operand;
            while (inner instanceof Expr.Filter filter) {
                filters.add(filter);
                inner = filter.collection();
            }
            Comparison[] comparisons = new Comparison[filters.size()];
            int[] thresholds = new int[filters.size()];
            for (int i = 0; i < filters.size(); i++) {
                Expr.Filter filter = filters.get(i);
                comparisons[i] = filter.op();
                thresholds[i] = Operators.single(eval(filter.threshold()), filter.position(),
                        "left operand of '" + filter.op().spelling() + "'");
            }
            Position at = inner.position();
            long total = 0;
            if (inner instanceof Expr.Dice dice) {
                int count = Operators.count(eval(dice.count()), at, "number of dice");
                Value size = eval(dice.size());
                for (int i = 0; i < count; i++) {
                    step(at);
                    total += measure(op, roll(dice.kind(), size, at), comparisons, thresholds);
                }
            } else {
                Expr.Samples samples = (Expr.Samples) inner;
                int count = Operators.count(eval(samples.count()), at, "count of '#'");
                for (int i = 0; i < count; i++) {
                    Multiset sample = multiset(samples.body(), "samples of '#'");
                    for (int j = 0; j < sample.size(); j++) {
                        total += measure(op, sample.get(j), comparisons, thresholds);
                    }
                }
            }
            // At most 2^31 rolls of at most 2^24 elements of at most 2^31: the long cannot overflow.
            if (total != (int) total) {
                throw new TrollException(operand.position(), "integer overflow");
            }
            return (int) total;
        }

        /** What one element adds to a sum or count: nothing when a filter drops it. */
        private static long measure(UnaryOp op, int element, Comparison[] comparisons, int[] thresholds) {
            for (int i = 0; i < comparisons.length; i++) {
                if (!comparisons[i].keeps(thresholds[i], element)) {
                    return 0;
                }
            }
            return op == UnaryOp.SUM ? element : 1;
        }

        @Override
        protected Multiset applyUnary(UnaryOp op, Multiset operand, Position at) {
            if (op != UnaryOp.CHOOSE) {
                return Operators.unary(op, operand, at);
            }
            if (operand.isEmpty()) {
                throw new TrollException(at, "choose from an empty collection");
            }
            return Multiset.singleton(operand.get((int) random.nextBelow(operand.size())));
        }

        @Override
        public Value visitBinary(Expr.Binary node) {
            if (node.op() == BinaryOp.UNION) {
                return union(node);
            }
            Value left = eval(node.left());
            Value right = eval(node.right());
            Value result = applyBinary(node.op(), left, right, node.position());
            step(node.position()); // the work of the operator, which can be large (|| of wide texts)
            return result;
        }

        /** A chain {@code a U b U c ...} gathered in one pass: unioning pairs would copy quadratically. */
        private Multiset union(Expr.Binary chain) {
            MultisetBuilder all = new MultisetBuilder(chain.position());
            Expr rest = chain;
            Position at = chain.position();
            while (rest instanceof Expr.Binary union && union.op() == BinaryOp.UNION) {
                at = union.position();
                all.addAll(Operators.multiset(eval(union.left()), at, "operands of 'U'"));
                rest = union.right();
            }
            all.addAll(Operators.multiset(eval(rest), at, "operands of 'U'"));
            return all.build();
        }

        private Value applyBinary(BinaryOp op, Value left, Value right, Position at) {
            return switch (op) {
                case BESIDE -> beside(box(left, at), box(right, at), at);
                case ABOVE_LEFT -> above(box(left, at), box(right, at), TextBox.Alignment.LEFT, at);
                case ABOVE_RIGHT -> above(box(left, at), box(right, at), TextBox.Alignment.RIGHT, at);
                case ABOVE_CENTRE -> above(box(left, at), box(right, at), TextBox.Alignment.CENTRE, at);
                case PICK -> pick(Operators.multiset(left, at, "operand of 'pick'"),
                        Operators.count(right, at, "count of 'pick'"));
                default -> Operators.binary(op, Operators.multiset(left, at, "operands of '" + op.spelling() + "'"),
                        Operators.multiset(right, at, "operands of '" + op.spelling() + "'"), at);
            };
        }

        private static TextBox beside(TextBox left, TextBox right, Position at) {
            Operators.checkTextSize((long) left.width() + right.width(), Math.max(left.height(), right.height()), at);
            return left.beside(right);
        }

        private static TextBox above(TextBox top, TextBox below, TextBox.Alignment alignment, Position at) {
            Operators.checkTextSize(Math.max(top.width(), below.width()), (long) top.height() + below.height(), at);
            return top.above(below, alignment);
        }

        /** n elements drawn without replacement (a partial Fisher-Yates shuffle); all of them if n is larger. */
        private Multiset pick(Multiset collection, int n) {
            if (n >= collection.size()) {
                return collection;
            }
            int[] elements = collection.toArray();
            for (int i = 0; i < n; i++) {
                int j = i + (int) random.nextBelow(elements.length - i);
                int swapped = elements[i];
                elements[i] = elements[j];
                elements[j] = swapped;
            }
            return Multiset.of(Arrays.copyOf(elements, n));
        }

        /** 1 when a uniform draw from [0, 10^k) falls below the k-decimal numerator of p. */
        @Override
        public Value visitChance(Expr.Chance node) {
            long denominator = pow10(node.probability().scale());
            long numerator = node.probability().unscaledValue().longValueExact();
            return random.nextBelow(denominator) < numerator ? Multiset.singleton(1) : Multiset.EMPTY;
        }

        private static long pow10(int exponent) {
            long power = 1;
            for (int i = 0; i < exponent; i++) {
                power *= 10;
            }
            return power;
        }

        @Override
        public Value visitLet(Expr.Let node) {
            return evalIn(new Scope(node.name(), eval(node.value()), scope), node.body());
        }

        @Override
        public Value visitForeach(Expr.Foreach node) {
            Multiset collection = multiset(node.collection(), "collection of 'foreach'");
            MultisetBuilder union = new MultisetBuilder(node.position());
            for (int i = 0; i < collection.size(); i++) {
                Scope inner = new Scope(node.name(), Multiset.singleton(collection.get(i)), scope);
                union.addAll(Operators.multiset(evalIn(inner, node.body()), node.body().position(),
                        "body of 'foreach'"));
            }
            return union.build();
        }

        @Override
        public Value visitRepeat(Expr.Repeat node) {
            Value[] last = new Value[1];
            iterate(node.position(), node.name(), node.body(), node.test(), node.condition(), value -> last[0] = value);
            return last[0];
        }

        /** The values are gathered as they come, so a loop of large values ends at the size limit, not the heap's. */
        @Override
        public Value visitAccumulate(Expr.Accumulate node) {
            MultisetBuilder union = new MultisetBuilder(node.position());
            iterate(node.position(), node.name(), node.body(), node.test(), node.condition(),
                    value -> union.addAll(Operators.multiset(value, node.position(), "values of 'accumulate'")));
            return union.build();
        }

        /** Gives each iteration's value to {@code each}: x is bound to the body's value only inside the condition. */
        private void iterate(Position at, String name, Expr body, LoopTest test, Expr condition,
                Consumer<Value> each) {
            for (int iterations = 0; ; iterations++) {
                if (iterations == MAX_LOOP_ITERATIONS) {
                    throw new TrollException(at, "loop still running after " + MAX_LOOP_ITERATIONS + " iterations");
                }
                Value value = eval(body);
                each.accept(value);
                if (!test.continues(isTrue(evalIn(new Scope(name, value, scope), condition)))) {
                    return;
                }
            }
        }

        @Override
        public Value visitCall(Expr.Call node) {
            List<Value> arguments = new ArrayList<>();
            for (Expr argument : node.arguments()) {
                arguments.add(eval(argument));
            }
            return call(node.name(), arguments, node.position());
        }

        private Value call(String name, List<Value> arguments, Position at) {
            Declaration declaration = program.declarations().get(name);
            if (declaration == null) {
                throw new TrollException(at, "unknown function " + name);
            }
            if (callDepth == MAX_CALL_DEPTH) {
                throw new TrollException(at, "calls nested deeper than " + MAX_CALL_DEPTH);
            }
            callDepth++;
            try {
                if (declaration instanceof Declaration.Function function) {
                    return callFunction(function, arguments, at);
                }
                return callCompositional((Declaration.Compositional) declaration, arguments, at);
            } finally {
                callDepth--;
            }
        }

        private Value callFunction(Declaration.Function function, List<Value> arguments, Position at) {
            checkArity(function.name(), function.parameters().size(), arguments.size(), at);
            Scope parameters = null;
            for (int i = 0; i < arguments.size(); i++) {
                parameters = new Scope(function.parameters().get(i), arguments.get(i), parameters);
            }
            return evalIn(parameters, function.body());
        }

        /** f {} = empty; otherwise union-part folded over singleton-part of each element (paper section 6.1). */
        private Value callCompositional(Declaration.Compositional function, List<Value> arguments, Position at) {
            checkArity(function.name(), 1, arguments.size(), at);
            Multiset collection = Operators.multiset(arguments.get(0), at, "argument of " + function.name());
            if (collection.isEmpty()) {
                return evalIn(null, function.empty());
            }
            Value result = null;
            for (int i = 0; i < collection.size(); i++) {
                step(at); // an operator as the parts is no step of its own: a long collection is a long loop
                Value part = apply(function.singleton(), List.of(Multiset.singleton(collection.get(i))), at);
                result = result == null ? part : apply(function.union(), List.of(result, part), at);
            }
            return result;
        }

        private Value apply(FunctionRef function, List<Value> arguments, Position at) {
            if (function instanceof FunctionRef.Named named) {
                return call(named.name(), arguments, at);
            }
            if (function instanceof FunctionRef.Prefix prefix) {
                return applyUnary(prefix.op(), Operators.multiset(arguments.get(0), at, "argument"), at);
            }
            if (function instanceof FunctionRef.DieRoll die) {
                return Multiset.singleton(roll(die.kind(), arguments.get(0), at));
            }
            return applyBinary(((FunctionRef.Infix) function).op(), arguments.get(0), arguments.get(1), at);
        }

        private static void checkArity(String name, int expected, int actual, Position at) {
            if (expected != actual) {
                throw new TrollException(at, name + " takes " + expected + " argument" + (expected == 1 ? "" : "s")
                        + ", got " + actual);
            }
        }

        /** ' e: the collection on one line, elements separated by blanks (paper section 7.1). */
        @Override
        public Value visitTextOf(Expr.TextOf node) {
            return box(eval(node.operand()), node.position());
        }

        /** Each sample is checked as it comes, so a huge count ends at the first sample past the limit. */
        @Override
        public Value visitTextColumn(Expr.TextColumn node) {
            int count = Operators.count(eval(node.count()), node.position(), "count of n'");
            if (count > Operators.MAX_TEXT_SIZE) {
                throw new TrollException(node.position(), String.format(Locale.ROOT, "%,d samples of n' make more "
                        + "lines than a text may hold (limit %,d characters)", count, Operators.MAX_TEXT_SIZE));
            }
            List<String> lines = new ArrayList<>();
            int width = 0;
            for (int i = 0; i < count; i++) {
                TextBox sample = box(eval(node.operand()), node.position());
                width = Math.max(width, sample.width());
                Operators.checkTextSize(width, (long) lines.size() + sample.height(), node.position());
                lines.addAll(sample.lines());
            }
            return TextBox.rightAligned(lines);
        }

        /**
         * Text operators also accept numbers, shown as ' would show them, and pairs: {@code [a, b]} on one line
         * when both parts are one line, else {@code [}, a, {@code ,}, b, {@code ]} stacked (the original's
         * {@code makeText}).
         */
        private static TextBox box(Value value, Position at) {
            if (value instanceof TextBox text) {
                return text;
            }
            if (value instanceof Pair pair) {
                TextBox first = box(pair.first(), at);
                TextBox second = box(pair.second(), at);
                if (first.height() == 1 && second.height() == 1) {
                    Operators.checkTextSize((long) first.width() + second.width() + 4, 1, at);
                    return TextBox.line("[" + first.lines().get(0) + ", " + second.lines().get(0) + "]");
                }
                TextBox.Alignment left = TextBox.Alignment.LEFT;
                return above(above(above(TextBox.line("["), first, left, at), above(TextBox.line(","), second, left,
                        at), left, at), TextBox.line("]"), left, at);
            }
            Multiset m = (Multiset) value;
            long width = Math.max(0, m.size() - 1);
            for (int i = 0; i < m.size(); i++) {
                width += Integer.toString(m.get(i)).length();
            }
            Operators.checkTextSize(width, 1, at);
            return TextBox.line(value.toString());
        }
    }

    private static String seconds(Duration budget) {
        return budget.toMillis() % 1000 == 0 ? String.format(Locale.ROOT, "%,d s", budget.toSeconds())
                : String.format(Locale.ROOT, "%,d ms", budget.toMillis());
    }
}
