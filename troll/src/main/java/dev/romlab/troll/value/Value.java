package dev.romlab.troll.value;

/** What a Troll expression evaluates to: a multiset of integers or, for the text operators, a text box. */
public sealed interface Value permits Multiset, TextBox {
}
