package dev.romlab.cli;

import java.math.BigDecimal;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A decimal number as users write it ({@code 2}, {@code 0.5}, {@code 1e-3}); picocli's own conversion names the Java
 * exception of a mistyped one.
 */
final class DecimalConverter implements ITypeConverter<BigDecimal> {

    @Override
    public BigDecimal convert(String text) {
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + text + "' is not a number (write 2 or 0.5)");
        }
    }
}
