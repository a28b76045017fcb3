package dev.romlab.cli.plot;

/** A labelled line across a {@link Panel}: at a value (a ratio of 1), or at a category (the median). */
public sealed interface Mark {

    String label();

    /** A line across the panel at {@code value} of its value axis. */
    record AtValue(String label, double value) implements Mark {
    }

    /** A line up the panel at the category {@code category}. */
    record AtCategory(String label, String category) implements Mark {
    }
}
