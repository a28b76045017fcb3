package dev.romlab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A clock in MHz as users write it ({@code 6}, {@code 15}, {@code 3.58}), as a whole number of Hz. */
final class MegahertzConverter implements ITypeConverter<Long> {

    @Override
    public Long convert(String text) {
        try {
            double megahertz = Double.parseDouble(text.strip());
            long hz = Math.round(megahertz * 1e6);
            if (!(megahertz > 0) || hz <= 0 || Double.isInfinite(megahertz)) {
                throw new TypeConversionException("'" + text + "' must be a positive clock in MHz");
            }
            return hz;
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is not a clock in MHz (write 6 or 15 or 3.58)");
        }
    }
}
