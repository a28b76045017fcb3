package dev.romlab.cpu;

import java.util.List;

/** A CPU's registers and flags, read and written by name (case-insensitive). */
public interface RegisterFile {

    /** Every register in display order. */
    List<Register> registers();

    /** The register's value; {@link IllegalArgumentException} for a name the CPU does not have. */
    int get(String name);

    /** Sets the register, masked to its width; {@link IllegalArgumentException} for an unknown name. */
    void set(String name, int value);

    /**
     * Whether setting {@code name} moves where other registers are, so that a list of settings must apply it first
     * (TMS9900 WP: R0-R15 are the words of the workspace at WP).
     */
    default boolean placesOthers(String name) {
        return false;
    }

    /** One register: its name as users write it and its width in bits (for formatting). */
    record Register(String name, int bits) {
    }
}
