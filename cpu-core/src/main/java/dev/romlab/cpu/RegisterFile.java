package dev.romlab.cpu;

import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/** A CPU's registers and flags, read and written by name (case-insensitive). */
public interface RegisterFile {

    /** Every register in display order. */
    List<Register> registers();

    /** The register's value; {@link IllegalArgumentException} for a name the CPU does not have. */
    int get(String name);

    /** Sets the register, masked to its width; {@link IllegalArgumentException} for an unknown name. */
    void set(String name, int value);

    /**
     * A reader of the register named {@code name}, checked now ({@link IllegalArgumentException} for a name the CPU
     * does not have) and allocating nothing when called: for a debugger's condition evaluated on every pass of a
     * loop. A register file whose {@link #get} parses names overrides it.
     */
    default IntSupplier reader(String name) {
        String key = canonical(name);
        get(key);
        return () -> get(key);
    }

    /**
     * A writer of the register named {@code name} (masking as {@link #set} does), checked now
     * ({@link IllegalArgumentException} for a name the CPU does not have) and allocating nothing when called: for a
     * kernel that sets the same registers on every one of millions of calls. A register file whose {@link #set}
     * parses names overrides it.
     */
    default IntConsumer writer(String name) {
        String key = canonical(name);
        get(key);
        return value -> set(key, value);
    }

    /**
     * {@code name} as {@link #registers()} spells it, else in upper case: what {@link #get} and {@link #set} take
     * without changing it (their toUpperCase then returns it as it is).
     */
    private String canonical(String name) {
        String canonical = name.toUpperCase(Locale.ROOT);
        for (Register register : registers()) {
            if (register.name().equalsIgnoreCase(name)) {
                canonical = register.name();
            }
        }
        return canonical;
    }

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
