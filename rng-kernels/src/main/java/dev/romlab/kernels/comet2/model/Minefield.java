package dev.romlab.kernels.comet2.model;

import java.util.List;

/**
 * What INIT leaves: the cells it put bombs in, in the order it placed them, and the HEIGHT word SHOWF reads (9,
 * unless MLFE's RAND returned -1 and INIT stored its bomb at FIELD - 1, which is HEIGHT), with the instructions and
 * cost units INIT took, its RET included.
 *
 * @param bombs the cells 0..80 (row * 9 + column), -1 for the word before FIELD
 */
public record Minefield(List<Integer> bombs, int height, long instructions, long costUnits) {

    public static final int WIDTH = 9;
    public static final int HEIGHT = 9;
    public static final int CELLS = WIDTH * HEIGHT;
    public static final int BOMBS = 10;
    /** FIELD's marks (seed 004): UNCHK 0, EMPTY 1, BOMB 2. */
    static final int BOMB = 2;

    public Minefield {
        bombs = List.copyOf(bombs);
    }

    /**
     * The board as SHOWF prints it: the column digits, then {@code height} rows of '#' (unchecked) and '@' (bomb),
     * each followed by its letter; INIT leaves no cell EMPTY.
     */
    public String text() {
        StringBuilder out = new StringBuilder("012345678\n");
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < WIDTH; x++) {
                out.append(bombs.contains(y * WIDTH + x) ? '@' : '#');
            }
            out.append((char) ('a' + y)).append('\n');
        }
        return out.toString();
    }
}
