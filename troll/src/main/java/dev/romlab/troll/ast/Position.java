package dev.romlab.troll.ast;

/** Where a token or node starts in the source text: 1-based line and column. */
public record Position(int line, int column) {

    @Override
    public String toString() {
        return line + ":" + column;
    }
}
