package dev.romlab.troll.value;

import java.util.StringJoiner;

/**
 * A roll as the original troll program prints it (paper section 8): the elements of a collection ascending,
 * separated by blanks, negative numbers with Standard ML's {@code ~} sign; a text box as its lines; a pair as
 * {@code [first, second]} ({@code stringIVal} in the original's Main.sml).
 */
public final class RollText {

    private RollText() {
    }

    public static String show(Value value) {
        if (value instanceof TextBox box) {
            return box.toString();
        }
        if (value instanceof Pair pair) {
            return "[" + show(pair.first()) + ", " + show(pair.second()) + "]";
        }
        Multiset multiset = (Multiset) value;
        StringJoiner joined = new StringJoiner(" ");
        for (int i = 0; i < multiset.size(); i++) {
            joined.add(number(multiset.get(i)));
        }
        return joined.toString();
    }

    /** One number with {@code ~} for minus, as Standard ML writes it. */
    public static String number(int n) {
        return n < 0 ? "~" + Long.toString(-(long) n) : Integer.toString(n);
    }
}
