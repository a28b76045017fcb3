package dev.romlab.troll.ast;

/** Prefix operators that take one collection (paper appendix, the row of {@code choose}, and prefix minus). */
public enum UnaryOp {
    NEGATE("-"),
    SUM("sum"),
    COUNT("count"),
    MIN("min"),
    MAX("max"),
    MINIMAL("minimal"),
    MAXIMAL("maximal"),
    MEDIAN("median"),
    DIFFERENT("different"),
    CHOOSE("choose");

    private final String spelling;

    UnaryOp(String spelling) {
        this.spelling = spelling;
    }

    /** How the operator is written in Troll source. */
    public String spelling() {
        return spelling;
    }
}
