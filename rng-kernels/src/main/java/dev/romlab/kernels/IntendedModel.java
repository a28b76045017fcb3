package dev.romlab.kernels;

import java.util.function.UnaryOperator;

/**
 * The algorithm a routine's comments or its literature name, beside the faithful {@link Kernel#model}: what the
 * code was meant to compute, for {@code romlab diff KERNEL --model intended}. It predicts outputs only (the
 * textbook has no cycles), and only the outputs it names are compared.
 */
public interface IntendedModel {

    /** The model described by {@code description} whose outputs {@code output} computes. */
    static IntendedModel of(String description, UnaryOperator<Values> output) {
        return new IntendedModel() {
            @Override
            public String description() {
                return description;
            }

            @Override
            public Values output(Values input) {
                return output.apply(input);
            }
        };
    }

    /** One line: the algorithm and where it is described. */
    String description();

    /** The outputs the algorithm gives for {@code input}: a subset of the names the emulator's outcome has. */
    Values output(Values input);
}
