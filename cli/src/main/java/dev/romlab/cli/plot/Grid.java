package dev.romlab.cli.plot;

import java.util.List;

/**
 * A heat map: rows (top to bottom) by columns (left to right), each with a label, and the cells that have a value,
 * each with lines of text written in it. A cell's colour runs from white at 0 to the fullest blue at the largest
 * value; or, with a {@code centre} (a fair die's probability), from white there to blue below and red above it, so
 * that only a departure shows.
 */
public record Grid(String columnLabel, List<String> columns, String rowLabel, List<String> rows, String valueLabel,
        Double centre, List<Cell> cells) implements Chart.Figure {

    /** One cell: its place, its value and the text written in it. */
    public record Cell(int row, int column, double value, List<String> text) {

        public Cell {
            text = List.copyOf(text);
        }
    }

    public Grid {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        cells = List.copyOf(cells);
        for (Cell cell : cells) {
            if (cell.row() < 0 || cell.row() >= rows.size() || cell.column() < 0 || cell.column() >= columns.size()) {
                throw new IllegalArgumentException("cell " + cell.row() + "," + cell.column() + " is outside the "
                        + rows.size() + " x " + columns.size() + " grid");
            }
        }
    }
}
