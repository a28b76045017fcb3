package dev.romlab.cli;

import dev.romlab.kernels.Field;
import dev.romlab.kernels.Radix;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A 64-bit sample seed ({@code diff --seed}): decimal, {@code $hex} or {@code 0xhex}, up to $FFFFFFFFFFFFFFFF. */
final class SeedConverter implements ITypeConverter<Long> {

    private static final Field SEED = Field.unsigned("seed", 64, Radix.DECIMAL);

    @Override
    public Long convert(String text) {
        try {
            return SEED.parse(text).value();
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage() + " (write 12345, $3039 or 0x3039)");
        }
    }
}
