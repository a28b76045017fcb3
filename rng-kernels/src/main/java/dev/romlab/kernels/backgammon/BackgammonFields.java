package dev.romlab.kernels.backgammon;

import java.util.ArrayList;
import java.util.List;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Radix;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.backgammon.model.FaithfulGenerator;

/** The inputs and outputs both Backgammon kernels name. */
final class BackgammonFields {

    /** The start sequence: $33 at the reset mod 32; 31 is power-on. */
    static final Field SEQUENCE = Field.range("sequence", 8, 0, FaithfulGenerator.SEQUENCES - 1);

    /** A generator value, 0..179. */
    static final Field VALUE = Field.range("value", 8, 0, FaithfulGenerator.MODULUS - 1);

    /** $600, the index of the value just read. */
    static final Field INDEX = Field.unsigned("index", 8, Radix.DECIMAL);

    private BackgammonFields() {
    }

    /**
     * {@code --sequence}, the name {@code romlab backgammon} gives it too: the sequence, power-on (31) by default in
     * {@code run}.
     */
    static Parameter sequenceSetting() {
        return Parameter.input(SEQUENCE, FaithfulGenerator.SEQUENCES - 1,
                "the start sequence ($33 at the reset mod 32; 31 = power-on)");
    }

    /** The 55 entries as {@code prefix0} .. {@code prefix54}. */
    static List<Value> table(String prefix, int[] entries) {
        List<Value> out = new ArrayList<>(entries.length);
        for (int i = 0; i < entries.length; i++) {
            out.add(new Value(prefix + i, 8, entries[i], Radix.DECIMAL));
        }
        return out;
    }
}
