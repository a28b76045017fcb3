package dev.romlab.cpu.conformance;

import dev.romlab.cpu.RegisterFile;

/**
 * One piece of CPU state a single-step vector describes: its register name in the CPU's
 * {@link RegisterFile}, its key in the vector's {@code initial}/{@code final} objects, its width, and for a flag
 * register the letters that name its bits (diffs then show the bit that differs).
 *
 * @param register    the name the CPU's register file knows it by
 * @param key         its key in the vectors, or null when they do not record it (then it starts at 0 and is
 *                    not compared)
 * @param bits        its width, for formatting
 * @param flagLetters for a flag register, one letter per bit from the highest down ({@code "SZ5H3PNC"}); else
 *                    null
 */
public record VectorField(String register, String key, int bits, String flagLetters) {

    /** A plain register recorded under {@code key}. */
    public static VectorField of(String register, String key, int bits) {
        return new VectorField(register, key, bits, null);
    }

    /** A flag register recorded under {@code key}, its bits named by {@code letters}. */
    public static VectorField flags(String register, String key, int bits, String letters) {
        return new VectorField(register, key, bits, letters);
    }

    /** State the vectors do not record: reset to 0 before each vector, never compared. */
    public static VectorField unrecorded(String register, int bits) {
        return new VectorField(register, null, bits, null);
    }

    void set(RegisterFile registers, int value) {
        registers.set(register, value);
    }

    /** Compares {@code expected} with the CPU's value of this field, adding a mismatch if they differ. */
    void check(VectorCheck check, int expected, RegisterFile registers) {
        int actual = registers.get(register);
        if (flagLetters != null) {
            check.flags(register, bits, expected, actual, flagLetters);
        } else {
            check.register(register, bits, expected, actual);
        }
    }
}
