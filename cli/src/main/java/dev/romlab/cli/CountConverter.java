package dev.romlab.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A positive count option ({@code --length}, {@code --max-cycles}) in any {@link NumberLiteral} form. */
final class CountConverter implements ITypeConverter<Long> {

    @Override
    public Long convert(String text) {
        long value = NumberLiteral.parse(text);
        if (value <= 0) {
            throw new TypeConversionException("'" + text + "' must be a positive number");
        }
        return value;
    }
}
