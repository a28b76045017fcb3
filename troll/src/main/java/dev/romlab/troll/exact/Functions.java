package dev.romlab.troll.exact;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.Declaration;
import dev.romlab.troll.ast.Expr;
import dev.romlab.troll.ast.FunctionRef;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.value.Multiset;
import dev.romlab.troll.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code call}: user functions memoised on their argument values and call depth, and compositional functions
 * evaluated as homomorphisms (paper section 6.1), one element at a time, so a pool argument never becomes a
 * distribution of collections.
 *
 * <p>Past the call-depth limit (the iteration limit, paper section 6) a call yields nothing: its mass is
 * reported missing. The paper's original takes "the non-recursive branch" instead, which silently moves that
 * mass onto some outcome; issue #4 asks for cut-off mass to be visible.
 */
final class Functions {

    private final ExactEvaluator evaluator;

    Functions(ExactEvaluator evaluator) {
        this.evaluator = evaluator;
    }

    Distribution<Value> call(Expr.Call call, Scope scope) {
        Declaration declaration = declaration(call.name(), call.position());
        if (declaration instanceof Declaration.Compositional c) {
            if (call.arguments().size() != 1) {
                throw new TrollException(call.position(), c.name() + " takes one argument");
            }
            return compositional(c, call.arguments().get(0), scope, call.position());
        }
        Distribution<List<Value>> arguments = Distribution.certain(List.of());
        for (Expr argument : call.arguments()) {
            arguments = evaluator.checked(arguments.combine(evaluator.eval(argument, scope), Functions::append),
                    call.position());
        }
        return arguments.bind(values -> invoke(call.name(), values, scope.callDepth(), call.position()));
    }

    private static List<Value> append(List<Value> list, Value value) {
        List<Value> longer = new ArrayList<>(list);
        longer.add(value);
        return longer;
    }

    private Declaration declaration(String name, Position at) {
        Declaration declaration = evaluator.declarations().get(name);
        if (declaration == null) {
            throw new TrollException(at, "unknown function " + name);
        }
        return declaration;
    }

    /** Calls a function by name on known argument values, from a call site at the given depth. */
    private Distribution<Value> invoke(String name, List<Value> arguments, int depth, Position at) {
        Declaration declaration = declaration(name, at);
        if (declaration instanceof Declaration.Compositional c) {
            if (arguments.size() != 1) {
                throw new TrollException(at, name + " takes one argument");
            }
            return fold(c, Distribution.certain(arguments.get(0)), depth, at);
        }
        Declaration.Function function = (Declaration.Function) declaration;
        if (function.parameters().size() != arguments.size()) {
            throw new TrollException(at, name + " takes " + function.parameters().size() + " arguments, got "
                    + arguments.size());
        }
        if (depth >= evaluator.limit()) {
            return Distribution.nothing();
        }
        // A body without calls gives the same at every depth: one memo entry for all (keepmost in a Yahtzee turn).
        int memoDepth = evaluator.withoutCalls(function.body()) ? -1 : depth;
        ExactEvaluator.CallKey key = new ExactEvaluator.CallKey(name, arguments, memoDepth);
        Distribution<Value> known = evaluator.callMemo().get(key);
        if (known != null) {
            return known;
        }
        Map<String, Value> parameters = new HashMap<>();
        for (int i = 0; i < arguments.size(); i++) {
            parameters.put(function.parameters().get(i), arguments.get(i));
        }
        Distribution<Value> result = evaluator.eval(function.body(), Scope.function(parameters, depth + 1));
        evaluator.callMemo().put(key, result);
        return result;
    }

    private Distribution<Value> compositional(Declaration.Compositional c, Expr argument, Scope scope,
            Position at) {
        Distribution<Pool> pools = evaluator.pools(argument, scope);
        if (pools == null) {
            return fold(c, evaluator.eval(argument, scope), scope.callDepth(), at);
        }
        return pools.bind(pool -> {
            Distribution<Value> one = pool.element().bind(x -> singleton(c, x, scope.callDepth(), at));
            Distribution<Value> result = empty(c, scope.callDepth());
            for (int i = 0; i < pool.n(); i++) {
                result = union(c, result, one, scope.callDepth(), at);
            }
            return result;
        });
    }

    /** f(c) for each collection c: the empty case, then each element's image joined by the union part. */
    private Distribution<Value> fold(Declaration.Compositional c, Distribution<Value> collections, int depth,
            Position at) {
        return collections.bind(value -> {
            Multiset collection = ExactEvaluator.multiset(value, at, "argument of " + c.name());
            Distribution<Value> result = empty(c, depth);
            for (int i = 0; i < collection.size(); i++) {
                result = union(c, result, singleton(c, collection.get(i), depth, at), depth, at);
            }
            return result;
        });
    }

    private Distribution<Value> empty(Declaration.Compositional c, int depth) {
        return evaluator.eval(c.empty(), Scope.function(Map.of(), depth));
    }

    private Distribution<Value> singleton(Declaration.Compositional c, int x, int depth, Position at) {
        Multiset value = Multiset.singleton(x);
        FunctionRef f = c.singleton();
        if (f instanceof FunctionRef.Named named) {
            return invoke(named.name(), List.of(value), depth, at);
        }
        if (f instanceof FunctionRef.Prefix prefix) {
            return evaluator.applyUnary(prefix.op(), Distribution.certain(value), at);
        }
        FunctionRef.DieRoll die = (FunctionRef.DieRoll) f;
        return ExactEvaluator.singletons(evaluator.faces(die.kind(), x, at));
    }

    private Distribution<Value> union(Declaration.Compositional c, Distribution<Value> left,
            Distribution<Value> right, int depth, Position at) {
        FunctionRef g = c.union();
        Distribution<List<Value>> pairs = left.combine(right, List::of);
        Distribution<Value> result;
        if (g instanceof FunctionRef.Named named) {
            result = pairs.bind(pair -> invoke(named.name(), pair, depth, at));
        } else {
            FunctionRef.Infix infix = (FunctionRef.Infix) g;
            result = pairs.map(pair -> evaluator.applyBinary(infix.op(), pair.get(0), pair.get(1), at));
        }
        return evaluator.checked(result, at);
    }
}
