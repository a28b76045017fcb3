package dev.romlab.kernels.comet2;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.OutputShape;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.RandomByteInput;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Minefield;

/**
 * The outputs of the minesweeper kernels: {@code bomb1}..{@code bomb10}, the cells in the order INIT placed them
 * (0..80, row * 9 + column; MLFE's 4294967295 is -1, the word before FIELD), and {@code height}, the HEIGHT word
 * SHOWF then reads.
 */
final class MinefieldOutput {

    /** The names of the bombs' fields, {@code bomb1..bomb10}: what {@code dist} counts, every one of each board. */
    static final List<String> BOMBS = IntStream.rangeClosed(1, Minefield.BOMBS).mapToObj(MinefieldOutput::bomb)
            .toList();
    static final Field HEIGHT = Field.unsigned("height", 32, Radix.DECIMAL);

    private MinefieldOutput() {
    }

    static Values of(List<Integer> bombs, int height) {
        List<Value> out = new ArrayList<>();
        for (int i = 0; i < bombs.size(); i++) {
            out.add(new Value(i < BOMBS.size() ? BOMBS.get(i) : bomb(i + 1), 32, Integer.toUnsignedLong(bombs.get(i)),
                    Radix.DECIMAL));
        }
        out.add(HEIGHT.value(Integer.toUnsignedLong(height)));
        return new Values(out);
    }

    private static String bomb(int number) {
        return "bomb" + number;
    }

    /**
     * The minesweepers' {@code dist} reduction over {@code randomInput}, {@code over} saying what its values are: all
     * ten bomb positions of each board over the cells 0..80, a fair placement giving each cell 1/81 of them.
     */
    static RandomByteInput bombPositions(Field randomInput, String over) {
        return new RandomByteInput(randomInput, MlfeMinesweeperKernel.CELLS, Minefield.CELLS, BOMBS.get(0), 0)
                .counting(BOMBS, "bomb positions", "boards").over(over)
                .shaped(new OutputShape.Board(Minefield.WIDTH, Minefield.HEIGHT, 0));
    }

    static Values of(Minefield field) {
        return of(field.bombs(), field.height());
    }
}
