package dev.romlab.troll.ast;

import java.math.BigDecimal;
import java.util.List;

/**
 * A Troll expression (the paper's appendix "Language summary"). Every node records where it starts in the source
 * so that run-time errors can name line and column. The parser builds these; the sampler and the exact engine
 * each walk them with an {@link ExprVisitor}.
 */
public sealed interface Expr {

    /** Where the node starts in the source. */
    Position position();

    /** Double dispatch to the visitor method for this node's record (Java 17 has no pattern switch). */
    <R> R accept(ExprVisitor<R> visitor);

    /** An integer literal. */
    record Constant(Position position, int value) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitConstant(this);
        }
    }

    /** A string literal: a text box whose lines are split at the box operators inside it (paper section 7). */
    record Text(Position position, String text) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitText(this);
        }
    }

    /** A variable bound by {@code :=}, {@code foreach}, a loop, a function parameter or the command line. */
    record Variable(Position position, String name) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitVariable(this);
        }
    }

    /**
     * {@code x ~ e}: the value of x when x is bound, otherwise e, which is then evaluated (the original program's
     * quick reference: "x~v returns value of x if x is defined, else returns v"); e.g. a command-line default.
     */
    record Default(Position position, String name, Expr fallback) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitDefault(this);
        }
    }

    /** {@code d e} or {@code z e}: one die with e sides (for z: labelled 0..e). */
    record Die(Position position, DieKind kind, Expr size) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitDie(this);
        }
    }

    /** {@code m d e} or {@code m z e}: m dice of size e, the size evaluated once, each die rolled separately. */
    record Dice(Position position, DieKind kind, Expr count, Expr size) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitDice(this);
        }
    }

    /** {@code m # e}: the union of m independent evaluations of e. */
    record Samples(Position position, Expr count, Expr body) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitSamples(this);
        }
    }

    /** A prefix operator on one collection, or prefix minus. */
    record Unary(Position position, UnaryOp op, Expr operand) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitUnary(this);
        }
    }

    /** An operator whose two operands are each evaluated once, left first. */
    record Binary(Position position, BinaryOp op, Expr left, Expr right) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitBinary(this);
        }
    }

    /** {@code t op c}: the elements of c that compare to the singleton t (see {@link Comparison}). */
    record Filter(Position position, Comparison op, Expr threshold, Expr collection) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitFilter(this);
        }
    }

    /** {@code {e1, ..., en}}: the union of the elements; {@code {}} is the empty collection. */
    record CollectionLiteral(Position position, List<Expr> elements) implements Expr {
        public CollectionLiteral {
            elements = List.copyOf(elements);
        }

        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitCollectionLiteral(this);
        }
    }

    /** {@code if c then a else b}: a when c is non-empty. */
    record If(Position position, Expr condition, Expr then, Expr otherwise) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitIf(this);
        }
    }

    /** {@code a & b}: b when a is non-empty, otherwise the empty collection; b is not evaluated then. */
    record And(Position position, Expr left, Expr right) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitAnd(this);
        }
    }

    /** {@code ?p}: 1 with probability p, else the empty collection; p is the literal decimal fraction below 1. */
    record Chance(Position position, BigDecimal probability) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitChance(this);
        }
    }

    /** {@code x := value; body}. */
    record Let(Position position, String name, Expr value, Expr body) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitLet(this);
        }
    }

    /** {@code foreach x in collection do body}: the union of body over the elements of collection. */
    record Foreach(Position position, String name, Expr collection, Expr body) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitForeach(this);
        }
    }

    /** {@code repeat x := body while/until condition}: the value of the last iteration. */
    record Repeat(Position position, String name, Expr body, LoopTest test, Expr condition) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitRepeat(this);
        }
    }

    /** {@code accumulate x := body while/until condition}: the union of every iteration's value. */
    record Accumulate(Position position, String name, Expr body, LoopTest test, Expr condition) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitAccumulate(this);
        }
    }

    /** {@code call f(e1, ..., en)}. */
    record Call(Position position, String name, List<Expr> arguments) implements Expr {
        public Call {
            arguments = List.copyOf(arguments);
        }

        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitCall(this);
        }
    }

    /** {@code [first, second]}: a pair of values, the original's {@code PAIR} (its Interpreter.sml). */
    record Pair(Position position, Expr first, Expr second) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitPair(this);
        }
    }

    /** {@code %1 e} or {@code %2 e}: the first or second value of the pair e ({@code component} is 1 or 2). */
    record Projection(Position position, int component, Expr pair) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitProjection(this);
        }
    }

    /** {@code ' e}: a text box holding one sample of e (paper section 7.1). */
    record TextOf(Position position, Expr operand) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitTextOf(this);
        }
    }

    /** {@code n ' e}: a right-aligned text box of n samples of e, one per line. */
    record TextColumn(Position position, Expr count, Expr operand) implements Expr {
        @Override
        public <R> R accept(ExprVisitor<R> visitor) {
            return visitor.visitTextColumn(this);
        }
    }
}
