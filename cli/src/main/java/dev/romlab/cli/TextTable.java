package dev.romlab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Rows of text in aligned columns, two spaces apart, for reading and for grep: each column as wide as its widest
 * cell, numbers right-aligned, the last column never padded (no trailing blanks).
 */
final class TextTable {

    private static final int BLOCK = 1 << 16;

    private final List<String[]> rows = new ArrayList<>();
    private final boolean[] rightAligned;

    /** A table whose first row is {@code headers}. */
    TextTable(String... headers) {
        rows.add(headers.clone());
        rightAligned = new boolean[headers.length];
    }

    /** Right-aligns the columns {@code columns} (0-based), headers included. */
    TextTable alignRight(int... columns) {
        for (int column : columns) {
            rightAligned[column] = true;
        }
        return this;
    }

    TextTable row(String... cells) {
        if (cells.length != rightAligned.length) {
            throw new IllegalArgumentException(cells.length + " cells in a table of " + rightAligned.length);
        }
        rows.add(cells.clone());
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
        int[] widths = new int[rightAligned.length];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        // Lines gathered into blocks of about 64 K characters: one write per block, not per line.
        StringBuilder block = new StringBuilder();
        for (String[] row : rows) {
            int start = block.length();
            for (int c = 0; c < row.length; c++) {
                int pad = widths[c] - row[c].length();
                block.append(c == 0 ? "" : "  ");
                if (!rightAligned[c]) {
                    block.append(row[c]);
                }
                for (int i = 0; i < pad; i++) {
                    block.append(' ');
                }
                if (rightAligned[c]) {
                    block.append(row[c]);
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
