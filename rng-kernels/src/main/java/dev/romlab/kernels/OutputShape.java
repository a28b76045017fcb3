package dev.romlab.kernels;

/**
 * How a kernel's output values are laid out, for a picture of their distribution ({@code dist --plot}): along one
 * axis (a die, a range), as two dice folded into one pair number, or as the cells of a board. The kernel says so
 * itself ({@link RandomByteInput#shape}) rather than a picture guessing it from the numbers.
 */
public sealed interface OutputShape {

    /** Values along one axis, each its own bar: a die's faces, a range's numbers. */
    OutputShape LINE = new Line();

    /** True when every value {@code low..high} has its place in this shape. */
    boolean fits(long low, long high);

    /** Values along one axis. */
    record Line() implements OutputShape {

        @Override
        public boolean fits(long low, long high) {
            return true;
        }
    }

    /**
     * Two dice of {@code faces} faces as one number, {@code lowest + faces × (die 1 − 1) + (die 2 − 1)}: the
     * backgammon pair number 1..36 is {@code 6 (die 1 − 1) + die 2}.
     */
    record DicePair(int faces, long lowest) implements OutputShape {

        @Override
        public boolean fits(long low, long high) {
            return low == lowest && high == lowest + (long) faces * faces - 1;
        }

        /** The first die's face, 1..faces, of a pair number this shape fits. */
        public int die1(long value) {
            return (int) ((value - lowest) / faces) + 1;
        }

        /** The second die's face, 1..faces. */
        public int die2(long value) {
            return (int) ((value - lowest) % faces) + 1;
        }
    }

    /**
     * The cells of a board {@code columns} wide and {@code rows} high, numbered row by row from {@code lowest}:
     * the minesweepers' cell {@code row × 9 + column}, 0..80 (MinefieldOutput).
     */
    record Board(int columns, int rows, long lowest) implements OutputShape {

        @Override
        public boolean fits(long low, long high) {
            return low == lowest && high == lowest + (long) columns * rows - 1;
        }

        /** The row, 0 at the top, of a cell this shape fits. */
        public int row(long value) {
            return (int) ((value - lowest) / columns);
        }

        /** The column, 0 at the left. */
        public int column(long value) {
            return (int) ((value - lowest) % columns);
        }
    }
}
