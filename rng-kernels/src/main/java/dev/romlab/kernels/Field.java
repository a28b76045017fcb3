package dev.romlab.kernels;

import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The type of one named value: its width, the range an input space or a setting allows, and its radix.
 *
 * <pre>{@code
 * Field a = Field.unsigned("a", 8, Radix.DECIMAL);             // 0..255
 * Field sides = Field.range("DIESIDES", 16, 1, 256);           // 1..256
 * Field seed = Field.unsigned("seed", 64, Radix.HEX);          // any 64-bit state
 * }</pre>
 *
 * @param min lowest value, read as unsigned
 * @param max highest value, read as unsigned
 */
public record Field(String name, int bits, long min, long max, Radix radix) {

    public Field {
        Objects.requireNonNull(name);
        Objects.requireNonNull(radix);
        new Value(name, bits, min, radix);
        new Value(name, bits, max, radix);
        if (Long.compareUnsigned(min, max) > 0) {
            throw new IllegalArgumentException(name + ": empty range");
        }
    }

    /** Every value of {@code bits} bits. */
    public static Field unsigned(String name, int bits, Radix radix) {
        return new Field(name, bits, 0, bits == Long.SIZE ? -1L : (1L << bits) - 1, radix);
    }

    /** Decimal values {@code min..max} held in {@code bits} bits. */
    public static Field range(String name, int bits, long min, long max) {
        return new Field(name, bits, min, max, Radix.DECIMAL);
    }

    /** How many values the range holds, or {@link Long#MAX_VALUE} when that many or more. */
    public long size() {
        long span = max - min;
        return span < 0 || span == Long.MAX_VALUE ? Long.MAX_VALUE : span + 1;
    }

    public boolean contains(long value) {
        return Long.compareUnsigned(value, min) >= 0 && Long.compareUnsigned(value, max) <= 0;
    }

    /** {@code value} as a {@link Value} of this field; {@link IllegalArgumentException} outside the range. */
    public Value value(long value) {
        if (!contains(value)) {
            throw new IllegalArgumentException(name + " must be " + rangeText() + ": "
                    + new Value(name, Long.SIZE, value, radix).formatted());
        }
        return new Value(name, bits, value, radix);
    }

    /** A value drawn uniformly from the range. */
    public Value sample(SplittableRandom random) {
        return value(draw(random));
    }

    /** The number {@link #sample} draws, without making a {@link Value} of it. */
    long draw(SplittableRandom random) {
        long size = size();
        return size == Long.MAX_VALUE && min == 0 && max == -1L ? random.nextLong() : min + random.nextLong(size);
    }

    /**
     * Reads what a user typed: decimal, {@code $hex}, {@code 0xhex}, or for a hex field bare hex digits too.
     * {@link IllegalArgumentException} with a message for users when it is not a number in range.
     */
    public Value parse(String text) {
        String t = text.strip().replace("_", "");
        String lower = t.toLowerCase(Locale.ROOT);
        try {
            if (lower.startsWith("$") || lower.startsWith("0x") || radix == Radix.HEX) {
                String digits = lower.startsWith("$") ? t.substring(1) : lower.startsWith("0x") ? t.substring(2) : t;
                return value(Long.parseUnsignedLong(digits, 16));
            }
            return value(Long.parseUnsignedLong(t));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": not a number: '" + text + "'", e);
        }
    }

    /** {@code 1..256}, or {@code $0000000000000000..$FFFFFFFFFFFFFFFF} for hex fields. */
    public String rangeText() {
        return new Value(name, bits, min, radix).formatted() + ".." + new Value(name, bits, max, radix).formatted();
    }
}
