package dev.romlab.troll.value;

import dev.romlab.troll.TrollException;
import dev.romlab.troll.ast.BinaryOp;
import dev.romlab.troll.ast.Position;
import dev.romlab.troll.ast.UnaryOp;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * The deterministic operators of Troll on multisets, shared by the sampler and the exact engine so both give one
 * meaning to each operator. Every language-level error becomes a {@link TrollException} at the operator's
 * position: arithmetic on non-singletons, division or modulo by zero, negative counts, int overflow, and
 * collections too large to hold.
 */
public final class Operators {

    /** The most elements one collection may hold; beyond it an error beats running out of memory. */
    public static final int MAX_COLLECTION_SIZE = 1 << 24;

    /** The most characters one text box may hold (width times height, the padding included). */
    public static final int MAX_TEXT_SIZE = 1 << 24;

    private Operators() {
    }

    /** The value as a multiset; text boxes are an error here. */
    public static Multiset multiset(Value value, Position at, String role) {
        if (value instanceof Multiset m) {
            return m;
        }
        throw new TrollException(at, role + " must be a collection of numbers, not " + (value instanceof Pair
                ? "a pair" : "text"));
    }

    /** The single integer of a singleton collection (paper section 2: arithmetic only works on singletons). */
    public static int single(Value value, Position at, String role) {
        Multiset m = multiset(value, at, role);
        if (m.size() != 1) {
            throw new TrollException(at, role + " must be a single value, got " + (m.isEmpty() ? "{}" : "{" + m
                    + "}"));
        }
        return m.get(0);
    }

    /** A count that must not be negative ({@code #}, {@code d}, {@code least}, {@code largest}, {@code pick}). */
    public static int count(Value value, Position at, String role) {
        int n = single(value, at, role);
        if (n < 0) {
            throw new TrollException(at, role + " must not be negative, got " + n);
        }
        return n;
    }

    /** Checks that a collection of the given size may be built. */
    public static void checkSize(long size, Position at) {
        if (size > MAX_COLLECTION_SIZE) {
            throw new TrollException(at, "a collection of " + size + " elements is too large (limit "
                    + MAX_COLLECTION_SIZE + ")");
        }
    }

    /** Checks that a text box of the given width and height may be built (a line break counts as a character). */
    public static void checkTextSize(long width, long height, Position at) {
        if ((width + 1) * height > MAX_TEXT_SIZE) {
            throw new TrollException(at, String.format(Locale.ROOT, "a text of %,d line%s of %,d characters is too "
                    + "large (limit %,d characters)", height, height == 1 ? "" : "s", width, MAX_TEXT_SIZE));
        }
    }

    /** Every prefix operator but {@code choose}, which is random. */
    public static Multiset unary(UnaryOp op, Multiset operand, Position at) {
        return switch (op) {
            case NEGATE -> Multiset.singleton(exact(at, () -> Math.negateExact(single(operand, at, "'-' operand"))));
            case SUM -> Multiset.singleton(exact(at, operand::sum));
            case SIGN -> Multiset.singleton(Integer.signum(single(operand, at, "'sgn' operand")));
            case COUNT -> Multiset.singleton(operand.size());
            case MIN -> operand.least(1);
            case MAX -> operand.largest(1);
            case MINIMAL -> operand.minimal();
            case MAXIMAL -> operand.maximal();
            case MEDIAN -> operand.median();
            case DIFFERENT -> operand.distinct();
            case NOT -> operand.isEmpty() ? Multiset.singleton(1) : Multiset.EMPTY;
            case CHOOSE -> throw new IllegalArgumentException("choose is random, not deterministic");
        };
    }

    /** Every binary operator on multisets but {@code pick}, which is random, and the text operators. */
    public static Multiset binary(BinaryOp op, Multiset left, Multiset right, Position at) {
        return switch (op) {
            case PLUS, MINUS, TIMES, DIVIDE, MODULO -> Multiset.singleton(arithmetic(op,
                    single(left, at, "left operand of '" + op.spelling() + "'"),
                    single(right, at, "right operand of '" + op.spelling() + "'"), at));
            case UNION -> {
                checkSize((long) left.size() + right.size(), at);
                yield left.union(right);
            }
            case DROP -> left.drop(right);
            case KEEP -> left.keep(right);
            case DIFFERENCE -> left.minus(right);
            case RANGE -> range(single(left, at, "start of '..'"), single(right, at, "end of '..'"), at);
            case LEAST -> right.least(count(left, at, "count of 'least'"));
            case LARGEST -> right.largest(count(left, at, "count of 'largest'"));
            case PICK, BESIDE, ABOVE_LEFT, ABOVE_RIGHT, ABOVE_CENTRE ->
                    throw new IllegalArgumentException(op + " is not a deterministic multiset operator");
        };
    }

    /** {@code m..n}: {m} when equal, {} when m is greater (issue #4). */
    public static Multiset range(int low, int high, Position at) {
        checkSize((long) high - low + 1, at);
        return Multiset.range(low, high);
    }

    /** Integer arithmetic; division floors and modulo takes the divisor's sign, as Standard ML's div and mod. */
    public static int arithmetic(BinaryOp op, int a, int b, Position at) {
        if ((op == BinaryOp.DIVIDE || op == BinaryOp.MODULO) && b == 0) {
            throw new TrollException(at, (op == BinaryOp.DIVIDE ? "division" : "modulo") + " by zero");
        }
        return exact(at, () -> switch (op) {
            case PLUS -> Math.addExact(a, b);
            case MINUS -> Math.subtractExact(a, b);
            case TIMES -> Math.multiplyExact(a, b);
            case DIVIDE -> Math.toIntExact(Math.floorDiv((long) a, (long) b));
            case MODULO -> Math.floorMod(a, b);
            default -> throw new IllegalArgumentException(op + " is not arithmetic");
        });
    }

    private static int exact(Position at, IntSupplier computation) {
        try {
            return computation.getAsInt();
        } catch (ArithmeticException overflow) {
            throw new TrollException(at, "integer overflow");
        }
    }
}
