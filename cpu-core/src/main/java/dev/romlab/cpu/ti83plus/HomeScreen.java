package dev.romlab.cpu.ti83plus;

import java.io.PrintWriter;
import java.util.Arrays;

/**
 * The TI-83 Plus home screen as a text program sees it: 8 rows of 16 characters in the large font, the cursor at
 * {@code curRow}/{@code curCol} (kept in RAM, where programs set it themselves, so the caller passes them in and
 * reads them back). Putting a character writes it at the cursor and moves right; past column 15 the cursor wraps
 * to the next row, and past row 7 the screen scrolls up a row (TI-83 Plus System Routines, _PutC and _NewLine).
 *
 * <p>What the screen shows also goes to {@code out} as a transcript, a line per screen row the program wrote on: a
 * line ends where the program starts a new row (a wrap, _NewLine), or puts a character anywhere but right after
 * the last one it put (it moved the cursor). Clearing the screen prints nothing. Characters outside printable
 * ASCII print as {@code ?} (the calculator's font differs from ASCII there).
 */
public final class HomeScreen {

    public static final int ROWS = 8;
    public static final int COLUMNS = 16;

    private final char[][] cells = new char[ROWS][COLUMNS];
    private final PrintWriter out;
    private int row;
    private int column;
    private int nextRow = -1;
    private int nextColumn = -1;
    private boolean lineOpen;

    public HomeScreen(PrintWriter out) {
        this.out = out;
        clear();
    }

    /** Moves the cursor (as the program's {@code curRow}/{@code curCol} say), kept on the screen. */
    public void moveTo(int newRow, int newColumn) {
        row = Math.min(Math.max(newRow, 0), ROWS - 1);
        column = Math.min(Math.max(newColumn, 0), COLUMNS - 1);
    }

    public int row() {
        return row;
    }

    public int column() {
        return column;
    }

    /** _PutC: the character at the cursor, the cursor one right, wrapping and scrolling. */
    public void put(int character) {
        if (lineOpen && (row != nextRow || column != nextColumn)) {
            endLine();
        }
        char c = character >= ' ' && character < 0x7F ? (char) character : '?';
        cells[row][column] = c;
        out.print(c);
        lineOpen = true;
        column++;
        if (column == COLUMNS) {
            newLine();
        }
        nextRow = row;
        nextColumn = column;
    }

    /** _NewLine: the cursor to the start of the next row, scrolling past the last. */
    public void newLine() {
        column = 0;
        if (row == ROWS - 1) {
            scroll();
        } else {
            row++;
        }
        if (lineOpen) {
            endLine();
        }
    }

    /** _ClrLCDFull: every cell blank; the cursor stays. */
    public void clear() {
        for (char[] line : cells) {
            Arrays.fill(line, ' ');
        }
    }

    /** _HomeUp: the cursor to row 0, column 0. */
    public void home() {
        moveTo(0, 0);
    }

    /** Row {@code r} as it shows, trailing blanks removed. */
    public String rowText(int r) {
        return new String(cells[r]).stripTrailing();
    }

    /** Whether the transcript's last line is complete (a report can start on a line of its own). */
    public boolean atLineStart() {
        return !lineOpen;
    }

    public void flush() {
        out.flush();
    }

    private void scroll() {
        char[] top = cells[0];
        System.arraycopy(cells, 1, cells, 0, ROWS - 1);
        cells[ROWS - 1] = top;
        Arrays.fill(top, ' ');
    }

    private void endLine() {
        out.print('\n');
        out.flush();
        lineOpen = false;
    }
}
