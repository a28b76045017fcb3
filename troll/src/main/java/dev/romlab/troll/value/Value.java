package dev.romlab.troll.value;

/**
 * What a Troll expression evaluates to: a multiset of integers, a text box (the text operators) or a pair of values
 * ({@code [e1, e2]}).
 */
public sealed interface Value permits Multiset, TextBox, Pair {
}
