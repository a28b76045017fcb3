package dev.romlab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;

/**
 * Rows of text in aligned columns, two spaces apart, for reading and for grep: each column as wide as its widest
 * cell, numbers right-aligned, the last column never padded (no trailing blanks).
 */
final class TextTable {

    private static final int BLOCK = 1 << 16;

    /**
     * Every cell's characters one after another, row by row, and where each cell ends: a table of 238,091 rows kept
     * as three strings a row took 40 MB more (issue #11).
     */
    private final StringBuilder cells = new StringBuilder();
    private int[] ends = new int[16];
    private int count;
    private final int[] widths;
    private final boolean[] rightAligned;

    /** A table whose first row is {@code headers}. */
    TextTable(String... headers) {
        rightAligned = new boolean[headers.length];
        widths = new int[headers.length];
        row(headers);
    }

    /** Right-aligns the columns {@code columns} (0-based), headers included. */
    TextTable alignRight(int... columns) {
        for (int column : columns) {
            rightAligned[column] = true;
        }
        return this;
    }

    TextTable row(String... row) {
        if (row.length != rightAligned.length) {
            throw new IllegalArgumentException(row.length + " cells in a table of " + rightAligned.length);
        }
        for (int c = 0; c < row.length; c++) {
            if (count == ends.length) {
                ends = Arrays.copyOf(ends, count * 2);
            }
            cells.append(row[c]);
            ends[count++] = cells.length();
            widths[c] = Math.max(widths[c], row[c].length());
        }
        return this;
    }

    /** Every row, one line each, ending in a newline. */
    String text() {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        print(out);
        out.flush();
        return text.toString();
    }

    /** {@link #text()} written line by line (a table of 238,091 rows is 11 MB as one string, issue #11). */
    void print(PrintWriter out) {
        // Lines gathered into blocks of about 64 K characters: one write per block, not per line.
        StringBuilder block = new StringBuilder();
        int columns = widths.length;
        for (int first = 0; first < count; first += columns) {
            int start = block.length();
            for (int c = 0; c < columns; c++) {
                int from = first + c == 0 ? 0 : ends[first + c - 1];
                int to = ends[first + c];
                int pad = widths[c] - (to - from);
                block.append(c == 0 ? "" : "  ");
                if (!rightAligned[c]) {
                    block.append(cells, from, to);
                }
                for (int i = 0; i < pad; i++) {
                    block.append(' ');
                }
                if (rightAligned[c]) {
                    block.append(cells, from, to);
                }
            }
            int end = block.length();
            while (end > start && Character.isWhitespace(block.charAt(end - 1))) {
                end--;
            }
            block.setLength(end);
            block.append('\n');
            if (block.length() >= BLOCK) {
                out.append(block);
                block.setLength(0);
            }
        }
        out.append(block);
    }
}
