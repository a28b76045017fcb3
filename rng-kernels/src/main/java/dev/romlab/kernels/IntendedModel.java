package dev.romlab.kernels;

/**
 * The algorithm a routine's comments or its literature name, beside the faithful {@link Kernel#model}: what the
 * code was meant to compute, for {@code romlab diff KERNEL --model intended}. It predicts outputs only (the
 * textbook has no cycles), and only the outputs it names are compared.
 */
public interface IntendedModel {

    /** One line: the algorithm and where it is described. */
    String description();

    /** The outputs the algorithm gives for {@code input}: a subset of the names the emulator's outcome has. */
    Values output(Values input);
}
