package dev.romlab.troll.ast;

/** How {@code repeat} and {@code accumulate} read their condition: go on while it is non-empty, or until it is. */
public enum LoopTest {
    WHILE,
    UNTIL;

    /** Whether another iteration follows, given whether the condition was non-empty. */
    public boolean continues(boolean conditionNonEmpty) {
        return this == WHILE ? conditionNonEmpty : !conditionNonEmpty;
    }
}
