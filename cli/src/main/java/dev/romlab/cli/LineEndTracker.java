package dev.romlab.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * A writer that remembers whether what went through it last ended a line, so that {@code debug}'s monitor can start
 * its own line on a new one after a program's output that left one open ({@code 60} then {@code stopped at ...}).
 */
final class LineEndTracker extends FilterWriter {

    private boolean lineOpen;

    LineEndTracker(Writer out) {
        super(out);
    }

    /** Whether the last character written was not a line end (false before anything is written). */
    boolean lineOpen() {
        return lineOpen;
    }

    @Override
    public void write(int c) throws IOException {
        super.write(c);
        lineOpen = c != '\n';
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        super.write(chars, offset, length);
        if (length > 0) {
            lineOpen = chars[offset + length - 1] != '\n';
        }
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        super.write(text, offset, length);
        if (length > 0) {
            lineOpen = text.charAt(offset + length - 1) != '\n';
        }
    }
}
