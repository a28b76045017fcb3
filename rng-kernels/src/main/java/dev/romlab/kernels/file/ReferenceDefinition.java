package dev.romlab.kernels.file;

/** What a kernel file's routine is compared with: {@code diff}'s model. */
sealed interface ReferenceDefinition {

    /**
     * {@code `H * L`}: a Troll expression over the inputs, compared with {@code output}; or, when it is a
     * {@code distribution} of its own ({@code d20}: more than one outcome without any input), the spec
     * {@code fairness} compares the routine with.
     */
    record Troll(String expression, String output, boolean distribution) implements ReferenceDefinition {
    }

    /** Another kernel file (another routine, on any CPU): its outputs of the same names. */
    record OtherKernel(String file) implements ReferenceDefinition {
    }

    /** A JVM class implementing {@link RoutineModel}, by its {@link RoutineModel#name()}, from {@code jar}. */
    record Model(String name, String jar) implements ReferenceDefinition {
    }
}
