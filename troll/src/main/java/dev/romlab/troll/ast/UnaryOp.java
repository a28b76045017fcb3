package dev.romlab.troll.ast;

/**
 * Prefix operators that take one collection (paper appendix, the row of {@code choose}, and prefix minus), with
 * {@code sgn} and {@code !} of the original program's quick reference.
 */
public enum UnaryOp {
    NEGATE("-"),
    SUM("sum"),
    SIGN("sgn"),
    COUNT("count"),
    MIN("min"),
    MAX("max"),
    MINIMAL("minimal"),
    MAXIMAL("maximal"),
    MEDIAN("median"),
    DIFFERENT("different"),
    CHOOSE("choose"),
    /** {@code !e}: 1 when e is empty, else the empty collection (the original's quick reference, "logical not"). */
    NOT("!");

    private final String spelling;

    UnaryOp(String spelling) {
        this.spelling = spelling;
    }

    /** How the operator is written in Troll source. */
    public String spelling() {
        return spelling;
    }
}
