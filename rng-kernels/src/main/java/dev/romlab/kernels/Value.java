package dev.romlab.kernels;

import java.util.Locale;
import java.util.Objects;

import dev.romlab.cpu.json.JsonConventions;

/**
 * One named input or output of a kernel call: a register, a memory variable or an assembly-time constant, as an
 * unsigned number of {@code bits} bits ({@code 64} holds any {@code long}, read as unsigned).
 *
 * <pre>{@code
 * new Value("a", 8, 20, Radix.DECIMAL).text();            // a=20
 * new Value("seed", 64, 0x2F34L, Radix.HEX).text();        // seed=$0000000000002F34
 * }</pre>
 */
public record Value(String name, int bits, long value, Radix radix) {

    public Value {
        Objects.requireNonNull(name);
        Objects.requireNonNull(radix);
        if (bits < 1 || bits > Long.SIZE) {
            throw new IllegalArgumentException("width of " + name + " must be 1..64 bits: " + bits);
        }
        if (bits < Long.SIZE && (value >>> bits) != 0) {
            throw new IllegalArgumentException(name + " = " + value + " does not fit in " + bits + " bits");
        }
    }

    /** The number alone in this value's radix: {@code 20}, {@code $14}, {@code $2F3497D144B7DA85}. */
    public String formatted() {
        return radix == Radix.HEX
                ? "$" + String.format(Locale.ROOT, "%0" + (bits + 3) / 4 + "X", value)
                : Long.toUnsignedString(value);
    }

    /** {@code name=formatted}, the form every text output uses. */
    public String text() {
        return name + "=" + formatted();
    }

    /**
     * The value in JSON: {@code true}/{@code false} for a one-bit value (a flag such as {@code IFF1}), a hex string
     * for one wider than 53 bits (a 64-bit seed or LFSR state: {@link JsonConventions#word64}), else the unsigned
     * number, whatever the radix of its text.
     */
    public Object toJson() {
        return toJson(bits, value);
    }

    // equals and hashCode written out: a record's own go through method handles, which the first compiler alone
    // (check's) calls one by one, and a diff compares every call's outputs (5% of a check's time went to them)

    @Override
    public boolean equals(Object other) {
        return other instanceof Value that && value == that.value && bits == that.bits && radix == that.radix
                && name.equals(that.name);
    }

    @Override
    public int hashCode() {
        int hash = name.hashCode() * 31 + bits;
        hash = hash * 31 + Long.hashCode(value);
        return hash * 31 + radix.hashCode();
    }

    /** {@link #toJson()} of a value {@code bits} wide. */
    public static Object toJson(int bits, long value) {
        if (bits == 1) {
            return value != 0;
        }
        return bits > JsonConventions.EXACT_NUMBER_BITS ? JsonConventions.word64(value) : (Object) value;
    }
}
