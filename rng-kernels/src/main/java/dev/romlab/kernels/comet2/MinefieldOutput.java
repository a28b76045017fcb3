package dev.romlab.kernels.comet2;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.comet2.model.Minefield;

/**
 * The outputs of the minesweeper kernels: {@code bomb1}..{@code bomb10}, the cells in the order INIT placed them
 * (0..80, row * 9 + column; MLFE's 4294967295 is -1, the word before FIELD), and {@code height}, the HEIGHT word
 * SHOWF then reads.
 */
final class MinefieldOutput {

    static final String FIRST = "bomb1";
    static final Field HEIGHT = Field.unsigned("height", 32, Radix.DECIMAL);

    private MinefieldOutput() {
    }

    static Values of(List<Integer> bombs, int height) {
        List<Value> out = new ArrayList<>();
        for (int i = 0; i < bombs.size(); i++) {
            out.add(new Value("bomb" + (i + 1), 32, Integer.toUnsignedLong(bombs.get(i)), Radix.DECIMAL));
        }
        out.add(HEIGHT.value(Integer.toUnsignedLong(height)));
        return new Values(out);
    }

    static Values of(Minefield field) {
        return of(field.bombs(), field.height());
    }
}
