package dev.romlab.troll.sample;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.DieKind;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.ExprVisitor;
import dev.romlab.troll.ast.FunctionRef;
import dev.romlab.troll.ast.LoopTest;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.Program;
import dev.romlab.troll.ast.UnaryOp;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.MultisetBuilder;
import dev.romlab.troll.value.Operators;
import dev.romlab.troll.value.TextBox;
import dev.romlab.troll.value.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Rolls a Troll program once per {@link #roll} call, drawing every random choice from a {@link RandomSource}.
 * Variables given from outside (the command line's {@code N=7}) form the outermost scope of the main
 * expression; function bodies see only their parameters (paper section 6, "variables defined on the
 * command-line are not available inside function definitions").
 */
public final class Sampler {

    /** Deeper recursion is reported as an error rather than overflowing the Java stack. */
    public static final int MAX_CALL_DEPTH = 1_000;
    /** A loop still running after this many iterations is reported as an error rather than hanging. */
    public static final int MAX_LOOP_ITERATIONS = 1_000_000;

    private final Program program;
    private final RandomSource random;

    public Sampler(Program program, RandomSource random) {
        this.program = program;
        this.random = random;
    }

    /** One roll of the main expression with the given outer variables. */
    public Value roll(Map<String, Integer> variables) {
        Scope scope = null;
        for (Map.Entry<String, Integer> variable : variables.entrySet()) {
            scope = new Scope(variable.getKey(), Multiset.singleton(variable.getValue()), scope);
        }
        return new Evaluation(scope).eval(program.main());
    }

    /** One evaluation: the current scope and call depth change as it walks the tree. */
    private final class Evaluation implements ExprVisitor<Value> {

        private Scope scope;
        private int callDepth;

        Evaluation(Scope scope) {
            this.scope = scope;
        }

        Value eval(Expr expr) {
            return expr.accept(this);
        }

        private Multiset multiset(Expr expr, String role) {
            return Operators.multiset(eval(expr), expr.position(), role);
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
        public Value visitConstant(Expr.Constant node) {
            return Multiset.singleton(node.value());
        }

        @Override
        public Value visitText(Expr.Text node) {
            return TextBox.fromLiteral(node.text());
        }

        @Override
        public Value visitVariable(Expr.Variable node) {
            Value value = Scope.lookup(scope, node.name());
            if (value == null) {
                throw new TrollException(node.position(), "unknown variable " + node.name());
            }
            return value;
        }

        @Override
        public Value visitDefault(Expr.Default node) {
            Value value = Scope.lookup(scope, node.name());
            return value != null ? value : eval(node.fallback());
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
            Multiset operand = multiset(node.operand(), "operand of '" + node.op().spelling() + "'");
            return applyUnary(node.op(), operand, node.position());
        }

        private Multiset applyUnary(UnaryOp op, Multiset operand, Position at) {
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
            Value left = eval(node.left());
            Value right = eval(node.right());
            return applyBinary(node.op(), left, right, node.position());
        }

        private Value applyBinary(BinaryOp op, Value left, Value right, Position at) {
            return switch (op) {
                case BESIDE -> box(left).beside(box(right));
                case ABOVE_LEFT -> box(left).above(box(right), TextBox.Alignment.LEFT);
                case ABOVE_RIGHT -> box(left).above(box(right), TextBox.Alignment.RIGHT);
                case ABOVE_CENTRE -> box(left).above(box(right), TextBox.Alignment.CENTRE);
                case PICK -> pick(Operators.multiset(left, at, "operand of 'pick'"),
                        Operators.count(right, at, "count of 'pick'"));
                default -> Operators.binary(op, Operators.multiset(left, at, "operands of '" + op.spelling() + "'"),
                        Operators.multiset(right, at, "operands of '" + op.spelling() + "'"), at);
            };
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

        @Override
        public Value visitFilter(Expr.Filter node) {
            int threshold = Operators.single(eval(node.threshold()), node.position(),
                    "left operand of '" + node.op().spelling() + "'");
            return multiset(node.collection(), "right operand of '" + node.op().spelling() + "'")
                    .filter(node.op(), threshold);
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
            return eval(isTrue(node.condition()) ? node.then() : node.otherwise());
        }

        /** Any non-empty collection is true (paper section 4); a text box counts as non-empty. */
        private boolean isTrue(Expr condition) {
            Value value = eval(condition);
            return !(value instanceof Multiset m) || !m.isEmpty();
        }

        @Override
        public Value visitAnd(Expr.And node) {
            return isTrue(node.left()) ? eval(node.right()) : Multiset.EMPTY;
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
            List<Value> values = iterate(node.position(), node.name(), node.body(), node.test(), node.condition());
            return values.get(values.size() - 1);
        }

        @Override
        public Value visitAccumulate(Expr.Accumulate node) {
            MultisetBuilder union = new MultisetBuilder(node.position());
            for (Value value : iterate(node.position(), node.name(), node.body(), node.test(), node.condition())) {
                union.addAll(Operators.multiset(value, node.position(), "values of 'accumulate'"));
            }
            return union.build();
        }

        /** The value of every iteration: x is bound to the body's value only inside the condition. */
        private List<Value> iterate(Position at, String name, Expr body, LoopTest test, Expr condition) {
            List<Value> values = new ArrayList<>();
            while (true) {
                if (values.size() == MAX_LOOP_ITERATIONS) {
                    throw new TrollException(at, "loop still running after " + MAX_LOOP_ITERATIONS + " iterations");
                }
                Value value = eval(body);
                values.add(value);
                Value verdict = evalIn(new Scope(name, value, scope), condition);
                boolean nonEmpty = !(verdict instanceof Multiset m) || !m.isEmpty();
                if (!test.continues(nonEmpty)) {
                    return values;
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
            return box(eval(node.operand()));
        }

        @Override
        public Value visitTextColumn(Expr.TextColumn node) {
            int count = Operators.count(eval(node.count()), node.position(), "count of n'");
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                lines.addAll(box(eval(node.operand())).lines());
            }
            return TextBox.rightAligned(lines);
        }

        /** Text operators also accept numbers, shown as ' would show them. */
        private static TextBox box(Value value) {
            return value instanceof TextBox text ? text : TextBox.line(value.toString());
        }
    }
}
