package dev.romlab.troll.value;

/**
 * {@code [first, second]}: two values of any kind, the original's {@code PAIR} (its Interpreter.sml). Only
 * {@code %1}, {@code %2}, the box operators and the places that pass any value along (bindings, calls, {@code if}
 * branches) accept one; every collection operator rejects it. Pairs are equal when both parts are.
 */
public record Pair(Value first, Value second) implements Value {

    /** The part {@code %component} picks: 1 for the first, 2 for the second. */
    public Value component(int component) {
        return component == 1 ? first : second;
    }
}
