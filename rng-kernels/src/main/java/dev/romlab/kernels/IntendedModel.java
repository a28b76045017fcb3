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
        return of(description, ROUTINE, output);
    }

    /** The same, the code that departs from it called {@code codeName} ("game"): {@link #codeName()}. */
    static IntendedModel of(String description, String codeName, UnaryOperator<Values> output) {
        return new IntendedModel() {
            @Override
            public String description() {
                return description;
            }

            @Override
            public String codeName() {
                return codeName;
            }

            @Override
            public Values output(Values input) {
                return output.apply(input);
            }
        };
    }

    /** What {@link #codeName()} is unless a kernel says otherwise. */
    String ROUTINE = "routine";

    /** One line: the algorithm and where it is described. */
    String description();

    /**
     * What a departure's text calls the code the emulator ran, beside {@code intended}: "routine" ({@code hl: routine
     * 257, intended 0}), or a kernel's own word ("game" for a game's generator).
     */
    default String codeName() {
        return ROUTINE;
    }

    /** The outputs the algorithm gives for {@code input}: a subset of the names the emulator's outcome has. */
    Values output(Values input);
}
